import { useState } from 'react';
import { Download, Send } from 'lucide-react';
import { formatUsd } from '@domain/estimator/format.ts';
import type { ProposalRecord } from '@domain/proposal/record.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FunctionError, errorText, issueMessage } from '@/lib/errors.ts';
import { downloadBlob } from '@/lib/download.ts';
import { useSendVersion, useVersions, type LeadSummary } from '../api/proposals.ts';
import { notify } from '@/lib/notify.ts';
import { ProposalDocument } from '@/features/client-documents/public-proposal-document.ts';

const SEND_FAILED = 'The proposal could not be sent. Please try again.';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function stateOf(record: ProposalRecord): string {
  if (record.acceptedAt) return `Accepted by ${record.acceptedName ?? 'the client'} on ${when(record.acceptedAt)}`;
  if (record.sentAt) return `Sent to ${record.clientEmail} on ${when(record.sentAt)}; the link works until ${when(record.expiresAt ?? record.sentAt)}`;
  return 'Saved, not sent';
}

export async function downloadProposalPdf(record: Pick<ProposalRecord, 'version' | 'clientName' | 'draft' | 'document' | 'sentAt' | 'createdAt' | 'acceptedAt' | 'acceptedName'>) {
  const { proposalPdf, pdfFileName } = await import('@/features/client-documents/public-proposal-pdf.ts');
  const blob = await proposalPdf({
    version: record.version,
    clientName: record.clientName,
    message: record.draft.message,
    document: record.document,
    datedAt: record.sentAt ?? record.createdAt,
    acceptedAt: record.acceptedAt,
    acceptedName: record.acceptedName,
  });
  downloadBlob(blob, pdfFileName(record));
}

/** Every version of the lead's proposal, newest first: read any, download its PDF, send it. */
export function VersionsPanel({ lead }: { lead: LeadSummary }) {
  const versions = useVersions(lead);
  const send = useSendVersion();
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ProposalRecord | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const accepted = versions.data?.some((record) => record.acceptedAt) ?? false;

  const doSend = (record: ProposalRecord) => {
    setConfirming(null);
    setNotice(null);
    send.mutate(record.id, {
      onSuccess: (sent) => {
        const text = `Version ${sent.version} was emailed to ${sent.clientEmail}. The lead is marked “Proposal sent”.`;
        setNotice({ kind: 'ok', text });
        // The notice sits at the top of the list, perhaps out of view: the toast says it where the admin is looking.
        void notify.success('Proposal sent', text);
      },
      onError: (error) =>
        setNotice({ kind: 'error', text: issueMessage(error, error instanceof FunctionError ? errorText(error, SEND_FAILED) : SEND_FAILED) }),
    });
  };

  if (versions.isPending) return <p role="status" className="text-sm text-mist-300">Reading this lead’s proposals…</p>;
  if (versions.isError) return <p role="alert" className="text-sm text-red-200">This lead’s proposals could not be read just now.</p>;
  return (
    <section aria-labelledby="versions-title" className="card p-5 sm:p-7" data-testid="proposal-versions">
      <h2 id="versions-title" className="font-sans text-lg font-semibold text-cream-50">
        Versions
      </h2>
      <div aria-live="polite">
        {notice ? (
          <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`mt-3 rounded-lg border p-3 text-sm ${notice.kind === 'error' ? 'border-red-400/60 text-red-100' : 'border-gold-400/50 text-cream-50'}`}>
            {notice.text}
          </p>
        ) : null}
      </div>
      {versions.data.length === 0 ? <p className="mt-3 text-sm text-mist-300">No version yet: save the proposal to keep version 1.</p> : null}
      <ol className="mt-3 grid gap-3">
        {versions.data.map((record) => (
          <li key={record.id} className="rounded-lg border border-cellar-600 p-3" data-testid="proposal-version">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-sans text-base font-semibold text-cream-50">
                Version {record.version} · <span className="tabular-nums">{formatUsd(record.total)}</span>
              </h3>
              <span className="text-xs text-mist-300">
                Saved {when(record.createdAt)}
                {record.createdByEmail ? ` by ${record.createdByEmail}` : ''}
              </span>
            </div>
            <p className="mt-1 text-sm text-cream-100" data-testid="proposal-version-state">
              {stateOf(record)}
            </p>
            <p className="text-xs text-mist-300">{record.draft.source.label}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className="btn-ghost" aria-expanded={open === record.id} onClick={() => setOpen(open === record.id ? null : record.id)}>
                {open === record.id ? `Hide version ${record.version}` : `Read version ${record.version}`}
              </button>
              <button type="button" className="btn-ghost" onClick={() => void downloadProposalPdf(record)}>
                <Download className="size-4" aria-hidden="true" /> PDF of version {record.version}
              </button>
              {!accepted ? (
                <button type="button" className="btn-gold" disabled={send.isPending} onClick={() => setConfirming(record)}>
                  <Send className="size-4" aria-hidden="true" /> {record.sentAt ? `Send version ${record.version} again` : `Send version ${record.version}`}
                </button>
              ) : null}
            </div>
            {open === record.id ? (
              <div className="mt-4 border-t border-cellar-600 pt-4">
                {record.draft.message ? <p className="mb-4 text-sm whitespace-pre-line text-cream-100">{record.draft.message}</p> : null}
                <ProposalDocument document={record.document} idPrefix={`v${record.version}`} />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={confirming !== null}
        title={`Email version ${confirming?.version ?? ''} to the client?`}
        confirmLabel="Send the email"
        onConfirm={() => confirming && doSend(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming
          ? `${confirming.clientName} (${confirming.clientEmail}) gets an email with a link to read, download and accept this version (${formatUsd(confirming.total)}) online for 30 days. A link sent earlier for another version stops working.`
          : ''}
      </ConfirmDialog>
    </section>
  );
}
