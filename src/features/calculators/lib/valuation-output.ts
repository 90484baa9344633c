/**
 * What the asset valuation's result becomes elsewhere: the ROI calculator's
 * link, what Save and the quote carry, and the assumptions' input list.
 * Loaded with the figures, not with the form (see valuation-figures.tsx).
 */
import { formatNumber, formatPercent, formatUsd, formatUsdCompact } from '@domain/estimator/format.ts';
import { OPTION_LABELS } from '@domain/estimator/options.ts';
import type { ValuationValues } from '@domain/estimator/schemas.ts';
import { roundTo } from '@domain/estimator/units.ts';
import type { ValuationResult } from '@domain/estimator/valuation.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { roiCalculatorHref } from './roi-spec.ts';
import { valuationPlaceholders } from './valuation-spec.ts';

export function valuationRoiHref(result: ValuationResult): string {
  return roiCalculatorHref({
    collectionValue: Math.round(result.totalValue),
    bottles: Math.min(50_000, Math.max(12, result.totalBottles)),
    riskOfLossPctPerYear: roundTo(result.annualLossPct, 1),
    alternative: 'home-uncontrolled',
  });
}

const titleOf = (result: ValuationResult) => `Collection valuation: ${formatNumber(result.totalBottles)} bottles`;

/** What Save stores and what the quote request carries. */
export function valuationOutput(result: ValuationResult, link: string): ToolOutput {
  const calculation: ToolOutput['calculation'] = {
    kind: 'asset-valuation',
    title: titleOf(result),
    inputs: Object.fromEntries(new URLSearchParams(link.split('?')[1] ?? '')),
    summary: {
      headline: `${formatUsd(result.totalValue)}, storage risk ${result.risk.score}/100`,
      lines: [
        { label: 'Bottles', value: formatNumber(result.totalBottles) },
        { label: 'Risk level', value: result.risk.level },
        { label: `Value at risk (${result.years} years)`, value: formatUsd(result.valueAtRisk) },
        { label: 'Assumed loss rate', value: `${formatPercent(result.annualLossPct, 1)} a year` },
        // Labels key the saved list, so two lots with the same name get their position added.
        ...result.lots.slice(0, 8).map((lot, index, lots) => ({
          label: (lots.some((other, at) => at !== index && other.label === lot.label) ? `${lot.label} (${index + 1})` : lot.label).slice(0, 80),
          value: `${formatNumber(lot.count)} × ${formatUsd(lot.avgValue)}`,
        })),
      ],
      link,
    },
  };
  return { calculation, quote: { projectType: 'residential', capacityBottles: result.totalBottles, summary: result.summary } };
}

export function valuationInputList(values: ValuationValues, result: ValuationResult): { label: string; value: string }[] {
  const t = values.unitSystem === 'metric' ? '°C' : '°F';
  const place = valuationPlaceholders(values.unitSystem);
  return [
    ...result.lots.map((lot) => ({
      label: lot.label,
      value: `${formatNumber(lot.count)} ${OPTION_LABELS.wineCategory[lot.category].toLowerCase()} × ${formatUsdCompact(lot.avgValue)}`,
    })),
    { label: 'Average temperature', value: `${values.avgTemp ?? place.avgTemp}${t}` },
    { label: 'Daily swing', value: `${values.dailySwing ?? place.dailySwing}${t}` },
    { label: 'Humidity', value: `${values.humidityPct}%` },
    { label: 'Light', value: OPTION_LABELS.light[values.light] },
    { label: 'Vibration', value: OPTION_LABELS.vibration[values.vibration] },
    { label: 'Years ahead', value: String(values.years) },
  ];
}
