import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/forms/field.tsx';
import { notify } from '@/lib/notify.ts';
import { noteSchema, type NoteInput } from '../api/lead.ts';
import { NOTE_MAX } from '../lib/pipeline.ts';

interface NoteFormProps {
  id?: string;
  add: { mutateAsync: (note: NoteInput) => Promise<void>; isPending: boolean };
  /** Who will read the note. */
  hint?: string;
}

/** A note on a lead; the admin's panel and the contractor portal share it. */
export function NoteForm({ id = 'lead-note', add, hint }: NoteFormProps) {
  const form = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) =>
        add.mutateAsync(values).then(
          () => {
            form.reset({ body: '' });
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
      <div>
        <button type="submit" className="btn-outline px-5 text-sm" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add note'}
        </button>
      </div>
    </form>
  );
}
