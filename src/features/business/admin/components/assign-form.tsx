import type { ReactNode } from 'react';
import { notify } from '@/lib/notify.ts';
import type { Assignee } from '../api/dashboard.ts';
import { useAssign, useAssignFirm } from '../api/lead.ts';
import type { Lead } from '../api/types.ts';
import { useFirms } from '../contractors/api/contractors.ts';

interface ChoiceProps {
  id: string;
  label: string;
  value: string | null;
  none: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  assign: { mutateAsync: (value: string | null) => Promise<void>; isPending: boolean };
  done: (assigned: boolean) => string;
  children?: ReactNode;
}

/** Who works the lead: a select that saves on change and says so. */
function AssignChoice({ id, label, value, none, options, assign, done, children }: ChoiceProps) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-sans text-base font-semibold text-cream-50">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value ?? ''}
        disabled={assign.isPending}
        onChange={(event) => {
          const next = event.target.value || null;
          // The promise, not mutate's callbacks: those are skipped when the refetch re-renders the panel first.
          assign.mutateAsync(next).then(
            () => void notify.success(done(next !== null)),
            (error: Error) => void notify.error('Could not assign the lead', error.message),
          );
        }}
      >
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}

export function AssignForm({ lead, assignees }: { lead: Lead; assignees: readonly Assignee[] }) {
  return (
    <AssignChoice
      id="lead-assignee"
      label="Assignee"
      value={lead.assignee_id}
      none="Unassigned"
      options={assignees.map((person) => ({ value: person.user_id, label: person.email }))}
      assign={useAssign(lead.id)}
      done={(assigned) => (assigned ? 'Lead assigned' : 'Lead unassigned')}
    />
  );
}

const RESPONSES = { pending: 'awaiting their answer', accepted: 'accepted', declined: 'declined' } as const;

/** The partner firm the lead goes to: approved, active firms with an account (samples cannot take leads). */
export function AssignFirmForm({ lead }: { lead: Lead }) {
  const firms = (useFirms().data ?? []).filter((firm) => firm.is_approved && firm.is_active && !firm.is_sample && firm.owner_id);
  const options = firms.map((firm) => ({ value: firm.id, label: firm.company }));
  // A firm that since left the list still shows as the current choice.
  if (lead.contractor_id && !firms.some((firm) => firm.id === lead.contractor_id)) options.unshift({ value: lead.contractor_id, label: lead.contractor_company ?? 'Current firm' });
  return (
    <AssignChoice
      id="lead-contractor"
      label="Contractor firm"
      value={lead.contractor_id}
      none="No contractor"
      options={options}
      assign={useAssignFirm(lead.id)}
      done={(assigned) => (assigned ? 'Lead sent to the contractor' : 'Lead taken back from the contractor')}
    >
      {lead.contractor_response ? (
        <p className="text-sm text-mist-300" data-testid="contractor-response">
          {lead.contractor_company}: {RESPONSES[lead.contractor_response]}
          {lead.contractor_decline_reason ? ` (“${lead.contractor_decline_reason}”)` : ''}
        </p>
      ) : null}
    </AssignChoice>
  );
}
