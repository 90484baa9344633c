import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { declineSchema, type DeclineInput } from '@shared/contractors/schema.ts';
import { NEEDS_REASON, NOTE_MAX, REASON_MAX, STATUSES, STATUS_LABELS, noteSchema, statusChangeSchema, type NoteInput, type StatusChange } from '@/features/admin/index.ts';
import { Field } from '@/components/forms/field.tsx';
import { notify } from '@/lib/notify.ts';
import { useAddNote, useRespond, useSetStatus, type AssignedLead } from '../api/leads.ts';

/** A firm moves a lead on from "new": the business marks leads new, the firm reports what happened next. */
const FIRM_STATUSES = STATUSES.filter((status) => status !== 'new');

export function RespondForm({ lead }: { lead: AssignedLead }) {
  const respond = useRespond(lead.id);
  const [declining, setDeclining] = useState(false);
  const form = useForm<DeclineInput>({ resolver: zodResolver(declineSchema), defaultValues: { reason: '' } });
  const done = (what: string) => () => void notify.success(what);
  const failed = (error: Error) => void notify.error('Could not send your answer', error.message);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-gold px-5 text-sm" disabled={respond.isPending} onClick={() => respond.mutate({ accept: true }, { onSuccess: done('Lead accepted'), onError: failed })}>
          Accept lead<span className="sr-only"> from {lead.name}</span>
        </button>
        <button type="button" className="btn-outline px-5 text-sm" aria-expanded={declining} onClick={() => setDeclining((open) => !open)}>
          Decline<span className="sr-only"> the lead from {lead.name}</span>
        </button>
      </div>
      {declining ? (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={form.handleSubmit((values) => respond.mutateAsync({ accept: false, reason: values.reason }).then(done('Lead declined'), failed))}
        >
          <Field id={`decline-${lead.id}`} label="Why are you declining?" required mark error={form.formState.errors.reason?.message}>
            {(control) => <textarea {...control} rows={2} maxLength={500} className="field-input" {...form.register('reason')} />}
          </Field>
          <div>
            <button type="submit" className="btn-outline px-5 text-sm" disabled={respond.isPending}>
              Send decline
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

export function FirmStatusForm({ lead }: { lead: AssignedLead }) {
  const setStatus = useSetStatus(lead.id);
  const form = useForm<StatusChange>({
    resolver: zodResolver(statusChangeSchema),
    defaultValues: { status: lead.status === 'new' ? 'contacted' : lead.status, reason: lead.status_reason ?? '' },
  });
  const needsReason = NEEDS_REASON.includes(form.watch('status'));
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) =>
        setStatus.mutateAsync(values).then(
          () => void notify.success('Status updated', STATUS_LABELS[values.status]),
          (error: Error) => void notify.error('Could not change the status', error.message),
        ),
      )}
    >
      <Field id={`status-${lead.id}`} label="Project status" error={form.formState.errors.status?.message}>
        {(control) => (
          <select {...control} className="field-input" {...form.register('status')}>
            {FIRM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {needsReason ? (
        <Field id={`status-reason-${lead.id}`} label="Reason (required for lost and on hold)" required mark error={form.formState.errors.reason?.message}>
          {(control) => <textarea {...control} rows={2} maxLength={REASON_MAX} className="field-input" {...form.register('reason')} />}
        </Field>
      ) : null}
      <div>
        <button type="submit" className="btn-outline px-5 text-sm" disabled={setStatus.isPending}>
          Update status
        </button>
      </div>
    </form>
  );
}

export function FirmNoteForm({ lead }: { lead: AssignedLead }) {
  const add = useAddNote(lead.id);
  const form = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) =>
        add.mutateAsync(values).then(
          () => {
            form.reset({ body: '' });
            void notify.success('Note added');
          },
          (error: Error) => void notify.error('Could not add the note', error.message),
        ),
      )}
    >
      <Field id={`note-${lead.id}`} label="Add a note" hint="Visible to your firm and to WineCellarGPT." error={form.formState.errors.body?.message}>
        {(control) => <textarea {...control} rows={2} maxLength={NOTE_MAX} className="field-input" {...form.register('body')} />}
      </Field>
      <div>
        <button type="submit" className="btn-outline px-5 text-sm" disabled={add.isPending}>
          Add note
        </button>
      </div>
    </form>
  );
}
