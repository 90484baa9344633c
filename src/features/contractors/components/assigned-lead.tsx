import { BUDGET_LABELS, PROJECT_TYPE_LABELS, TIMELINE_LABELS } from '@domain/inquiry/rules.ts';
import { FactList } from '@/components/ui/fact-list.tsx';
import { STATUS_LABELS } from '@/features/business/admin/index.ts';
import { useLeadNotes, type AssignedLead } from '../api/leads.ts';
import { FirmNoteForm, FirmStatusForm, RespondForm } from './lead-actions.tsx';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Notes({ leadId }: { leadId: string }) {
  const notes = useLeadNotes(leadId);
  if (!notes.data || notes.data.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Notes">
      {notes.data.map((note) => (
        <li key={note.id} data-testid="firm-note" className="rounded-lg bg-cellar-800 p-3 text-sm">
          <p className="whitespace-pre-line text-cream-100">{note.body}</p>
          <p className="mt-1 text-xs text-mist-400">
            {note.contractor_id ? (note.author_email ?? 'Your firm') : 'WineCellarGPT'} ·{' '}
            <time dateTime={note.created_at}>{when.format(new Date(note.created_at))}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One lead the business sent the firm: the customer's request, then accept/decline, or status and notes once accepted. */
export function AssignedLeadCard({ lead }: { lead: AssignedLead }) {
  const facts: Array<[string, string]> = [
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Project', PROJECT_TYPE_LABELS[lead.project_type]],
    ['Budget', lead.budget ? BUDGET_LABELS[lead.budget] : 'Not given'],
    ['Timeline', lead.timeline ? TIMELINE_LABELS[lead.timeline] : 'Not given'],
  ];
  if (lead.location) facts.push(['Location', lead.location]);
  const accepted = lead.contractor_response === 'accepted';
  return (
    <article className="card grid gap-5 p-6" data-testid="assigned-lead" aria-labelledby={`lead-${lead.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`lead-${lead.id}`} className="text-xl text-cream-50">
          {lead.name}
        </h3>
        <span className="rounded-full border border-cellar-600 px-2.5 py-0.5 text-xs text-cream-100">
          {accepted ? `Accepted · ${STATUS_LABELS[lead.status]}` : 'Awaiting your answer'}
        </span>
      </div>
      <p className="text-xs text-mist-400">
        Assigned <time dateTime={lead.contractor_assigned_at}>{when.format(new Date(lead.contractor_assigned_at))}</time>
      </p>
      <FactList rows={facts} className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-1 text-sm" />
      <p className="whitespace-pre-line text-sm leading-relaxed text-mist-300">{lead.details}</p>
      {accepted ? (
        <div className="grid gap-6 md:grid-cols-2">
          <FirmStatusForm key={`${lead.status}-${lead.status_reason ?? ''}`} lead={lead} />
          <div className="grid content-start gap-3">
            <FirmNoteForm lead={lead} />
            <Notes leadId={lead.id} />
          </div>
        </div>
      ) : (
        <RespondForm lead={lead} />
      )}
    </article>
  );
}
