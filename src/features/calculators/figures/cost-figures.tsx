/**
 * The cost calculator's figures: the estimator and everything that shows
 * what it says. Loaded once the page is interactive (see toolFigures), so
 * the form answers first.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { estimatorConfig } from '@domain/estimator/config.ts';
import { estimateCost, type CostEstimate } from '@domain/estimator/cost.ts';
import { formatArea, formatBtuh, formatLength, formatNumber, formatUsd, formatUsdCompact, formatUsdRange } from '@domain/estimator/format.ts';
import type { CostValues } from '@domain/estimator/schemas.ts';
import { business } from '@domain/business.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { RangeBars } from '@/components/charts/range-bars.tsx';
import { NoteList, ResultTable, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import { calculatorFigures } from '@/components/tool-shell/calculator-figures.tsx';
import { collectSources } from '@/components/tool-shell/sources.ts';
import { costInputList, costOutput } from '../lib/cost-spec.ts';
import { investmentSummaryHref } from '../lib/roi-spec.ts';

const SOURCES = collectSources(estimatorConfig.cost, estimatorConfig.cooling, estimatorConfig.defaults.cost, estimatorConfig.defaults.ceilingFt);

/** Where the bottle count comes from, in a few words beside it. */
const BOTTLES_BASIS: Record<CostEstimate['room']['holds']['basis'], string> = {
  given: 'Your count, as you gave it',
  plan: 'What the plan’s racking holds',
  walls: 'What racking on the walls holds',
  rule: 'The vendors’ rule for a closet this size',
};

/** Everything below the headline, from the deferred result: it can lag a keystroke without blocking typing. */
const CostDetails = memo(function CostDetails({ result }: { result: CostEstimate }) {
  const system = result.unitSystem;
  return (
    <>
      <Positioning result={result} />
      <StatGrid>
        <Stat
          label="Room"
          value={`${formatLength(result.room.lengthFt, system)} × ${formatLength(result.room.widthFt, system)}`}
          detail={`${formatArea(result.room.floorSqft, system)} floor, ${formatLength(result.room.heightFt, system)} ceiling${result.room.derivedFrom === 'bottles' ? ' (derived from the bottle count)' : ''}`}
        />
        <Stat label="Bottles" value={formatNumber(result.bottles)} detail={BOTTLES_BASIS[result.room.holds.basis]} />
        <Stat label="Cooling" value={formatBtuh(result.cooling.designBtuh)} detail={`Design capacity; a ${formatNumber(result.cooling.recommendedBtuh)} BTU/h class unit`} />
      </StatGrid>
      <p className="text-sm text-ink-700" data-testid="cost-room-holds">
        {result.room.holds.text}
      </p>
      <RangeBars
        title="Where the money goes"
        rows={result.lines.map((line) => ({
          key: line.key,
          label: line.label.replace(/ \(.*\)$/, ''),
          low: line.low,
          high: line.high,
          display: formatUsdRange(line.low, line.high),
        }))}
      />
      <Breakdown result={result} />
      <NoteList title="Notes" items={result.notes} />
    </>
  );
});

const CostAfter = memo(function CostAfter({ result }: { result: CostEstimate }) {
  const roiLink = investmentSummaryHref({ cellarCost: Math.round((result.total.low + result.total.high) / 2 / 1000) * 1000, bottles: result.bottles });
  return (
    <>
      <AssumptionsPanel assumptions={result.assumptions} sources={SOURCES} inputs={costInputList(result.inputs)} />
      <NextSteps roiLink={roiLink} />
    </>
  );
});

function Positioning({ result }: { result: CostEstimate }) {
  const professional = result.positioning === 'professional';
  return (
    <p className={`rounded-lg px-4 py-3 text-sm ${professional ? 'bg-gold-300/40 text-ink-900' : 'bg-cream-200 text-ink-800'}`}>
      <strong className="font-semibold">{professional ? 'A professional walk-in cellar. ' : 'Below our professional range. '}</strong>
      {professional
        ? `Our professional cellars run ${business.pricing.label}; this estimate sits in that range.`
        : `Our professional cellars start at ${formatUsdCompact(business.pricing.professionalFromUsd)}. A smaller build can be the right choice, and the notes below say what similar projects cost.`}
    </p>
  );
}

function Breakdown({ result }: { result: CostEstimate }) {
  return (
    <ResultTable caption="Itemized breakdown" columns={['Line and what it is based on', 'Range']}>
      <tbody>
        {result.lines.map((line) => (
          <tr key={line.key} className="border-b border-cream-200 align-top">
            <th scope="row" className="py-2.5 pr-3 text-left font-normal">
              <span className="block font-semibold text-ink-900">{line.label}</span>
              <span className="mt-0.5 block text-ink-700">{line.basis}</span>
            </th>
            <td className="py-2.5 text-right text-ink-900 tabular-nums sm:whitespace-nowrap">
              {formatUsd(line.low)}–{formatUsd(line.high)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-ink-900">
          <th scope="row" className="py-2.5 pr-3 text-left">
            Total
          </th>
          <td className="py-2.5 text-right tabular-nums sm:whitespace-nowrap">
            {formatUsd(result.total.low)}–{formatUsd(result.total.high)}
          </td>
        </tr>
      </tfoot>
    </ResultTable>
  );
}

function NextSteps({ roiLink }: { roiLink: string }) {
  const links = [
    { to: '/calculators/climate', label: 'Size the cooling for your room', detail: 'Surface-by-surface heat load and the unit class.' },
    { to: '/calculators/capacity', label: 'Check the racking capacity', detail: 'Bottles per wall, bottle shapes and growth room.' },
    { to: roiLink, label: 'See the investment case', detail: 'This cost against storage fees and the value it protects.' },
  ];
  return (
    <nav aria-label="Related calculators" className="no-print grid gap-4 sm:grid-cols-3">
      {links.map((link) => (
        <Link key={link.label} to={link.to} className="card block p-5 transition-colors hover:border-gold-400/60">
          <span className="font-display text-lg text-gold-200">{link.label}</span>
          <span className="mt-1 block text-sm text-mist-300">{link.detail}</span>
        </Link>
      ))}
    </nav>
  );
}

export const figures = calculatorFigures<CostValues, ReturnType<typeof estimateCost>>({
  compute: estimateCost,
  peek: (result) => formatUsdRange(result.total.low, result.total.high),
  card: (result, link) => ({
    kind: 'cost',
    label: 'Estimated cost',
    headline: formatUsdRange(result.total.low, result.total.high),
    subline: `${formatNumber(result.bottles)} bottles · ${formatUsd(result.perBottle.low)}–${formatUsd(result.perBottle.high)} a bottle`,
    output: costOutput(result, link),
  }),
  Details: CostDetails,
  After: CostAfter,
});
