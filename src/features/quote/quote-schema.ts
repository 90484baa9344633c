/**
 * The quote request's schema. The contact form's schema supplies the shared
 * rules (names, email, phone, project type, details); the quote adds where
 * the cellar is, its size, and a firm answer on budget and timeline, since a
 * quote needs them. Loaded when the form first checks a step, and to read a
 * kept draft.
 */
import { z } from 'zod';
import { BUDGETS, LIMITS, PROJECT_TYPES, TIMELINES, contactFormSchema } from '@shared/inquiry/schema.ts';
import { stripMarkup } from '@shared/sanitize.ts';
import { SAVED_KINDS } from '@/config/tools.ts';
import { NOT_SURE, QUOTE_FIELD_MESSAGES, QUOTE_STEPS } from './quote-form.ts';

const clean = (value: string) => stripMarkup(value).trim();

export const quoteFormSchema = contactFormSchema.extend({
  projectType: z.enum(PROJECT_TYPES, { error: QUOTE_FIELD_MESSAGES.projectType }),
  budget: z.enum([...BUDGETS, NOT_SURE], { error: QUOTE_FIELD_MESSAGES.budget }),
  timeline: z.enum(TIMELINES, { error: QUOTE_FIELD_MESSAGES.timeline }),
  location: z
    .string()
    .transform(clean)
    .pipe(z.string().min(1, QUOTE_FIELD_MESSAGES.location).max(LIMITS.locationMax, QUOTE_FIELD_MESSAGES.locationTooLong)),
  capacityBottles: z.string().transform((value, ctx) => {
    const text = value.replace(/[,\s]/g, '');
    if (text === '') return undefined;
    const bottles = Number(text);
    if (!/^\d+$/.test(text) || bottles < 1 || bottles > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: QUOTE_FIELD_MESSAGES.capacity });
      return z.NEVER;
    }
    return bottles;
  }),
});

export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteForm = z.output<typeof quoteFormSchema>;

/** A failed attempt kept in this browser: the values, the step, the attached calculation and the key to retry with. */
export const quoteDraftSchema = z.object({
  idempotencyKey: z.uuid(),
  values: z.record(z.string(), z.string()),
  step: z.number().int().min(0).max(QUOTE_STEPS.length - 1),
  calculation: z
    .object({
      kind: z.enum(SAVED_KINDS),
      title: z.string(),
      summary: z.string(),
      link: z.string(),
      inputs: z.record(z.string(), z.string()),
    })
    .nullable(),
});
