import type { ReactNode } from 'react';
import { Download, X } from 'lucide-react';
import type { CsvReadings } from '@domain/readings/csv.ts';
import { CsvFileButton, CsvFileError, SkippedRows } from './csv-file-parts.tsx';

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

interface CsvImportProps {
  /** The file input's id; test ids are `<testId>-summary`, `-error`, `-skipped`. */
  id: string;
  testId: string;
  title: string;
  hint: ReactNode;
  /** The tool's log (`useReadingsLog`): its file, its message, its sample and how to clear it. */
  source: CsvLogSource;
  /** The two sample buttons' words. */
  sample: { downloadLabel: string; tryLabel: string };
  /** What the summary says after the count and dates: the columns and units used (nothing for a reopened log). */
  detail: string;
}

/** What a CSV import needs of a tool's readings log. */
export interface CsvLogSource {
  log: { name: string; csv: CsvReadings; saved?: unknown } | null;
  logError: string | null;
  importFile: (file: File) => Promise<unknown>;
  downloadSample: () => Promise<void>;
  trySample: () => Promise<void>;
  clearLog: () => void;
}

/** A logger's CSV export read in the browser: the file button, a sample to try or download, the reader's message, and what was read, with every skipped row said. */
export function CsvImport({ id, testId, title, hint, source, sample, detail }: CsvImportProps) {
  const { log, logError: error } = source;
  const readings = log?.csv.readings ?? [];
  const skipped = log?.csv.skipped ?? [];
  return (
    <div className="grid gap-3">
      <p className="field-label mb-0">{title}</p>
      <p className="-mt-2 text-sm text-mist-300" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="flex flex-wrap items-center gap-2.5">
        <CsvFileButton id={id} onFile={source.importFile} />
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={() => void source.downloadSample()}>
          <Download className="size-4" aria-hidden="true" />
          {sample.downloadLabel}
        </button>
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={() => void source.trySample()}>
          {sample.tryLabel}
        </button>
      </div>
      {error ? <CsvFileError testId={`${testId}-error`} message={error} kept={log ? 'The readings you had are kept, including the file read before.' : 'Everything you entered is kept.'} /> : null}
      {log ? (
        <div className="rounded-md border border-cellar-600 bg-cellar-850 px-4 py-3 text-sm text-cream-100" data-testid={`${testId}-summary`} aria-live="polite">
          <div className="flex items-start justify-between gap-3">
            <p>
              <strong className="text-cream-50">{log.name}</strong>: {readings.length.toLocaleString('en-US')} readings
              {readings.length > 0 ? `, ${day(readings[0]!.at)} to ${day(readings[readings.length - 1]!.at)}` : ''}
              {log.saved ? '.' : `; ${detail}.`}
            </p>
            <button type="button" className="rounded p-1 text-mist-300 hover:bg-cellar-700 hover:text-cream-50" aria-label={`Remove ${log.name}`} onClick={source.clearLog}>
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          {log.csv.ignoredColumns.length > 0 ? <p className="mt-1 text-mist-300">Columns not used: {log.csv.ignoredColumns.join(', ')}.</p> : null}
          <SkippedRows testId={`${testId}-skipped`} skipped={skipped} />
        </div>
      ) : null}
    </div>
  );
}
