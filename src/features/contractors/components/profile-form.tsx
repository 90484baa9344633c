import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTRACTOR_LIMITS, SERVICES, SERVICE_LABELS } from '@domain/contractors/rules.ts';
import { profileSchema, type Profile, type ProfileInput } from '@domain/contractors/schema.ts';
import { Field, FieldError } from '@/components/forms/field.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
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

/** One profile form for the firm itself and for an admin editing it; the same schema the database's checks mirror. */
export function ProfileForm({ idPrefix, initial, save, note }: Props) {
  const form = useForm<ProfileInput, unknown, Profile>({ resolver: zodResolver(profileSchema), defaultValues: toFormValues(initial) });
  const errors = form.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form
      noValidate
      aria-label="Company profile"
      className="grid gap-5"
      onSubmit={form.handleSubmit(
        // What was typed stays in the form when saving fails.
        () =>
          save(form.getValues()).then(
            () => void notify.success('Profile saved'),
            (error: Error) => void notify.error('Could not save the profile', error.message),
          ),
        () => void notify.error('Please fix the errors below'),
      )}
    >
      {note ? <p className="text-sm text-mist-300">{note}</p> : null}
      <Field id={id('company')} label="Company" required mark error={errors.company?.message}>
        {(control) => <input {...control} className="field-input" maxLength={CONTRACTOR_LIMITS.companyMax} {...form.register('company')} />}
      </Field>
      <fieldset aria-describedby={errors.services ? id('services-error') : undefined}>
        <legend className="field-label">Services</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {SERVICES.map((service) => (
            <label key={service} className="flex items-center gap-2 text-sm text-cream-100">
              <input type="checkbox" value={service} className="size-4 accent-gold-400" {...form.register('services')} />
              {SERVICE_LABELS[service]}
            </label>
          ))}
        </div>
        <FieldError id={id('services-error')} message={errors.services?.message} />
      </fieldset>
      <Field id={id('areas')} label="Service areas" hint="Separate areas with commas, e.g. Napa Valley, Sonoma" error={errors.serviceAreas?.message}>
        {(control) => <input {...control} className="field-input" {...form.register('serviceAreas')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('years')} label="Years in business" error={errors.yearsInBusiness?.message}>
          {(control) => <input {...control} inputMode="numeric" className="field-input" {...form.register('yearsInBusiness')} />}
        </Field>
        <Field id={id('projects')} label="Projects completed" error={errors.projectsCompleted?.message}>
          {(control) => <input {...control} inputMode="numeric" className="field-input" {...form.register('projectsCompleted')} />}
        </Field>
      </div>
      <Field id={id('bio')} label="About the firm" error={errors.bio?.message}>
        {(control) => <textarea {...control} rows={5} maxLength={CONTRACTOR_LIMITS.bioMax} className="field-input" {...form.register('bio')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id={id('email')} label="Contact email (private)" error={errors.contactEmail?.message}>
          {(control) => <input {...control} type="email" className="field-input" {...form.register('contactEmail')} />}
        </Field>
        <Field id={id('phone')} label="Contact phone (private)" error={errors.contactPhone?.message}>
          {(control) => <input {...control} type="tel" className="field-input" {...form.register('contactPhone')} />}
        </Field>
        <Field id={id('website')} label="Website" error={errors.website?.message}>
          {(control) => <input {...control} type="url" className="field-input" {...form.register('website')} />}
        </Field>
      </div>
      <SubmitRow className="btn-gold px-6" label="Save profile" busyLabel="Saving..." busy={form.formState.isSubmitting} />
    </form>
  );
}
