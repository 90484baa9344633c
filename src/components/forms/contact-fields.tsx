import type { ChangeEvent } from 'react';
import { Field } from './field.tsx';

export type ContactFieldName = 'firstName' | 'lastName' | 'email' | 'phone';

type Binding = { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };

/** docs/product-spec.md §3's labels; a form in another language passes its own. */
const LABELS: Record<ContactFieldName, string> = { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: 'Phone' };

interface ContactFieldsProps {
  /** Prefix of the controls' ids: `quote` → `quote-first-name`. */
  idPrefix: string;
  errors: Partial<Record<ContactFieldName, string | undefined>>;
  /** A field's name, value and change handler, from the form's state. */
  bind: (name: ContactFieldName) => Binding;
  labels?: Record<ContactFieldName, string>;
}

/** The four ways to reach a visitor that every inquiry form asks for, all required, with the browser's autofill. */
export function ContactFields({ idPrefix, errors, bind, labels = LABELS }: ContactFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={`${idPrefix}-first-name`} label={labels.firstName} required mark error={errors.firstName}>
        {(control) => <input {...control} {...bind('firstName')} type="text" autoComplete="given-name" className="field-input" />}
      </Field>
      <Field id={`${idPrefix}-last-name`} label={labels.lastName} required mark error={errors.lastName}>
        {(control) => <input {...control} {...bind('lastName')} type="text" autoComplete="family-name" className="field-input" />}
      </Field>
      <Field id={`${idPrefix}-email`} label={labels.email} required mark error={errors.email}>
        {(control) => <input {...control} {...bind('email')} type="email" autoComplete="email" inputMode="email" className="field-input" />}
      </Field>
      <Field id={`${idPrefix}-phone`} label={labels.phone} required mark error={errors.phone}>
        {(control) => <input {...control} {...bind('phone')} type="tel" autoComplete="tel" inputMode="tel" className="field-input" />}
      </Field>
    </div>
  );
}
