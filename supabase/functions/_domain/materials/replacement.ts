/**
 * What replacing racking would cost, from the estimator's racking figures
 * only: the wall area the visitor's bottles take in individual racking at
 * the estimator's 8 ft reference height, priced per m² for the material.
 */
import { bottlesPerSqftOfWall } from '../estimator/capacity.ts';
import { estimatorConfig, type EstimatorConfig } from '../estimator/config.ts';
import { OPTION_LABELS, type RackingMaterial } from '../estimator/options.ts';
import { sqftToSqm } from '../estimator/units.ts';

export interface ReplacementCost {
  material: RackingMaterial;
  bottles: number;
  label: string;
  low: number;
  high: number;
  basis: string;
}

/** The material a replacement is priced in: decay resistant, scent free and in the estimator. */
export const REPLACEMENT_MATERIAL: RackingMaterial = 'redwood-mahogany';

export function replacementCost(bottles: number, material: RackingMaterial = REPLACEMENT_MATERIAL, config: EstimatorConfig = estimatorConfig): ReplacementCost {
  const rackHeightFt = Math.max(1, config.defaults.ceilingFt.value - config.capacity.rackingClearanceFt.value);
  const wallSqft = bottles / bottlesPerSqftOfWall('individual', rackHeightFt, config);
  const rate = config.cost.rackingPerSqm[material];
  const sqm = sqftToSqm(wallSqft);
  const round = (usd: number) => Math.round(usd / 10) * 10;
  return {
    material,
    bottles,
    label: OPTION_LABELS.rackingMaterial[material],
    low: round(rate.low * sqm),
    high: round(rate.high * sqm),
    basis: `${bottles} bottles in individual racking ${rackHeightFt} ft high take about ${Math.round(wallSqft)} ft² of wall; the estimator prices ${OPTION_LABELS.rackingMaterial[material].toLowerCase()} at $${rate.low}–${rate.high} per m² (${'source' in rate ? rate.source : rate.assumption}).`,
  };
}
