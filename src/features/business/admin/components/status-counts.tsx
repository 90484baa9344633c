import type { Dashboard } from '../api/dashboard.ts';
import { STATUSES, STATUS_LABELS, type LeadStatus } from '../lib/pipeline.ts';
import { formatNumber } from '@domain/estimator/format.ts';

/** The pipeline's counts; each one filters the list to its status. */
export function StatusCounts({ data, active, onSelect }: { data: Dashboard; active: LeadStatus | undefined; onSelect: (status: LeadStatus | undefined) => void }) {
  const chip = (selected: boolean) =>
    `rounded-full border px-3.5 py-1.5 text-sm transition ${selected ? 'border-gold-300 bg-gold-400/15 text-cream-50' : 'border-cellar-600 text-mist-300 hover:border-gold-400/60 hover:text-cream-100'}`;
  return (
    <nav aria-label="Leads by status" className="flex flex-wrap gap-2">
      <button type="button" className={chip(active === undefined)} aria-pressed={active === undefined} onClick={() => onSelect(undefined)}>
        All <span className="ml-1 font-semibold">{formatNumber(data.total)}</span>
      </button>
      {STATUSES.map((status) => (
        <button key={status} type="button" className={chip(active === status)} aria-pressed={active === status} onClick={() => onSelect(status)}>
          {STATUS_LABELS[status]} <span className="ml-1 font-semibold">{formatNumber(data.by_status[status] ?? 0)}</span>
        </button>
      ))}
    </nav>
  );
}
