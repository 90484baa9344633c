/** The quote request's English strings, loaded with the form: SPEC's own labels, messages and toasts. */
import { INQUIRY_MESSAGES } from '@/lib/inquiry-submission.ts';
import { MESSAGES, PROJECT_TYPE_LABELS } from '@domain/inquiry/rules.ts';
import type { QuoteStrings } from './types.ts';

export const enQuote: QuoteStrings = {
  title: 'Request a free quote',
  intro: 'Write to us in your language: the request reaches our team marked with it.',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  projectType: 'Project Type',
  choose: 'Choose…',
  projectTypes: PROJECT_TYPE_LABELS,
  message: 'Your project',
  messageHint: 'The room, the collection, the timing: whatever helps.',
  submit: 'Send the request',
  sent: 'Request sent. We will answer within {hours} hours.',
  restored: 'We kept the details from your last attempt. Check them and send again; you will not be contacted twice.',
  required: 'Required',
  errors: MESSAGES,
  toasts: INQUIRY_MESSAGES,
};
