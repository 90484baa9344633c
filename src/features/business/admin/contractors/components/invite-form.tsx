import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { slugify } from '@domain/contractors/rules.ts';
import { inviteSchema, type Invite, type InviteInput } from '@domain/contractors/schema.ts';
import { Field } from '@/components/forms/field.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
import { FunctionError } from '@/lib/functions.ts';
import { notify } from '@/lib/notify.ts';
import { useInvite } from '../api/contractors.ts';

const EMPTY: InviteInput = { email: '', company: '', slug: '' };

/** Invite a firm by email: it gets a sign-in link, the contractor role and a profile waiting for review. */
export function InviteForm() {
  const invite = useInvite();
  const form = useForm<InviteInput, unknown, Invite>({ resolver: zodResolver(inviteSchema), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const onValid = (values: Invite) =>
    invite.mutateAsync(values).then(
      (receipt) => {
        form.reset(EMPTY);
        void notify.success(
          'Invitation sent',
          receipt.existingAccount ? `${values.email} already had an account and got a sign-in link.` : `${values.email} got a sign-in link.`,
        );
      },
      (error: Error) => {
        // The server's field issues go under their fields; what was typed stays.
        if (error instanceof FunctionError && error.issues.length > 0) {
          for (const issue of error.issues) {
            if (issue.path === 'email' || issue.path === 'company' || issue.path === 'slug') form.setError(issue.path, { message: issue.message });
          }
        }
        void notify.error('Could not send the invitation', error.message);
      },
    );
  return (
    <form noValidate aria-labelledby="invite-title" className="card grid gap-4 p-6" onSubmit={form.handleSubmit(onValid)}>
      <h2 id="invite-title" className="text-2xl text-cream-50">
        Invite a contractor
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Field id="invite-email" label="Email" required mark error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="off" className="field-input" {...form.register('email')} />}
        </Field>
        <Field id="invite-company" label="Company" required mark error={errors.company?.message}>
          {(control) => (
            <input
              {...control}
              className="field-input"
              {...form.register('company', {
                onChange: (event: { target: { value: string } }) => {
                  if (!form.getFieldState('slug').isDirty) form.setValue('slug', slugify(event.target.value));
                },
              })}
            />
          )}
        </Field>
        <Field id="invite-slug" label="Profile address" hint="winecellargpt.com/contractors/…" required mark error={errors.slug?.message}>
          {(control) => <input {...control} className="field-input" {...form.register('slug')} />}
        </Field>
      </div>
      <SubmitRow className="btn-gold px-6" label="Send invitation" busyLabel="Sending..." busy={invite.isPending} />
    </form>
  );
}
