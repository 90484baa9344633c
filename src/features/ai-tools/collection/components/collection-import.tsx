import { useRef, useState } from 'react';
import { Download, FileSpreadsheet, X } from 'lucide-react';
import { COLLECTION_LIMITS } from '@shared/collection/wine.ts';
import { downloadBlob } from '@/lib/download.ts';
import { loadEngine } from '../load-engine.ts';
import type { CollectionState } from '../use-collection.ts';

const SKIPPED_SHOWN = 5;
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
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    setBusy(true);
    await state.importFile(file);
    setBusy(false);
  };
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
        <label htmlFor="collection-file" className={`btn-outline cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
          <FileSpreadsheet className="size-4" aria-hidden="true" />
          {busy ? 'Reading…' : 'Choose a CSV file'}
          <input ref={input} id="collection-file" type="file" accept=".csv,.txt,.tsv,text/csv,text/plain" aria-describedby="collection-file-hint" className="sr-only" onChange={(e) => void choose(e.currentTarget.files)} />
        </label>
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={() => void template()}>
          <Download className="size-4" aria-hidden="true" />
          Download the template
        </button>
      </div>
      {state.importError ? (
        <div role="alert" data-testid="import-error" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
          <p>{state.importError}</p>
          <p className="mt-1 text-cream-100">{state.lines.length > 0 ? 'Your collection is kept as it was.' : 'Nothing you entered is lost.'}</p>
        </div>
      ) : null}
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
          {outcome.csv.skipped.length > 0 ? (
            <div className="mt-2" data-testid="import-skipped">
              <p>
                {outcome.csv.skipped.length} {outcome.csv.skipped.length === 1 ? 'row was' : 'rows were'} skipped:
              </p>
              <ul className="mt-1 list-disc pl-5 text-mist-300">
                {outcome.csv.skipped.slice(0, SKIPPED_SHOWN).map((row) => (
                  <li key={row.line}>
                    Line {row.line}: {row.reason}
                  </li>
                ))}
                {outcome.csv.skipped.length > SKIPPED_SHOWN ? <li>and {outcome.csv.skipped.length - SKIPPED_SHOWN} more</li> : null}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
