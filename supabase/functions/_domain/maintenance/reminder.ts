/**
 * Email reminders of a cooling unit's service date (docs/ai-tools.md,
 * "Email reminders"): which days a reminder may be set for, the request the
 * page sends and the maintenance-reminders function checks (one schema for
 * both), and the two mails. Pure: "today" is always an argument.
 */
import { z } from 'zod';
import { stripMarkup } from '../text/sanitize.ts';
import type { Mail } from '../mail.ts';
import { cancelLink, reportLink } from './reminder-links.ts';

export * from './reminder-links.ts';

export const REMINDER_RULES = {
  /** The suggested day: a week before the due date, time to book a technician. */
  daysBefore: 7,
  /** The furthest a due date (and so a reminder) may lie ahead: beyond the 12-month service interval, with room. */
  maxDaysAhead: 400,
  unitNameMax: 120,
  basisMax: 600,
} as const;

export const REMINDER_MESSAGES = {
  dateFormat: 'Enter the date as YYYY-MM-DD',
  tooSoon: 'Choose a day from tomorrow on',
  afterDue: 'Choose a day on or before the due date',
  tooFar: `The due date is more than ${REMINDER_RULES.maxDaysAhead} days away: set the reminder later`,
  dueNow: 'The service is due now: book it rather than set a reminder',
} as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoOf(dayNumber(iso) + days);
/** Today as YYYY-MM-DD in UTC, the calendar both sides count in. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const isRealDay = (iso: string) => ISO_DAY.test(iso) && Number.isFinite(dayNumber(iso)) && isoOf(dayNumber(iso)) === iso;

export interface ReminderWindow {
  earliest: string;
  latest: string;
  suggested: string;
}

/** The days a reminder for `due` may be sent on, counted from `today`; null when the service is due too soon to remind. */
export function reminderWindow(due: string, today: string): ReminderWindow | null {
  const earliest = addDays(today, 1);
  if (!isRealDay(due) || due < earliest || dayNumber(due) - dayNumber(today) > REMINDER_RULES.maxDaysAhead) return null;
  const weekBefore = addDays(due, -REMINDER_RULES.daysBefore);
  return { earliest, latest: due, suggested: weekBefore < earliest ? earliest : weekBefore };
}

/**
 * How many days before `due` a calendar alert fires: a week, or fewer when the
 * visit is nearer, so the alert is never in the past (0: the morning of the
 * day, when the visit is tomorrow or today).
 */
export function calendarAlertDays(due: string, today: string): number {
  const ahead = dayNumber(due) - dayNumber(today);
  return Number.isFinite(ahead) ? Math.max(0, Math.min(REMINDER_RULES.daysBefore, ahead - 1)) : 0;
}

/** What is wrong with reminding on `remindOn` for a service due on `due`, or null when it is fine. */
export function remindOnIssue(remindOn: string, due: string, today: string): string | null {
  if (!isRealDay(remindOn) || !isRealDay(due)) return REMINDER_MESSAGES.dateFormat;
  if (due < addDays(today, 1)) return REMINDER_MESSAGES.dueNow;
  if (dayNumber(due) - dayNumber(today) > REMINDER_RULES.maxDaysAhead) return REMINDER_MESSAGES.tooFar;
  if (remindOn < addDays(today, 1)) return REMINDER_MESSAGES.tooSoon;
  if (remindOn > due) return REMINDER_MESSAGES.afterDue;
  return null;
}

const cleanText = (max: number, missing: string) =>
  z
    .string()
    .transform((value) => stripMarkup(value).replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, missing).max(max, `At most ${max} characters`));
const isoDay = z.string().trim().refine(isRealDay, REMINDER_MESSAGES.dateFormat);

/** The page's request to set a reminder; `today` is the checker's own (the server's on the server). */
export const reminderRequestSchema = (today: string) =>
  z
    .object({
      reportId: z.string().regex(/^uh-[a-z0-9]{4,40}$/, 'Save the report first'),
      savedItemId: z.uuid().optional(),
      unitName: cleanText(REMINDER_RULES.unitNameMax, 'Name the unit'),
      due: isoDay,
      basis: cleanText(REMINDER_RULES.basisMax, 'Say why the service is due then'),
      remindOn: isoDay,
    })
    .superRefine((value, ctx) => {
      const issue = remindOnIssue(value.remindOn, value.due, today);
      if (issue) ctx.addIssue({ code: 'custom', path: ['remindOn'], message: issue });
    });
export type ReminderRequest = z.output<ReturnType<typeof reminderRequestSchema>>;

/** What the function answers to `create`. */
export interface ReminderReceipt {
  id: string;
  remindOn: string;
  due: string;
  email: string;
  /** False: nobody has confirmed the address yet, so the reminder waits for the link we mailed (docs/business.md). */
  addressConfirmed: boolean;
}

/** What the function answers to `cancel`: the outcome, and which reminder when the link was good. */
export interface CancelReceipt {
  status: 'cancelled' | 'already-cancelled' | 'already-sent';
  unitName: string;
  due: string;
}

/** A stored reminder, as the mails need it. */
export interface Reminder {
  id: string;
  reportId: string;
  unitName: string;
  due: string;
  remindOn: string;
  basis: string;
  email: string;
  siteUrl: string;
}


const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const longDay = (iso: string) => LONG.format(new Date(`${iso}T00:00:00Z`));


function mail(reminder: Reminder, cancelToken: string, subject: string, opening: string[]): Mail {
  const report = reportLink(reminder);
  const cancel = cancelLink(reminder.siteUrl, cancelToken);
  const text = [
    ...opening,
    '',
    `Why that date: ${reminder.basis}`,
    '',
    'Your report (sign in to open it):',
    report,
    '',
    'Cancel this reminder (no sign-in needed):',
    cancel,
    '',
    'WineCellarGPT',
  ].join('\n');
  return { to: reminder.email, subject, text, links: [report, cancel] };
}

/** Sent at once, so the owner knows the address works and how to stop it. */
export function confirmationMail(reminder: Reminder, cancelToken: string): Mail {
  return mail(reminder, cancelToken, `Reminder set: service your ${reminder.unitName} by ${longDay(reminder.due)}`, [
    `We will email you on ${longDay(reminder.remindOn)} that your ${reminder.unitName} is due for a service on ${longDay(reminder.due)}.`,
  ]);
}

/** Sent by the scheduler on the remind-on day. */
export function reminderMail(reminder: Reminder, cancelToken: string): Mail {
  return mail(reminder, cancelToken, `Your ${reminder.unitName} is due for a service on ${longDay(reminder.due)}`, [
    `Your ${reminder.unitName} is due for a service on ${longDay(reminder.due)}.`,
    'Book a technician now: a yearly service cleans the coils and checks the charge and the drain.',
  ]);
}
