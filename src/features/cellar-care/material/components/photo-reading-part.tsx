import { PhotoReadingText } from '@/components/tool-shell/photo-reading-text.tsx';
import { ReportSection } from '@/components/tool-shell/report-section.tsx';
import type { MaterialIdentifierState } from '../use-material-identifier.ts';

/** The photo beside the ranking, and a vision model's reading of it when asked: marked as the model's, never mixed into the ranking. */
export function PhotoReadingPart({ state }: { state: MaterialIdentifierState }) {
  const { photo, reading } = state;
  if (!photo) return null;
  return (
    <ReportSection id="photo" title="Your photo">
      <img src={photo.url} alt={`Your photo: ${photo.name}`} width={photo.width} height={photo.height} className="mt-2 hidden aspect-[4/3] w-full max-w-xs rounded object-cover print:block" />
      <p className="mt-1 text-sm text-ink-700">
        The ranking above comes from your answers only. An AI model with vision can say what it sees in the photo, if one is configured on this site; its words are shown here, marked as the model’s, and do not change the ranking.
      </p>
      <button type="button" className="btn-wine mt-3 print:hidden" disabled={state.readingBusy} onClick={() => void state.askForReading()}>
        {state.readingBusy ? 'Reading the photo…' : 'Ask the AI model to read the photo'}
      </button>
      {reading ? <PhotoReadingText reading={reading} className="mt-3" /> : null}
    </ReportSection>
  );
}
