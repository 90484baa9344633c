/**
 * What the sequence tests share: in-memory sequences, leads and enrolments
 * that keep the database's rules (claim only a live, unclaimed enrolment; a
 * status change, a new inquiry from the same address or an unsubscribe stops
 * live enrolments, as the triggers of 20261127030000_email_sequences.sql do).
 */
import type { ClaimedEnrollment } from '../sequences/job.ts';
import { dueAfter, type Enrollment, type SequenceDefinition, type StopReason } from '../../_domain/sequences/schedule.ts';
import type { SequenceStore, UnsubscribeOutcome } from '../sequences/store.ts';
import type { SequenceLead } from '../../_domain/sequences/template.ts';

export interface StoredEnrollment extends Enrollment {
  claimedAt: string | null;
  stopReason: StopReason | null;
  lastSentAt: string | null;
}

export const leadFixture = (values: Partial<SequenceLead> = {}): SequenceLead => ({
  id: 'lead-1',
  email: 'rita@example.com',
  first_name: 'Rita',
  name: 'Rita Levi',
  status: 'new',
  source: 'quote',
  project_type: 'residential',
  budget: '50k-100k',
  timeline: '3-6months',
  location: 'Napa, CA',
  capacity_bottles: 1200,
  calculation: null,
  ...values,
});

export function memorySequenceStore() {
  const sequences: SequenceDefinition[] = [];
  const leads: SequenceLead[] = [];
  const enrollments: StoredEnrollment[] = [];
  const unsubscribed = new Set<string>();
  const log: Array<{ inquiryId: string; detail: string }> = [];
  let next = 0;
  const live = (row: StoredEnrollment) => row.stoppedAt === null;
  const stopRow = (row: StoredEnrollment, reason: StopReason, now: Date) => {
    row.stoppedAt = now.toISOString();
    row.stopReason = reason;
    row.claimedAt = null;
  };

  const store: SequenceStore = {
    async due(now, email) {
      const active = new Set(sequences.filter((s) => s.isActive).map((s) => s.id));
      return enrollments
        .filter((r) => live(r) && r.claimedAt === null && active.has(r.sequenceId) && r.nextDueAt !== null && Date.parse(r.nextDueAt) <= now.getTime() && (!email || r.email === email))
        .map((r) => r.id);
    },
    async claim(id, now): Promise<ClaimedEnrollment | null> {
      const row = enrollments.find((r) => r.id === id);
      if (!row || !live(row) || row.claimedAt !== null) return null;
      row.claimedAt = now.toISOString();
      // The reads after the claim, as the database store does them.
      await Promise.resolve();
      const { claimedAt: _c, stopReason: _s, lastSentAt: _l, ...enrollment } = row;
      return {
        enrollment,
        sequence: sequences.find((s) => s.id === row.sequenceId) ?? null,
        lead: leads.find((l) => l.id === row.inquiryId) ?? null,
        unsubscribed: unsubscribed.has(row.email),
      };
    },
    async release(id) {
      const row = enrollments.find((r) => r.id === id);
      if (row) row.claimedAt = null;
    },
    async sent(claimed, index, subject, now, nextDueAt) {
      const row = enrollments.find((r) => r.id === claimed.enrollment.id)!;
      row.nextStep = index + 1;
      row.nextDueAt = nextDueAt;
      row.lastSentAt = now.toISOString();
      row.claimedAt = null;
      if (nextDueAt === null) stopRow(row, 'completed', now);
      log.push({ inquiryId: row.inquiryId, detail: `Step ${index + 1}: ${subject}` });
    },
    async stop(id, reason, now) {
      const row = enrollments.find((r) => r.id === id);
      if (row && live(row)) stopRow(row, reason, now);
    },
    async unsubscribe(enrollmentId, now): Promise<UnsubscribeOutcome> {
      const row = enrollments.find((r) => r.id === enrollmentId);
      if (!row) return { status: 'not-found' };
      const already = unsubscribed.has(row.email);
      unsubscribed.add(row.email);
      for (const other of enrollments) if (other.email === row.email && live(other)) stopRow(other, 'unsubscribed', now);
      return { status: already ? 'already-unsubscribed' : 'unsubscribed', email: row.email };
    },
  };

  /** enroll_lead_in_sequence: the first step falls due after its delay. */
  function enroll(leadId: string, sequenceId: string, now: Date): StoredEnrollment {
    const lead = leads.find((l) => l.id === leadId)!;
    const sequence = sequences.find((s) => s.id === sequenceId)!;
    next += 1;
    const row: StoredEnrollment = {
      id: `enrollment-${next}`,
      sequenceId,
      inquiryId: leadId,
      email: lead.email.toLowerCase(),
      enrolledStatus: lead.status,
      nextStep: 0,
      nextDueAt: dueAfter(now, sequence.steps, 0)!.toISOString(),
      stoppedAt: null,
      claimedAt: null,
      stopReason: null,
      lastSentAt: null,
    };
    enrollments.push(row);
    return row;
  }

  /** The status trigger: live enrolments of another status stop. */
  function changeStatus(leadId: string, status: string, now: Date) {
    leads.find((l) => l.id === leadId)!.status = status;
    for (const row of enrollments) if (row.inquiryId === leadId && live(row) && row.enrolledStatus !== status) stopRow(row, 'status-changed', now);
  }

  /** The insert trigger: a new inquiry from an address in a sequence is that client's reply. */
  function newInquiry(lead: SequenceLead, now: Date) {
    leads.push(lead);
    for (const row of enrollments) if (row.email === lead.email.toLowerCase() && row.inquiryId !== lead.id && live(row)) stopRow(row, 'replied', now);
  }

  return { store, sequences, leads, enrollments, log, enroll, changeStatus, newInquiry };
}
