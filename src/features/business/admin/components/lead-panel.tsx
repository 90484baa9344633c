import { useEffect, useRef, type ReactNode } from 'react';
import { FactList } from '@/components/ui/fact-list.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { BUDGET_LABELS, PROJECT_TYPE_LABELS, TIMELINE_LABELS } from '@domain/inquiry/rules.ts';
import type { Assignee } from '../api/dashboard.ts';
import { useAddNote, useChangeStatus, useLead, useLeadActivity, useLeadNotes, useMarkOpened } from '../api/lead.ts';
import type { Lead } from '../api/types.ts';
import { sourceLabel } from '../lib/pipeline.ts';
import { ActivityLog } from './activity-log.tsx';
import { AssignFirmForm, AssignForm } from './assign-form.tsx';
import { AttachmentList } from './attachment-list.tsx';
import { dateTime } from './format.ts';
import { CalculationSummary, LanguageBadge, MoodBadge, StatusBadge } from './lead-badges.tsx';
import { LeadDialog } from './lead-dialog.tsx';
import { ScoreReasons, scoreBand } from './lead-score.tsx';
import { NoteForm } from './note-form.tsx';
import { StatusForm } from './status-form.tsx';

function Facts({ lead }: { lead: Lead }) {
  const rows: Array<[string, ReactNode]> = [
    [
      'Email',
      <a className="text-gold-200 underline underline-offset-4" href={`mailto:${lead.email}`}>
        {lead.email}
      </a>,
    ],
    ['Phone', lead.phone],
    ['Project type', PROJECT_TYPE_LABELS[lead.project_type]],
    ['Budget', lead.budget ? BUDGET_LABELS[lead.budget] : 'Not given'],
    ['Timeline', lead.timeline ? TIMELINE_LABELS[lead.timeline] : 'Not given'],
    ['Source', sourceLabel(lead.source)],
    ['Received', dateTime.format(new Date(lead.created_at))],
    ['Last activity', dateTime.format(new Date(lead.last_activity_at))],
  ];
  if (lead.requested_contractor) rows.push(['Requested contractor', lead.requested_contractor]);
  if (lead.location) rows.push(['Location', lead.location]);
  if (lead.capacity_bottles) rows.push(['Capacity', `${lead.capacity_bottles.toLocaleString('en-US')} bottles`]);
  return <FactList rows={rows} className="grid grid-cols-[9rem_1fr] gap-x-4 gap-y-2 text-sm" />;
}

function LeadBody({ lead, assignees }: { lead: Lead; assignees: readonly Assignee[] }) {
  const notes = useLeadNotes(lead.id);
  const activity = useLeadActivity(lead.id);
  const changeStatus = useChangeStatus(lead.id);
  const addNote = useAddNote(lead.id);
  return (
    <>
      <div className="grid gap-3">
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge lead={lead} />
          <LanguageBadge lead={lead} />
          <MoodBadge sentiment={lead.sentiment} />
        </span>
        {lead.status_reason ? <p className="text-sm text-mist-300">Reason: {lead.status_reason}</p> : null}
        <Facts lead={lead} />
      </div>
      {lead.score !== null ? (
        <section aria-labelledby="lead-score" className="grid gap-2">
          <h3 id="lead-score" className="font-sans text-base font-semibold text-cream-50">
            Score {lead.score} <span className="text-sm font-normal text-mist-300">({scoreBand(lead.score).label.toLowerCase()}, out of 100)</span>
          </h3>
          <ScoreReasons reasons={lead.score_reasons ?? []} />
        </section>
      ) : null}
      <section aria-labelledby="lead-message" className="grid gap-2">
        <h3 id="lead-message" className="font-sans text-base font-semibold text-cream-50">Message</h3>
        <p className="whitespace-pre-line text-sm leading-relaxed text-mist-300">{lead.message}</p>
      </section>
      <section aria-labelledby="lead-calculation" className="grid gap-2">
        <h3 id="lead-calculation" className="font-sans text-base font-semibold text-cream-50">Attached calculation</h3>
        <CalculationSummary lead={lead} />
      </section>
      <section aria-labelledby="lead-files" className="grid gap-2">
        <h3 id="lead-files" className="font-sans text-base font-semibold text-cream-50">Attachments</h3>
        <AttachmentList files={lead.attachments} />
      </section>
      <div className="grid gap-6 rounded-xl border border-cellar-700 p-5 sm:grid-cols-2">
        <StatusForm key={`${lead.status}-${lead.status_reason ?? ''}`} status={lead.status} reason={lead.status_reason} save={changeStatus} />
        <AssignForm lead={lead} assignees={assignees} />
        <AssignFirmForm lead={lead} />
      </div>
      <section aria-labelledby="lead-notes" className="grid gap-3">
        <h3 id="lead-notes" className="font-sans text-base font-semibold text-cream-50">Notes</h3>
        <NoteForm add={addNote} shareWith={lead.contractor_id && lead.contractor_response !== 'declined' ? lead.contractor_company : null} />
        {notes.data && notes.data.length > 0 ? (
          <ul className="grid gap-3">
            {notes.data.map((note) => (
              <li key={note.id} data-testid="lead-note" className="rounded-lg bg-cellar-800 p-3 text-sm">
                <p className="whitespace-pre-line text-cream-100">{note.body}</p>
                <p className="mt-1 text-xs text-mist-400">
                  {note.author_email ?? 'Unknown'} · <time dateTime={note.created_at}>{dateTime.format(new Date(note.created_at))}</time>
                  {note.shared_with_contractor ? ' · Shared with the firm' : null}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="lead-activity" className="grid gap-3">
        <h3 id="lead-activity" className="font-sans text-base font-semibold text-cream-50">Activity</h3>
        {activity.isError ? <p role="alert" className="text-sm text-red-200">The activity log could not be loaded.</p> : null}
        {activity.data ? <ActivityLog entries={activity.data} assignees={assignees} /> : null}
      </section>
    </>
  );
}

/** The open lead: loads it, marks it read on the first open, and lets an admin work it. */
export function LeadPanel({ id, assignees, onClose }: { id: string; assignees: readonly Assignee[]; onClose: () => void }) {
  const lead = useLead(id);
  const markOpened = useMarkOpened(id);
  const marked = useRef(false);
  const unread = lead.data ? lead.data.first_opened_at === null : false;

  useEffect(() => {
    if (unread && !marked.current) {
      marked.current = true;
      markOpened.mutate();
    }
  }, [unread, markOpened]);

  const title = lead.data?.name ?? (lead.isPending ? 'Loading lead...' : 'Lead not found');
  return (
    <LeadDialog title={title} onClose={onClose}>
      {lead.isError ? <LoadError what="This lead" onRetry={() => void lead.refetch()} className="text-sm text-red-200" /> : null}
      {lead.data === null ? <p className="text-sm text-mist-300">This lead no longer exists.</p> : null}
      {lead.data ? <LeadBody lead={lead.data} assignees={assignees} /> : null}
    </LeadDialog>
  );
}
