/**
 * The scheduled job that mails service reminders on their remind-on day.
 * Each due reminder is claimed first (sent_at set where it is still null,
 * returning the row); only a claimed reminder is mailed, so one that two
 * runs both found goes out once. A failed send releases the claim, so the
 * next run tries again.
 */
import type { Job } from '../scheduler/job.ts';
import { reminderMail, utcDay, type Reminder } from '../../_domain/maintenance/reminder.ts';

export interface ReminderJobStore {
  /** Ids of reminders due on or before `today`: not sent, not cancelled; only those mailed to `email` when given. */
  due(today: string, email?: string): Promise<string[]>;
  /** Marks the reminder sent at `now` if it is still unsent and not cancelled; the reminder when this call won it, else null. */
  claim(id: string, now: Date): Promise<Reminder | null>;
  /** Undoes a claim whose mail failed. */
  release(id: string): Promise<void>;
}

export const REMINDER_JOB = 'maintenance-reminders';

/** Told of each reminder the run tried, after the attempt (the agents' log records them). */
export type ReminderReport = (reminder: Reminder, outcome: 'sent' | 'failed') => Promise<void>;

export function maintenanceReminderJob(store: ReminderJobStore, cancelToken: (id: string) => Promise<string>, report?: ReminderReport): Job {
  return {
    name: REMINDER_JOB,
    async run({ now, mail, email }) {
      let done = 0;
      let failed = 0;
      for (const id of await store.due(utcDay(now), email)) {
        const reminder = await store.claim(id, now);
        if (!reminder) continue;
        try {
          await mail.send(reminderMail(reminder, await cancelToken(reminder.id)));
          done += 1;
          await report?.(reminder, 'sent');
        } catch (error) {
          console.error(`[${REMINDER_JOB}] reminder ${id} not sent:`, error);
          await store.release(id);
          failed += 1;
          await report?.(reminder, 'failed');
        }
      }
      return { done, failed };
    },
  };
}
