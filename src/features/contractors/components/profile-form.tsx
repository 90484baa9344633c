import type { FormEvent } from 'react';
import { CONTRACTOR_LIMITS, SERVICES, SERVICE_LABELS } from '@domain/contractors/rules.ts';
import { profileSchema, type ProfileInput } from '@domain/contractors/schema.ts';
import { Field, FieldError } from '@/components/forms/field.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
import { useFormState, useSending } from '@/components/forms/use-form-state.ts';
import type { Firm } from '../api/portal.ts';
import { notify } from '@/lib/notify.ts';

/** The columns of a firm that its profile form edits. */
export type ProfileFields = Omit<Firm, 'id' | 'slug' | 'is_approved' | 'is_active'>;

export const toFormValues = (firm: ProfileFields): ProfileInput => ({
  company: firm.company,
  services: firm.services,
  serviceAreas: firm.service_areas.join(', '),
  yearsInBusiness: firm.years_in_business === null ? '' : String(firm.years_in_business),
  projectsCompleted: firm.projects_completed === null ? '' : String(firm.projects_completed),
  bio: firm.bio,
  contactEmail: firm.contact_email ?? '',
  contactPhone: firm.contact_phone ?? '',
  website: firm.website ?? '',
});

interface Props {
  idPrefix: string;
  initial: ProfileFields;
  save: (input: ProfileInput) => Promise<void>;
  /** Shown under the heading: who sees what. */
  note?: string;
}

const FIELDS = ['company', 'services', 'serviceAreas', 'yearsInBusiness', 'projectsCompleted', 'bio', 'contactEmail', 'contactPhone', 'website'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
// The ticked services, held as one comma-joined string like every other field of the form.
const servicesOf = (values: Values) => (values.services === '' ? [] : values.services.split(','));

/** One profile form for the firm itself and for an admin editing it; the same schema the database's checks mirror. */
export function ProfileForm({ idPrefix, initial, save, note }: Props) {
  const { values, errors, set, text, check } = useFormState<Values>(() => {
    const start = toFormValues(initial);
    return Object.fromEntries(FIELDS.map((name) => [name, name === 'services' ? start.services.join(',') : String(start[name] ?? '')])) as Values;
  });
  const sending = useSending();
  const id = (name: string) => `${idPrefix}-${name}`;
  const input = (): ProfileInput => ({ ...values, services: servicesOf(values) as ProfileInput['services'] });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event.currentTarget, profileSchema, FIELDS, input())) {
      void notify.error('Please fix the errors below');
      return;
    }
    // What was typed stays in the form when saving fails.
    sending.run(() =>
      save(input()).then(
        () => void notify.success('Profile saved'),
        (error: Error) => void notify.error('Could not save the profile', error.message),
      ),
    );
  };
  const toggle = (service: string, on: boolean) => {
    const others = servicesOf(values).filter((chosen) => chosen !== service);
    set('services', (on ? [...others, service] : others).join(','));
  };
  return (
    <form noValidate aria-label="Company profile" className="grid gap-5" onSubmit={submit}>
      {note ? <p className="text-sm text-mist-300">{note}</p> : null}
      <Field id={id('company')} label="Company" required mark error={errors.company}>
        {(control) => <input {...control} className="field-input" maxLength={CONTRACTOR_LIMITS.companyMax} {...text('company')} />}
      </Field>
      <fieldset aria-describedby={errors.services ? id('services-error') : undefined}>
        <legend className="field-label">Services</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {SERVICES.map((service) => (
            <label key={service} className="flex items-center gap-2 text-sm text-cream-100">
              <input
                type="checkbox"
                name="services"
                value={service}
                checked={servicesOf(values).includes(service)}
                onChange={(event) => toggle(service, event.target.checked)}
                className="size-4 accent-gold-400"
              />
              {SERVICE_LABELS[service]}
            </label>
          ))}
        </div>
        <FieldError id={id('services-error')} message={errors.services} />
      </fieldset>
      <Field id={id('areas')} label="Service areas" hint="Separate areas with commas, e.g. Napa Valley, Sonoma" error={errors.serviceAreas}>
        {(control) => <input {...control} className="field-input" {...text('serviceAreas')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('years')} label="Years in business" error={errors.yearsInBusiness}>
          {(control) => <input {...control} inputMode="numeric" className="field-input" {...text('yearsInBusiness')} />}
        </Field>
        <Field id={id('projects')} label="Projects completed" error={errors.projectsCompleted}>
          {(control) => <input {...control} inputMode="numeric" className="field-input" {...text('projectsCompleted')} />}
        </Field>
      </div>
      <Field id={id('bio')} label="About the firm" error={errors.bio}>
        {(control) => <textarea {...control} rows={5} maxLength={CONTRACTOR_LIMITS.bioMax} className="field-input" {...text('bio')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id={id('email')} label="Contact email (private)" error={errors.contactEmail}>
          {(control) => <input {...control} type="email" className="field-input" {...text('contactEmail')} />}
        </Field>
        <Field id={id('phone')} label="Contact phone (private)" error={errors.contactPhone}>
          {(control) => <input {...control} type="tel" className="field-input" {...text('contactPhone')} />}
        </Field>
        <Field id={id('website')} label="Website" error={errors.website}>
          {(control) => <input {...control} type="url" className="field-input" {...text('website')} />}
        </Field>
      </div>
      <SubmitRow className="btn-gold px-6" label="Save profile" busyLabel="Saving..." busy={sending.busy} />
    </form>
  );
}
