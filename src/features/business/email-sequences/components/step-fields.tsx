import { Trash2 } from 'lucide-react';
import { Field } from '@/components/forms/field.tsx';
import { SEQUENCE_LIMITS } from '@domain/sequences/schema.ts';
import type { StepDraft } from '../draft.ts';

interface StepFieldsProps {
  index: number;
  step: StepDraft;
  errors: Readonly<Partial<Record<string, string>>>;
  onChange: (step: StepDraft) => void;
  onRemove: (() => void) | null;
}

/** One email of the sequence: when it goes, its subject and its text. */
export function StepFields({ index, step, errors, onChange, onRemove }: StepFieldsProps) {
  const id = (field: string) => `step-${step.key}-${field}`;
  const error = (field: string) => errors[`steps.${index}.${field}`];
  return (
    <fieldset className="grid gap-3 rounded-lg border border-cellar-600 p-4" data-testid="sequence-step">
      <legend className="px-1 font-sans text-sm font-semibold text-cream-50">Email {index + 1}</legend>
      <Field
        id={id('delay')}
        label={index === 0 ? 'Days after enrolment' : `Days after email ${index}`}
        hint={index === 0 ? '0 sends it at the scheduler’s next run.' : undefined}
        error={error('delayDays')}
        className="max-w-48"
      >
        {(control) => (
          <input {...control} name={`steps.${index}.delayDays`} type="number" inputMode="numeric" min={0} max={SEQUENCE_LIMITS.delayDaysMax} step={1} className="field-input" value={step.delayDays} onChange={(event) => onChange({ ...step, delayDays: event.target.value })} />
        )}
      </Field>
      <Field id={id('subject')} label="Subject" error={error('subject')}>
        {(control) => <input {...control} name={`steps.${index}.subject`} type="text" maxLength={SEQUENCE_LIMITS.subjectMax} className="field-input" value={step.subject} onChange={(event) => onChange({ ...step, subject: event.target.value })} />}
      </Field>
      <Field id={id('body')} label="Email text" error={error('body')}>
        {(control) => <textarea {...control} name={`steps.${index}.body`} rows={7} maxLength={SEQUENCE_LIMITS.bodyMax} className="field-input" value={step.body} onChange={(event) => onChange({ ...step, body: event.target.value })} />}
      </Field>
      {onRemove ? (
        <div>
          <button type="button" className="btn-outline px-4 text-sm" onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove email {index + 1}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
