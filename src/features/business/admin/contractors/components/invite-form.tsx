import { useState, type ChangeEvent, type FormEvent } from 'react';
import { slugify } from '@domain/contractors/rules.ts';
import { inviteSchema, type Invite, type InviteInput } from '@domain/contractors/schema.ts';
import { Field } from '@/components/forms/field.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
import { useFormState, type FormErrors } from '@/components/forms/use-form-state.ts';
import { FunctionError } from '@/lib/errors.ts';
import { notify } from '@/lib/notify.ts';
import { useInvite } from '../api/contractors.ts';

const EMPTY: InviteInput = { email: '', company: '', slug: '' };
const FIELDS = ['email', 'company', 'slug'] as const;

/** Invite a firm by email: it gets a sign-in link, the contractor role and a profile waiting for review. */
export function InviteForm() {
  const invite = useInvite();
  const { setValues, errors, setErrors, set, text, check } = useFormState<InviteInput>(EMPTY);
  // The profile address follows the company's name until the admin writes one of their own.
  const [ownSlug, setOwnSlug] = useState(false);
  const typed = (name: 'company' | 'slug', then: (value: string) => void) => ({
    ...text(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(name, event.target.value);
      then(event.target.value);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked: Invite | null = check(event.currentTarget, inviteSchema, FIELDS);
    if (!checked) return;
    void invite.mutateAsync(checked).then(
      (receipt) => {
        setValues(EMPTY);
        setOwnSlug(false);
        void notify.success('Invitation sent', receipt.existingAccount ? `${checked.email} already had an account and got a sign-in link.` : `${checked.email} got a sign-in link.`);
      },
      (error: Error) => {
        // The server's field issues go under their fields; what was typed stays.
        if (error instanceof FunctionError) {
          const found: FormErrors<(typeof FIELDS)[number]> = {};
          for (const issue of error.issues) if ((FIELDS as readonly string[]).includes(issue.path)) found[issue.path as (typeof FIELDS)[number]] ??= issue.message;
          if (Object.keys(found).length > 0) setErrors(found);
        }
        void notify.error('Could not send the invitation', error.message);
      },
    );
  };

  return (
    <form noValidate aria-labelledby="invite-title" className="card grid gap-4 p-6" onSubmit={submit}>
      <h2 id="invite-title" className="text-2xl text-cream-50">
        Invite a contractor
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Field id="invite-email" label="Email" required mark error={errors.email}>
          {(control) => <input {...control} type="email" autoComplete="off" className="field-input" {...text('email')} />}
        </Field>
        <Field id="invite-company" label="Company" required mark error={errors.company}>
          {(control) => <input {...control} className="field-input" {...typed('company', (value) => ownSlug || set('slug', slugify(value)))} />}
        </Field>
        <Field id="invite-slug" label="Profile address" hint="winecellargpt.com/contractors/…" required mark error={errors.slug}>
          {(control) => <input {...control} className="field-input" {...typed('slug', (value) => setOwnSlug(value !== ''))} />}
        </Field>
      </div>
      <SubmitRow className="btn-gold px-6" label="Send invitation" busyLabel="Sending..." busy={invite.isPending} />
    </form>
  );
}
