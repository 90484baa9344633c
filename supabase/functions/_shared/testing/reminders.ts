/**
 * What the reminder tests share: an in-memory maintenance_reminders that
 * keeps the table's rules (claim only an unsent, uncancelled row; one live
 * reminder per report), and a mail sender that records or fails.
 */
import type { Mail } from '../../_domain/mail.ts';
import type { MailSender } from '../mail/mail.ts';
import type { CancelOutcome, ReminderStore } from '../maintenance/reminder-store.ts';
import type { Reminder } from '../../_domain/maintenance/reminder.ts';

export interface StoredReminder extends Reminder {
  ownerId: string;
  confirmedAt: string | null;
  sentAt: string | null;
  cancelledAt: string | null;
}

export function memoryReminderStore(savedReports: Array<{ ownerId: string; savedItemId: string; reportId: string }> = [], siteUrl = 'https://winecellargpt.com') {
  const rows: StoredReminder[] = [];
  let next = 0;
  const live = (row: StoredReminder) => row.sentAt === null && row.cancelledAt === null;
  const plain = ({ ownerId: _o, confirmedAt: _c, sentAt: _s, cancelledAt: _x, ...reminder }: StoredReminder): Reminder => reminder;
  const store: ReminderStore = {
    ownsReport: async (ownerId, savedItemId, reportId) => savedReports.some((r) => r.ownerId === ownerId && r.savedItemId === savedItemId && r.reportId === reportId),
    async create(ownerId, request, email) {
      for (const row of rows) if (row.ownerId === ownerId && row.reportId === request.reportId && live(row)) row.cancelledAt = 'replaced';
      next += 1;
      const row: StoredReminder = {
        id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
        ownerId,
        reportId: request.reportId,
        unitName: request.unitName,
        due: request.due,
        remindOn: request.remindOn,
        basis: request.basis,
        email,
        siteUrl,
        confirmedAt: null,
        sentAt: null,
        cancelledAt: null,
      };
      rows.push(row);
      return plain(row);
    },
    async confirmed(id, now) {
      const row = rows.find((r) => r.id === id);
      if (row) row.confirmedAt = now.toISOString();
    },
    async discard(id) {
      rows.splice(rows.findIndex((r) => r.id === id), 1);
    },
    async cancel(id, now): Promise<CancelOutcome> {
      const row = rows.find((r) => r.id === id);
      if (!row) return { status: 'not-found' };
      if (row.cancelledAt) return { status: 'already-cancelled', reminder: plain(row) };
      if (row.sentAt) return { status: 'already-sent', reminder: plain(row) };
      row.cancelledAt = now.toISOString();
      return { status: 'cancelled', reminder: plain(row) };
    },
    due: async (today, email) => rows.filter((r) => live(r) && r.remindOn <= today && (!email || r.email === email)).map((r) => r.id),
    async claim(id, now) {
      const row = rows.find((r) => r.id === id);
      if (!row || !live(row)) return null;
      row.sentAt = now.toISOString();
      return plain(row);
    },
    async release(id) {
      const row = rows.find((r) => r.id === id);
      if (row) row.sentAt = null;
    },
  };
  return { store, rows };
}

/** Records every mail; `failing` makes the next sends throw, as an SMTP server that refuses would. */
export function recordingMail() {
  const sent: Mail[] = [];
  const state = { failing: 0 };
  const sender: MailSender = {
    via: 'test recorder',
    async send(mail) {
      if (state.failing > 0) {
        state.failing -= 1;
        throw new Error('mail server refused');
      }
      sent.push(mail);
    },
  };
  return { sender, sent, state };
}
