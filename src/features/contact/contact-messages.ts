import { INQUIRY_MESSAGES } from '@/lib/inquiry-submission.ts';

/** docs/product-spec.md §8 strings for the contact form, asserted by tests. */
export const CONTACT_MESSAGES = {
  ...INQUIRY_MESSAGES,
  submit: 'Get My Free Quote',
} as const;

export const CONTACT_DRAFT_KEY = 'winecellargpt:contact-draft';
