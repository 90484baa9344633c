import type { FormEvent } from 'react';
import { Field } from '@/components/forms/field.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
import { useFormState } from '@/components/forms/use-form-state.ts';
import { notify } from '@/lib/notify.ts';
import { noteSchema, type NoteInput } from '../api/lead.ts';
import { NOTE_MAX } from '../lib/pipeline.ts';

interface NoteFormProps {
  id?: string;
  add: { mutateAsync: (note: NoteInput) => Promise<void>; isPending: boolean };
  /** Who will read the note. */
  hint?: string;
  /** The firm the lead is assigned to: the admin may share the note with it. */
  shareWith?: string | null | undefined;
}

type Values = { body: string; shared: '' | 'yes' };
const EMPTY: Values = { body: '', shared: '' };

/** A note on a lead; the admin's panel and the contractor portal share it. */
export function NoteForm({ id = 'lead-note', add, hint, shareWith }: NoteFormProps) {
  const { values, setValues, errors, set, text, check } = useFormState<Values>(EMPTY);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = check(event.currentTarget, noteSchema, ['body'], { body: values.body, shared: values.shared === 'yes' });
    if (!note) return;
    void add.mutateAsync(note).then(
      () => {
        // Text typed while this note was being saved is the next note: keep it.
        setValues((current) => (current.body.trim() === note.body ? EMPTY : current));
        void notify.success('Note added');
      },
      // What was typed stays in the box.
      (error: Error) => void notify.error('Could not add the note', error.message),
    );
  };

  return (
    <form noValidate className="grid gap-3" onSubmit={submit}>
      <Field id={id} label="Add a note" hint={hint} error={errors.body}>
        {(control) => <textarea {...control} rows={3} maxLength={NOTE_MAX} className="field-input" {...text('body')} />}
      </Field>
      {shareWith ? (
        <label className="flex items-center gap-2 text-sm text-cream-100">
          <input type="checkbox" name="shared" checked={values.shared === 'yes'} onChange={(event) => set('shared', event.target.checked ? 'yes' : '')} />
          Share with {shareWith} (they see this note in their portal)
        </label>
      ) : null}
      <SubmitRow className="btn-outline px-5 text-sm" label="Add note" busyLabel="Adding..." busy={add.isPending} />
    </form>
  );
}
