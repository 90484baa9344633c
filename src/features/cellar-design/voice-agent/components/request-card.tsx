import { useEffect, useRef } from 'react';
import { CheckCircle2, Send, X } from 'lucide-react';
import { ContactFields } from '@/components/forms/contact-fields.tsx';
import { Field } from '@/components/forms/field.tsx';
import { OptionList } from '@/components/forms/option-list.tsx';
import { INQUIRY_MESSAGES } from '@/lib/inquiry-submission.ts';
import { PROJECT_TYPES, PROJECT_TYPE_LABELS } from '@domain/inquiry/choices.ts';
import { DETAILS_MAX, type Step } from '@domain/voice/dialogue.ts';
import type { ConsultationState } from '../hooks/use-consultation.ts';

/** What the agent is asking for now, in the card's words. */
const ASKING: Partial<Record<Step, string>> = {
  name: 'your first and last name',
  'last-name': 'your last name',
  email: 'your email',
  phone: 'your phone number',
  project: 'the project type',
  details: 'anything the team should know',
  review: 'your go-ahead to send it',
};

interface RequestCardProps {
  state: ConsultationState;
  /** Sends the request from the button (the agent says how it went). */
  onSend: () => void;
}

/**
 * The consultation request as the agent heard it: every detail on screen,
 * editable, the one being asked marked, errors under their fields, sent with
 * the button or by saying "yes" at the review.
 */
export function RequestCard({ state, onSend }: RequestCardProps) {
  const { consultation, errors, receipt, restored, sending, edit, cancel } = state;
  const firstError = useRef<HTMLDivElement>(null);
  const errorCount = Object.values(errors).filter(Boolean).length;

  useEffect(() => {
    if (errorCount > 0) firstError.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorCount]);

  if (consultation.step === null) {
    if (!receipt) return null;
    return (
      <section aria-labelledby="request-title" className="card p-5 sm:p-7" data-testid="request-sent">
        <h2 id="request-title" className="flex items-center gap-2 font-sans text-lg font-semibold text-cream-50">
          <CheckCircle2 className="size-5 text-emerald-300" aria-hidden="true" />
          Consultation request sent
        </h2>
        <p className="mt-2 text-sm text-mist-300">
          We’ll contact you within 24 hours to schedule your free consultation. Your reference: <span className="font-mono text-cream-100">{receipt.id.slice(0, 8)}</span>
        </p>
      </section>
    );
  }

  const { request, step } = consultation;
  const asking = step ? ASKING[step] : undefined;
  return (
    <section aria-labelledby="request-title" className="card p-5 sm:p-7" data-testid="request-card">
      <h2 id="request-title" className="font-sans text-lg font-semibold text-cream-50">
        Your consultation request
      </h2>
      <p className="mt-1 text-sm text-mist-300">
        {restored
          ? 'Your request from before was not sent; it is back here. Check it and press Send request.'
          : 'What the agent heard, detail by detail. Fix anything here by typing; say “yes” at the end, or press Send request.'}
      </p>
      {asking ? (
        <p className="mt-3 text-sm text-gold-200" data-testid="request-asking">
          The agent is asking for {asking}.
        </p>
      ) : null}
      <form
        className="mt-5 grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <div ref={firstError} className="contents">
          <div className="sm:col-span-2">
            <ContactFields
              idPrefix="request"
              errors={errors}
              bind={(name) => ({ name, value: request[name], onChange: (event) => edit(name, event.target.value) })}
            />
          </div>
          <Field id="request-project-type" label="Project Type" required mark error={errors.projectType}>
            {(control) => (
              <select {...control} value={request.projectType} onChange={(event) => edit('projectType', event.target.value)} className="field-input">
                <OptionList values={PROJECT_TYPES} labels={PROJECT_TYPE_LABELS} empty="Choose…" />
              </select>
            )}
          </Field>
          <Field
            id="request-details"
            label="Anything the team should know (optional)"
            className="sm:col-span-2"
            error={errors.details}
          >
            {(control) => (
              <textarea {...control} rows={3} maxLength={DETAILS_MAX} value={request.details} onChange={(event) => edit('details', event.target.value)} className="field-input resize-y" />
            )}
          </Field>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" className="btn-gold" disabled={sending}>
            <Send className="size-4" aria-hidden="true" />
            {sending ? INQUIRY_MESSAGES.submitting : 'Send request'}
          </button>
          <button type="button" className="btn-ghost" onClick={cancel} disabled={sending}>
            <X className="size-4" aria-hidden="true" />
            Cancel request
          </button>
        </div>
      </form>
    </section>
  );
}
