import { ResultParts } from './result-parts.tsx';

export interface PhotoReadingShown {
  text: string | null;
  note: string | null;
  /** The model that wrote `text`. */
  by: string | null;
}

/** A model's reading of a photo, marked as the model's, or the note saying why there is none. */
export function PhotoReadingText({ reading, className = '' }: { reading: PhotoReadingShown; className?: string }) {
  return (
    <div className={`text-sm text-ink-800 ${className}`} aria-live="polite" data-testid="photo-reading">
      {reading.text ? (
        <>
          <p>{reading.text}</p>
          {reading.by ? <ResultParts parts={[{ part: 'photo reading', source: 'model', by: reading.by }]} className="text-xs text-ink-700" /> : null}
        </>
      ) : (
        <p>{reading.note}</p>
      )}
    </div>
  );
}
