import { getSupabase } from '@/lib/supabase.ts';
import { notify } from '@/lib/notify.ts';
import { useAssignees, useDashboard } from '../api/dashboard.ts';
import { useInbox } from '../api/inbox.ts';
import { useScoreUnscored } from '../api/scores.ts';
import { fetchAllFiltered } from '../api/inbox-query.ts';
import { downloadCsv } from '../lib/csv.ts';
import { isFiltered } from '../lib/filters.ts';
import { leadsToCsv } from '../lib/lead-csv.ts';
import { useInboxFilters } from '../hooks/use-inbox-filters.ts';
import { useLiveInbox } from '../hooks/use-live-inbox.ts';
import { DashboardStrip } from './dashboard-strip.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { InboxFiltersForm } from './inbox-filters.tsx';
import { InboxTable } from './inbox-table.tsx';
import { LeadPanel } from './lead-panel.tsx';
import { LiveStatusIndicator } from '@/components/ui/live-status.tsx';
import { LoadErrorCard } from '@/components/ui/load-error-card.tsx';
import { NewLeadsBadge } from './new-leads-badge.tsx';
import { Pager } from './pager.tsx';
import { StatusCounts } from './status-counts.tsx';

/** The lead inbox: dashboard strip, status counts, filters, the list and the open lead. */
export function LeadInbox() {
  const { filters, openLead, update } = useInboxFilters();
  const inbox = useInbox(filters);
  const dashboard = useDashboard();
  const assignees = useAssignees();
  const live = useLiveInbox();
  useScoreUnscored(inbox.data?.rows);
  const team = assignees.data ?? [];
  const assigneeEmail = (id: string) => team.find((person) => person.user_id === id)?.email ?? 'A former team member';

  async function exportCsv() {
    const rows = await fetchAllFiltered(await getSupabase(), filters);
    const stamp = new Date().toISOString().slice(0, 10);
    downloadCsv(`leads-${stamp}.csv`, leadsToCsv(rows, assigneeEmail, window.location.origin));
    void notify.success('Export ready', `${rows.length.toLocaleString('en-US')} leads`);
  }

  // Newest first, unfiltered: where the leads that just arrived are.
  function showNewest() {
    live.clearArrivals();
    update(Object.fromEntries(Object.keys(filters).map((key) => [key, undefined])));
  }

  return (
    <div className="grid gap-6">
      <div className="flex justify-end">
        <LiveStatusIndicator status={live.status} />
      </div>
      {dashboard.data ? (
        <>
          <DashboardStrip data={dashboard.data} />
          <StatusCounts data={dashboard.data} active={filters.status} onSelect={(status) => update({ status })} />
        </>
      ) : dashboard.isError ? (
        <p role="alert" className="text-sm text-red-200">The pipeline figures could not be loaded.</p>
      ) : null}
      <InboxFiltersForm filters={filters} update={update} assignees={team} />
      <section aria-labelledby="leads-title" className="grid gap-4" aria-busy={inbox.isFetching}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="leads-title" className="font-sans text-xl font-semibold text-cream-50">
              {isFiltered(filters) ? 'Filtered leads' : 'All leads'}
            </h2>
            <NewLeadsBadge count={live.arrivals.length} onShow={showNewest} />
          </div>
          <ExportCsvButton run={exportCsv} failure="Could not export the leads" empty={!inbox.data?.total} />
        </div>
        {inbox.isPending ? <p role="status" className="text-mist-300">Loading leads...</p> : null}
        {inbox.isError ? <LoadErrorCard what="the leads" onRetry={() => void inbox.refetch()} /> : null}
        {inbox.data ? (
          <>
            {inbox.data.rows.length === 0 ? (
              <p className="card p-6 text-mist-300">
                {inbox.data.total > 0 ? 'No leads on this page.' : isFiltered(filters) ? 'No lead matches these filters.' : 'No leads yet. Inquiries from the contact form and quote requests land here.'}
              </p>
            ) : (
              <InboxTable rows={inbox.data.rows} caption="Leads, with contact, score, project, source, received date, status, assignee and attached calculation" assigneeEmail={assigneeEmail} onOpen={(id) => update({ lead: id }, { keepPage: true })} />
            )}
            <Pager page={filters.page} size={filters.size} total={inbox.data.total} label="Leads" onPage={(page) => update({ page })} />
          </>
        ) : null}
      </section>
      {openLead ? <LeadPanel key={openLead} id={openLead} assignees={team} onClose={() => update({ lead: undefined }, { keepPage: true })} /> : null}
    </div>
  );
}
