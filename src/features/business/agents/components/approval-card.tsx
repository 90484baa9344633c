import { useState } from 'react';
import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import { ROUTINE_LABELS } from '@domain/agents/routines.ts';
import { Field } from '@/components/forms/field.tsx';
import type { AgentApproval } from '../api/agents.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface ApprovalCardProps {
  item: AgentApproval;
  assigneeName: string | null;
  busy: boolean;
  onDecide: (decision: 'approve' | 'reject', edits: { subject?: string; body?: string }) => void;
}

/** One item waiting: the draft as the client would get it (editable), or the suggested assignee, what it rests on, and the two decisions. */
export function ApprovalCard({ item, assigneeName, busy, onDecide }: ApprovalCardProps) {
  const [subject, setSubject] = useState(item.subject ?? '');
  const [body, setBody] = useState(item.body ?? '');
  const lead = item.inquiries?.name ?? 'A lead';
  const idBase = `approval-${item.id}`;
  const edited = subject !== (item.subject ?? '') || body !== (item.body ?? '');
  const tooLong = subject.trim().length > 200 || body.trim().length > 8000;
  const empty = item.kind === 'email' && (subject.trim() === '' || body.trim() === '');

  return (
    <li className="card grid gap-3 p-5" aria-labelledby={`${idBase}-title`} data-testid="approval">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${idBase}-title`} className="font-sans text-base font-semibold text-cream-50">
          {item.kind === 'email' ? `Email to ${lead}` : item.kind === 'assign' ? `Assign ${lead}` : `Start a sequence for ${lead}`}
        </h3>
        <p className="text-xs text-mist-400">
          {ROUTINE_LABELS[item.routine]} · {when(item.created_at)} ·{' '}
          <Link to={`/admin?lead=${item.inquiry_id}`} className="text-gold-200 underline underline-offset-4">
            Open the lead
          </Link>
        </p>
      </div>
      {item.failure ? (
        <p role="alert" className="rounded-md border border-red-400/60 bg-red-900/30 px-3 py-2 text-sm text-cream-50">
          {item.failure}
        </p>
      ) : null}
      {item.kind === 'email' ? (
        <>
          <p className="text-sm text-mist-300">To {item.to_email}. Nothing is sent until you approve; your edits are sent as you leave them.</p>
          <Field id={`${idBase}-subject`} label="Subject" className="grid gap-1.5">
            {(control) => <input {...control} value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={240} className="field-input" />}
          </Field>
          <Field id={`${idBase}-body`} label="Message" className="grid gap-1.5">
            {(control) => <textarea {...control} value={body} onChange={(event) => setBody(event.target.value)} rows={12} className="field-input text-sm" />}
          </Field>
          {empty ? <p className="field-error">The subject and the message need some text before the email can be sent.</p> : null}
          {tooLong ? <p className="field-error">Keep the subject to 200 characters and the message to 8,000.</p> : null}
        </>
      ) : item.kind === 'assign' ? (
        <p className="text-cream-100">
          Suggested assignee: <strong>{assigneeName ?? 'an admin'}</strong>
        </p>
      ) : (
        <p className="text-cream-100">
          Email sequence: <strong>{item.subject}</strong>. Approving enrols the lead; its emails then go out on the sequence’s schedule, each with an
          unsubscribe link.
        </p>
      )}
      {item.basis.length > 0 ? (
        <details className="text-sm text-mist-300">
          <summary className="cursor-pointer text-mist-200">What this rests on</summary>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            {item.basis.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-gold"
          disabled={busy || empty || tooLong}
          onClick={() => onDecide('approve', item.kind === 'email' && edited ? { subject, body } : {})}
        >
          <Check className="size-4" aria-hidden="true" />
          {item.kind === 'email' ? 'Approve and send' : item.kind === 'assign' ? 'Approve the assignment' : 'Approve and start the sequence'}
        </button>
        <button type="button" className="btn-outline" disabled={busy} onClick={() => onDecide('reject', {})}>
          <X className="size-4" aria-hidden="true" />
          Reject
        </button>
      </div>
    </li>
  );
}
