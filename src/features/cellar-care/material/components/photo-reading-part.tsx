import { PhotoReadingText } from '@/components/tool-shell/photo-reading-text.tsx';
import { ReportSection } from '@/components/tool-shell/report-section.tsx';
import { useCapabilities } from '@/lib/capabilities.ts';
import type { MaterialIdentifierState } from '../use-material-identifier.ts';

/**
 * The photo beside the ranking, and a vision model's reading of it when asked:
 * marked as the model's, never mixed into the ranking. Reading is offered
 * only when the business has photo reading switched on.
 */
export function PhotoReadingPart({ state }: { state: MaterialIdentifierState }) {
  const { vision } = useCapabilities();
  const { photo, reading } = state;
  if (!photo) return null;
  return (
    <ReportSection id="photo" title="Your photo">
      <img src={photo.url} alt={`Your photo: ${photo.name}`} width={photo.width} height={photo.height} className="mt-2 hidden aspect-[4/3] w-full max-w-xs rounded object-cover print:block" />
      <p className="mt-1 text-sm text-ink-700">
        {vision
          ? 'The ranking above comes from your answers only. An AI model can also say what it sees in the photo; its words are shown here, marked as the model’s, and do not change the ranking.'
          : 'The ranking above comes from your answers only; the photo is for your own reference and prints with the result.'}
      </p>
      {vision ? (
        <button type="button" className="btn-wine mt-3 print:hidden" disabled={state.readingBusy} onClick={() => void state.askForReading()}>
          {state.readingBusy ? 'Reading the photo…' : 'Ask the AI model to read the photo'}
        </button>
      ) : null}
      {reading ? <PhotoReadingText reading={reading} className="mt-3" /> : null}
    </ReportSection>
  );
}
