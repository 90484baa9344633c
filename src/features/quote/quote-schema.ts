/**
 * The quote request's fields and steps. The contact form's schema supplies
 * the shared rules (names, email, phone, project type, details); the quote
 * adds where the cellar is, its size, and a firm answer on budget and
 * timeline, since a quote needs them.
 */
import { z } from 'zod';
import {
  BUDGETS,
  LIMITS,
  PROJECT_TYPES,
  TIMELINES,
  contactFormSchema,
  type ContactForm,
} from '@shared/inquiry/schema.ts';
import { stripMarkup } from '@shared/sanitize.ts';

export const NOT_SURE = 'unsure' as const;

export const QUOTE_FIELD_MESSAGES = {
  projectType: 'Choose the kind of project',
  location: 'Tell us where the cellar will be',
  locationTooLong: `Keep the location under ${LIMITS.locationMax} characters`,
  capacity: 'Bottles must be a whole number from 1 to 1,000,000',
  budget: 'Choose a budget, or “Not sure yet”',
  timeline: 'Choose a timeline',
} as const;

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
export type QuoteField = keyof QuoteFormInput;

export const EMPTY_QUOTE: QuoteFormInput = {
  projectType: '' as QuoteFormInput['projectType'],
  capacityBottles: '',
  location: '',
  budget: '' as QuoteFormInput['budget'],
  timeline: '' as QuoteFormInput['timeline'],
  message: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
};

export const QUOTE_STEPS = [
  { id: 'project', title: 'Your project', fields: ['projectType', 'capacityBottles', 'location'] },
  { id: 'budget', title: 'Budget and timing', fields: ['budget', 'timeline'] },
  { id: 'details', title: 'Details and plans', fields: ['message'] },
  { id: 'contact', title: 'How to reach you', fields: ['firstName', 'lastName', 'email', 'phone'] },
] as const satisfies readonly { id: string; title: string; fields: readonly QuoteField[] }[];

export type QuoteStepId = (typeof QUOTE_STEPS)[number]['id'];

/** The step that holds a field, so an error found at submit takes the visitor there. */
export function stepOf(field: QuoteField): number {
  const index = QUOTE_STEPS.findIndex((step) => (step.fields as readonly QuoteField[]).includes(field));
  return index === -1 ? 0 : index;
}

/** The contact-form shape the inquiry service stores. */
export function toContactForm(form: QuoteForm): ContactForm {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    projectType: form.projectType,
    budget: form.budget === NOT_SURE ? undefined : form.budget,
    timeline: form.timeline,
    message: form.message,
  };
}

