/**
 * What the scheduled-jobs function runs (docs/functions.md, "Scheduler"):
 * each job finds what is due at `now` and does it, claiming every item
 * before acting on it so that two overlapping runs never do the same item
 * twice. A job gets the clock as an argument, so tests run it at any "now".
 */
import type { MailSender } from '../mail/mail.ts';

export interface JobContext {
  now: Date;
  mail: MailSender;
  /** Only this account's items (an email address): for support, and for tests that share one backend. */
  email?: string | undefined;
}

export interface JobReport {
  /** Items done in this run. */
  done: number;
  /** Items that failed and were released, to be tried on the next run. */
  failed: number;
}

export interface Job {
  name: string;
  run(context: JobContext): Promise<JobReport>;
}
