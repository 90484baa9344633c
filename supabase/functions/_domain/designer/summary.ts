/**
 * A plan's result in words: the headline and lines My Calculations shows,
 * and the facts a model is given to write its review from. One copy, used by
 * the browser and by the ai-tools function, so both describe a plan alike.
 */
import { formatBtuh, formatNumber, formatUsdRange } from '../estimator/format.ts';
import { OPTION_LABELS } from '../estimator/options.ts';
import { glassOption, type PlanEstimate } from './estimate.ts';
import { MODULE_SPECS, feet, floorArea, type Plan } from './plan.ts';

export function roomText(plan: Plan): string {
  const { room } = plan;
  const shape = room.shape === 'l-shape' ? `L-shaped, ${feet(room.width)} × ${feet(room.depth)} less a ${feet(room.cutWidth)} × ${feet(room.cutDepth)} corner` : `${feet(room.width)} × ${feet(room.depth)}`;
  return `${shape}, ${feet(room.height)} ceiling, ${formatNumber(floorArea(room), 1)} ft² of floor`;
}

/** "997 bottles · $69K–$109K": the one line for lists. */
export function planHeadline(estimate: PlanEstimate): string {
  if (!estimate.cost) return 'No racking placed yet';
  return `${formatNumber(estimate.bottles)} bottles · ${formatUsdRange(estimate.cost.total.low, estimate.cost.total.high)}`;
}

export function planLines(plan: Plan, estimate: PlanEstimate): { label: string; value: string }[] {
  const pieces = plan.modules.map((module) => MODULE_SPECS[module.kind].label);
  const counts = [...new Set(pieces)].map((label) => `${pieces.filter((piece) => piece === label).length} × ${label.toLowerCase()}`);
  const lines = [
    { label: 'Room', value: roomText(plan) },
    { label: 'Pieces', value: counts.join(', ') || 'None' },
  ];
  if (estimate.cost) {
    lines.push({ label: 'Cooling load', value: `${formatBtuh(estimate.cost.cooling.designBtuh)} design capacity` });
    for (const line of estimate.cost.lines) lines.push({ label: line.label.replace(/ \(.*\)$/, ''), value: formatUsdRange(line.low, line.high) });
  }
  return lines;
}

/** The facts a model reviews, as plain text: every figure is the estimator's. */
export function planFacts(plan: Plan, estimate: PlanEstimate): string {
  const o = plan.options;
  const facts = [
    ...planLines(plan, estimate).map((line) => `${line.label}: ${line.value}`),
    `Bottle capacity: ${formatNumber(estimate.bottles)}`,
    `Glass: ${OPTION_LABELS.glass[glassOption(plan)]}; door: ${OPTION_LABELS.door[o.door]}`,
    `Racking material: ${OPTION_LABELS.rackingMaterial[o.rackingMaterial]}; finishes: ${o.finishes}; cellar type: ${o.cellarType}`,
  ];
  if (estimate.cost) facts.push(`Total: ${formatUsdRange(estimate.cost.total.low, estimate.cost.total.high)}`, ...estimate.cost.notes.map((note) => `Note: ${note}`));
  return facts.join('\n');
}
