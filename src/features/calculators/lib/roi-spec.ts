/**
 * The ROI calculator's form. Every figure is a plain number in US dollars or
 * percent, so the draft is the schema's fields as text.
 */
import { formatNumber, formatPercent, formatUsd, formatUsdCompact } from '@domain/estimator/format.ts';
import { OPTION_LABELS, type RoiAlternative } from '@domain/estimator/options.ts';
import type { RoiResult } from '@domain/estimator/roi.ts';
import { ROI_DEFAULTS } from '@domain/estimator/defaults.ts';
import { ROI_KEYS } from '@domain/estimator/param-keys.ts';
import type { RoiValues } from '@domain/estimator/schemas.ts';
import { encodeFlatParams } from '@domain/estimator/url-scalar.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { draftNumber, toSearch } from '@/components/tool-shell/form-draft.ts';
import type { CalculatorSpec } from '@/components/tool-shell/use-tool-state.ts';

export type NumericField =
  | 'collectionValue'
  | 'bottles'
  | 'annualAppreciationPct'
  | 'offsiteFeePerCasePerMonth'
  | 'offsiteFeePerYear'
  | 'insurancePctPerYear'
  | 'cellarCost'
  | 'runningCostPerYear'
  | 'resaleRecoveryPct'
  | 'riskOfLossPctPerYear';

export type RoiDraft = Record<NumericField, string> & { alternative: RoiAlternative };

export const NUMERIC: readonly NumericField[] = [
  'collectionValue',
  'bottles',
  'annualAppreciationPct',
  'offsiteFeePerCasePerMonth',
  'offsiteFeePerYear',
  'insurancePctPerYear',
  'cellarCost',
  'runningCostPerYear',
  'resaleRecoveryPct',
  'riskOfLossPctPerYear',
];

export const ROI_LABELS: Record<NumericField, string> = {
  collectionValue: 'Collection value',
  bottles: 'Bottles',
  annualAppreciationPct: 'Annual appreciation',
  offsiteFeePerCasePerMonth: 'Off-site fee per case per month',
  offsiteFeePerYear: 'Off-site fees per year',
  insurancePctPerYear: 'Extra insurance at home',
  cellarCost: 'Cellar cost',
  runningCostPerYear: 'Running cost per year',
  resaleRecoveryPct: 'Recovered at resale',
  riskOfLossPctPerYear: 'Value lost to poor storage',
};

export function roiDraftFromValues(values: RoiValues): RoiDraft {
  const draft = { alternative: values.alternative } as RoiDraft;
  for (const field of NUMERIC) draft[field] = draftNumber(values[field]);
  return draft;
}

export const ROI_INITIAL = roiDraftFromValues(ROI_DEFAULTS);

export const roiSpec: CalculatorSpec<RoiDraft, RoiValues> = {
  initial: ROI_INITIAL,
  initialValues: ROI_DEFAULTS,
  load: () => import('./roi-codec.ts').then((module) => module.roiCodec),
};

/** The investment summary page shows the same inputs as one printable case. */
export const investmentSummaryHref = (values: Partial<RoiValues>) => `/investment-summary${toSearch(encodeFlatParams(values, ROI_DEFAULTS, ROI_KEYS))}`;

/** The ROI calculator on these inputs. */
export const roiCalculatorHref = (values: Partial<RoiValues>) => `/calculators/roi${toSearch(encodeFlatParams(values, ROI_DEFAULTS, ROI_KEYS))}`;

/** Net position on the day the cellar is built (the home-value effect counts from then), then each year. */
export const paybackPoints = (result: RoiResult) => [
  { year: 0, value: result.homeValueEffect - result.inputs.cellarCost },
  ...result.years.map((year) => ({ year: year.year, value: year.netPosition })),
];

const titleOf = (result: RoiResult) =>
  `ROI: ${formatUsdCompact(result.inputs.cellarCost)} cellar against ${OPTION_LABELS.roiAlternative[result.inputs.alternative].toLowerCase()}`;

/** What Save stores and what the quote request carries; the investment summary saves the same projection under its own kind. */
export function roiOutput(result: RoiResult, link: string, kind: 'roi' | 'investment-summary' = 'roi'): ToolOutput {
  const calculation: ToolOutput['calculation'] = {
    kind,
    title: kind === 'roi' ? titleOf(result) : `Investment summary: ${formatUsdCompact(result.inputs.cellarCost)} cellar`,
    inputs: { ...result.inputs },
    summary: {
      headline: result.paybackYear === null ? result.paybackLabel : `Pays back in year ${result.paybackYear}`,
      lines: [
        { label: 'Cellar cost', value: formatUsd(result.inputs.cellarCost) },
        { label: 'Collection value', value: formatUsd(result.inputs.collectionValue) },
        { label: 'Compared with', value: OPTION_LABELS.roiAlternative[result.inputs.alternative] },
        { label: 'Off-site fees avoided', value: `${formatUsd(result.offsiteFeePerYear)} a year` },
        { label: 'Home-value effect', value: formatUsd(result.homeValueEffect) },
        { label: 'Value protected (10 years)', value: formatUsd(result.valueProtected) },
        { label: 'Net position (10 years)', value: formatUsd(result.netPosition) },
      ],
      link,
    },
  };
  return { calculation, quote: { projectType: 'residential', capacityBottles: result.inputs.bottles, summary: result.summary } };
}

export function roiInputList(values: RoiValues): { label: string; value: string }[] {
  return [
    { label: ROI_LABELS.collectionValue, value: formatUsd(values.collectionValue) },
    { label: ROI_LABELS.bottles, value: formatNumber(values.bottles) },
    { label: ROI_LABELS.annualAppreciationPct, value: formatPercent(values.annualAppreciationPct, 1) },
    { label: 'Compared with', value: OPTION_LABELS.roiAlternative[values.alternative] },
    values.offsiteFeePerYear === undefined
      ? { label: ROI_LABELS.offsiteFeePerCasePerMonth, value: formatUsd(values.offsiteFeePerCasePerMonth) }
      : { label: ROI_LABELS.offsiteFeePerYear, value: formatUsd(values.offsiteFeePerYear) },
    { label: ROI_LABELS.insurancePctPerYear, value: formatPercent(values.insurancePctPerYear, 2) },
    { label: ROI_LABELS.cellarCost, value: formatUsd(values.cellarCost) },
    { label: ROI_LABELS.runningCostPerYear, value: formatUsd(values.runningCostPerYear) },
    { label: ROI_LABELS.resaleRecoveryPct, value: formatPercent(values.resaleRecoveryPct) },
    { label: ROI_LABELS.riskOfLossPctPerYear, value: formatPercent(values.riskOfLossPctPerYear, 1) },
  ];
}
