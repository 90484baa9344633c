import { useRef, useState } from 'react';
import { Download, FileSpreadsheet, X } from 'lucide-react';
import { READING_LIMITS } from '@shared/readings/reading.ts';
import { downloadBlob } from '@/lib/download.ts';
import { loadEngine } from '../load-engine.ts';
import type { ConditionState } from '../use-condition.ts';

const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const SKIPPED_SHOWN = 5;

/** A temperature/humidity logger's CSV export: read in the browser, summarised, every skipped row said. */
export function LoggerImport({ state }: { state: ConditionState }) {
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
    const { SAMPLE_CSV_NAME, sampleLoggerCsv } = await loadEngine();
    downloadBlob(new Blob([sampleLoggerCsv()], { type: 'text/csv' }), SAMPLE_CSV_NAME);
  };
  const useSample = async () => {
    const { readLoggerCsv, SAMPLE_CSV_NAME, sampleLoggerCsv } = await loadEngine();
    const outcome = readLoggerCsv(sampleLoggerCsv());
    if (outcome.ok) {
      state.setLogError(null);
      state.setLog({ name: `${SAMPLE_CSV_NAME} (sample: made-up readings)`, csv: outcome });
    }
  };
  return (
    <div className="grid gap-3">
      <p className="field-label mb-0">Logger file (CSV)</p>
      <p className="-mt-2 text-sm text-mist-300" id="logger-hint">
        Export your data logger’s readings as CSV: a date/time column, temperature in °F or °C, and humidity if it records it. Up to {READING_LIMITS.maxRows.toLocaleString('en-US')} rows, {READING_LIMITS.maxFileBytes / 1024 / 1024} MB.
      </p>
      <div className="flex flex-wrap items-center gap-2.5">
        <label htmlFor="logger-file" className={`btn-outline cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
          <FileSpreadsheet className="size-4" aria-hidden="true" />
          {busy ? 'Reading…' : 'Choose a CSV file'}
          <input ref={input} id="logger-file" type="file" accept=".csv,.txt,.tsv,text/csv,text/plain" aria-describedby="logger-hint" className="sr-only" onChange={(e) => void choose(e.currentTarget.files)} />
        </label>
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={() => void download()}>
          <Download className="size-4" aria-hidden="true" />
          Download a sample file
        </button>
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={() => void useSample()}>
          Try the sample readings
        </button>
      </div>
      {state.logError ? (
        <div role="alert" data-testid="logger-error" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
          <p>{state.logError}</p>
          <p className="mt-1 text-cream-100">{log ? 'The readings you had are kept, including the file read before.' : 'Everything you entered is kept.'}</p>
        </div>
      ) : null}
      {log ? (
        <div className="rounded-md border border-cellar-600 bg-cellar-850 px-4 py-3 text-sm text-cream-100" data-testid="logger-summary" aria-live="polite">
          <div className="flex items-start justify-between gap-3">
            <p>
              <strong className="text-cream-50">{log.name}</strong>: {log.csv.readings.length.toLocaleString('en-US')} readings
              {log.csv.readings.length > 0 ? `, ${day(log.csv.readings[0]!.at)} to ${day(log.csv.readings[log.csv.readings.length - 1]!.at)}` : ''}
              {log.saved ? '.' : `; temperature in °${log.csv.unit} (${log.csv.unitFrom === 'header' ? 'from the column name' : 'judged from the values, as the column does not say'}), humidity ${log.csv.columns.humidity ? `from “${log.csv.columns.humidity}”` : 'not in the file'}.`}
            </p>
            <button type="button" className="rounded p-1 text-mist-300 hover:bg-cellar-700 hover:text-cream-50" aria-label={`Remove ${log.name}`} onClick={state.clearLog}>
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          {log.csv.ignoredColumns.length > 0 ? <p className="mt-1 text-mist-300">Columns not used: {log.csv.ignoredColumns.join(', ')}.</p> : null}
          {log.csv.skipped.length > 0 ? (
            <div className="mt-2" data-testid="logger-skipped">
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
