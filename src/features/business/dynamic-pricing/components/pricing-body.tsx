import { ResultParts } from '@/components/tool-shell/result-parts.tsx';
import { withQueries } from '@/lib/with-queries.tsx';
import { usePricing } from '../hooks/use-pricing.ts';
import { AdviceTable } from './advice-table.tsx';
import { CostIndexPanel } from './cost-index-panel.tsx';
import { ExampleCellar } from './example-cellar.tsx';
import { MarginsForm } from './margins-form.tsx';
import { SignalsPanel } from './signals-panel.tsx';
import { WhatIfPanel } from './what-if-panel.tsx';

const PARTS = [
  { part: 'guidance', source: 'engine', by: 'pricing engine, from your pipeline, cost index and margins' },
  { part: 'example prices', source: 'engine', by: 'cost estimator; no AI model' },
] as const;

/** The tool, for an admin, with its own query client (TanStack Query loads with the tool, never with the public page). */
export default withQueries(Pricing);

/** The signals, the what-ifs, the guidance and what the admin keeps for it. */
function Pricing() {
  const { signals, index, settings, measured, advice, whatIf, setWhatIf, failed, retry } = usePricing();

  if (failed)
    return (
      <div role="alert" className="card grid justify-items-start gap-3 p-6">
        <p className="text-cream-50">The pipeline and pricing data could not be read just now.</p>
        <button type="button" className="btn-gold" onClick={retry}>
          Try again
        </button>
      </div>
    );
  if (!signals || !measured || !advice)
    return (
      <p role="status" className="text-mist-300">
        Reading the pipeline…
      </p>
    );

  const exploring = Object.keys(whatIf).length > 0;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <SignalsPanel signals={signals} measured={measured} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]">
        <WhatIfPanel measured={measured.inputs} whatIf={whatIf} onChange={setWhatIf} />
        <section aria-labelledby="advice-title" className="card grid grid-cols-[minmax(0,1fr)] gap-5 p-6 sm:p-8">
          <div className="grid gap-1">
            <h2 id="advice-title" className="font-sans text-xl font-semibold text-cream-50">
              {exploring ? 'Guidance for this what-if' : 'Recommended multipliers'}
            </h2>
            <p aria-live="polite" className="text-mist-300" data-testid="advice-summary">
              {advice.whatIf.summary}
            </p>
          </div>
          <AdviceTable advice={advice.whatIf} measured={exploring ? advice.now : null} />
          <ExampleCellar advice={advice.whatIf} />
          <p className="text-sm text-mist-400">
            Advice only: nothing here changes a price. The estimator’s prices change when whoever maintains its configuration changes them, on purpose and in
            the open.
          </p>
          <ResultParts parts={PARTS} className="text-xs text-mist-400" />
        </section>
      </div>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <CostIndexPanel rows={index} />
        <MarginsForm measured={measured.inputs} saved={settings !== null} />
      </div>
    </div>
  );
}
