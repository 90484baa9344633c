import { Pencil, Trash2 } from 'lucide-react';
import { STYLE_LABELS, bottleCount, sizeLabel } from '@domain/collection/wine.ts';
import type { CollectionState } from '../use-collection.ts';

/** The wines entered so far, each editable and removable; the whole list can be cleared. */
export function WineList({ state }: { state: CollectionState }) {
  if (state.lines.length === 0) return null;
  const bottles = bottleCount(state.wines);
  return (
    <section aria-labelledby="wine-list-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="wine-list-title" className="field-label mb-0" aria-live="polite">
          Your wines: {state.lines.length} {state.lines.length === 1 ? 'wine' : 'wines'}, {bottles} {bottles === 1 ? 'bottle' : 'bottles'}
        </h3>
        <button
          type="button"
          className="btn-ghost min-h-11 text-sm"
          onClick={() => {
            if (window.confirm('Remove every wine from the collection on this page? A collection saved to your account stays there.')) state.clearAll();
          }}
        >
          Clear the collection
        </button>
      </div>
      {state.restoredNote ? (
        <p className="rounded-md border border-cellar-600 bg-cellar-850 px-3 py-2 text-sm text-cream-100" data-testid="restored-note">
          {state.restoredNote}
        </p>
      ) : null}
      <ul className="grid max-h-96 gap-2 overflow-y-auto pr-1" data-testid="wine-list" aria-label="Wines in the collection">
        {state.lines.map((line) => {
          const title = `${line.vintage ?? 'NV'} ${line.name}`;
          return (
            <li key={line.id} className="flex items-start justify-between gap-2 rounded-lg border border-cellar-600 bg-cellar-900/40 px-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-cream-50">{title}</p>
                <p className="text-mist-300">
                  {line.quantity} × {sizeLabel(line.sizeMl)}, {STYLE_LABELS[line.style].toLowerCase()}
                  {line.valueUsd === null ? '' : `, $${line.valueUsd.toLocaleString('en-US')} each`}
                </p>
              </div>
              <div className="flex shrink-0">
                <button
                  type="button"
                  className="btn-ghost min-h-11 px-2.5 text-sm"
                  onClick={() => {
                    state.editLine(line.id);
                    // The form is above the list: take the visitor to it.
                    requestAnimationFrame(() => document.getElementById('bottle-name')?.focus());
                  }}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  <span className="sr-only">Edit {title}</span>
                </button>
                <button type="button" className="btn-ghost min-h-11 px-2.5 text-sm text-red-200 hover:bg-red-400/10" onClick={() => state.removeLine(line.id)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  <span className="sr-only">Remove {title}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
