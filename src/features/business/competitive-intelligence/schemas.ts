/**
 * A competitor's price as the admin enters it (or confirms it after a quote
 * was read): the same limits as competitor_prices' checks (migration
 * 20261127050100), the bottle range the estimator's. Loaded on the first save.
 */
import * as z from 'zod/mini';
import { LIMITS } from '@domain/estimator/limits.ts';
import { stripMarkup } from '@domain/text/sanitize.ts';

const text = (label: string, max: number, required: boolean) =>
  z.pipe(
    z.string(),
    z.transform((value) => stripMarkup(value).replace(/\s+/g, ' ').trim()),
  ).check(
    z.refine((value) => !required || value.length > 0, `Enter the ${label}`),
    z.maxLength(max, `The ${label} is at most ${max} characters`),
  );

const wholeIn = (label: string, min: number, max: number, message: string) =>
  z.pipe(
    z.string(),
    z.transform((raw, context) => {
      const cleaned = raw.trim().replace(/[$,\s]/g, '');
      const value = cleaned === '' ? Number.NaN : Number(cleaned);
      if (cleaned === '') context.issues.push({ code: 'custom', message: `Enter the ${label}`, input: raw });
      else if (!Number.isFinite(value) || value < min || value > max) context.issues.push({ code: 'custom', message, input: raw });
      else return Math.round(value * 100) / 100;
      return z.NEVER;
    }),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const competitorPointSchema = (today: string) =>
  z.object({
    competitor: text('competitor’s name', 120, true),
    offer: text('offer', 500, false),
    bottles: z.pipe(
      wholeIn('bottle count', LIMITS.bottles.min, LIMITS.bottles.max, `Bottles is a whole number from ${LIMITS.bottles.min} to ${LIMITS.bottles.max.toLocaleString('en-US')}`),
      z.number().check(z.refine(Number.isInteger, `Bottles is a whole number from ${LIMITS.bottles.min} to ${LIMITS.bottles.max.toLocaleString('en-US')}`)),
    ),
    priceUsd: wholeIn('price', 100, 5_000_000, 'The price is between $100 and $5,000,000'),
    quotedOn: z.string().check(
      z.refine((value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter the date of the price'),
      z.refine((value) => value >= '2000-01-01', 'The date is in 2000 or later'),
      z.refine((value) => value <= today, 'The date cannot be in the future'),
    ),
  });

export type CompetitorPointInput = z.output<ReturnType<typeof competitorPointSchema>>;
