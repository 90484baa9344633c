/**
 * The two forms of live bids, checked in the browser before sending; the
 * bid functions check the same rules again in the database.
 */
import { z } from 'zod';
import { cleanString } from '../text/clean-string.ts';
import { BID_LIMITS } from './rules.ts';

export * from './rules.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const whole = (label: string, min: number, max: number, unit: (n: number) => string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${label}`)
    .transform((value) => Number(value.replaceAll(/[$,\s]/g, '')))
    .pipe(
      z
        .number({ error: `Enter ${label} as a number` })
        .int(`Enter ${label} in whole ${unit(2)}`)
        .min(min, `Enter ${label} of at least ${unit(min)}`)
        .max(max, `Enter ${label} of at most ${unit(max)}`),
    );

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const usd = (n: number) => (n === 2 ? 'dollars' : `$${n.toLocaleString('en-US')}`);
const weeks = (n: number) => (n === 2 ? 'weeks' : `${n} week${n === 1 ? '' : 's'}`);

/** A firm's bid, as typed in its dashboard; `today` is the firm's date (YYYY-MM-DD). */
export const bidSchema = (today: string) =>
  z.object({
    price: whole('a price', BID_LIMITS.priceMin, BID_LIMITS.priceMax, usd),
    startDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a start date')
      .refine((day) => day >= today, 'The start date cannot be in the past')
      .refine((day) => day <= isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + BID_LIMITS.startWithinDays * DAY_MS)), 'Choose a start date within a year'),
    durationWeeks: whole('a duration', BID_LIMITS.weeksMin, BID_LIMITS.weeksMax, weeks),
    note: cleanString(z.string().max(BID_LIMITS.noteMax, `Keep the note under ${BID_LIMITS.noteMax.toLocaleString('en-US')} characters`)),
  });
export type Bid = z.output<ReturnType<typeof bidSchema>>;

/** An admin's round: the brief the firms see, the deadline (a local date-time) and the firms; `now` in ms. */
export const roundSchema = (now: number) =>
  z.object({
    brief: cleanString(
      z.string().min(BID_LIMITS.briefMin, 'Describe the work for the firms (at least 10 characters)').max(BID_LIMITS.briefMax, `At most ${BID_LIMITS.briefMax.toLocaleString('en-US')} characters`),
    ),
    deadline: z
      .string()
      .min(1, 'Set a deadline')
      .transform((value) => new Date(value))
      .refine((date) => !Number.isNaN(date.getTime()), 'Set a deadline')
      .refine((date) => date.getTime() >= now + BID_LIMITS.deadlineMinHours * HOUR_MS, 'Give the firms at least an hour')
      .refine((date) => date.getTime() <= now + BID_LIMITS.deadlineMaxDays * DAY_MS, 'Set a deadline within 30 days'),
    firms: z.array(z.string().uuid()).min(1, 'Invite at least one firm').max(BID_LIMITS.firmsMax, `Invite at most ${BID_LIMITS.firmsMax} firms`),
  });
export type Round = z.output<ReturnType<typeof roundSchema>>;

/** The first message per field of a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
