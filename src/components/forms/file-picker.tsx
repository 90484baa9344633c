import { useRef } from 'react';
import { FileText, Paperclip, X } from 'lucide-react';
import { FILE_ACCEPT, LIMITS, validateFiles } from '@domain/inquiry/rules.ts';
import { notify } from '@/lib/notify.ts';

interface FilePickerProps {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * docs/product-spec.md §5 file rules: a selection with any invalid file is rejected as a
 * whole (nothing from it is kept) with a 'File upload error' toast listing
 * 'File N: reason' for each bad file.
 */
export function FilePicker({ id, files, onChange, disabled = false }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;

  const choose = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    const errors = validateFiles(chosen);
    if (errors) {
      void notify.error('File upload error', errors);
      return;
    }
    const merged = [...files, ...chosen.filter((file) => !files.some((kept) => kept.name === file.name && kept.size === file.size))];
    if (merged.length > LIMITS.filesMax) {
      void notify.error('File upload error', `You can attach up to ${LIMITS.filesMax} files.`);
      return;
    }
    onChange(merged);
  };

  return (
    <div>
      <label htmlFor={id} className="field-label">
        Attachments <span className="font-normal text-mist-400">(plans, photos, drawings)</span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={`btn-outline cursor-pointer ${disabled ? 'pointer-events-none opacity-60' : ''} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300`}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          Choose files
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={FILE_ACCEPT}
            disabled={disabled}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => choose(event.currentTarget.files)}
          />
        </label>
        <span id={hintId} className="text-sm text-mist-400">
          Images, PDF or DWG · max 5MB per file
        </span>
      </div>
      {files.length > 0 ? (
        <ul className="mt-3 grid gap-2" aria-label="Attached files">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}`} className="flex items-center justify-between gap-3 rounded-md border border-cellar-600 bg-cellar-850 px-3 py-2 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <FileText className="size-4 shrink-0 text-gold-400" aria-hidden="true" />
                <span className="truncate text-cream-100">{file.name}</span>
                <span className="shrink-0 text-mist-400">{formatSize(file.size)}</span>
              </span>
              <button
                type="button"
                className="rounded p-1 text-mist-300 hover:bg-cellar-700 hover:text-cream-50"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, kept) => kept !== index))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
