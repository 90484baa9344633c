import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { VERIFICATION_KINDS, VERIFICATION_LABELS } from '@domain/contractors/rules.ts';
import { verificationSchema, type VerificationInput } from '@domain/contractors/schema.ts';
import { Field } from '@/components/forms/field.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
import { OptionList } from '@/components/forms/option-list.tsx';
import { notify } from '@/lib/notify.ts';
import { useRecordCheck } from '../api/contractors.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** Records what was checked (the licence number, the insurer and policy, the reference) and on which day. */
export function CheckForm({ firmId }: { firmId: string }) {
  const record = useRecordCheck(firmId);
  const form = useForm<VerificationInput>({
    resolver: zodResolver(verificationSchema),
    defaultValues: { kind: 'licence', detail: '', checkedOn: today() },
  });
  const errors = form.formState.errors;
  const id = (name: string) => `check-${firmId}-${name}`;
  return (
    <form
      noValidate
      aria-label="Record a check"
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) =>
        record.mutateAsync(values).then(
          () => {
            form.reset({ kind: values.kind, detail: '', checkedOn: today() });
            void notify.success('Check recorded', VERIFICATION_LABELS[values.kind]);
          },
          (error: Error) => void notify.error('Could not record the check', error.message),
        ),
      )}
    >
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr_11rem]">
        <Field id={id('kind')} label="What was checked" error={errors.kind?.message}>
          {(control) => (
            <select {...control} className="field-input" {...form.register('kind')}>
              <OptionList values={VERIFICATION_KINDS} labels={VERIFICATION_LABELS} />
            </select>
          )}
        </Field>
        <Field id={id('detail')} label="Details (number, policy, reference)" required error={errors.detail?.message}>
          {(control) => <input {...control} maxLength={500} className="field-input" {...form.register('detail')} />}
        </Field>
        <Field id={id('date')} label="Checked on" error={errors.checkedOn?.message}>
          {(control) => <input {...control} type="date" max={today()} className="field-input" {...form.register('checkedOn')} />}
        </Field>
      </div>
      <SubmitRow className="btn-outline px-5 text-sm" label="Record check" busy={record.isPending} />
    </form>
  );
}
