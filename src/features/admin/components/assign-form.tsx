import { notify } from '@/lib/notify.ts';
import type { Assignee } from '../api/dashboard.ts';
import { useAssign } from '../api/lead.ts';
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
