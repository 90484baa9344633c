import type { Assessment } from '@domain/condition/assessment.ts';
import { usePhotoReadings } from '../use-photo-readings.ts';
import { PhotoReadingText } from '@/components/tool-shell/photo-reading-text.tsx';
import { ReportSection } from '@/components/tool-shell/report-section.tsx';
import type { ConditionState } from '../use-condition.ts';

/**
 * The photos in the report, and what a vision model saw in them when the
 * visitor asks: each reading is marked as the model's, and with no model
 * configured the answer says so. The score never depends on it.
 */
export function PhotoReadings({ state, assessment }: { state: ConditionState; assessment: Assessment }) {
  const readings = usePhotoReadings();
  if (state.photos.length === 0) {
    return <p className="text-sm text-ink-700">No photos added. Photos are for the printed report; an AI model with vision, if this site has one configured, can also describe them.</p>;
  }
  const context = `${assessment.summary} Findings: ${assessment.findings.map((f) => f.title).join(', ') || 'none'}.`;
  return (
    <ReportSection id="photos" title="Photos">
      <p className="mt-1 text-sm text-ink-700">
        The photos are not part of the score. An AI model with vision can describe what it sees in them, if one is configured on this site; its words are marked as the model’s.
      </p>
      <button type="button" className="btn-wine mt-3 print:hidden" disabled={readings.busy} onClick={() => void readings.ask(state.photos, context)}>
        {readings.busy ? 'Reading the photos…' : 'Ask the AI model to read the photos'}
      </button>
      {readings.error ? (
        <p role="alert" className="mt-2 text-sm text-wine-800">
          {readings.error}
        </p>
      ) : null}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="report-photos">
        {state.photos.map((photo, index) => {
          const reading = readings.byPhoto[photo.id];
          return (
            <li key={photo.id} className="grid gap-2 break-inside-avoid">
              <img src={photo.url} alt={photo.caption || `Photo ${index + 1}`} width={photo.width} height={photo.height} className="aspect-[4/3] w-full rounded object-cover" />
              <p className="text-sm text-ink-800">{photo.caption || `Photo ${index + 1}`}</p>
              {reading ? <PhotoReadingText reading={reading} /> : null}
            </li>
          );
        })}
      </ul>
    </ReportSection>
  );
}
