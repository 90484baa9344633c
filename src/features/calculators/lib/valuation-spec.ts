/**
 * The asset-valuation form: the collection as lots of similar bottles, and
 * the storage conditions that decide what is at risk.
 */
import { estimatorConfig } from '@shared/estimator/config.ts';
import { formatNumber, formatPercent, formatUsd, formatUsdCompact } from '@shared/estimator/format.ts';
import { OPTION_LABELS, type LightExposure, type VibrationLevel, type WineCategory } from '@shared/estimator/options.ts';
import { VALUATION_DEFAULTS } from '@shared/estimator/defaults.ts';
import type { ValuationValues } from '@shared/estimator/schemas.ts';
import { roundTo, type UnitSystem } from '@shared/estimator/units.ts';
import type { ValuationResult } from '@shared/estimator/valuation.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { draftNumber } from '@/components/tool-shell/form-draft.ts';
import type { CalculatorSpec } from '@/components/tool-shell/use-tool-state.ts';
import { roiCalculatorHref } from './roi-spec.ts';
import { convertFields, placeholderIn } from './unit-convert.ts';

export interface LotDraft {
  id: number;
  label: string;
  count: string;
  avgValue: string;
  category: WineCategory;
}

export interface ValuationDraft {
  unitSystem: UnitSystem;
  lots: LotDraft[];
  avgTemp: string;
  dailySwing: string;
  humidityPct: string;
  light: LightExposure;
  vibration: VibrationLevel;
  years: string;
}

let nextLotId = 1;
export const newLot = (count = '12', avgValue = '50', category: WineCategory = 'red', label = ''): LotDraft => ({
  id: nextLotId++,
  label,
  count,
  avgValue,
  category,
});

export function valuationDraftFromValues(values: ValuationValues): ValuationDraft {
  return {
    unitSystem: values.unitSystem,
    lots: values.lots.map((lot) => newLot(String(lot.count), draftNumber(lot.avgValue), lot.category, lot.label ?? '')),
    avgTemp: draftNumber(values.avgTemp, 2),
    dailySwing: draftNumber(values.dailySwing, 2),
    humidityPct: draftNumber(values.humidityPct),
    light: values.light,
    vibration: values.vibration,
    years: String(values.years),
  };
}

export const VALUATION_INITIAL = valuationDraftFromValues(VALUATION_DEFAULTS);

export const valuationSpec: CalculatorSpec<ValuationDraft, ValuationValues> = {
  initial: VALUATION_INITIAL,
  initialValues: VALUATION_DEFAULTS,
  load: () => import('./valuation-codec.ts').then((module) => module.valuationCodec),
};

export function switchValuationUnits(draft: ValuationDraft, to: UnitSystem): ValuationDraft {
  return { ...convertFields(draft, { avgTemp: 'temperature', dailySwing: 'delta' }, draft.unitSystem, to), unitSystem: to };
}

export const valuationPlaceholders = (system: UnitSystem) => ({
  avgTemp: placeholderIn(estimatorConfig.defaults.valuation.avgTempF.value, 'temperature', system),
  dailySwing: placeholderIn(estimatorConfig.defaults.valuation.dailySwingF.value, 'delta', system),
});

/** The ROI calculator, opened on this collection against keeping it as it is stored now. */
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
