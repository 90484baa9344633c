import { BUDGET_LABELS, PROJECT_TYPE_LABELS, TIMELINE_LABELS } from '@domain/inquiry/rules.ts';
import type { Lead } from '../api/types.ts';
import { sourceLabel } from '../lib/pipeline.ts';
import { dateTime } from './format.ts';
import { CalculationSummary, LanguageBadge, MoodBadge, StatusBadge } from './lead-badges.tsx';
import { ScoreBadge } from './lead-score.tsx';

interface InboxTableProps {
  rows: readonly Lead[];
  caption: string;
  assigneeEmail: (id: string) => string;
  onOpen: (id: string) => void;
}

/** The inbox as a table: unread rows are bold with a marker, the name opens the lead. */
export function InboxTable({ rows, caption, assigneeEmail, onOpen }: InboxTableProps) {
  return (
    // Focusable, so a keyboard can scroll the wide table on a narrow screen.
    <div className="scroll-x rounded-xl border border-cellar-700" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[74rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cellar-800 text-xs uppercase tracking-wide text-mist-300">
          <tr>
            <th scope="col" className="px-4 py-3">Lead</th>
            <th scope="col" className="px-4 py-3">Score</th>
            <th scope="col" className="px-4 py-3">Project</th>
            <th scope="col" className="px-4 py-3">Source</th>
            <th scope="col" className="px-4 py-3">Received</th>
            <th scope="col" className="px-4 py-3">Status</th>
            <th scope="col" className="px-4 py-3">Assignee</th>
            <th scope="col" className="px-4 py-3">Calculation</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((lead) => {
            const unread = lead.first_opened_at === null;
            return (
              <tr key={lead.id} data-testid="lead-row" data-unread={unread} className={`border-t border-cellar-700 align-top ${unread ? 'bg-gold-400/5' : ''}`}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="flex items-start gap-2">
                    <span className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-gold-300' : 'bg-transparent'}`} aria-hidden="true" />
                    <span>
                      <button
                        type="button"
                        data-lead={lead.id}
                        className={`text-left underline-offset-4 hover:underline ${unread ? 'font-semibold text-cream-50' : 'text-cream-100'}`}
                        onClick={() => onOpen(lead.id)}
                      >
                        {lead.name}
                        {unread ? <span className="sr-only"> (unread)</span> : null}
                      </button>
                      {unread ? <span className="ml-2 text-xs font-semibold text-gold-300" aria-hidden="true">Unread</span> : null}
                      <span className="block text-xs text-mist-300">{lead.email}</span>
                      <span className="block text-xs text-mist-400">{lead.phone}</span>
                    </span>
                  </span>
                </th>
                <td className="px-4 py-3">
                  <ScoreBadge score={lead.score} reasons={lead.score_reasons} name={lead.name} />
                </td>
                <td className="px-4 py-3 text-xs text-mist-300">
                  <span className="block text-sm text-cream-100">{PROJECT_TYPE_LABELS[lead.project_type]}</span>
                  <span className="block">{lead.budget ? BUDGET_LABELS[lead.budget] : 'No budget given'}</span>
                  <span className="block">{lead.timeline ? TIMELINE_LABELS[lead.timeline] : 'No timeline given'}</span>
                </td>
                <td className="px-4 py-3 text-mist-300">
                  <span className="block">{sourceLabel(lead.source)}</span>
                  <LanguageBadge lead={lead} />
                </td>
                <td className="px-4 py-3 text-mist-300">
                  <time dateTime={lead.created_at}>{dateTime.format(new Date(lead.created_at))}</time>
                </td>
                <td className="px-4 py-3">
                  <span className="grid justify-items-start gap-1.5">
                    <StatusBadge lead={lead} />
                    <MoodBadge sentiment={lead.sentiment} />
                  </span>
                </td>
                <td className="px-4 py-3 text-mist-300">{lead.assignee_id ? assigneeEmail(lead.assignee_id) : 'Unassigned'}</td>
                <td className="px-4 py-3">
                  <CalculationSummary lead={lead} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
