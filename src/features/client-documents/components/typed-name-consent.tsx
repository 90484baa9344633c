import { useState, type FormEvent } from 'react';
import { Field, FieldError } from '@/components/forms/field.tsx';

interface TypedNameConsentProps {
  /** Prefix of the form's ids: `<id>-title`, `<id>-name`, `<id>-agree-error`. */
  id: string;
  title: string;
  intro: string;
  nameHint?: string;
  checkboxLabel: string;
  submitLabel: string;
  /** The messages for an empty name and an unticked box. */
  missing: { name: string; agree: string };
  pending: boolean;
  /** Called with the trimmed name once both are given; answers an error to show, or null. */
  onConsent: (name: string) => Promise<string | null>;
}

/**
 * A typed full name and a confirmation box: how a client accepts a proposal
 * or signs a contract through a mailed link. Checked here for a clear
 * message; the function checks the same again and records the rest.
 */
export function TypedNameConsent({ id, title, intro, nameHint, checkboxLabel, submitLabel, missing, pending, onConsent }: TypedNameConsentProps) {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agree?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    const found = { ...(typed.length < 2 ? { name: missing.name } : {}), ...(!agree ? { agree: missing.agree } : {}) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const failed = await onConsent(typed);
    if (failed) setErrors({ form: failed });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border border-gold-400/50 p-5">
      <h2 id={`${id}-title`} className="font-sans text-lg font-semibold text-cream-50">
        {title}
      </h2>
      <p className="text-sm text-cream-100">{intro}</p>
      <Field id={`${id}-name`} label="Your full name" required error={errors.name} hint={nameHint}>
        {(control) => <input {...control} type="text" autoComplete="name" maxLength={120} className="field-input" value={name} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <div>
        <label className="flex items-start gap-3 text-sm text-cream-100">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-gold-400"
            checked={agree}
            onChange={(event) => setAgree(event.target.checked)}
            aria-invalid={Boolean(errors.agree)}
            aria-describedby={errors.agree ? `${id}-agree-error` : undefined}
          />
          {checkboxLabel}
        </label>
        <FieldError id={`${id}-agree-error`} message={errors.agree} />
      </div>
      <FieldError alert message={errors.form} />
      <button type="submit" className="btn-gold justify-self-start" disabled={pending}>
        {pending ? 'Recording…' : submitLabel}
      </button>
    </form>
  );
}
