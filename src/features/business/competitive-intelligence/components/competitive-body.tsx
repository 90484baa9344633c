import { useMemo } from 'react';
import { ResultParts } from '@/components/tool-shell/result-parts.tsx';
import { withQueries } from '@/lib/with-queries.tsx';
import { useCompetitorPrices } from '../api/competitors.ts';
import { comparePoint, summariseBySize } from '@domain/competitors/compare.ts';
import { PriceChart } from './price-chart.tsx';
import { PriceForm } from './price-form.tsx';
import { PointsTable, SizeClassTable } from './price-tables.tsx';

const PARTS = [
  { part: 'quotes read', source: 'engine', by: 'document analyzer, in your browser' },
  { part: 'comparison', source: 'engine', by: 'cost estimator, default options for each bottle count; no AI model' },
] as const;

/** The tool, for an admin, with its own query client. */
export default withQueries(Competitive);

function Competitive() {
  const prices = useCompetitorPrices();
  const compared = useMemo(() => (prices.data ?? []).map(comparePoint), [prices.data]);
  const classes = useMemo(() => summariseBySize(compared), [compared]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <PriceForm />
      <section aria-labelledby="comparison-title" className="card grid grid-cols-[minmax(0,1fr)] gap-5 p-6 sm:p-8">
        <h2 id="comparison-title" className="font-sans text-xl font-semibold text-cream-50">
          Against our estimator
        </h2>
        {prices.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-cream-50">The competitors’ prices could not be read just now.</p>
            <button type="button" className="btn-gold" onClick={() => void prices.refetch()}>
              Try again
            </button>
          </div>
        ) : prices.isPending ? (
          <p role="status" className="text-mist-300">
            Reading the prices…
          </p>
        ) : compared.length === 0 ? (
          <p className="text-mist-300">No competitor price yet. Add one above, typed in or read from a quote.</p>
        ) : (
          <>
            <p className="text-sm text-mist-300">
              Each price is set against our estimator’s range for a cellar of the same bottle count with its default options, in the estimator’s size classes.
              A competitor’s price may include more or less than ours: read its offer before reading the gap.
            </p>
            <SizeClassTable rows={classes} />
            <PriceChart points={compared} />
            <h3 className="font-sans text-lg font-semibold text-cream-100">Every price, newest first</h3>
            <PointsTable points={compared} />
          </>
        )}
        <ResultParts parts={PARTS} className="text-xs text-mist-400" />
      </section>
    </div>
  );
}
