/**
 * One way to send a lead, for every form that sends one (the contact form,
 * the quote request, and later tools): check the derived inquiry (SPEC §3)
 * and show its errors under the fields that feed it, send it under one
 * idempotency key so a double click or a retry makes one inquiry, keep the
 * draft when sending fails, and say so with the spec's toasts.
 */
import { useCallback, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ContactInput, InquiryField, InquiryReceipt } from '@shared/inquiry/schema.ts';
import { clearDraft, saveDraft } from '@/lib/drafts.ts';
import { submitInquiry, type InquiryPayload } from '@/lib/inquiries.ts';
import { notify } from '@/lib/notify.ts';

/** SPEC §8: the toasts of every inquiry form. */
export const INQUIRY_MESSAGES = {
  invalidTitle: 'Please fix the errors below',
  invalidDescription: 'Check the form for validation errors.',
  failedTitle: 'Submission failed',
  failedDescription: 'Please try again later or contact us directly.',
  successTitle: 'Thank you for your inquiry!',
  successDescription: "We'll contact you within 24 hours to schedule your free consultation.",
  submitting: 'Sending Request...',
} as const;

export const notifyInvalidInquiry = () => void notify.error(INQUIRY_MESSAGES.invalidTitle, INQUIRY_MESSAGES.invalidDescription);

/** The form fields every inquiry form has; the derived inquiry's errors show under them. */
type InquiryFormFields = Record<'firstName' | 'email' | 'phone' | 'message', unknown>;

/** Which field shows each derived-inquiry error: the combined name's goes under First Name. */
const TARGETS = { name: 'firstName', email: 'email', phone: 'phone', message: 'message' } as const satisfies Record<InquiryField, keyof InquiryFormFields>;

interface SubmissionOptions<T extends FieldValues> {
  /** Local-storage key of this form's kept draft. */
  draftKey: string;
  setError: UseFormSetError<T>;
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

export interface Invalid<T extends FieldValues> {
  /** The first field with an error, so a multi-step form can go to its step. */
  firstField: FieldPath<T>;
}

export function useInquirySubmission<T extends FieldValues & InquiryFormFields>({ draftKey, setError }: SubmissionOptions<T>) {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);

  /** A kept draft's key: the retry is the same inquiry, never a second one. */
  const restore = useCallback((idempotencyKey: string) => {
    key.current = idempotencyKey;
  }, []);

  /** Sends once; the receipt on success, the invalid fields when the inquiry does not pass, null when sending failed. */
  const submit = useCallback(
    async ({ payload, files, derived, draft }: Submission): Promise<InquiryReceipt | Invalid<T> | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        const { validateInquiry } = await import('@shared/inquiry/schema.ts');
        const entries = Object.entries(validateInquiry(derived)) as Array<[InquiryField, string]>;
        const first = entries[0];
        if (first) {
          const target = (field: InquiryField) => TARGETS[field] as FieldPath<T>;
          for (const [field, message] of entries) setError(target(field), { type: 'inquiry', message }, { shouldFocus: true });
          notifyInvalidInquiry();
          return { firstField: target(first[0]) };
        }
        key.current ??= crypto.randomUUID();
        const idempotencyKey = key.current;
        try {
          const receipt = await submitInquiry({ ...payload, idempotencyKey } as InquiryPayload, files);
          clearDraft(draftKey);
          key.current = null;
          void notify.success(INQUIRY_MESSAGES.successTitle, INQUIRY_MESSAGES.successDescription);
          return receipt;
        } catch (error) {
          console.error(`[${payload.source}] submission failed`, error);
          saveDraft(draftKey, draft(idempotencyKey));
          void notify.error(INQUIRY_MESSAGES.failedTitle, INQUIRY_MESSAGES.failedDescription);
          return null;
        }
      } finally {
        inFlight.current = false;
      }
    },
    [draftKey, setError],
  );

  return { submit, restore };
}

export const isReceipt = <T extends FieldValues>(outcome: InquiryReceipt | Invalid<T> | null): outcome is InquiryReceipt =>
  outcome !== null && 'id' in outcome;
