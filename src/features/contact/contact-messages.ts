/** SPEC §8 strings for the contact form, asserted by tests. */
export const CONTACT_MESSAGES = {
  invalidTitle: 'Please fix the errors below',
  invalidDescription: 'Check the form for validation errors.',
  failedTitle: 'Submission failed',
  failedDescription: 'Please try again later or contact us directly.',
  successTitle: 'Thank you for your inquiry!',
  successDescription: "We'll contact you within 24 hours to schedule your free consultation.",
  submit: 'Get My Free Quote',
  submitting: 'Sending Request...',
} as const;

export const CONTACT_DRAFT_KEY = 'winecellargpt:contact-draft';
