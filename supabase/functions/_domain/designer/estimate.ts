/**
 * A plan's figures come from the one estimator: this module only maps the
 * plan to the estimator's inputs (no prices, no formulas of its own) and
 * runs it. The browser shows the result live; the ai-tools function runs the
 * same mapping to verify a saved or shared plan.
 *
 * - Capacity: every rack is a run of its style, floor to ceiling, at the
 *   room's height (`estimateCapacity`), counted rack by rack in whole bottles
 *   (a bottle does not span two racks), so the 3D view, which counts each
 *   rack, and a room's walls (`roomWallCapacity`) add up the same way.
 * - Cost: the room as the rectangle with the plan's floor area and perimeter
 *   (an L's walls, floor and ceiling are then priced exactly), priced for the
 *   bottles its racking holds (`rackedBottles`), in the plan's main racking
 *   style ("mixed" when it has several), with the plan's options. Cooling
 *   is priced only when a cooling unit is placed; glass panels count as one
 *   glazed wall, or a glass-enclosed room when they line three quarters of it.
 * - Cooling load: the cost estimate's own sizing of that room.
 */
import { estimateCapacity, type CapacityResult } from '../estimator/capacity.ts';
import { estimateCost, type CostEstimate } from '../estimator/cost.ts';
import { CAPACITY_DEFAULTS, COST_DEFAULTS } from '../estimator/defaults.ts';
import { LIMITS } from '../estimator/limits.ts';
import type { GlassOption, RackingStyle } from '../estimator/options.ts';
import type { CapacityValues, CostValues } from '../estimator/schemas.ts';
import { floorArea, isRack, perimeter, type Plan, type PlanModule, type RackKind } from './plan.ts';

export interface EstimatorInputs {
  /** Null when the plan has no racking: there is nothing to count. */
  capacity: CapacityValues | null;
  /** Null without racking too: the estimator prices a cellar by what it holds. */
  cost: CostValues | null;
}

/** The rectangle with the room's floor area and perimeter: length ≥ width. */
export function equivalentRectangle(plan: Plan): { length: number; width: number } {
  const area = floorArea(plan.room);
  const half = perimeter(plan.room) / 2;
  const root = Math.sqrt(Math.max(0, half * half - 4 * area));
  return { length: (half + root) / 2, width: (half - root) / 2 };
}

export function glassOption(plan: Plan): GlassOption {
  const glazed = plan.glass.reduce((sum, panel) => sum + panel.length, 0);
  if (glazed >= 0.75 * perimeter(plan.room)) return 'glass-enclosed';
  if (glazed > 0) return 'one-wall';
  return plan.options.door === 'glass' ? 'door' : 'none';
}

export function planToEstimatorInputs(plan: Plan): EstimatorInputs {
  const racks = plan.modules.filter((module): module is PlanModule & { kind: RackKind } => isRack(module.kind));
  if (racks.length === 0) return { capacity: null, cost: null };
  const capacityWalls: { length: number; style: RackingStyle }[] = racks.map((module) => ({ length: module.length, style: module.kind }));
  const capacity: CapacityValues = { ...CAPACITY_DEFAULTS, ceilingHeight: plan.room.height, walls: capacityWalls };
  const styles = [...new Set(racks.map((module) => module.kind))];
  const { length, width } = equivalentRectangle(plan);
  const hasCooling = plan.modules.some((module) => module.kind === 'cooling-unit');
  const cost: CostValues = {
    ...COST_DEFAULTS,
    sizeBy: 'room',
    length,
    width,
    height: plan.room.height,
    rackingStyle: styles.length === 1 ? (styles[0] as RackKind) : 'mixed',
    rackingMaterial: plan.options.rackingMaterial,
    cooling: hasCooling ? plan.options.cooling : 'none',
    glass: glassOption(plan),
    door: plan.options.door,
    finishes: plan.options.finishes,
    region: plan.options.region,
    cellarType: plan.options.cellarType,
  };
  return { capacity, cost };
}

export interface PlanEstimate {
  inputs: EstimatorInputs;
  capacity: CapacityResult | null;
  /** Bottles the racking holds (standard 750 ml), 0 without racking. */
  bottles: number;
  cost: CostEstimate | null;
}

export function estimatePlan(plan: Plan): PlanEstimate {
  const inputs = planToEstimatorInputs(plan);
  const capacity = inputs.capacity ? estimateCapacity(inputs.capacity) : null;
  const bottles = capacity?.nominalBottles ?? 0;
  // The estimator prices at least its minimum bottle count; a plan with a token rack still gets a figure.
  const cost = inputs.cost ? estimateCost({ ...inputs.cost, rackedBottles: Math.max(LIMITS.bottles.min, Math.min(LIMITS.bottles.max, bottles)) }) : null;
  return { inputs: { capacity: inputs.capacity, cost: cost ? cost.inputs : null }, capacity, bottles, cost };
}
