import { notify } from '@/lib/notify.ts';
import type { Assignee } from '../api/dashboard.ts';
import { useAssign, useAssignFirm } from '../api/lead.ts';
import { useFirms } from '../contractors/api/contractors.ts';
import type { Lead } from '../api/types.ts';

export function AssignForm({ lead, assignees }: { lead: Lead; assignees: readonly Assignee[] }) {
  const assign = useAssign(lead.id);
  return (
    <div className="grid gap-2">
      <label htmlFor="lead-assignee" className="font-sans text-base font-semibold text-cream-50">
        Assignee
      </label>
      <select
        id="lead-assignee"
        className="field-input"
        value={lead.assignee_id ?? ''}
        disabled={assign.isPending}
        onChange={(event) =>
          assign.mutate(event.target.value || null, {
            onSuccess: () => void notify.success(event.target.value ? 'Lead assigned' : 'Lead unassigned'),
            onError: (error) => void notify.error('Could not assign the lead', error.message),
          })
        }
      >
        <option value="">Unassigned</option>
        {assignees.map((person) => (
          <option key={person.user_id} value={person.user_id}>
            {person.email}
          </option>
        ))}
      </select>
    </div>
  );
}

const RESPONSES = { pending: 'awaiting their answer', accepted: 'accepted', declined: 'declined' } as const;

/** The partner firm the lead goes to: approved, active firms with an account (samples cannot take leads). */
export function AssignFirmForm({ lead }: { lead: Lead }) {
  const assign = useAssignFirm(lead.id);
  const firms = (useFirms().data ?? []).filter((firm) => firm.is_approved && firm.is_active && !firm.is_sample && firm.owner_id);
  return (
    <div className="grid gap-2">
      <label htmlFor="lead-contractor" className="font-sans text-base font-semibold text-cream-50">
        Contractor firm
      </label>
      <select
        id="lead-contractor"
        className="field-input"
        value={lead.contractor_id ?? ''}
        disabled={assign.isPending}
        onChange={(event) =>
          assign.mutate(event.target.value || null, {
            onSuccess: () => void notify.success(event.target.value ? 'Lead sent to the contractor' : 'Lead taken back from the contractor'),
            onError: (error) => void notify.error('Could not assign the lead', error.message),
          })
        }
      >
        <option value="">No contractor</option>
        {lead.contractor_id && !firms.some((firm) => firm.id === lead.contractor_id) ? (
          <option value={lead.contractor_id}>{lead.contractor_company ?? 'Current firm'}</option>
        ) : null}
        {firms.map((firm) => (
          <option key={firm.id} value={firm.id}>
            {firm.company}
          </option>
        ))}
      </select>
      {lead.contractor_response ? (
        <p className="text-sm text-mist-300" data-testid="contractor-response">
          {lead.contractor_company}: {RESPONSES[lead.contractor_response]}
          {lead.contractor_decline_reason ? ` (“${lead.contractor_decline_reason}”)` : ''}
        </p>
      ) : null}
    </div>
  );
}
