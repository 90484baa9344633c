import { useRef, useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';

/** "Choose a CSV file": a labelled file input that reads one file at a time and can choose the same file again. Shared by every CSV import. */
export function CsvFileButton({ id, onFile }: { id: string; onFile: (file: File) => Promise<unknown> }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    setBusy(true);
    await onFile(file);
    setBusy(false);
  };
  return (
    <label htmlFor={id} className={`btn-outline cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
      <FileSpreadsheet className="size-4" aria-hidden="true" />
      {busy ? 'Reading…' : 'Choose a CSV file'}
      <input ref={input} id={id} type="file" accept=".csv,.txt,.tsv,text/csv,text/plain" aria-describedby={`${id}-hint`} className="sr-only" onChange={(e) => void choose(e.currentTarget.files)} />
    </label>
  );
}

/** A file that could not be used: the reader's message, then what was kept. */
export function CsvFileError({ testId, message, kept }: { testId: string; message: string; kept: string }) {
  return (
    <div role="alert" data-testid={testId} className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
      <p>{message}</p>
      <p className="mt-1 text-cream-100">{kept}</p>
    </div>
  );
}

const SKIPPED_SHOWN = 5;

/** The rows a reader dropped, each with its line and reason: the first five, then how many more. */
export function SkippedRows({ testId, skipped }: { testId: string; skipped: readonly { line: number; reason: string }[] }) {
  if (skipped.length === 0) return null;
  return (
    <div className="mt-2" data-testid={testId}>
      <p>
        {skipped.length.toLocaleString('en-US')} {skipped.length === 1 ? 'row was' : 'rows were'} skipped:
      </p>
      <ul className="mt-1 list-disc pl-5 text-mist-300">
        {skipped.slice(0, SKIPPED_SHOWN).map((row) => (
          <li key={row.line}>
            Line {row.line}: {row.reason}
          </li>
        ))}
        {skipped.length > SKIPPED_SHOWN ? <li>and {(skipped.length - SKIPPED_SHOWN).toLocaleString('en-US')} more</li> : null}
      </ul>
    </div>
  );
}
