/**
 * The investment summary's case: the projection and everything that shows
 * it. Loaded once the page is interactive (see the page), so the form
 * answers first.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { estimatorConfig } from '@domain/estimator/config.ts';
import { formatPercent, formatUsd, formatUsdCompact } from '@domain/estimator/format.ts';
import { OPTION_LABELS } from '@domain/estimator/options.ts';
import { projectRoi, type RoiResult } from '@domain/estimator/roi.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { PaybackChart } from '@/components/charts/payback-chart.tsx';
import { ValueBars } from '@/components/charts/value-bars.tsx';
import { RoiTable } from '../components/roi-parts.tsx';
import { paybackPoints, roiCalculatorHref, roiOutput, roiInputList } from '../lib/roi-spec.ts';
import { collectSources } from '@/components/tool-shell/sources.ts';
import type { RoiValues } from '@domain/estimator/schemas.ts';
import type { FiguresProps } from '@/components/tool-shell/tool-figures.tsx';

const SOURCES = collectSources(estimatorConfig.roi, estimatorConfig.defaults.roi, { running: estimatorConfig.cost.runningCostPerYear });

/** The case in plain sentences, from the same figures as the table. */
function narrative(result: RoiResult): string[] {
  const { inputs } = result;
  const horizon = result.years.length;
  const last = result.years.at(-1);
  const offsite = inputs.alternative === 'offsite';
  const sentences = [
    `A ${formatUsdCompact(inputs.cellarCost)} cellar would hold a collection worth ${formatUsd(inputs.collectionValue)} today` +
      (last ? `, about ${formatUsd(last.collectionValue)} in ${horizon} years at ${formatPercent(inputs.annualAppreciationPct, 1)} a year.` : '.'),
    offsite
      ? `Kept off-site instead, the ${result.cases} cases would cost ${formatUsd(result.offsiteFeePerYear)} a year in storage fees, ${formatUsd(result.offsiteFeePerYear * horizon)} over ${horizon} years.`
      : `Kept at home without climate control, an assumed ${formatPercent(inputs.riskOfLossPctPerYear, 1)} of its value a year would be lost: ${formatUsd(result.valueProtected)} over ${horizon} years.`,
    `About ${formatPercent(inputs.resaleRecoveryPct)} of the cellar’s cost, ${formatUsd(result.homeValueEffect)}, is expected back in the home’s value at resale.`,
    result.paybackYear === null
      ? `On these figures the cellar does not pay for itself within ${horizon} years (net ${formatUsd(result.netPosition)}); its case rests on protecting the collection and on enjoying it at home.`
      : `On these figures the cellar pays for itself in year ${result.paybackYear} and is ${formatUsd(result.netPosition)} ahead after ${horizon} years.`,
  ];
  return sentences;
}

export default function InvestmentCase({ values, current, reading, link }: FiguresProps<RoiValues>) {
  const result = useMemo(() => projectRoi(values), [values]);
  const horizon = result.years.length;
  const last = result.years.at(-1);
  const offsite = result.inputs.alternative === 'offsite';
  const roiLink = roiCalculatorHref(result.inputs);

  const figures = [
    { label: 'Cellar cost', value: formatUsd(result.inputs.cellarCost) },
    { label: 'Collection protected', value: formatUsd(result.inputs.collectionValue), detail: last ? `${formatUsd(last.collectionValue)} in ${horizon} years` : undefined },
    offsite
      ? { label: 'Storage fees saved', value: formatUsd(result.offsiteFeePerYear * horizon), detail: `${formatUsd(result.offsiteFeePerYear)} a year` }
      : { label: 'Loss avoided', value: formatUsd(result.valueProtected), detail: `over ${horizon} years` },
    { label: 'Home-value effect', value: formatUsd(result.homeValueEffect), detail: `${formatPercent(result.inputs.resaleRecoveryPct)} recovered at resale` },
  ];

  return (
    <>
    <ToolResult
      kind="investment-summary"
      label={`The investment case, ${horizon} years`}
      headline={result.paybackYear === null ? result.paybackLabel : `Pays back in year ${result.paybackYear}`}
      subline={`Net position after ${horizon} years: ${formatUsd(result.netPosition)}, against ${OPTION_LABELS.roiAlternative[result.inputs.alternative].toLowerCase()}.`}
      current={current}
      reading={reading}
      output={roiOutput(result, link, 'investment-summary')}
      printLabel="Print this summary"
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-cream-300 bg-cream-100 px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">{figure.label}</dt>
            <dd className="mt-1 font-display text-2xl text-ink-900 tabular-nums">{figure.value}</dd>
            {figure.detail ? <dd className="text-sm text-ink-700">{figure.detail}</dd> : null}
          </div>
        ))}
      </dl>
      <div className="grid gap-2 text-base leading-relaxed text-ink-800">
        {narrative(result).map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
      <div className="grid gap-8 lg:grid-cols-2 print:grid-cols-2 print:gap-6">
        <ValueBars
          title="Cellar cost against what it protects"
          rows={[
            { key: 'cost', label: 'Cellar cost', value: result.inputs.cellarCost, display: formatUsdCompact(result.inputs.cellarCost) },
            { key: 'collection', label: 'Collection today', value: result.inputs.collectionValue, display: formatUsdCompact(result.inputs.collectionValue), muted: true },
            ...(offsite
              ? [{ key: 'fees', label: `Fees saved, ${horizon} yrs`, value: result.offsiteFeePerYear * horizon, display: formatUsdCompact(result.offsiteFeePerYear * horizon), muted: true }]
              : []),
            { key: 'protected', label: `Value protected, ${horizon} yrs`, value: result.valueProtected, display: formatUsdCompact(result.valueProtected), muted: true },
            { key: 'home', label: 'Home-value effect', value: result.homeValueEffect, display: formatUsdCompact(result.homeValueEffect), muted: true },
          ]}
        />
        <PaybackChart title="Net position, year by year" points={paybackPoints(result)} paybackYear={result.paybackYear} />
      </div>
      {/* The chart carries the year-by-year story on paper; the table stays on screen so the summary prints on one page. */}
      <div className="print:hidden">
        <RoiTable result={result} />
      </div>
    </ToolResult>

    <AssumptionsPanel assumptions={[...result.assumptions, ...result.notes]} sources={SOURCES} inputs={roiInputList(result.inputs)} />

    <nav aria-label="Related tools" className="no-print grid gap-4 sm:grid-cols-3">
      <Link to={roiLink} className="card block p-5 transition-colors hover:border-gold-400/60">
        <span className="font-display text-lg text-gold-200">Work it through in the ROI calculator</span>
        <span className="mt-1 block text-sm text-mist-300">The same figures, with every input beside the results.</span>
      </Link>
      <Link to="/calculators/cost" className="card block p-5 transition-colors hover:border-gold-400/60">
        <span className="font-display text-lg text-gold-200">Estimate the cellar’s cost</span>
        <span className="mt-1 block text-sm text-mist-300">An itemized range for your size, finishes and region.</span>
      </Link>
      <Link to="/asset-valuation" className="card block p-5 transition-colors hover:border-gold-400/60">
        <span className="font-display text-lg text-gold-200">Value the collection</span>
        <span className="mt-1 block text-sm text-mist-300">What it is worth and what poor storage puts at risk.</span>
      </Link>
    </nav>
    </>
  );
}
