import { useEffect, useRef } from 'react';
import { CheckCircle2, Send, X } from 'lucide-react';
import { Field } from '@/components/forms/field.tsx';
import { INQUIRY_MESSAGES } from '@/lib/inquiry-submission.ts';
import { PROJECT_TYPES, PROJECT_TYPE_LABELS } from '@shared/inquiry/choices.ts';
import { DETAILS_MAX, type Step } from '../engine/dialogue.ts';
import type { ConsultationState, RequestField } from '../hooks/use-consultation.ts';

const FIELDS: Array<{ field: Exclude<RequestField, 'projectType' | 'details'>; label: string; type: string; autoComplete: string; step: Step }> = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', step: 'name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', step: 'last-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', step: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', step: 'phone' },
];

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
  const asking = (fieldStep: Step) => step === fieldStep;
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
      <form
        className="mt-5 grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <div ref={firstError} className="contents">
          {FIELDS.map(({ field, label, type, autoComplete, step: fieldStep }) => (
            <Field key={field} id={`request-${field}`} label={label} required error={errors[field]} hint={asking(fieldStep) ? 'The agent is asking for this now' : undefined}>
              {(control) => (
                <input
                  {...control}
                  type={type}
                  autoComplete={autoComplete}
                  value={request[field]}
                  onChange={(event) => edit(field, event.target.value)}
                  className={`field-input ${asking(fieldStep) ? 'border-gold-400' : ''}`}
                />
              )}
            </Field>
          ))}
          <Field id="request-projectType" label="Project type" required error={errors.projectType} hint={asking('project') ? 'The agent is asking for this now' : undefined}>
            {(control) => (
              <select {...control} value={request.projectType} onChange={(event) => edit('projectType', event.target.value)} className="field-input">
                <option value="">Choose…</option>
                {PROJECT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PROJECT_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="request-details"
            label="Anything the team should know (optional)"
            className="sm:col-span-2"
            error={errors.details}
            hint={asking('details') ? 'The agent is asking for this now' : undefined}
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
