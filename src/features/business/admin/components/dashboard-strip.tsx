import type { Dashboard } from '../api/dashboard.ts';
import { BUDGET_MIDPOINTS, sourceLabel } from '../lib/pipeline.ts';
import { formatNumber, formatUsd } from '@domain/estimator/format.ts';
import { percent } from './format.ts';

const MIDPOINTS_NOTE = Object.values(BUDGET_MIDPOINTS)
  .map(formatUsd)
  .join(', ');

/** New this week, the open pipeline's value and conversion by source. */
export function DashboardStrip({ data }: { data: Dashboard }) {
  return (
    <section aria-labelledby="dashboard-title" className="grid gap-4 lg:grid-cols-[1fr_1fr_2fr]">
      <h2 id="dashboard-title" className="sr-only">
        Pipeline at a glance
      </h2>
      <div className="card p-5">
        <p className="text-sm text-mist-300">New this week</p>
        <p className="mt-1 font-display text-3xl text-cream-50" data-testid="new-this-week">
          {formatNumber(data.new_this_week)}
        </p>
        <p className="mt-1 text-xs text-mist-400">
          {formatNumber(data.unread)} unread · {formatNumber(data.stale)} stale
        </p>
      </div>
      <div className="card p-5">
        <p className="text-sm text-mist-300">Open pipeline value</p>
        <p className="mt-1 font-display text-3xl text-gold-300" data-testid="open-value">
          {formatUsd(data.open_value)}
        </p>
        <p className="mt-1 text-xs text-mist-400">
          {formatNumber(data.open_count)} open leads; budget midpoints {MIDPOINTS_NOTE} (under $25k … over $200k);{' '}
          {formatNumber(data.open_without_budget)} without a budget not counted.
        </p>
      </div>
      <div className="card p-5">
        <p className="text-sm text-mist-300" id="conversion-title">
          Conversion by source (won of all leads)
        </p>
        {data.by_source.length === 0 ? (
          <p className="mt-2 text-sm text-mist-400">No leads yet.</p>
        ) : (
          <ul className="mt-2 grid gap-2" aria-labelledby="conversion-title">
            {data.by_source.map((row) => {
              const rate = row.leads > 0 ? row.won / row.leads : 0;
              return (
                <li key={row.source} className="grid grid-cols-[8rem_1fr_auto] items-center gap-3 text-sm">
                  <span className="text-cream-100">{sourceLabel(row.source)}</span>
                  <span className="h-2 overflow-hidden rounded-full bg-cellar-700" aria-hidden="true">
                    <span className="block h-full rounded-full bg-gold-400" style={{ width: `${Math.round(rate * 100)}%` }} />
                  </span>
                  <span className="text-mist-300">
                    {percent.format(rate)} <span className="text-mist-400">({formatNumber(row.won)} won of {formatNumber(row.leads)})</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
