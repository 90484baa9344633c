/**
 * The quote request's fields and steps, with no validation library: the page
 * renders and moves between steps with these, and loads the schema
 * (quote-schema.ts) when it first checks a step.
 */
import { LIMITS } from '@domain/inquiry/rules.ts';
import type { ContactForm } from '@domain/inquiry/schema.ts';
import type { QuoteForm, QuoteFormInput } from './quote-schema.ts';

export type { QuoteForm, QuoteFormInput } from './quote-schema.ts';
export type QuoteField = keyof QuoteFormInput;

export const NOT_SURE = 'unsure' as const;

export const QUOTE_FIELD_MESSAGES = {
  projectType: 'Choose the kind of project',
  location: 'Tell us where the cellar will be',
  locationTooLong: `Keep the location under ${LIMITS.locationMax} characters`,
  capacity: 'Bottles must be a whole number from 1 to 1,000,000',
  budget: 'Choose a budget, or “Not sure yet”',
  timeline: 'Choose a timeline',
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  email: 'Enter your email address',
  phone: 'Enter a phone number we can call',
  message: 'Tell us a little about the project',
} as const;

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

