/**
 * How many bottles a set of racking walls holds, what wider bottles take
 * away, how much growth room to leave, and what it all weighs.
 *
 * Individual racking is quoted per linear foot (57 bottles at 6 ft high, 72
 * at 8 ft; straight-line between, proportional to height outside that span);
 * the other styles per ft² of wall face.
 */
import { estimatorConfig, type EstimatorConfig } from './config.ts';
import { formatBottles, formatNumber, formatRange } from './format.ts';
import { OPTION_LABELS, type RackingStyle } from './options.ts';
import type { CapacityValues } from './schemas.ts';
import { type UnitSystem, areaToSqft, ftToM, lbToKg, lengthFromFt, lengthToFt, sqftToSqm } from './units.ts';

export interface WallCapacity {
  index: number;
  label: string;
  lengthFt: number;
  lengthM: number;
  style: RackingStyle;
  bottles: number;
}

export interface CapacityResult {
  unitSystem: UnitSystem;
  rackHeightFt: number;
  walls: WallCapacity[];
  /** Standard 750 ml Bordeaux bottles. */
  nominalBottles: number;
  mix: {
    nonBordeauxPercent: number;
    reductionPct: { low: number; high: number };
    /** Capacity once wider bottles are allowed for; `low` is the figure to plan with. */
    bottles: { low: number; high: number };
  };
  planning: {
    capacity: number;
    headroomPct: { low: number; high: number };
    /** Bottles to own today so the racking still has 25–30% to grow into. */
    startWith: { low: number; high: number };
    roomFor: { low: number; high: number };
    message: string;
  };
  current?: {
    bottles: number;
    needed: { low: number; high: number };
    fits: boolean;
    message: string;
  };
  weight: {
    lb: number;
    kg: number;
    lbPerLinearFt: number;
    kgPerLinearM: number;
    lbPerSqft?: number;
    kgPerSqm?: number;
  };
  assumptions: string[];
  notes: string[];
  summary: string;
}

/**
 * The racked runs of a room of length × width, in the room's own units: the
 * one place a room becomes walls of racking for a bottle count. Three walls
 * (the fourth keeps the door); the short wall loses the racks' depth at each
 * corner, where the long walls' racks already stand. A room too narrow to
 * stand between racks on both long walls is a reach-in closet: racked on one
 * long wall and the far wall, the far wall less one rack's depth.
 */
export function roomRackingWalls(room: { length: number; width: number }, unitSystem: UnitSystem = 'imperial', config: EstimatorConfig = estimatorConfig): number[] {
  const c = config.capacity;
  const depth = lengthFromFt(c.rackDepthIn.value / 12, unitSystem);
  const aisle = lengthFromFt(c.minAisleFt.value, unitSystem);
  const long = Math.max(room.length, room.width);
  const short = Math.min(room.length, room.width);
  const round = (value: number) => Math.round(value * 100) / 100;
  if (short - 2 * depth < aisle) return [round(long), round(Math.max(0, short - depth))];
  return [round(long), round(short - 2 * depth), round(long)];
}

/** Bottles per linear foot of individual single-deep racking of a given height. */
export function individualPerLinearFt(rackHeightFt: number, config: EstimatorConfig = estimatorConfig): number {
  const at6 = config.capacity.individualPerLinearFtAt6Ft.value;
  const at8 = config.capacity.individualPerLinearFtAt8Ft.value;
  if (rackHeightFt <= 6) return (at6 * rackHeightFt) / 6;
  if (rackHeightFt >= 8) return (at8 * rackHeightFt) / 8;
  return at6 + ((at8 - at6) * (rackHeightFt - 6)) / 2;
}

/** Bottles per ft² of wall face for a style at a given racking height. */
export function bottlesPerSqftOfWall(style: RackingStyle, rackHeightFt: number, config: EstimatorConfig = estimatorConfig): number {
  if (style === 'individual') return individualPerLinearFt(rackHeightFt, config) / rackHeightFt;
  return config.capacity.perSqftOfWall[style].value;
}

/**
 * Capacity lost to wider bottles: straight-line from 0 to 20–25% as their
 * share reaches half the collection, then on to 30–40% when it is all of it.
 */
export function nonBordeauxReductionPct(sharePct: number, config: EstimatorConfig = estimatorConfig): { low: number; high: number } {
  const half = config.capacity.nonBordeauxHalfReductionPct;
  const most = config.capacity.nonBordeauxMostReductionPct;
  const share = Math.min(100, Math.max(0, sharePct));
  if (share <= 50) return { low: (half.low * share) / 50, high: (half.high * share) / 50 };
  const t = (share - 50) / 50;
  return { low: half.low + (most.low - half.low) * t, high: half.high + (most.high - half.high) * t };
}

