import type { Assignee } from '../api/dashboard.ts';
import type { LeadActivity } from '../api/lead.ts';
import { STATUS_LABELS, sourceLabel, type LeadStatus } from '../lib/pipeline.ts';
import { dateTime } from './format.ts';

const statusLabel = (value: string | null) => (value && value in STATUS_LABELS ? STATUS_LABELS[value as LeadStatus] : (value ?? ''));

function describe(entry: LeadActivity, assigneeEmail: (id: string) => string): string {
  switch (entry.kind) {
    case 'received':
      return `Received via ${sourceLabel(entry.detail ?? '')}`;
    case 'opened':
      return 'Opened for the first time';
    case 'status':
      return entry.from_value === entry.to_value
        ? `Reason for ${statusLabel(entry.to_value)} changed: ${entry.detail ?? ''}`
        : `Status ${statusLabel(entry.from_value)} → ${statusLabel(entry.to_value)}${entry.detail ? `: ${entry.detail}` : ''}`;
    case 'assignment':
      return entry.to_value ? `Assigned to ${entry.detail ?? assigneeEmail(entry.to_value)}` : 'Unassigned';
    case 'note':
      return `Note: ${entry.detail ?? ''}`;
    case 'contractor-assignment':
      return entry.to_value ? `Sent to contractor ${entry.detail ?? ''}` : 'Taken back from the contractor';
    case 'contractor-response':
      return entry.to_value === 'accepted' ? 'Contractor accepted the lead' : `Contractor declined the lead: ${entry.detail ?? ''}`;
    case 'sequence':
      // Written in words by the email-sequences tables' trigger and the scheduled job.
      return entry.detail ?? 'Follow-up sequence';
  }
}

/** What the database logged for the lead, newest first, with who and when. */
export function ActivityLog({ entries, assignees }: { entries: readonly LeadActivity[]; assignees: readonly Assignee[] }) {
  const email = (id: string) => assignees.find((person) => person.user_id === id)?.email ?? 'a former team member';
  return (
    <ol className="grid gap-3" aria-label="Activity log">
      {entries.map((entry) => (
        <li key={entry.id} data-testid="activity-entry" className="border-l-2 border-cellar-600 pl-3 text-sm">
          <p className="whitespace-pre-line text-cream-100">{describe(entry, email)}</p>
          <p className="text-xs text-mist-400">
            {entry.actor_email ?? 'System'} · <time dateTime={entry.created_at}>{dateTime.format(new Date(entry.created_at))}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
