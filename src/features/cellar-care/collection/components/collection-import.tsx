import { Download, X } from 'lucide-react';
import { COLLECTION_LIMITS, STYLE_LABELS, WINE_STYLES, type WineStyle } from '@domain/collection/wine.ts';
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
        CellarTracker’s export (Lists › My Cellar › Export, as CSV), the template filled in, or your own spreadsheet: a row per wine with its name; its type, region, grape, vintage, bottles, size, value and your own drinking window when you have them. Without a type column, each wine’s type is read from its region, appellation, grape or name. Up to {COLLECTION_LIMITS.maxWines} wines, 2 MB. The wines are added to the ones already here.
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
          {outcome.csv.inferred.length > 0 ? (
            <p className="mt-1" data-testid="import-inferred">
              Type read from the wine’s own words for {outcome.csv.inferred.length} {outcome.csv.inferred.length === 1 ? 'wine' : 'wines'} (for example {outcome.csv.inferred.slice(0, 3).map((item) => `${STYLE_LABELS[item.style].toLowerCase()} from “${item.word}”`).join(', ')}): edit a wine if one is wrong.
            </p>
          ) : null}
          {outcome.csv.unrecognised.length > 0 ? <p className="mt-1">Columns not recognised, not used: {outcome.csv.unrecognised.join(', ')}.</p> : null}
          {outcome.csv.knownUnused.length > 0 ? <p className="mt-1 text-mist-300">CellarTracker columns not needed here: {outcome.csv.knownUnused.join(', ')}.</p> : null}
          {outcome.dropped > 0 ? <p className="mt-1">{outcome.dropped} more {outcome.dropped === 1 ? 'wine was' : 'wines were'} not added: the collection holds up to {COLLECTION_LIMITS.maxWines} wines.</p> : null}
          <SkippedRows testId="import-skipped" skipped={outcome.csv.skipped} />
        </div>
      ) : null}
      {state.untyped.length > 0 ? (
        <fieldset className="rounded-md border border-gold-400/60 px-4 py-3 text-sm text-cream-100" data-testid="untyped-wines">
          <legend className="px-1 font-semibold text-cream-50">
            {state.untyped.length === 1 ? 'One wine needs its type' : `${state.untyped.length} wines need their type`}
          </legend>
          <p>Neither the file nor the wine’s name, region or grape says whether it is red, white or another type. Choose it and the wine joins the collection.</p>
          <ul className="mt-2 grid gap-2">
            {state.untyped.map(({ line, wine }) => {
              const id = `untyped-${line}`;
              return (
                <li key={line} className="flex flex-wrap items-center gap-2">
                  <label htmlFor={id} className="min-w-0 flex-1">
                    {`${wine.vintage ?? 'NV'} ${wine.name}`}
                    {wine.producer || wine.region ? <span className="block text-xs text-mist-300">{[wine.producer, wine.region].filter(Boolean).join(' · ')}</span> : null}
                  </label>
                  <select id={id} className="field-input w-auto" defaultValue="" onChange={(event) => event.target.value && state.chooseType(line, event.target.value as WineStyle)}>
                    <option value="" disabled>
                      Choose the type…
                    </option>
                    {WINE_STYLES.map((style) => (
                      <option key={style} value={style}>
                        {STYLE_LABELS[style]}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
