import { useCallback, useEffect, useRef, useState } from 'react';
import type { InquiryReceipt } from '@domain/inquiry/schema.ts';
import { clearDraft } from '@/lib/drafts.ts';
import { isReceipt, notifyInvalidInquiry, useInquirySubmission, type InquiryFormField } from '@/lib/inquiry-submission.ts';
import { NO_CONSULTATION, fullName, inquiryMessage, nextStep, type Consultation, type ConsultationRequest } from '@domain/voice/dialogue.ts';

export const REQUEST_DRAFT_KEY = 'winecellargpt:voice-agent-request';

export type RequestField = keyof ConsultationRequest;
export type RequestErrors = Partial<Record<RequestField, string>>;

/** The derived inquiry's fields shown under the request's own: its message is the details. */
const FIELD_OF: Record<InquiryFormField, RequestField> = { firstName: 'firstName', email: 'email', phone: 'phone', message: 'details' };

interface RequestDraft {
  idempotencyKey: string;
  request: ConsultationRequest;
}

/** A kept request, checked by hand (zod loads only on the first send). */
function readDraft(): RequestDraft | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(REQUEST_DRAFT_KEY) ?? 'null') as Partial<RequestDraft> | null;
    const request = parsed?.request as Record<string, unknown> | undefined;
    const fields: RequestField[] = ['firstName', 'lastName', 'email', 'phone', 'projectType', 'details'];
    if (typeof parsed?.idempotencyKey === 'string' && /^[0-9a-f-]{36}$/i.test(parsed.idempotencyKey) && request && fields.every((field) => typeof request[field] === 'string')) {
      return { idempotencyKey: parsed.idempotencyKey, request: request as unknown as ConsultationRequest };
    }
    clearDraft(REQUEST_DRAFT_KEY);
  } catch {
    // Corrupt or unavailable storage: no draft.
  }
  return null;
}

/**
 * The consultation request: what the dialogue filled in and the visitor
 * corrected on screen, its errors, and sending it through the shared
 * inquiry hook (one idempotency key, the spec's toasts, the draft kept when
 * sending fails) with the source 'voice-agent'.
 */
export function useConsultation() {
  const [consultation, setConsultation] = useState<Consultation>(NO_CONSULTATION);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [receipt, setReceipt] = useState<InquiryReceipt | null>(null);
  const [restored, setRestored] = useState(false);
  const [sending, setSending] = useState(false);
  const latest = useRef(consultation);
  latest.current = consultation;
  const update = useCallback((next: Consultation) => {
    latest.current = next;
    setConsultation(next);
  }, []);

  const setError = useCallback((field: InquiryFormField, message: string) => setErrors((previous) => ({ ...previous, [FIELD_OF[field]]: message })), []);
  const { submit, restore } = useInquirySubmission({ draftKey: REQUEST_DRAFT_KEY, setError });

  useEffect(() => {
    const draft = readDraft();
    if (!draft) return;
    restore(draft.idempotencyKey);
    const kept: Consultation = { step: 'review', request: draft.request, detailsAsked: true };
    setConsultation({ ...kept, step: nextStep(kept) });
    setRestored(true);
  }, [restore]);

  /** A correction typed on screen; a field the agent was about to ask for is then skipped. */
  const edit = useCallback((field: RequestField, value: string) => {
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setConsultation((previous) => {
      const updated: Consultation = { ...previous, request: { ...previous.request, [field]: value }, detailsAsked: previous.detailsAsked || field === 'details' };
      return { ...updated, step: previous.step === null ? null : nextStep(updated) };
    });
  }, []);

  /** Checks the request with the inquiry schema (the function uses the same) and sends it; true once stored. */
  const send = useCallback(async (): Promise<boolean> => {
    const { request } = latest.current;
    setSending(true);
    try {
      const { contactFormSchema, deriveInquiry, validateInquiry } = await import('@domain/inquiry/schema.ts');
      const form = { ...request, message: inquiryMessage(request) };
      const parsed = contactFormSchema.safeParse(form);
      if (!parsed.success) {
        // Missing fields and malformed ones are shown together, not in two rounds.
        const found: RequestErrors = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0];
          found[key === 'message' ? 'details' : (key as RequestField)] ??= issue.message;
        }
        const derived = validateInquiry({ name: fullName(request), email: request.email, phone: request.phone, message: form.message });
        for (const [field, message] of Object.entries(derived) as Array<[keyof typeof derived, string]>) {
          found[field === 'name' ? 'firstName' : field === 'message' ? 'details' : field] ??= message;
        }
        setErrors(found);
        notifyInvalidInquiry();
        return false;
      }
      setErrors({});
      const outcome = await submit({
        payload: { source: 'voice-agent', form: parsed.data },
        files: [],
        derived: deriveInquiry(parsed.data),
        draft: (idempotencyKey): RequestDraft => ({ idempotencyKey, request }),
      });
      if (!isReceipt(outcome)) return false;
      setReceipt(outcome);
      setRestored(false);
      setConsultation(NO_CONSULTATION);
      return true;
    } finally {
      setSending(false);
    }
  }, [submit]);

  const cancel = useCallback(() => {
    clearDraft(REQUEST_DRAFT_KEY);
    setConsultation(NO_CONSULTATION);
    setErrors({});
    setRestored(false);
  }, []);

  /** The request as of now, for a turn handled before React re-renders. */
  const current = useCallback(() => latest.current, []);

  return { consultation, current, setConsultation: update, errors, receipt, setReceipt, restored, sending, edit, send, cancel };
}

export type ConsultationState = ReturnType<typeof useConsultation>;
