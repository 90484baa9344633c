import { useState } from 'react';
import { Paperclip } from 'lucide-react';
import { notify } from '@/lib/notify.ts';
import { attachmentUrl } from '../api/lead.ts';
import type { LeadAttachment } from '../api/types.ts';

const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Files open through a signed link made at the moment of the click and valid for 60 s. */
export function AttachmentList({ files }: { files: readonly LeadAttachment[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) return <p className="text-sm text-mist-400">No attachments.</p>;
  return (
    <ul className="grid gap-2">
      {files.map((file) => (
        <li key={file.path}>
          <button
            type="button"
            className="inline-flex items-center gap-2 text-sm text-gold-200 underline underline-offset-4"
            disabled={busy === file.path}
            onClick={async () => {
              // Opened before the await so the browser treats it as the click's own window.
              const tab = window.open('', '_blank');
              setBusy(file.path);
              try {
                const url = await attachmentUrl(file.path);
                if (tab) {
                  tab.opener = null;
                  tab.location.href = url;
                } else window.location.assign(url);
              } catch (error) {
                tab?.close();
                void notify.error('Could not open the file', error instanceof Error ? error.message : undefined);
              } finally {
                setBusy(null);
              }
            }}
          >
            <Paperclip className="size-4" aria-hidden="true" />
            {file.name} <span className="text-mist-400 no-underline">({size(file.size)})</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
