import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/forms/field.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
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

/** A note on a lead; the admin's panel and the contractor portal share it. */
export function NoteForm({ id = 'lead-note', add, hint, shareWith }: NoteFormProps) {
  const form = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { body: '', shared: false } });
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) =>
        add.mutateAsync(values).then(
          () => {
            // Text typed while this note was being saved is the next note: keep it.
            if (form.getValues('body').trim() === values.body) form.reset({ body: '', shared: false });
            void notify.success('Note added');
          },
          // What was typed stays in the box.
          (error: Error) => void notify.error('Could not add the note', error.message),
        ),
      )}
    >
      <Field id={id} label="Add a note" hint={hint} error={form.formState.errors.body?.message}>
        {(control) => <textarea {...control} rows={3} maxLength={NOTE_MAX} className="field-input" {...form.register('body')} />}
      </Field>
      {shareWith ? (
        <label className="flex items-center gap-2 text-sm text-cream-100">
          <input type="checkbox" {...form.register('shared')} />
          Share with {shareWith} (they see this note in their portal)
        </label>
      ) : null}
      <SubmitRow className="btn-outline px-5 text-sm" label="Add note" busyLabel="Adding..." busy={add.isPending} />
    </form>
  );
}
