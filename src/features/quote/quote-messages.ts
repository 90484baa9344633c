import { business } from '@/config/business.ts';

/** The quote request's fixed strings: the spec's offer and toasts, asserted by tests. */
export const QUOTE_MESSAGES = {
  offer: business.offer.quoteCta,
  response: `We respond within ${business.offer.responseHours} hours.`,
  invalidTitle: 'Please fix the errors below',
  invalidDescription: 'Check the form for validation errors.',
  failedTitle: 'Submission failed',
  failedDescription: 'Please try again later or contact us directly.',
  successTitle: 'Thank you for your inquiry!',
  successDescription: "We'll contact you within 24 hours to schedule your free consultation.",
  submit: 'Send my quote request',
  submitting: 'Sending Request...',
} as const;

export const QUOTE_DRAFT_KEY = 'winecellargpt:quote-draft';
