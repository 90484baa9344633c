import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { declineSchema, type DeclineInput } from '@domain/contractors/schema.ts';
import { NoteForm, STATUSES, StatusForm } from '@/features/business/admin/index.ts';
import { Field } from '@/components/forms/field.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
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
        <button type="button" className="btn-gold px-5 text-sm" disabled={respond.isPending} onClick={() => void respond.mutateAsync({ accept: true }).then(done('Lead accepted'), failed)}>
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
          <SubmitRow className="btn-outline px-5 text-sm" label="Send decline" busy={respond.isPending} />
        </form>
      ) : null}
    </div>
  );
}

export function FirmStatusForm({ lead }: { lead: AssignedLead }) {
  const setStatus = useSetStatus(lead.id);
  return (
    <StatusForm idPrefix={`firm-${lead.id}`} status={lead.status} reason={lead.status_reason} statuses={FIRM_STATUSES} save={setStatus} title="Project status" label="Status" />
  );
}

export function FirmNoteForm({ lead }: { lead: AssignedLead }) {
  const add = useAddNote(lead.id);
  return <NoteForm id={`note-${lead.id}`} add={add} hint="Visible to your firm and to WineCellarGPT." />;
}
