/**
 * The capacity calculator's figures: the engine and everything that shows
 * what it says. Loaded once the page is interactive (see toolFigures), so
 * the form answers first.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { estimateCapacity, type CapacityResult } from '@domain/estimator/capacity.ts';
import { estimatorConfig } from '@domain/estimator/config.ts';
import { formatNumber, formatRange } from '@domain/estimator/format.ts';
import type { RackingStyle } from '@domain/estimator/options.ts';
import type { CapacityValues } from '@domain/estimator/schemas.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { StackedBars } from '@/components/charts/stacked-bars.tsx';
import { ValueBars } from '@/components/charts/value-bars.tsx';
import { NoteList, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import { capacityOutput, capacityInputList } from '../lib/capacity-spec.ts';
import { collectSources } from '@/components/tool-shell/sources.ts';
import { calculatorFigures } from '@/components/tool-shell/calculator-figures.tsx';

const SHORT_STYLE: Record<RackingStyle, string> = {
  individual: 'individual',
  'diamond-bins': 'diamond bins',
  'case-storage': 'cases',
  display: 'display',
  mixed: 'mixed',
};

const SOURCES = collectSources(estimatorConfig.capacity, estimatorConfig.defaults.capacity);

const CapacityDetails = memo(function CapacityDetails({ result }: { result: CapacityResult }) {
  const metric = result.unitSystem === 'metric';
  return (
    <>
    <StatGrid>
      <Stat
        label="Start with"
        value={`${formatRange(result.planning.startWith.low, result.planning.startWith.high)}`}
        detail={`bottles, leaving ${result.planning.headroomPct.low}–${result.planning.headroomPct.high}% to grow`}
      />
      <Stat
        label="Weight when full"
        value={metric ? `${formatNumber(result.weight.kg)} kg` : `${formatNumber(result.weight.lb)} lb`}
        detail={
          result.weight.lbPerSqft === undefined
            ? metric
              ? `${formatNumber(result.weight.kgPerLinearM)} kg per metre of wall`
              : `${formatNumber(result.weight.lbPerLinearFt)} lb per foot of wall`
            : metric
              ? `${formatNumber(result.weight.kgPerSqm ?? 0)} kg/m² over the floor`
              : `${formatNumber(result.weight.lbPerSqft)} lb/ft² over the floor`
        }
      />
    </StatGrid>
    {result.current ? (
      <p
        role="status"
        className={`rounded-lg px-4 py-3 text-sm ${result.current.fits ? 'bg-gold-300/40 text-ink-900' : 'border border-wine-600/50 bg-wine-600/10 text-wine-800'}`}
      >
        {result.current.message}
      </p>
    ) : null}
    <ValueBars
      title="Bottles per wall"
      rows={result.walls.map((wall) => ({
        key: String(wall.index),
        label: `${wall.label} · ${SHORT_STYLE[wall.style]}`,
        value: wall.bottles,
        display: formatNumber(wall.bottles),
      }))}
    />
    <StackedBars
      title="Planning for growth"
      rows={[
        {
          key: 'plan',
          label: 'Racking capacity',
          display: `${formatNumber(result.planning.capacity)} bottles`,
          segments: [
            { key: 'start', label: 'Collection today', value: result.planning.startWith.high, color: '#6b1d2a' },
            { key: 'room', label: 'Room to grow', value: result.planning.capacity - result.planning.startWith.high, color: '#c9a45c', hatched: true },
          ],
        },
      ]}
      legend={[
        { key: 'start', label: 'Collection today (at most)', color: '#6b1d2a', display: formatNumber(result.planning.startWith.high) },
        { key: 'room', label: 'Room to grow (at least)', color: '#c9a45c', hatched: true, display: formatNumber(result.planning.roomFor.low) },
      ]}
    />
    <p className="text-sm leading-relaxed text-ink-800">{result.planning.message}</p>
    <NoteList title="Notes" items={result.notes} />
    </>
  );
});

const CapacityAfter = memo(function CapacityAfter({ result, values }: { result: CapacityResult; values: CapacityValues }) {
  return (
    <>
      <AssumptionsPanel assumptions={result.assumptions} sources={SOURCES} inputs={capacityInputList(values, result)} />
      <RelatedLinks result={result} />
    </>
  );
});

function RelatedLinks({ result }: { result: CapacityResult }) {
  return (
    <nav aria-label="Related calculators" className="no-print grid gap-4 sm:grid-cols-2">
      <Link to={`/calculators/cost?b=${result.planning.capacity}`} className="card block p-5 transition-colors hover:border-gold-400/60">
        <span className="font-display text-lg text-gold-200">Price a {formatNumber(result.planning.capacity)}-bottle cellar</span>
        <span className="mt-1 block text-sm text-mist-300">The cost calculator, opened at this capacity.</span>
      </Link>
      <Link to="/calculators/climate" className="card block p-5 transition-colors hover:border-gold-400/60">
        <span className="font-display text-lg text-gold-200">Size the cooling</span>
        <span className="mt-1 block text-sm text-mist-300">The room’s heat load and the unit it calls for.</span>
      </Link>
    </nav>
  );
}

export const figures = calculatorFigures<CapacityValues, ReturnType<typeof estimateCapacity>>({
  compute: estimateCapacity,
  peek: (result) => `${formatNumber(result.planning.capacity)} bottles`,
  card: (result, link) => {
    const metric = result.unitSystem === 'metric';
    return {
      kind: 'capacity',
      label: 'Racking capacity',
      headline: `${formatNumber(result.planning.capacity)} bottles`,
      subline:
        result.mix.nonBordeauxPercent > 0
          ? `${formatNumber(result.nominalBottles)} Bordeaux-size bottles; ${formatRange(result.mix.bottles.low, result.mix.bottles.high)} with your mix`
          : `Standard 750 ml Bordeaux bottles, ${formatNumber(metric ? result.rackHeightFt * 0.3048 : result.rackHeightFt, 1)} ${metric ? 'm' : 'ft'} racking`,
      output: capacityOutput(result, link),
    };
  },
  Details: CapacityDetails,
  After: CapacityAfter,
});
