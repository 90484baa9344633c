/**
 * What every calculator input is when the visitor gives nothing: the input
 * schemas' defaults, as plain values. The schemas build their defaults from
 * these (schemas.ts), defaults.test.ts checks `schema.parse({})` equals
 * them (their types are the schemas' output types there), and a
 * calculator page renders its first result from them without loading zod.
 * Unit-bearing fields stay unset: their default depends on the unit system
 * (each calculator fills them from `config.defaults`, converted).
 * The cooling calculator's defaults, which need the cooling figures too, are
 * in cooling-defaults.ts, so the other forms load no more than
 * config-defaults.ts.
 */
import { CALCULATOR_DEFAULTS as d } from './config-defaults.ts';

export const COST_DEFAULTS = {
  unitSystem: 'imperial' as const,
  sizeBy: d.cost.sizeBy.value,
  bottles: d.cost.bottles.value,
  cellarType: d.cost.cellarType.value,
  rackingMaterial: d.cost.rackingMaterial.value,
  rackingStyle: d.cost.rackingStyle.value,
  cooling: d.cost.cooling.value,
  glass: d.cost.glass.value,
  door: d.cost.door.value,
  finishes: d.cost.finishes.value,
  region: d.cost.region.value,
};

export const CAPACITY_DEFAULTS = {
  unitSystem: 'imperial' as const,
  style: d.capacity.style.value,
  nonBordeauxPercent: d.capacity.nonBordeauxPct.value,
};

export const ROI_DEFAULTS = {
  collectionValue: d.roi.collectionValue.value,
  bottles: d.roi.bottles.value,
  annualAppreciationPct: d.roi.annualAppreciationPct.value,
  offsiteFeePerCasePerMonth: d.roi.offsiteFeePerCasePerMonth.value,
  insurancePctPerYear: d.roi.insurancePctPerYear.value,
  cellarCost: d.roi.cellarCost.value,
  runningCostPerYear: d.roi.runningCostPerYear.value,
  resaleRecoveryPct: d.roi.resaleRecoveryPct.value,
  riskOfLossPctPerYear: d.roi.riskOfLossPctPerYear.value,
  alternative: d.roi.alternative.value,
};

export const VALUATION_DEFAULTS = {
  unitSystem: 'imperial' as const,
  lots: [{ ...d.valuation.lot.value }],
  humidityPct: d.valuation.humidityPct.value,
  light: d.valuation.light.value,
  vibration: d.valuation.vibration.value,
  years: d.valuation.years.value,
};
