/**
 * When a sequence's steps fall due, and what the scheduler does with an
 * enrolment it has claimed. Each delay counts from the step before: the
 * first from enrolment, the next from the moment the previous one was
 * actually sent, so steps held back (a paused sequence, a failed send) never
 * arrive bunched together. Pure: the clock is an argument.
 */
import type { SequenceLead } from './template.ts';
import type { SequenceStep } from './schema.ts';

export const DAY_MS = 86_400_000;

export type StopReason = 'completed' | 'status-changed' | 'replied' | 'unsubscribed' | 'stopped-by-admin' | 'sequence-deleted';

export interface Enrollment {
  id: string;
  sequenceId: string;
  inquiryId: string;
  email: string;
  enrolledStatus: string;
  /** Index of the step to send next. */
  nextStep: number;
  nextDueAt: string | null;
  stoppedAt: string | null;
}

export interface SequenceDefinition {
  id: string;
  name: string;
  isActive: boolean;
  steps: SequenceStep[];
}

/** When step `index` falls due, for a step before it sent (or the enrolment made) at `from`. */
export const dueAfter = (from: Date, steps: readonly SequenceStep[], index: number): Date | null => {
  const step = steps[index];
  return step ? new Date(from.getTime() + step.delayDays * DAY_MS) : null;
};

/** The day each step goes out if nothing is held back: for the page's timeline. */
export function plannedDays(steps: readonly SequenceStep[]): number[] {
  let day = 0;
  return steps.map((step) => (day += step.delayDays));
}

export const isDue = (enrollment: Enrollment, now: Date) =>
  enrollment.stoppedAt === null && enrollment.nextDueAt !== null && Date.parse(enrollment.nextDueAt) <= now.getTime();

export type Decision =
  | { action: 'send'; step: SequenceStep; index: number; nextDueAt: string | null }
  | { action: 'stop'; reason: StopReason }
  /** A switched-off sequence: nothing goes out and the step stays due. */
  | { action: 'wait' };

/** What to do with a claimed enrolment at `now`. Checks again what the triggers also enforce, so a late status change or unsubscribe always wins. */
export function decide(input: { enrollment: Enrollment; sequence: SequenceDefinition | null; lead: Pick<SequenceLead, 'status'> | null; unsubscribed: boolean; now: Date }): Decision {
  const { enrollment, sequence, lead, unsubscribed, now } = input;
  if (!sequence) return { action: 'stop', reason: 'sequence-deleted' };
  if (!lead || lead.status !== enrollment.enrolledStatus) return { action: 'stop', reason: 'status-changed' };
  if (unsubscribed) return { action: 'stop', reason: 'unsubscribed' };
  const step = sequence.steps[enrollment.nextStep];
  if (!step) return { action: 'stop', reason: 'completed' };
  if (!sequence.isActive) return { action: 'wait' };
  const next = dueAfter(now, sequence.steps, enrollment.nextStep + 1);
  return { action: 'send', step, index: enrollment.nextStep, nextDueAt: next ? next.toISOString() : null };
}
