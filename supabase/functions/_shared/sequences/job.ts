/**
 * The scheduled job that sends due sequence steps (docs/ai-tools.md, "Email
 * sequences"). Each due enrolment is claimed first (claimed_at set where it
 * is null); only a claimed one is looked at, so two overlapping runs never
 * send a step twice. After the send the enrolment moves to its next step, or
 * stops when that was the last; a failed send releases the claim and the
 * step is tried on the next run.
 */
import type { Job } from '../scheduler/job.ts';
import { decide, type Enrollment, type SequenceDefinition, type StopReason } from '../../_domain/sequences/schedule.ts';
import { stepMail } from '../../_domain/sequences/mail.ts';
import type { SequenceLead } from '../../_domain/sequences/template.ts';

export interface ClaimedEnrollment {
  enrollment: Enrollment;
  sequence: SequenceDefinition | null;
  lead: SequenceLead | null;
  unsubscribed: boolean;
}

export interface SequenceJobStore {
  /** Ids of live, unclaimed enrolments due at `now`; only those mailing `email` when given. */
  due(now: Date, email?: string): Promise<string[]>;
  /** Claims a live, unclaimed enrolment at `now`; it and what the job needs to decide, when this call won it, else null. */
  claim(id: string, now: Date): Promise<ClaimedEnrollment | null>;
  /** Undoes a claim (a failed send, a paused sequence). */
  release(id: string): Promise<void>;
  /** Records a sent step: the next step due at `nextDueAt`, or the enrolment completed when null; logs it on the lead. */
  sent(claimed: ClaimedEnrollment, index: number, subject: string, now: Date, nextDueAt: string | null): Promise<void>;
  stop(id: string, reason: StopReason, now: Date): Promise<void>;
}

export const SEQUENCE_JOB = 'email-sequences';

export function emailSequenceJob(store: SequenceJobStore, unsubscribeToken: (enrollmentId: string) => Promise<string>, siteUrl: string): Job {
  return {
    name: SEQUENCE_JOB,
    async run({ now, mail, email }) {
      let done = 0;
      let failed = 0;
      for (const id of await store.due(now, email)) {
        const claimed = await store.claim(id, now);
        if (!claimed) continue;
        const decision = decide({ ...claimed, now });
        if (decision.action === 'wait') {
          await store.release(id);
          continue;
        }
        if (decision.action === 'stop') {
          await store.stop(id, decision.reason, now);
          continue;
        }
        const message = stepMail(claimed.lead!, decision.step, siteUrl, await unsubscribeToken(id));
        try {
          await mail.send(message);
        } catch (error) {
          console.error(`[${SEQUENCE_JOB}] enrolment ${id} step ${decision.index + 1} not sent:`, error);
          await store.release(id);
          failed += 1;
          continue;
        }
        await store.sent(claimed, decision.index, message.subject, now, decision.nextDueAt);
        done += 1;
      }
      return { done, failed };
    },
  };
}
