import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/forms/field.tsx';
import { SubmitRow } from '@/components/forms/submit-row.tsx';
import { notify } from '@/lib/notify.ts';
import { statusChangeSchema, type StatusChange } from '../api/lead.ts';
import { NEEDS_REASON, REASON_MAX, STATUSES, STATUS_LABELS, type LeadStatus } from '../lib/pipeline.ts';
import { OptionList } from '@/components/forms/option-list.tsx';

interface StatusFormProps {
  /** Prefix of the controls' ids (one form per lead on a page that lists several). */
  idPrefix?: string;
  status: LeadStatus;
  reason: string | null;
  /** The statuses offered (a contractor does not move a lead back to "new"). */
  statuses?: readonly LeadStatus[];
  save: { mutateAsync: (change: StatusChange) => Promise<void>; isPending: boolean };
  title?: string;
  label?: string;
}

/** A lead's pipeline status, with the reason lost and on hold need; the admin's panel and the contractor portal share it. */
export function StatusForm({ idPrefix = 'lead', status: current, reason, statuses = STATUSES, save, title = 'Status', label = 'Pipeline status' }: StatusFormProps) {
  const form = useForm<StatusChange>({
    resolver: zodResolver(statusChangeSchema),
    defaultValues: { status: statuses.includes(current) ? current : statuses[0], reason: reason ?? '' },
  });
  const status = form.watch('status');
  const needsReason = NEEDS_REASON.includes(status);
  const errors = form.formState.errors;

  return (
    <form
      aria-labelledby={`${idPrefix}-status-title`}
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) =>
        save.mutateAsync(values).then(
          () => void notify.success('Status updated', STATUS_LABELS[values.status]),
          (error: Error) => void notify.error('Could not change the status', error.message),
        ),
      )}
    >
      <h3 id={`${idPrefix}-status-title`} className="font-sans text-base font-semibold text-cream-50">
        {title}
      </h3>
      <Field id={`${idPrefix}-status`} label={label} error={errors.status?.message}>
        {(control) => (
          <select {...control} className="field-input" {...form.register('status')}>
            <OptionList values={statuses} labels={STATUS_LABELS} />
          </select>
        )}
      </Field>
      {needsReason ? (
        <Field id={`${idPrefix}-status-reason`} label="Reason (required for lost and on hold)" required mark error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={2} maxLength={REASON_MAX} className="field-input" {...form.register('reason')} />}
        </Field>
      ) : null}
      <SubmitRow className="btn-gold px-5 text-sm" label="Save status" busyLabel="Saving..." busy={save.isPending} />
    </form>
  );
}