/** The capacity for validated inputs (`capacityInputSchema`); `checked.ts` parses raw input first. */
export function estimateCapacity(values: CapacityValues, config: EstimatorConfig = estimatorConfig): CapacityResult {
  const system = values.unitSystem;
  const cap = config.capacity;
  const defaults = config.defaults.capacity;
  const assumptions: string[] = [];
  const notes: string[] = [];

  const ceilingFt = values.ceilingHeight === undefined ? defaults.ceilingFt.value : lengthToFt(values.ceilingHeight, system);
  const rackHeightFt = Math.max(1, ceilingFt - cap.rackingClearanceFt.value);
  const wallInputs =
    values.walls?.map((wall) => ({ lengthFt: lengthToFt(wall.length, system), style: wall.style ?? values.style })) ??
    defaults.wallsFt.value.map((lengthFt) => ({ lengthFt, style: values.style }));
  if (values.walls === undefined) assumptions.push('No walls given: three racked walls of 10, 8 and 10 ft.');

  const walls: WallCapacity[] = wallInputs.map((wall, index) => ({
    index,
    label: `Wall ${index + 1}`,
    lengthFt: wall.lengthFt,
    lengthM: ftToM(wall.lengthFt),
    style: wall.style,
    bottles: Math.floor(wall.lengthFt * rackHeightFt * bottlesPerSqftOfWall(wall.style, rackHeightFt, config)),
  }));
  const nominalBottles = walls.reduce((sum, wall) => sum + wall.bottles, 0);

  const reductionPct = nonBordeauxReductionPct(values.nonBordeauxPercent, config);
  const afterMix = {
    // More reduction means fewer bottles, so the high reduction gives the low count.
    low: Math.floor((nominalBottles * (100 - reductionPct.high)) / 100),
    high: Math.floor((nominalBottles * (100 - reductionPct.low)) / 100),
  };

  const headroom = cap.growthHeadroomPct;
  const capacity = afterMix.low;
  const startWith = {
    low: Math.floor(capacity / (1 + headroom.high / 100)),
    high: Math.floor(capacity / (1 + headroom.low / 100)),
  };
  const roomFor = { low: capacity - startWith.high, high: capacity - startWith.low };
  const planningMessage =
    `Plan for ${formatRange(startWith.low, startWith.high)} bottles today: racking for ${formatBottles(capacity)} ` +
    `leaves room for ${formatRange(roomFor.low, roomFor.high)} more (${headroom.low}–${headroom.high}% growth).`;

  let current: CapacityResult['current'];
  if (values.currentBottles !== undefined) {
    const needed = {
      low: Math.ceil(values.currentBottles * (1 + headroom.low / 100)),
      high: Math.ceil(values.currentBottles * (1 + headroom.high / 100)),
    };
    const fits = capacity >= needed.high;
    current = {
      bottles: values.currentBottles,
      needed,
      fits,
      message: fits
        ? `${formatBottles(values.currentBottles)} today need racking for ${formatRange(needed.low, needed.high)}; these walls hold ${formatNumber(capacity)}, enough to grow.`
        : `${formatBottles(values.currentBottles)} today need racking for ${formatRange(needed.low, needed.high)}; these walls hold ${formatNumber(capacity)}. Add ${formatNumber(needed.high - capacity)} bottles of racking (another wall, taller racking or a denser style).`,
    };
  }

  const lbPerBottle = cap.lbPerBottle.value;
  const totalLengthFt = walls.reduce((sum, wall) => sum + wall.lengthFt, 0);
  const lb = nominalBottles * lbPerBottle;
  const floorSqft = values.floorArea === undefined ? undefined : areaToSqft(values.floorArea, system);
  const weight: CapacityResult['weight'] = {
    lb,
    kg: lbToKg(lb),
    lbPerLinearFt: totalLengthFt > 0 ? lb / totalLengthFt : 0,
    kgPerLinearM: totalLengthFt > 0 ? lbToKg(lb) / ftToM(totalLengthFt) : 0,
  };
  if (floorSqft !== undefined) {
    weight.lbPerSqft = lb / floorSqft;
    weight.kgPerSqm = lbToKg(lb) / sqftToSqm(floorSqft);
  }
  notes.push(
    `Full racking holds about ${formatNumber(lb)} lb of wine (${lbPerBottle} lb a bottle, ${cap.lbPerCase.value} lb a case), ` +
      `${formatNumber(weight.lbPerLinearFt)} lb per foot of wall, before the racking itself. Over a suspended floor, ask a structural engineer.`,
  );

  if (ceilingFt !== rackHeightFt) assumptions.push(`Racking ${formatNumber(rackHeightFt, 1)} ft high under a ${formatNumber(ceilingFt, 1)} ft ceiling.`);
  else assumptions.push(`Racking runs floor to ceiling (${formatNumber(rackHeightFt, 1)} ft).`);
  const styles = [...new Set(walls.map((wall) => wall.style))];
  for (const style of styles) {
    assumptions.push(
      `${OPTION_LABELS.rackingStyle[style]}: about ${formatNumber(bottlesPerSqftOfWall(style, rackHeightFt, config), 1)} bottles per ft² of wall.`,
    );
  }
  if (values.nonBordeauxPercent > 0) {
    assumptions.push(
      `${formatNumber(values.nonBordeauxPercent)}% wider bottles (Burgundy, Champagne, magnums) take ${formatRange(reductionPct.low, reductionPct.high, 0)}% of the capacity.`,
    );
  }
  if (rackHeightFt > 7) notes.push('The top rows will be above head height: plan a library ladder or a step.');

  const summary =
    values.nonBordeauxPercent > 0
      ? `${formatNumber(totalLengthFt, 1)} ft of racking holds ${formatBottles(nominalBottles)} of Bordeaux size, about ${formatRange(afterMix.low, afterMix.high)} with your bottle mix. ${planningMessage}`
      : `${formatNumber(totalLengthFt, 1)} ft of racking holds ${formatBottles(nominalBottles)}. ${planningMessage}`;

  return {
    unitSystem: system,
    rackHeightFt,
    walls,
    nominalBottles,
    mix: { nonBordeauxPercent: values.nonBordeauxPercent, reductionPct, bottles: afterMix },
    planning: { capacity, headroomPct: { low: headroom.low, high: headroom.high }, startWith, roomFor, message: planningMessage },
    ...(current ? { current } : {}),
    weight,
    assumptions,
    notes,
    summary,
  };
}
