import { useRef, useState } from 'react';
import { Download, FileSpreadsheet, X } from 'lucide-react';
import { READING_LIMITS } from '@shared/readings/reading.ts';
import { downloadBlob } from '@/lib/download.ts';
import { loadEngine } from '../load-engine.ts';
import type { MaintenanceState } from '../use-maintenance.ts';

const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const SKIPPED_SHOWN = 5;

/** A controller's or logger's CSV export of the unit: read in the browser, each column it used named, every skipped row said. */
export function LogImport({ state }: { state: MaintenanceState }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const log = state.log;
  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    setBusy(true);
    await state.importFile(file);
    setBusy(false);
  };
  const download = async () => {
    const { SAMPLE_LOG_NAME, sampleUnitLog } = await loadEngine();
    downloadBlob(new Blob([sampleUnitLog()], { type: 'text/csv' }), SAMPLE_LOG_NAME);
  };
  const columns = log?.csv.columns;
  const used = columns
    ? [
        ['run-time', columns.runTime],
        ['supply', columns.supply],
        ['cellar (return)', columns.temperature],
        ['humidity', columns.humidity],
        ['exhaust room', columns.outside],
      ]
        .filter(([, name]) => name)
        .map(([what, name]) => `${what} from “${name}”`)
        .join(', ')
    : '';
  return (
    <div className="grid gap-3">
      <p className="field-label mb-0">Unit log file (CSV)</p>
      <p className="-mt-2 text-sm text-mist-300" id="unit-log-hint">
        A CSV with a date column, the cellar (return air) temperature and at least one of run-time (%) or supply air (°F); humidity and the exhaust room’s temperature are read when present, °F or °C. Up to {READING_LIMITS.maxRows.toLocaleString('en-US')} rows, {READING_LIMITS.maxFileBytes / 1024 / 1024} MB; several readings a day are averaged by day.
      </p>
      <div className="flex flex-wrap items-center gap-2.5">
        <label htmlFor="unit-log-file" className={`btn-outline cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
          <FileSpreadsheet className="size-4" aria-hidden="true" />
          {busy ? 'Reading…' : 'Choose a CSV file'}
          <input ref={input} id="unit-log-file" type="file" accept=".csv,.txt,.tsv,text/csv,text/plain" aria-describedby="unit-log-hint" className="sr-only" onChange={(e) => void choose(e.currentTarget.files)} />
        </label>
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={() => void download()}>
          <Download className="size-4" aria-hidden="true" />
          Download the sample log
        </button>
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={() => void state.trySample()}>
          Try the sample log
        </button>
      </div>
      {state.logError ? (
        <div role="alert" data-testid="unit-log-error" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
          <p>{state.logError}</p>
          <p className="mt-1 text-cream-100">{log ? 'The readings you had are kept, including the file read before.' : 'Everything you entered is kept.'}</p>
        </div>
      ) : null}
      {log ? (
        <div className="rounded-md border border-cellar-600 bg-cellar-850 px-4 py-3 text-sm text-cream-100" data-testid="unit-log-summary" aria-live="polite">
          <div className="flex items-start justify-between gap-3">
            <p>
              <strong className="text-cream-50">{log.name}</strong>: {log.csv.readings.length.toLocaleString('en-US')} readings
              {log.csv.readings.length > 0 ? `, ${day(log.csv.readings[0]!.at)} to ${day(log.csv.readings[log.csv.readings.length - 1]!.at)}` : ''}
              {log.saved ? '.' : `; ${used}; temperatures in °${log.csv.unit} (${log.csv.unitFrom === 'header' ? 'from the column names' : 'judged from the values, as the columns do not say'}).`}
            </p>
            <button type="button" className="rounded p-1 text-mist-300 hover:bg-cellar-700 hover:text-cream-50" aria-label={`Remove ${log.name}`} onClick={state.clearLog}>
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          {log.csv.ignoredColumns.length > 0 ? <p className="mt-1 text-mist-300">Columns not used: {log.csv.ignoredColumns.join(', ')}.</p> : null}
          {log.csv.skipped.length > 0 ? (
            <div className="mt-2" data-testid="unit-log-skipped">
              <p>
                {log.csv.skipped.length.toLocaleString('en-US')} {log.csv.skipped.length === 1 ? 'row was' : 'rows were'} skipped:
              </p>
              <ul className="mt-1 list-disc pl-5 text-mist-300">
                {log.csv.skipped.slice(0, SKIPPED_SHOWN).map((row) => (
                  <li key={row.line}>
                    Line {row.line}: {row.reason}
                  </li>
                ))}
                {log.csv.skipped.length > SKIPPED_SHOWN ? <li>and {(log.csv.skipped.length - SKIPPED_SHOWN).toLocaleString('en-US')} more</li> : null}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
