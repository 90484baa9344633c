/**
 * The asset valuation's figures: the engine and everything that shows what
 * it says. Loaded once the page is interactive (see toolFigures), so the
 * form answers first.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { estimatorConfig } from '@domain/estimator/config.ts';
import { formatNumber, formatPercent, formatUsd } from '@domain/estimator/format.ts';
import { OPTION_LABELS } from '@domain/estimator/options.ts';
import type { ValuationValues } from '@domain/estimator/schemas.ts';
import { assessCollection, type RiskFactor, type RiskLevel, type ValuationResult } from '@domain/estimator/valuation.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { ValueBars } from '@/components/charts/value-bars.tsx';
import { NoteList, ResultTable, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import { collectSources } from '@/components/tool-shell/sources.ts';
import { valuationOutput, valuationInputList, valuationRoiHref } from '../lib/valuation-output.ts';
import { calculatorFigures } from '@/components/tool-shell/calculator-figures.tsx';

const SOURCES = collectSources(estimatorConfig.conditions, estimatorConfig.valuation);
const FACTOR_LABELS: Record<RiskFactor, string> = {
  temperature: 'Temperature',
  swing: 'Daily swings',
  humidity: 'Humidity',
  light: 'Light',
  vibration: 'Vibration',
};
const LEVEL_LABELS: Record<RiskLevel, string> = { low: 'Low', moderate: 'Moderate', high: 'High', severe: 'Severe' };

const ValuationDetails = memo(function ValuationDetails({ result }: { result: ValuationResult }) {
  return (
    <>
    <StatGrid>
      <Stat label="Storage risk" value={`${result.risk.score}/100`} detail={`${LEVEL_LABELS[result.risk.level]} risk`} />
      <Stat
        label={`Value at risk, ${result.years} years`}
        value={formatUsd(result.valueAtRisk)}
        detail={`at an assumed ${formatPercent(result.annualLossPct, 1)} a year`}
      />
    </StatGrid>
    <ValueBars
      title="What adds to the risk (points)"
      max={Math.max(...result.risk.factors.map((factor) => factor.maxPoints))}
      rows={result.risk.factors.map((factor) => ({
        key: factor.factor,
        label: FACTOR_LABELS[factor.factor],
        value: factor.points,
        display: `${factor.points} of ${factor.maxPoints}`,
        muted: factor.points === 0,
      }))}
    />
    <ul className="grid gap-1 text-sm text-ink-700">
      {result.risk.factors.map((factor) => (
        <li key={factor.factor}>{factor.finding}</li>
      ))}
    </ul>
    <LotTable result={result} />
    <NoteList title="What to do" items={result.recommendations} />
    <p className="text-sm leading-relaxed text-ink-700">
      The loss rate is an illustrative assumption, not a measured figure: no study gives a loss per degree. It shows the scale of what is at
      stake, not a prediction.
    </p>
    <Link to={valuationRoiHref(result)} className="no-print text-sm font-semibold text-wine-700 underline underline-offset-4 hover:text-wine-800">
      See whether a cellar pays for itself for this collection
    </Link>
    </>
  );
});

const ValuationAfter = memo(function ValuationAfter({ result, values }: { result: ValuationResult; values: ValuationValues }) {
  return <AssumptionsPanel assumptions={result.assumptions} sources={SOURCES} inputs={valuationInputList(values, result)} />;
});

function LotTable({ result }: { result: ValuationResult }) {
  return (
    <ResultTable caption="Lot by lot" columns={['Lot', 'Value', 'At risk']}>
      <tbody>
        {result.lots.map((lot, index) => (
          <tr key={`${lot.label}-${index}`} className="border-b border-cream-200 align-top">
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              <span className="block font-medium text-ink-900">{lot.label}</span>
              <span className="block text-ink-700">
                {formatNumber(lot.count)} {OPTION_LABELS.wineCategory[lot.category].toLowerCase()} × {formatUsd(lot.avgValue)}
              </span>
            </th>
            <td className="py-2 pr-3 text-right text-ink-900 tabular-nums">{formatUsd(lot.value)}</td>
            <td className="py-2 text-right text-wine-800 tabular-nums">{formatUsd(lot.valueAtRisk)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-ink-900">
          <th scope="row" className="py-2 pr-3 text-left">
            Total
          </th>
          <td className="py-2 pr-3 text-right tabular-nums">{formatUsd(result.totalValue)}</td>
          <td className="py-2 text-right tabular-nums">{formatUsd(result.valueAtRisk)}</td>
        </tr>
      </tfoot>
    </ResultTable>
  );
}

export const figures = calculatorFigures<ValuationValues, ReturnType<typeof assessCollection>>({
  compute: assessCollection,
  peek: (result) => `${formatUsd(result.totalValue)} · risk ${result.risk.score}/100`,
  card: (result, link) => ({
    kind: 'asset-valuation',
    label: 'Collection value',
    headline: formatUsd(result.totalValue),
    subline: `${formatNumber(result.totalBottles)} bottles · storage risk ${result.risk.score}/100 (${result.risk.level})`,
    output: valuationOutput(result, link),
  }),
  Details: ValuationDetails,
  After: ValuationAfter,
});
