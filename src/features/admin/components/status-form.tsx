import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/forms/field.tsx';
import { notify } from '@/lib/notify.ts';
import { statusChangeSchema, useChangeStatus, type StatusChange } from '../api/lead.ts';
import type { Lead } from '../api/types.ts';
import { NEEDS_REASON, REASON_MAX, STATUSES, STATUS_LABELS } from '../lib/pipeline.ts';
import { OptionList } from '@/components/forms/option-list.tsx';

export function StatusForm({ lead }: { lead: Lead }) {
  const change = useChangeStatus(lead.id);
  const form = useForm<StatusChange>({
    resolver: zodResolver(statusChangeSchema),
    defaultValues: { status: lead.status, reason: lead.status_reason ?? '' },
  });
  const status = form.watch('status');
  const needsReason = NEEDS_REASON.includes(status);
  const errors = form.formState.errors;

  return (
    <form
      aria-labelledby="status-title"
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) =>
        change.mutateAsync(values).then(
          () => void notify.success('Status updated', STATUS_LABELS[values.status]),
          (error: Error) => void notify.error('Could not change the status', error.message),
        ),
      )}
    >
      <h3 id="status-title" className="font-sans text-base font-semibold text-cream-50">
        Status
      </h3>
      <Field id="lead-status" label="Pipeline status" error={errors.status?.message}>
        {(control) => (
          <select {...control} className="field-input" {...form.register('status')}>
            <OptionList values={STATUSES} labels={STATUS_LABELS} />
          </select>
        )}
      </Field>
      {needsReason ? (
        <Field id="lead-status-reason" label="Reason (required for lost and on hold)" required mark error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={2} maxLength={REASON_MAX} className="field-input" {...form.register('reason')} />}
        </Field>
      ) : null}
      <div>
        <button type="submit" className="btn-gold px-5 text-sm" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save status'}
        </button>
      </div>
    </form>
  );
}
