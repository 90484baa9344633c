/**
 * Ten years of owning a cellar against the alternative, year by year.
 *
 * Benefit each year: the off-site fees no longer paid, or (against keeping
 * the wine at home without climate control) the value that poor storage
 * would have cost. The home-value effect counts the share of the cellar's
 * cost recovered at resale from day one. Costs: the cellar, its running
 * costs and, against off-site storage, the extra insurance of holding the
 * collection at home. Everything is deterministic: the same inputs always
 * give the same table.
 */
import { estimatorConfig, type EstimatorConfig } from './config.ts';
import { formatNumber, formatPercent, formatUsd, formatUsdCompact } from './format.ts';
import { OPTION_LABELS } from './options.ts';
import type { RoiValues } from './schemas.ts';

export interface RoiYear {
  year: number;
  /** Collection value at the end of the year. */
  collectionValue: number;
  offsiteFeesAvoided: number;
  lossAvoided: number;
  runningCost: number;
  insurance: number;
  /** The year's benefit under the chosen alternative. */
  benefit: number;
  cumulativeBenefit: number;
  cumulativeCost: number;
  /** Home value recovered + cumulative benefit − cellar cost − cumulative running and insurance. */
  netPosition: number;
}

export interface RoiResult {
  inputs: RoiValues;
  years: RoiYear[];
  cases: number;
  offsiteFeePerYear: number;
  homeValueEffect: number;
  paybackYear: number | null;
  paybackLabel: string;
  /** Value poor storage would have cost over the horizon: what proper conditions protect. */
  valueProtected: number;
  netPosition: number;
  assumptions: string[];
  notes: string[];
  summary: string;
}

/** The projection for validated inputs (`roiInputSchema`); `checked.ts` parses raw input first. */
export function projectRoi(values: RoiValues, config: EstimatorConfig = estimatorConfig): RoiResult {
  const horizon = config.roi.horizonYears.value;
  const cases = Math.ceil(values.bottles / config.roi.bottlesPerCase.value);
  const offsiteFeePerYear = values.offsiteFeePerYear ?? cases * values.offsiteFeePerCasePerMonth * 12;
  const homeValueEffect = (values.cellarCost * values.resaleRecoveryPct) / 100;
  const growth = 1 + values.annualAppreciationPct / 100;
  const againstOffsite = values.alternative === 'offsite';

  const years: RoiYear[] = [];
  let cumulativeBenefit = 0;
  let cumulativeCost = values.cellarCost;
  let valueProtected = 0;
  let paybackYear: number | null = null;
  for (let year = 1; year <= horizon; year += 1) {
    const startValue = values.collectionValue * growth ** (year - 1);
    const lossAvoided = (startValue * values.riskOfLossPctPerYear) / 100;
    const insurance = againstOffsite ? (startValue * values.insurancePctPerYear) / 100 : 0;
    const benefit = againstOffsite ? offsiteFeePerYear : lossAvoided;
    valueProtected += lossAvoided;
    cumulativeBenefit += benefit;
    cumulativeCost += values.runningCostPerYear + insurance;
    const netPosition = homeValueEffect + cumulativeBenefit - cumulativeCost;
    if (paybackYear === null && netPosition >= 0) paybackYear = year;
    years.push({
      year,
      collectionValue: startValue * growth,
      offsiteFeesAvoided: offsiteFeePerYear,
      lossAvoided,
      runningCost: values.runningCostPerYear,
      insurance,
      benefit,
      cumulativeBenefit,
      cumulativeCost,
      netPosition,
    });
  }
  const last = years[years.length - 1];
  const netPosition = last ? last.netPosition : homeValueEffect - values.cellarCost;
  const paybackLabel = paybackYear === null ? `Not within ${horizon} years` : `Year ${paybackYear}`;

  const assumptions = [
    againstOffsite
      ? `Off-site storage of ${formatNumber(cases)} cases at ${formatUsd(values.offsiteFeePerYear === undefined ? values.offsiteFeePerCasePerMonth : offsiteFeePerYear / cases / 12)} per case per month (${formatUsd(offsiteFeePerYear)} a year), flat over the period.`
      : `Without a cellar, ${formatPercent(values.riskOfLossPctPerYear, 1)} of the collection's value is lost each year to poor storage (an assumption; the valuation tool estimates it for your conditions).`,
    `Collection value changes by ${formatPercent(values.annualAppreciationPct, 1)} a year.`,
    `${formatPercent(values.resaleRecoveryPct)} of the cellar's cost is recovered in the home's value at resale; about half is counted a good outcome.`,
    `Running costs of ${formatUsd(values.runningCostPerYear)} a year (electricity and maintenance; ${formatUsdCompact(config.cost.runningCostPerYear.low)}–${formatUsdCompact(config.cost.runningCostPerYear.high)} is typical).`,
  ];
  if (againstOffsite && values.insurancePctPerYear > 0) {
    assumptions.push(
      `Insuring the collection at home costs ${formatPercent(values.insurancePctPerYear, 2)} of its value a year; off-site fees are taken to include cover.`,
    );
  }
  const notes = [
    `In a 2017 NAHB survey, ${config.roi.nahbDesirabilityPct.value}% of new-home buyers earning $150k+ named a wine cellar their most desired amenity: context for resale appeal, not a price effect.`,
    `Over ${horizon} years proper storage protects about ${formatUsd(valueProtected)} of value that poor storage would put at risk (at ${formatPercent(values.riskOfLossPctPerYear, 1)} a year).`,
  ];
  const summary =
    `Against ${OPTION_LABELS.roiAlternative[values.alternative].toLowerCase()}, a ${formatUsdCompact(values.cellarCost)} cellar ` +
    (paybackYear === null ? `does not pay back within ${horizon} years` : `pays back in year ${paybackYear}`) +
    `; net position after ${horizon} years ${formatUsd(netPosition)}.`;

  return {
    inputs: values,
    years,
    cases,
    offsiteFeePerYear,
    homeValueEffect,
    paybackYear,
    paybackLabel,
    valueProtected,
    netPosition,
    assumptions,
    notes,
    summary,
  };
}
