import { useState } from 'react';
import { STATUS_LABELS } from '@/features/business/admin/index.ts';
import { notify } from '@/lib/notify.ts';
import { useEnrollLead, useEnrollments, useStopEnrollment, type EnrollmentRow, type RecentLead, type SavedSequence } from '../api/sequences.ts';
import { STOP_LABELS } from '../messages.ts';
import { LeadOptions } from './lead-options.tsx';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function progress(row: EnrollmentRow, total: number, active: boolean): string {
  if (row.stop_reason) return STOP_LABELS[row.stop_reason];
  const sent = row.next_step === 0 ? 'nothing sent yet' : `${row.next_step} of ${total} sent`;
  const next = row.next_due_at ? `email ${row.next_step + 1} due ${when.format(new Date(row.next_due_at))}` : '';
  return `${sent}; ${next}${active ? '' : ' (held while the sequence is switched off)'}`;
}

/** Who is in the sequence and where each stands; enrol a lead, or stop one (the client replied, or simply stop). */
export function EnrollmentsPanel({ sequence, leads }: { sequence: SavedSequence; leads: readonly RecentLead[] }) {
  const enrollments = useEnrollments(sequence.id);
  const enroll = useEnrollLead(sequence.id);
  const stop = useStopEnrollment(sequence.id);
  const [leadId, setLeadId] = useState('');
  const names = new Map(leads.map((lead) => [lead.id, lead.name]));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!leadId) return void notify.error('Choose a lead to enroll');
    enroll.mutateAsync(leadId).then(
      () => void notify.success('Lead enrolled', sequence.is_active ? 'The first email goes out at the scheduler’s next run after its delay.' : 'Nothing is sent until the sequence is switched on.'),
      (error: Error) => void notify.error('The lead was not enrolled', error.message),
    );
  };

  return (
    <section aria-labelledby="enrolled-title" className="card grid gap-4 p-5 sm:p-7" data-testid="enrollments">
      <h2 id="enrolled-title" className="font-sans text-lg font-semibold text-cream-50">
        Leads in “{sequence.name}”
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow">
          <label htmlFor="enroll-lead" className="field-label">
            Enroll a lead
          </label>
          <select id="enroll-lead" className="field-input" value={leadId} onChange={(event) => setLeadId(event.target.value)}>
            <option value="">Choose a lead…</option>
            <LeadOptions leads={leads} />
          </select>
        </div>
        <button type="submit" className="btn-gold" disabled={enroll.isPending}>
          Enroll
        </button>
      </form>
      {enrollments.isPending ? <p role="status" className="text-mist-300">Reading the enrolments…</p> : null}
      {enrollments.isError ? <p role="alert" className="text-cream-50">The enrolments could not be read: {enrollments.error.message}</p> : null}
      {enrollments.data?.length === 0 ? <p className="text-mist-300">No lead is in this sequence yet.</p> : null}
      {enrollments.data?.length ? (
        <ul className="grid gap-3">
          {enrollments.data.map((row) => (
            <li key={row.id} className="grid gap-2 rounded-lg border border-cellar-600 p-3 text-sm" data-testid="enrollment">
              <p className="font-semibold text-cream-50">
                {names.get(row.inquiry_id) ?? 'A lead'} · <span className="font-normal break-all">{row.email}</span>
              </p>
              <p className="text-mist-300">
                Enrolled {when.format(new Date(row.enrolled_at))} {row.enrolled_by ? 'by an admin' : 'automatically'} at the status “{STATUS_LABELS[row.enrolled_status as keyof typeof STATUS_LABELS] ?? row.enrolled_status}”
              </p>
              <p className="text-cream-100" data-testid="enrollment-state">
                {progress(row, sequence.steps.length, sequence.is_active)}
              </p>
              {row.stopped_at ? null : (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-outline px-4 text-sm" disabled={stop.isPending} aria-label={`The client replied: ${row.email}`} onClick={() => stop.mutate({ id: row.id, reason: 'replied' })}>
                    The client replied
                  </button>
                  <button type="button" className="btn-outline px-4 text-sm" disabled={stop.isPending} aria-label={`Stop for this lead: ${row.email}`} onClick={() => stop.mutate({ id: row.id, reason: 'stopped-by-admin' })}>
                    Stop for this lead
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
