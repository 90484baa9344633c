/**
 * sequence_enrollments through a service-role client: what the scheduled job
 * and the email-sequences function need, and `enrollLead`, the one
 * server-side way to put a lead in a sequence (an agent's triage uses it; an
 * admin's button calls the same database function). RLS does not apply to
 * the service role, so every method names the row it acts on.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ClaimedEnrollment, SequenceJobStore } from './job.ts';
import type { Enrollment, SequenceDefinition, StopReason } from '../../_domain/sequences/schedule.ts';
import type { SequenceStep } from '../../_domain/sequences/schema.ts';
import { LEAD_COLUMNS, type SequenceLead } from '../../_domain/sequences/template.ts';
import { fail } from '../db-errors.ts';

const TABLE = 'sequence_enrollments';
const ENROLLMENT_COLUMNS = 'id, sequence_id, inquiry_id, email, enrolled_status, next_step, next_due_at, stopped_at';

interface EnrollmentRow {
  id: string;
  sequence_id: string;
  inquiry_id: string;
  email: string;
  enrolled_status: string;
  next_step: number;
  next_due_at: string | null;
  stopped_at: string | null;
}

const toEnrollment = (row: EnrollmentRow): Enrollment => ({
  id: row.id,
  sequenceId: row.sequence_id,
  inquiryId: row.inquiry_id,
  email: row.email,
  enrolledStatus: row.enrolled_status,
  nextStep: row.next_step,
  nextDueAt: row.next_due_at,
  stoppedAt: row.stopped_at,
});

/** A claim older than this belongs to a run that died: long past any mail server's timeout. */
export const STALE_CLAIM_MS = 10 * 60_000;

/** Puts a lead in a sequence (or finds its live enrolment there); the enrolment's id. The first step goes out after its delay, through the scheduler. */
export async function enrollLead(client: SupabaseClient, inquiryId: string, sequenceId: string): Promise<string> {
  const { data, error } = await client.rpc('enroll_lead_in_sequence', { p_inquiry_id: inquiryId, p_sequence_id: sequenceId });
  fail('Could not enroll the lead', error);
  return String(data);
}

export type UnsubscribeOutcome = { status: 'unsubscribed' | 'already-unsubscribed'; email: string } | { status: 'not-found' };

export interface SequenceStore extends SequenceJobStore {
  /** Records that the address of this enrolment wants no more mail and stops all its live enrolments. */
  unsubscribe(enrollmentId: string, now: Date): Promise<UnsubscribeOutcome>;
}

export function createSequenceStore(admin: SupabaseClient): SequenceStore {
  const stopWhere = async (column: 'id' | 'email', value: string, reason: StopReason, now: Date) => {
    const { error } = await admin.from(TABLE).update({ stopped_at: now.toISOString(), stop_reason: reason, claimed_at: null }).eq(column, value).is('stopped_at', null);
    fail('Could not stop the enrolment', error);
  };
  return {
    async due(now, email) {
      // A run that died between its claim and its send (a crash, a timeout) leaves a claim; after a while it is released.
      const stale = await admin.from(TABLE).update({ claimed_at: null }).lt('claimed_at', new Date(Date.now() - STALE_CLAIM_MS).toISOString()).is('stopped_at', null);
      fail('Could not release stale claims', stale.error);
      // Due steps of switched-on sequences, to confirmed addresses only (due_sequence_enrollments); the rest wait.
      const { data, error } = await admin.rpc('due_sequence_enrollments', { p_now: now.toISOString(), p_email: email ?? null, p_limit: 200 });
      fail('Could not list due enrolments', error);
      return ((data ?? []) as string[]).map(String);
    },
    async claim(id) {
      // The claim is stamped with the real clock, not the run's `now`: its age says whether the run that made it is still alive.
      const claimed = await admin.from(TABLE).update({ claimed_at: new Date().toISOString() }).eq('id', id).is('claimed_at', null).is('stopped_at', null).select(ENROLLMENT_COLUMNS);
      fail('Could not claim the enrolment', claimed.error);
      const row = (claimed.data as EnrollmentRow[] | null)?.[0];
      if (!row) return null;
      const [sequence, lead, unsubscribed] = await Promise.all([
        admin.from('email_sequences').select('id, name, is_active, steps').eq('id', row.sequence_id).maybeSingle(),
        admin.from('inquiries').select(LEAD_COLUMNS).eq('id', row.inquiry_id).maybeSingle(),
        admin.from('email_unsubscribes').select('email').eq('email', row.email).maybeSingle(),
      ]);
      fail('Could not read the sequence', sequence.error);
      fail('Could not read the lead', lead.error);
      fail('Could not read the unsubscribes', unsubscribed.error);
      const seq = sequence.data as { id: string; name: string; is_active: boolean; steps: SequenceStep[] } | null;
      const definition: SequenceDefinition | null = seq ? { id: seq.id, name: seq.name, isActive: seq.is_active, steps: seq.steps } : null;
      return { enrollment: toEnrollment(row), sequence: definition, lead: lead.data as SequenceLead | null, unsubscribed: unsubscribed.data !== null };
    },

    async release(id) {
      fail('Could not release the enrolment', (await admin.from(TABLE).update({ claimed_at: null }).eq('id', id)).error);
    },

    async sent(claimed: ClaimedEnrollment, index, subject, now, nextDueAt) {
      const at = now.toISOString();
      const last = nextDueAt === null;
      const { error } = await admin
        .from(TABLE)
        .update({ next_step: index + 1, next_due_at: nextDueAt, last_sent_at: at, claimed_at: null, ...(last ? { stopped_at: at, stop_reason: 'completed' } : {}) })
        .eq('id', claimed.enrollment.id);
      fail('Could not record the send', error);
      const total = claimed.sequence?.steps.length ?? index + 1;
      const logged = await admin.from('inquiry_activity').insert({
        inquiry_id: claimed.enrollment.inquiryId,
        kind: 'sequence',
        to_value: 'sent',
        detail: `Step ${index + 1} of ${total} of “${claimed.sequence?.name ?? ''}” emailed to ${claimed.enrollment.email}: ${subject}`.slice(0, 600),
      });
      fail('Could not log the send', logged.error);
    },

    stop: (id, reason, now) => stopWhere('id', id, reason, now),

    async unsubscribe(enrollmentId, now) {
      const found = await admin.from(TABLE).select('email').eq('id', enrollmentId).maybeSingle();
      fail('Could not read the enrolment', found.error);
      const email = (found.data as { email: string } | null)?.email;
      if (!email) return { status: 'not-found' };
      const inserted = await admin.from('email_unsubscribes').upsert({ email, enrollment_id: enrollmentId, unsubscribed_at: now.toISOString() }, { onConflict: 'email', ignoreDuplicates: true }).select('email');
      fail('Could not record the unsubscribe', inserted.error);
      await stopWhere('email', email, 'unsubscribed', now);
      return { status: (inserted.data as unknown[] | null)?.length ? 'unsubscribed' : 'already-unsubscribed', email };
    },
  };
}
