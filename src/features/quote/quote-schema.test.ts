import { describe, expect, it } from 'vitest';
import { deriveInquiry, inquirySubmissionSchema } from '@domain/inquiry/schema.ts';
import { EMPTY_QUOTE, NOT_SURE, QUOTE_FIELD_MESSAGES, QUOTE_STEPS, stepOf, toContactForm, type QuoteFormInput } from './quote-form.ts';
import { quoteFormSchema } from './quote-schema.ts';

const filled: QuoteFormInput = {
  projectType: 'residential',
  capacityBottles: '1,200',
  location: 'Napa, CA',
  budget: NOT_SURE,
  timeline: '3-6months',
  message: 'Basement room, 12 × 10 ft, concrete walls.',
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.com',
  phone: '+1 (707) 555-0100',
};

describe('quote form', () => {
  it('asks each step for its own fields', () => {
    const result = quoteFormSchema.safeParse(EMPTY_QUOTE);
    expect(result.success).toBe(false);
    const paths = new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
    for (const step of QUOTE_STEPS) for (const field of step.fields.filter((f) => f !== 'capacityBottles')) expect(paths).toContain(field);
    expect(paths).not.toContain('capacityBottles');
    expect(stepOf('email')).toBe(3);
    expect(stepOf('timeline')).toBe(1);
  });

  it('explains what is missing in words', () => {
    const result = quoteFormSchema.safeParse({ ...filled, projectType: '', budget: '', timeline: 'someday', location: ' ', capacityBottles: 'lots' });
    const messages = result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toMatchObject({
      projectType: QUOTE_FIELD_MESSAGES.projectType,
      budget: QUOTE_FIELD_MESSAGES.budget,
      timeline: QUOTE_FIELD_MESSAGES.timeline,
      location: QUOTE_FIELD_MESSAGES.location,
      capacityBottles: QUOTE_FIELD_MESSAGES.capacity,
    });
  });

  it('says the same when a radio group is left untouched (the form reports null)', () => {
    const result = quoteFormSchema.safeParse({ ...filled, budget: null, timeline: null });
    const messages = result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ budget: QUOTE_FIELD_MESSAGES.budget, timeline: QUOTE_FIELD_MESSAGES.timeline });
  });

  it('turns a complete form into a submission the inquiry service accepts', () => {
    const form = quoteFormSchema.parse(filled);
    expect(form.capacityBottles).toBe(1200);
    const contact = toContactForm(form);
    expect(contact.budget).toBeUndefined();
    const submission = inquirySubmissionSchema.safeParse({
      idempotencyKey: crypto.randomUUID(),
      source: 'quote',
      form: contact,
      location: form.location,
      capacityBottles: form.capacityBottles,
      calculation: { kind: 'cost', title: 'Cost estimate', summary: 'Estimated $62K–$99K', inputs: { b: '1200' }, link: '/calculators/cost?b=1200' },
    });
    expect(submission.success).toBe(true);
    const message = deriveInquiry(contact, { location: form.location, capacityBottles: form.capacityBottles, calculationSummary: 'Estimated $62K–$99K' }).message;
    expect(message).toContain('Location: Napa, CA');
    expect(message).toContain('Capacity: 1,200 bottles');
    expect(message).toContain('Attached calculation: Estimated $62K–$99K');
  });
});
