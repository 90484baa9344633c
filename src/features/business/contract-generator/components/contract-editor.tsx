import { useState } from 'react';
import { Download, Save, Send } from 'lucide-react';
import { CLAUSE_LIBRARY, type ClauseKey } from '@domain/contract/clauses.ts';
import type { ContractRecord } from '@domain/contract/record.ts';
import { formatUsd } from '@domain/estimator/format.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { downloadBlob } from '@/lib/download.ts';
import { issueMessage } from '@/lib/errors.ts';
import { downloadSignedPdf, useEditContract, useSendContract } from '../api/contracts.ts';

const VARIABLES = '{{business}}, {{client}}, {{bottles}}, {{items}}, {{total}}, {{weeksMin}}, {{weeksMax}}, {{phases}}, {{constructionWarranty}}, {{climateWarranty}}, {{rackingWarranty}}, {{payments}}, {{proposalVersion}}';
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const messageOf = (error: unknown) => issueMessage(error, 'That did not work just now. Your wording is kept; please try again.');

/** One contract: its clauses (editable until signed), sending for signature, the signature and the audit trail. */
export function ContractEditor({ contract }: { contract: ContractRecord }) {
  const edit = useEditContract();
  const send = useSendContract();
  const signed = contract.status === 'signed';
  const [wording, setWording] = useState<Record<string, string>>(() => Object.fromEntries(contract.clauses.map((clause) => [clause.key, contract.edits[clause.key] ?? CLAUSE_LIBRARY[clause.key].text])));
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmingChange, setConfirmingChange] = useState(false);
  const sent = !signed && contract.sentAt !== null;

  const save = () => {
    setConfirmingChange(false);
    // Only clauses whose wording differs from the library are kept as edits.
    const edits = Object.fromEntries(Object.entries(wording).filter(([key, text]) => text.trim() !== CLAUSE_LIBRARY[key as ClauseKey].text)) as Partial<Record<ClauseKey, string>>;
    edit.mutate(
      { contractId: contract.id, edits },
      {
        onSuccess: (saved) =>
          setNotice({ kind: 'ok', text: saved.version !== contract.version ? `The wording is saved as version ${saved.version}. The link sent earlier no longer works: send this version for signature.` : 'The wording is saved.' }),
        onError: (error) => setNotice({ kind: 'error', text: messageOf(error) }),
      },
    );
  };
  const doSend = () => {
    setConfirming(false);
    send.mutate(contract.id, {
      onSuccess: () => setNotice({ kind: 'ok', text: `The contract was emailed to ${contract.clientEmail} for signature.` }),
      onError: (error) => setNotice({ kind: 'error', text: messageOf(error) }),
    });
  };

  return (
    <section aria-labelledby="contract-title" className="card grid gap-5 p-5 sm:p-7" data-testid="contract-editor">
      <div>
        <h2 id="contract-title" className="font-sans text-lg font-semibold text-cream-50">
          Contract with {contract.clientName} · {formatUsd(contract.total)}
        </h2>
        <p className="mt-1 text-sm text-cream-100" data-testid="contract-state">
          {signed
            ? `Signed by ${contract.signedName} on ${when(contract.signedAt ?? '')}`
            : contract.sentAt
              ? `Sent to ${contract.clientEmail} on ${when(contract.sentAt)} (version ${contract.version}); not signed yet`
              : contract.version > 1
                ? `Version ${contract.version}, a draft: the link sent earlier no longer works; send this version for signature`
                : 'Draft: review the clauses, then send it for signature'}
        </p>
      </div>
      <div aria-live="polite">
        {notice ? (
          <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`rounded-lg border p-3 text-sm ${notice.kind === 'error' ? 'border-red-400/60 text-red-100' : 'border-gold-400/50 text-cream-50'}`}>
            {notice.text}
          </p>
        ) : null}
      </div>
      <ol className="grid gap-4">
        {contract.clauses.map((clause, index) => (
          <li key={clause.key}>
            {signed ? (
              <>
                <h3 className="font-sans text-base font-semibold text-cream-50">
                  {index + 1}. {clause.title}
                </h3>
                <p className="mt-1 text-sm text-cream-100">{clause.text}</p>
              </>
            ) : (
              <>
                <label htmlFor={`clause-${clause.key}`} className="field-label">
                  {index + 1}. {clause.title}
                </label>
                <textarea
                  id={`clause-${clause.key}`}
                  rows={5}
                  maxLength={3000}
                  className="field-input text-sm"
                  value={wording[clause.key] ?? ''}
                  onChange={(event) => setWording((current) => ({ ...current, [clause.key]: event.target.value }))}
                  aria-describedby={`clause-${clause.key}-filled`}
                />
                <p id={`clause-${clause.key}-filled`} className="mt-1 text-xs text-mist-300">
                  As the client reads it: {clause.text}
                </p>
              </>
            )}
          </li>
        ))}
      </ol>
      {!signed ? (
        <>
          <p className="text-xs text-mist-300">Variables you can use: {VARIABLES}. They are filled from the accepted proposal when you save.</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-outline" onClick={() => (sent ? setConfirmingChange(true) : save())} disabled={edit.isPending}>
              <Save className="size-4" aria-hidden="true" /> {edit.isPending ? 'Saving…' : 'Save the wording'}
            </button>
            <button type="button" className="btn-gold" onClick={() => setConfirming(true)} disabled={send.isPending}>
              <Send className="size-4" aria-hidden="true" /> {contract.sentAt ? 'Send for signature again' : 'Send for signature'}
            </button>
          </div>
        </>
      ) : contract.pdfPath ? (
        <button type="button" className="btn-gold justify-self-start" onClick={() => void downloadSignedPdf(contract.pdfPath ?? '').then((blob) => downloadBlob(blob, `contract-${contract.id.slice(0, 8)}-signed.pdf`))}>
          <Download className="size-4" aria-hidden="true" /> Download the signed PDF
        </button>
      ) : null}
      <section aria-labelledby="audit-title">
        <h3 id="audit-title" className="font-sans text-base font-semibold text-cream-50">
          Audit trail
        </h3>
        <ol className="mt-2 grid gap-1 text-sm text-cream-100" data-testid="contract-audit">
          {contract.audit.map((entry) => (
            <li key={`${entry.at}-${entry.event}`}>
              <span className="tabular-nums text-mist-300">{when(entry.at)}</span> {entry.event}
              {entry.by ? ` by ${entry.by}` : ''}
              {entry.detail ? `: ${entry.detail}` : ''}
            </li>
          ))}
        </ol>
        {signed ? <p className="mt-2 text-xs text-mist-300">Signed from {contract.signedIp ?? 'an unknown address'} with {contract.signedUserAgent ?? 'an unknown browser'}.</p> : null}
      </section>
      <ConfirmDialog open={confirmingChange} title="Change a contract already sent?" confirmLabel="Save and void the sent link" onConfirm={save} onCancel={() => setConfirmingChange(false)}>
        {`The link emailed to ${contract.clientEmail} stops working, so the client can only ever sign wording they were sent. Send the new version for signature afterwards.`}
      </ConfirmDialog>
      <ConfirmDialog open={confirming} title="Email the contract for signature?" confirmLabel="Send the email" onConfirm={doSend} onCancel={() => setConfirming(false)}>
        {`${contract.clientName} (${contract.clientEmail}) gets an email with a link to read and sign this contract online for 30 days. Save any wording you changed first.`}
      </ConfirmDialog>
    </section>
  );
}
