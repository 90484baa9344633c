import { useRef } from 'react';
import { Plus } from 'lucide-react';
import { Field } from '@/components/forms/field.tsx';
import { OptionList } from '@/components/forms/option-list.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
import { useFormState } from '@/components/forms/use-form-state.ts';
import { SOURCE_LABELS, STATUS_LABELS, STATUSES } from '@/features/business/admin/index.ts';
import { notify } from '@/lib/notify.ts';
import { INQUIRY_SOURCES } from '@domain/inquiry/choices.ts';
import { SEQUENCE_LIMITS, sequenceSchema } from '@domain/sequences/schema.ts';
import { VARIABLES, VARIABLE_NAMES } from '@domain/sequences/template.ts';
import { useSaveSequence, type SavedSequence } from '../api/sequences.ts';
import { candidateOf, emptyStep, type SequenceDraft } from '../draft.ts';
import { StepFields } from './step-fields.tsx';

const schema = sequenceSchema(STATUSES);

interface SequenceEditorProps {
  id: string | null;
  draft: SequenceDraft;
  onDraft: (draft: SequenceDraft) => void;
  onSaved: (saved: SavedSequence) => void;
}

/** The fields in reading order, named as the schema's error paths name them, so a refusal focuses the first. */
const fieldOrder = (draft: SequenceDraft) => ['name', 'triggerStatus', 'triggerSource', ...draft.steps.flatMap((_, index) => ['delayDays', 'subject', 'body'].map((field) => `steps.${index}.${field}`))];

/**
 * Writes a sequence: its trigger, its emails, and the switch that is the
 * admin's approval to send. The draft (a list of emails and a switch, not a
 * record of texts) is held by the page, which previews it beside the form;
 * its errors and the check are the site's one form mechanism
 * (`useFormState`'s `check` over the draft as the schema reads it).
 */
export function SequenceEditor({ id, draft, onDraft, onSaved }: SequenceEditorProps) {
  const { errors, check } = useFormState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveSequence();
  const set = (values: Partial<SequenceDraft>) => onDraft({ ...draft, ...values });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = check(formRef.current, schema, fieldOrder(draft), candidateOf(draft));
    if (!parsed) {
      void notify.error('The sequence was not saved', 'Check the fields marked below.');
      return;
    }
    save.mutateAsync({ id, input: parsed }).then(
      (saved) => {
        void notify.success(saved.is_active ? 'Sequence saved and switched on' : 'Sequence saved (switched off)');
        onSaved(saved);
      },
      // What was typed stays in the form.
      (error: Error) => void notify.error('The sequence was not saved', error.message),
    );
  };

  const status = STATUS_LABELS[draft.triggerStatus as keyof typeof STATUS_LABELS] ?? draft.triggerStatus;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="card grid gap-5 p-5 sm:p-7" aria-labelledby="editor-title">
      <h2 id="editor-title" className="font-sans text-xl font-semibold text-cream-50">
        {id ? 'Edit the sequence' : 'New sequence'}
      </h2>
      <Field id="sequence-name" label="Name" required error={errors.name}>
        {(control) => <input {...control} name="name" type="text" maxLength={SEQUENCE_LIMITS.nameMax} className="field-input" value={draft.name} onChange={(event) => set({ name: event.target.value })} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="sequence-status" label="Starts when a lead’s status is" error={errors.triggerStatus}>
          {(control) => (
            <select {...control} name="triggerStatus" className="field-input" value={draft.triggerStatus} onChange={(event) => set({ triggerStatus: event.target.value })}>
              <OptionList values={STATUSES} labels={STATUS_LABELS} />
            </select>
          )}
        </Field>
        <Field id="sequence-source" label="For leads from" error={errors.triggerSource}>
          {(control) => (
            <select {...control} name="triggerSource" className="field-input" value={draft.triggerSource} onChange={(event) => set({ triggerSource: event.target.value })}>
              <option value="">Every source</option>
              {INQUIRY_SOURCES.map((value) => (
                <option key={value} value={value}>
                  {SOURCE_LABELS[value] ?? value}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <details className="rounded-lg border border-cellar-600 p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-cream-50">Variables you can use in a subject or text</summary>
        <dl className="mt-3 grid gap-2 sm:grid-cols-2">
          {VARIABLE_NAMES.map((name) => (
            <div key={name}>
              <dt>
                <code className="text-gold-300">{`{{${name}}}`}</code>
              </dt>
              <dd className="text-mist-300">
                {VARIABLES[name].about}; without it: “{VARIABLES[name].fallback}”
              </dd>
            </div>
          ))}
        </dl>
      </details>

      <div className="grid gap-4">
        {draft.steps.map((step, index) => (
          <StepFields
            key={step.key}
            index={index}
            step={step}
            errors={errors}
            onChange={(changed) => set({ steps: draft.steps.map((s) => (s.key === step.key ? changed : s)) })}
            onRemove={draft.steps.length > 1 ? () => set({ steps: draft.steps.filter((s) => s.key !== step.key) }) : null}
          />
        ))}
        {errors.steps ? <p className="field-error">{errors.steps}</p> : null}
        {draft.steps.length < SEQUENCE_LIMITS.stepsMax ? (
          <div>
            <button type="button" className="btn-outline px-4 text-sm" onClick={() => set({ steps: [...draft.steps, emptyStep()] })}>
              <Plus className="size-4" aria-hidden="true" />
              Add an email
            </button>
          </div>
        ) : null}
      </div>

      <div className="grid gap-1.5 rounded-lg border border-gold-400/40 p-4">
        <label className="flex items-start gap-3 font-semibold text-cream-50">
          <input type="checkbox" className="mt-1" checked={draft.isActive} onChange={(event) => set({ isActive: event.target.checked })} aria-describedby="sequence-switch-hint" />
          Switched on: send these emails
        </label>
        <p id="sequence-switch-hint" className="text-sm text-mist-300">
          Switching on is your approval: from then on every lead that becomes “{status}”
          {draft.triggerSource ? ` from ${(SOURCE_LABELS[draft.triggerSource] ?? draft.triggerSource).toLowerCase()}` : ''} is enrolled, and each enrolled lead is emailed on schedule until it
          replies, changes status or unsubscribes. Switched off, nothing is sent and nobody is enrolled automatically.
        </p>
      </div>

      <SubmitRow className="btn-gold" label="Save the sequence" busyLabel="Saving…" busy={save.isPending} />
    </form>
  );
}
