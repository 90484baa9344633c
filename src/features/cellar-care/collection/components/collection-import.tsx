import { Download, X } from 'lucide-react';
import { COLLECTION_LIMITS } from '@domain/collection/wine.ts';
import { CsvFileButton, CsvFileError, SkippedRows } from '@/components/forms/csv-file-parts.tsx';
import { downloadBlob } from '@/lib/download.ts';
import { loadEngine } from '../load-engine.ts';
import type { CollectionState } from '../use-collection.ts';

const FIELD_NAMES: Record<string, string> = {
  name: 'wine',
  producer: 'producer',
  vintage: 'vintage',
  type: 'type',
  color: 'colour',
  category: 'category',
  region: 'region',
  subRegion: 'sub-region',
  appellation: 'appellation',
  country: 'country',
  varietal: 'grape',
  size: 'size',
  quantity: 'bottles',
  value: 'value',
  price: 'price',
  begin: 'drink from',
  end: 'drink until',
};

/** A collection's CSV (CellarTracker's export or the template): read in the browser and added to the wines, with every column and row it could not use said. */
export function CollectionImport({ state }: { state: CollectionState }) {
  const template = async () => {
    const { TEMPLATE_CSV_NAME, templateCsv } = await loadEngine();
    downloadBlob(new Blob([templateCsv()], { type: 'text/csv' }), TEMPLATE_CSV_NAME);
  };
  const outcome = state.imported;
  const mapped = outcome ? Object.entries(outcome.csv.columns).map(([field, column]) => (column?.toLowerCase() === FIELD_NAMES[field] ? column : `${column} as ${FIELD_NAMES[field]}`)) : [];
  return (
    <div className="grid gap-3">
      <p className="field-label mb-0">Import a collection (CSV)</p>
      <p className="-mt-2 text-sm text-mist-300" id="collection-file-hint">
        CellarTracker’s export (Lists › My Cellar › Export, as CSV) or the template filled in: a row per wine with its name and type; vintage, bottles, size, value and your own drinking window when you have them. Up to {COLLECTION_LIMITS.maxWines} wines, 2 MB. The wines are added to the ones already here.
      </p>
      <div className="flex flex-wrap items-center gap-2.5">
        <CsvFileButton id="collection-file" onFile={state.importFile} />
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={() => void template()}>
          <Download className="size-4" aria-hidden="true" />
          Download the template
        </button>
      </div>
      {state.importError ? <CsvFileError testId="import-error" message={state.importError} kept={state.lines.length > 0 ? 'Your collection is kept as it was.' : 'Nothing you entered is lost.'} /> : null}
      {outcome ? (
        <div className="rounded-md border border-cellar-600 bg-cellar-850 px-4 py-3 text-sm text-cream-100" data-testid="import-summary" aria-live="polite">
          <div className="flex items-start justify-between gap-3">
            <p>
              <strong className="text-cream-50">{outcome.name}</strong>: {outcome.added} {outcome.added === 1 ? 'wine' : 'wines'} added. Read: {mapped.join(', ')}.
            </p>
            <button type="button" className="rounded p-1 text-mist-300 hover:bg-cellar-700 hover:text-cream-50" aria-label={`Close the summary of ${outcome.name}`} onClick={state.clearImport}>
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          {outcome.csv.unrecognised.length > 0 ? <p className="mt-1">Columns not recognised, not used: {outcome.csv.unrecognised.join(', ')}.</p> : null}
          {outcome.csv.knownUnused.length > 0 ? <p className="mt-1 text-mist-300">CellarTracker columns not needed here: {outcome.csv.knownUnused.join(', ')}.</p> : null}
          {outcome.dropped > 0 ? <p className="mt-1">{outcome.dropped} more {outcome.dropped === 1 ? 'wine was' : 'wines were'} not added: the collection holds up to {COLLECTION_LIMITS.maxWines} wines.</p> : null}
          <SkippedRows testId="import-skipped" skipped={outcome.csv.skipped} />
        </div>
      ) : null}
    </div>
  );
}
