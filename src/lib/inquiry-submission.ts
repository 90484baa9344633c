/**
 * One way to send a lead, for every form that sends one (the contact form,
 * the quote request, and later tools): check the derived inquiry (docs/product-spec.md §3)
 * and show its errors under the fields that feed it, send it under one
 * idempotency key so a double click or a retry makes one inquiry, keep the
 * draft when sending fails, and say so with the spec's toasts.
 */
import { useCallback, useRef } from 'react';
import type { ContactInput, InquiryField, InquiryReceipt } from '@domain/inquiry/schema.ts';
import { clearDraft, saveDraft } from '@/lib/drafts.ts';
import { messageFor } from '@/lib/errors.ts';
import { submitInquiry, type InquiryPayload } from '@/lib/inquiries.ts';
import { notify } from '@/lib/notify.ts';

/** docs/product-spec.md §8: the toasts of every inquiry form. */
export const INQUIRY_MESSAGES = {
  invalidTitle: 'Please fix the errors below',
  invalidDescription: 'Check the form for validation errors.',
  failedTitle: 'Submission failed',
  failedDescription: 'Please try again later or contact us directly.',
  // Not the spec's: a rate-limited send says why, so the visitor knows waiting will work.
  rateLimitedDescription: 'Too many requests came from your connection in a short time. Your message is kept here: send it again in a few minutes, or call us.',
  successTitle: 'Thank you for your inquiry!',
  successDescription: "We'll contact you within 24 hours to schedule your free consultation.",
  submitting: 'Sending Request...',
} as const;

export const notifyInvalidInquiry = (messages: InquiryMessages = INQUIRY_MESSAGES) =>
  void notify.error(messages.invalidTitle, messages.invalidDescription);

/** The form fields every inquiry form has; the derived inquiry's errors show under them. */
export type InquiryFormField = 'firstName' | 'email' | 'phone' | 'message';

/** Which field shows each derived-inquiry error: the combined name's goes under First Name. */
const TARGETS = { name: 'firstName', email: 'email', phone: 'phone', message: 'message' } as const satisfies Record<InquiryField, InquiryFormField>;

export type InquiryMessages = { readonly [K in keyof typeof INQUIRY_MESSAGES]: string };

interface SubmissionOptions {
  /** Local-storage key of this form's kept draft. */
  draftKey: string;
  /** Shows an error under a field, whatever holds the form's state; the first one shown takes the focus. */
  setError: (field: InquiryFormField, message: string) => void;
  /** The toasts in another language; docs/product-spec.md §8's English by default. */
  messages?: InquiryMessages;
  /**
   * SPEC §8's success toast. A form that replaces itself with a confirmation
   * saying the same (the quote request) turns it off: the toast would only
   * repeat the page over it.
   */
  successToast?: boolean;
}

interface Submission {
  /** What the function stores, without the idempotency key (the hook owns it). */
  payload: Omit<InquiryPayload, 'idempotencyKey'>;
  files: readonly File[];
  /** The inquiry as the business reads it, checked before anything is sent. */
  derived: ContactInput;
  /** What to keep if sending fails, given the key it must be retried with. */
  draft: (idempotencyKey: string) => unknown;
}

export interface Invalid {
  /** The first field with an error, so a multi-step form can go to its step. */
  firstField: InquiryFormField;
}

export function useInquirySubmission({ draftKey, setError, messages = INQUIRY_MESSAGES, successToast = true }: SubmissionOptions) {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);

  /** A kept draft's key: the retry is the same inquiry, never a second one. */
  const restore = useCallback((idempotencyKey: string) => {
    key.current = idempotencyKey;
  }, []);

  /** Sends once; the receipt on success, the invalid fields when the inquiry does not pass, null when sending failed. */
  const submit = useCallback(
    async ({ payload, files, derived, draft }: Submission): Promise<InquiryReceipt | Invalid | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        const { validateInquiry } = await import('@domain/inquiry/schema.ts');
        const entries = Object.entries(validateInquiry(derived)) as Array<[InquiryField, string]>;
        const first = entries[0];
        if (first) {
          for (const [field, message] of entries) setError(TARGETS[field], message);
          notifyInvalidInquiry(messages);
          return { firstField: TARGETS[first[0]] };
        }
        key.current ??= crypto.randomUUID();
        const idempotencyKey = key.current;
        try {
          const receipt = await submitInquiry({ ...payload, idempotencyKey } as InquiryPayload, files);
          clearDraft(draftKey);
          key.current = null;
          if (successToast) void notify.success(messages.successTitle, messages.successDescription);
          return receipt;
        } catch (error) {
          console.error(`[${payload.source}] submission failed`, error);
          saveDraft(draftKey, draft(idempotencyKey));
          void notify.error(messages.failedTitle, messageFor(error, messages.failedDescription, { rate_limited: messages.rateLimitedDescription }));
          return null;
        }
      } finally {
        inFlight.current = false;
      }
    },
    [draftKey, setError, messages, successToast],
  );

  return { submit, restore };
}

export const isReceipt = (outcome: InquiryReceipt | Invalid | null): outcome is InquiryReceipt =>
  outcome !== null && 'id' in outcome;
