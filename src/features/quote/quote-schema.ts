/**
 * The quote request's schema. The contact form's schema supplies the shared
 * rules (names, email, phone, project type, details); the quote adds where
 * the cellar is, its size, and a firm answer on budget and timeline, since a
 * quote needs them. Loaded when the form first checks a step, and to read a
 * kept draft.
 */
import { z } from 'zod';
import { BUDGETS, LIMITS, MESSAGES, PROJECT_TYPES, TIMELINES, contactFormSchema } from '@domain/inquiry/schema.ts';
import { cleanString } from '@domain/text/clean-string.ts';
import { cleanText } from '@domain/text/sanitize.ts';
import { SAVED_KINDS } from '@/config/tools.ts';
import { NOT_SURE, QUOTE_FIELD_MESSAGES, QUOTE_STEPS } from './quote-form.ts';

/** A required text field that says which field is missing (the contact form's schema only says "Required"). */
const named = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform(cleanText)
    .pipe(z.string().min(1, message).max(max, MESSAGES.invalid));

export const quoteFormSchema = contactFormSchema.extend({
  firstName: named(QUOTE_FIELD_MESSAGES.firstName, LIMITS.nameMax),
  lastName: named(QUOTE_FIELD_MESSAGES.lastName, LIMITS.nameMax),
  email: named(QUOTE_FIELD_MESSAGES.email, LIMITS.emailMax),
  phone: named(QUOTE_FIELD_MESSAGES.phone, LIMITS.phoneMax * 2),
  message: named(QUOTE_FIELD_MESSAGES.message, LIMITS.messageMax),
  projectType: z.enum(PROJECT_TYPES, { error: QUOTE_FIELD_MESSAGES.projectType }),
  budget: z.enum([...BUDGETS, NOT_SURE], { error: QUOTE_FIELD_MESSAGES.budget }),
  timeline: z.enum(TIMELINES, { error: QUOTE_FIELD_MESSAGES.timeline }),
  location: cleanString(z.string().min(1, QUOTE_FIELD_MESSAGES.location).max(LIMITS.locationMax, QUOTE_FIELD_MESSAGES.locationTooLong)),
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
