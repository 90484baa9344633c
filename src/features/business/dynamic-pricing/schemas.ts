/**
 * The two forms the admin fills in: an index value and the margins. The same
 * limits as the tables' checks (migration 20261127050000_pricing.sql), so the
 * database refuses what the form would have. Loaded on the first save.
 */
import * as z from 'zod/mini';
import { COST_LINE_KEYS, type CostLineKey } from '@domain/estimator/options.ts';
import { stripMarkup } from '@domain/text/sanitize.ts';

/** Text → number within bounds, with its own message for each way it can be wrong. */
const numberIn = (label: string, min: number, max: number, { above = false } = {}) =>
  z.pipe(
    z.string(),
    z.transform((text, context) => {
      const cleaned = text.trim().replace(/,/g, '');
      const value = cleaned === '' ? Number.NaN : Number(cleaned);
      const low = above ? value <= min : value < min;
      if (!Number.isFinite(value) || low || value > max) {
        const message = cleaned === '' ? `Enter the ${label}` : !Number.isFinite(value) ? `The ${label} must be a number` : `The ${label} is ${above ? 'above' : 'from'} ${min} ${above ? 'and at most' : 'to'} ${max}`;
        context.issues.push({ code: 'custom', message, input: text });
        return z.NEVER;
      }
      return Math.round(value * 10) / 10;
    }),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date no later than `today` (YYYY-MM-DD): an index value is recorded for a day that has happened. */
export const indexEntrySchema = (today: string) =>
  z.object({
    recordedOn: z.string().check(
      z.refine((text) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'Enter the date of the value'),
      z.refine((text) => text >= '2000-01-01', 'The date is in 2000 or later'),
      z.refine((text) => text <= today, 'The date cannot be in the future'),
    ),
    value: numberIn('index value', 0, 1000, { above: true }),
    note: z.pipe(
      z.string(),
      z.transform((text) => stripMarkup(text).replace(/\s+/g, ' ').trim()),
    ).check(z.maxLength(200, 'The note is at most 200 characters')),
  });

export type IndexEntry = z.output<ReturnType<typeof indexEntrySchema>>;

export const settingsSchema = z.object({
  currentMarginPct: numberIn('current margin', 0, 80),
  baselineIndex: numberIn('baseline index', 0, 1000, { above: true }),
  targetMarginPct: z.object(Object.fromEntries(COST_LINE_KEYS.map((line) => [line, numberIn('target margin', 0, 80)])) as Record<CostLineKey, ReturnType<typeof numberIn>>),
});

export type PricingSettingsInput = z.output<typeof settingsSchema>;
