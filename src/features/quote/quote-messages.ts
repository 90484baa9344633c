import { business } from '@domain/business.ts';
import { INQUIRY_MESSAGES } from '@/lib/inquiry-submission.ts';

/** The quote request's fixed strings: the spec's offer and toasts, asserted by tests. */
export const QUOTE_MESSAGES = {
  ...INQUIRY_MESSAGES,
  offer: business.offer.quoteCta,
  response: `We respond within ${business.offer.responseHours} hours.`,
  submit: 'Send my quote request',
} as const;

export const QUOTE_DRAFT_KEY = 'winecellargpt:quote-draft';
