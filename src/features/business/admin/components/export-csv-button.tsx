import { useState } from 'react';
import { Download } from 'lucide-react';
import { notify } from '@/lib/notify.ts';

interface ExportCsvButtonProps {
  /** Reads every row and downloads the file. */
  run: () => Promise<void>;
  /** The toast's title when the export fails. */
  failure: string;
  /** Nothing to export. */
  empty: boolean;
}

/** A list's "Export CSV": busy while the file is built, a toast if it cannot be. */
export function ExportCsvButton({ run, failure, empty }: ExportCsvButtonProps) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await run();
    } catch (error) {
      void notify.error(failure, error instanceof Error ? error.message : undefined);
    } finally {
      setExporting(false);
    }
  }

  return (
    <button type="button" className="btn-outline px-4 text-sm" onClick={() => void exportCsv()} disabled={exporting || empty}>
      <Download className="size-4" aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </button>
  );
}
