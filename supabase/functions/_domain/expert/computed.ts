/**
 * The figures the offline expert works out from a question beyond the three
 * calculators: what a cellar costs to run, what a restaurant's wine room
 * should hold, what a collection weighs, how big a room a bottle count
 * needs. Each block is written from an estimator result (its figures, its
 * assumptions), never from a number of the expert's own.
 */
import {
  encodeCoolingSimpleParams,
  encodeCostParams,
  estimateRestaurantStock,
  estimateRunningCost,
  estimatorConfig,
  floorAreaForBottles,
  formatArea,
  formatMoney,
  formatNumber,
  formatPricePerKwh,
  formatUsd,
  formatUsdRange,
  lbToKg,
  OPTION_LABELS,
  runTool,
  type CoolingSimpleInput,
  type CoolingSystem,
} from '../estimator/index.ts';
import { CALCULATORS, costInput, type CalculatorLink } from './estimate-answer.ts';
import type { Understanding } from './understand.ts';

export interface ComputedBlock {
  /** What was worked out, for the grounding of a model and the answer's check. */
  subject: 'running-cost' | 'restaurant-stock' | 'weight' | 'room-size' | 'cabinet-running-cost' | 'cooling-cost';
  markdown: string;
  calculator?: CalculatorLink;
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const withQuery = (path: string, params: URLSearchParams) => (params.toString() ? `${path}?${params.toString()}` : path);

/** The room a running cost is for: the question's (or the conversation's), or the room the cost rule gives its bottles. */
function coolingInputFor(u: Understanding): { input: CoolingSimpleInput; room: string } | null {
  const q = u.question;
  const input: CoolingSimpleInput = { unitSystem: q.unitSystem };
  let room: string;
  if (q.room) {
    input.length = q.room.length;
    input.width = q.room.width;
    const height = q.room.height ?? q.ceiling;
    if (height !== undefined) input.height = height;
    const unit = q.unitSystem === 'metric' ? 'm' : 'ft';
    room = `a ${formatNumber(q.room.length, 1)} × ${formatNumber(q.room.width, 1)}${height !== undefined ? ` × ${formatNumber(height, 1)}` : ''} ${unit} room`;
  } else if (q.bottles !== undefined) {
    const floor = floorAreaForBottles(q.bottles);
    const side = Math.sqrt(floor);
    input.unitSystem = 'imperial';
    input.length = Math.round(side * 10) / 10;
    input.width = Math.round(side * 10) / 10;
    input.height = estimatorConfig.cost.sizing.ruleCeilingFt.value;
    room = `a room of about ${formatArea(floor)} for ${formatNumber(q.bottles)} bottles (our cost calculator's sizing rule)`;
  } else {
    return null;
  }
  if (q.glass) input.glass = q.glass;
  if (q.insulation) input.insulation = q.insulation;
  if (q.surroundingsTemp !== undefined && input.unitSystem === q.unitSystem) input.surroundingsTemp = q.surroundingsTemp;
  return { input, room };
}

export function runningCostBlock(u: Understanding): ComputedBlock | null {
  const found = coolingInputFor(u);
  if (!found) return null;
  const price = u.pricePerKwh;
  const outcome = runTool('estimate_cooling_load', found.input);
  if (!outcome.ok || outcome.tool !== 'estimate_cooling_load') return null;
  const load = outcome.result;
  const surroundings = load.surfaces.find((surface) => surface.kind === 'wall')?.outsideTempF;
  const run = estimateRunningCost({ heatLoadBtuh: load.totalBtuh, ...(price ? { pricePerKwh: price.value, currency: price.currency } : {}) });
  const calculator = { ...CALCULATORS.cooling, url: withQuery(CALCULATORS.cooling.url, encodeCoolingSimpleParams(found.input)) };
  const where =
    surroundings === undefined
      ? ''
      : ` with ${formatNumber(surroundings)}°F around it${u.question.surroundingsTemp === undefined ? ' (the climate calculator\'s design default; a cooler house uses less)' : ''}`;
  const markdown = [
    `**${run.summary}**`,
    `That is for ${found.room}${where}: its heat load is ${formatNumber(Math.round(load.totalBtuh))} BTU/h (${load.recommended.label.toLowerCase()}, ${formatNumber(load.recommended.sizeBtuh)} BTU/h class, from our climate calculator).`,
    `**What this assumes**\n${bullets([...run.assumptions, ...load.assumptions.slice(0, 2)])}`,
  ].join('\n\n');
  return { subject: 'running-cost', markdown, calculator };
}

/** A wine cabinet's running cost from the kWh its energy label states (a range for the common sizes). */
export function cabinetRunningCostBlock(u: Understanding): ComputedBlock {
  const range = estimatorConfig.running.cabinetKwhPerYear;
  const price = u.pricePerKwh ?? { value: estimatorConfig.running.electricityPricePerKwh.value, currency: 'USD' as const };
  const low = range.low * price.value;
  const high = range.high * price.value;
  const priceLine = u.pricePerKwh
    ? `at your ${formatPricePerKwh(price.value, price.currency)} per kWh`
    : `at about ${formatPricePerKwh(price.value, price.currency)} per kWh, the U.S. average residential price for 2023 (U.S. Energy Information Administration)`;
  const markdown =
    `**About ${formatMoney(low, price.currency)}–${formatMoney(high, price.currency)} a year ${priceLine}**, for a cabinet whose energy label states ${range.low}–${range.high} kWh a year ` +
    `(the range EU energy labels give 40–66-bottle cabinets; a larger cabinet uses more, so multiply its own label's figure by your price).`;
  return { subject: 'cabinet-running-cost', markdown };
}

export function restaurantStockBlock(u: Understanding): ComputedBlock | null {
  const result = estimateRestaurantStock({ ...(u.covers !== undefined ? { covers: u.covers } : {}), ...(u.seats !== undefined ? { seats: u.seats } : {}) });
  if (!result) return null;
  const bottles = result.racking.high;
  const calculator = { ...CALCULATORS.cost, url: withQuery(CALCULATORS.cost.url, encodeCostParams({ sizeBy: 'bottles', bottles, cellarType: 'restaurant' })) };
  const markdown = [`**${result.summary}**`, `**What this assumes**\n${bullets(result.assumptions)}`].join('\n\n');
  return { subject: 'restaurant-stock', markdown, calculator };
}

export function weightBlock(u: Understanding): ComputedBlock | null {
  const bottles = u.question.bottles;
  if (bottles === undefined) return null;
  const c = estimatorConfig.capacity;
  const lb = bottles * c.lbPerBottle.value;
  const markdown =
    `**${formatNumber(bottles)} bottles weigh about ${formatNumber(lb)} lb (${formatNumber(Math.round(lbToKg(lb)))} kg)** at ${c.lbPerBottle.value} lb a full bottle ` +
    `(${c.lbPerCase.value} lb a case), before the racking itself.`;
  return { subject: 'weight', markdown };
}

/** How big a room a collection needs, from the cost calculator's sizing rule; with a buying rate, for the collection it will grow into. */
export function roomSizeBlock(u: Understanding): ComputedBlock | null {
  const growth = u.growth;
  const bottles = growth ? growth.now + growth.perYear * growth.years : u.question.bottles;
  if (bottles === undefined || bottles <= 0) return null;
  const s = estimatorConfig.cost.sizing;
  const ceiling = u.question.unitSystem === 'imperial' ? u.question.ceiling : undefined;
  const ruleFloor = floorAreaForBottles(bottles);
  const floor = ceiling !== undefined && ceiling > 0 ? floorAreaForBottles(bottles * (s.ruleCeilingFt.value / ceiling)) : ruleFloor;
  const plan = growth
    ? `Plan for **${formatNumber(bottles)} bottles**: the ${formatNumber(growth.now)} you have plus ${formatNumber(growth.perYear)} a year for ${formatNumber(growth.years)} years.`
    : `For **${formatNumber(bottles)} bottles**:`;
  const markdown = [
    `${plan} That needs a room of about **${formatArea(floor)}** of floor${ceiling !== undefined ? ` with your ${formatNumber(ceiling)} ft ceiling` : ''}, racked wall to wall.`,
    `**What this assumes**\n${bullets([
      `Our cost calculator's sizing rule: about ${s.baseBottles.value} bottles in ${s.baseFloorSqft.value} ft² at a ${s.ruleCeilingFt.value} ft ceiling, plus ${s.extraSqftPer500Bottles.value} ft² per extra 500${ceiling !== undefined ? ', scaled to your ceiling' : ''}.`,
      'Racking style moves it: diamond bins and case storage hold more per foot of wall than label-forward display; the capacity calculator counts a layout wall by wall.',
      'Anything else in the room (a tasting table and chairs, a bench, a walkway) is floor on top of this.',
    ])}`,
  ].join('\n\n');
  const calculator = { ...CALCULATORS.cost, url: withQuery(CALCULATORS.cost.url, encodeCostParams({ sizeBy: 'bottles', bottles, ...(ceiling !== undefined ? { height: ceiling } : {}) })) };
  return { subject: 'room-size', markdown, calculator };
}

/** The cooling systems a message names: "the split" is either kind of split; "a cooling unit" any of the three. */
export function coolingSystemsNamed(text: string): Exclude<CoolingSystem, 'none'>[] {
  const named: Exclude<CoolingSystem, 'none'>[] = [];
  if (/\bthrough[- ]?(the[- ])?wall\b|\bself[- ]contained\b/.test(text)) named.push('through-the-wall');
  const ductless = /\bductless\b|\bmini[- ]?splits?\b/.test(text);
  const ducted = /\bducted\b/.test(text);
  if (ductless) named.push('ductless-split');
  if (ducted) named.push('ducted-split');
  if (!ductless && !ducted && /\bsplits?\b/.test(text)) named.push('ductless-split', 'ducted-split');
  if (named.length === 0 && /\bcooling (unit|system|equipment)s?\b/.test(text)) named.push('through-the-wall', 'ductless-split', 'ducted-split');
  return named;
}

/**
 * What the cooling alone costs installed ("what would the split cost me,
 * all in?"): the cost calculator's cooling line for the room (the question's,
 * the conversation's, or the calculator's default), one per system named,
 * with the line's own assumptions.
 */
export function coolingCostBlock(u: Understanding): ComputedBlock | null {
  const systems = coolingSystemsNamed(u.question.normalized);
  if (systems.length === 0) return null;
  const base = costInput(u.question);
  const lines = systems.flatMap((system) => {
    const outcome = runTool('estimate_cost', { ...base, cooling: system });
    if (!outcome.ok || outcome.tool !== 'estimate_cost') return [];
    const line = outcome.result.lines.find((item) => item.key === 'cooling');
    return line ? [{ system, line, estimate: outcome.result }] : [];
  });
  const first = lines[0];
  if (!first) return null;
  const c = estimatorConfig.cost;
  const room = first.estimate.room;
  const where = u.question.room || u.question.bottles !== undefined
    ? `for ${u.question.room ? `the ${formatNumber(u.question.room.length, 1)} × ${formatNumber(u.question.room.width, 1)} ${u.question.unitSystem === 'metric' ? 'm' : 'ft'} room` : `a ${formatNumber(first.estimate.bottles)}-bottle cellar`}`
    : `for the cost calculator's default room of ${formatNumber(room.lengthFt, 1)} × ${formatNumber(room.widthFt, 1)} ft`;
  const prices = lines.map(({ system, line }) => `${OPTION_LABELS.coolingSystem[system].toLowerCase()} ${formatUsdRange(line.low, line.high)}`).join('; ');
  const markdown = [
    `**Installed cooling ${where}: ${prices}**, from our cost calculator's cooling line (a ${formatNumber(Math.round(first.estimate.cooling.designBtuh))} BTU/h design load).`,
    `**What this assumes**\n${bullets([
      ...lines.map(({ system }) => `${OPTION_LABELS.coolingSystem[system]}: ${c.coolingInstalled[system].assumption}.`),
      `${c.coolingIncludedBtuh.assumption}; above that, ${formatUsd(c.coolingPerExtraThousandBtuh.low)}–${formatUsd(c.coolingPerExtraThousandBtuh.high)} per extra 1,000 BTU/h.`,
      'Installed means the equipment with its installation; the line-set length, electrical work and the condensate drain move a split\'s price most.',
    ])}`,
  ].join('\n\n');
  const calculator = { ...CALCULATORS.cost, url: withQuery(CALCULATORS.cost.url, encodeCostParams({ ...base, cooling: first.system })) };
  return { subject: 'cooling-cost', markdown, calculator };
}
