/**
 * The cost of a cellar as an itemized low–high range.
 *
 * The room comes from the bottle count (or the bottle count from the room)
 * by the vendors' rule of thumb; each line is then priced from its own driver:
 * racked wall area, cooling load, envelope area, door and glass, floor area,
 * and labor and design as shares of the rest. Lines are rounded to $100 and
 * the total is their sum, so the page, the PDF and the assistant all add up.
 */
import { estimatorConfig, type EstimatorConfig, type Range } from './config.ts';
import { WALL_LAYOUT_TEXT, bottlesPerSqftOfWall, rackRunBottles, roomWallRuns } from './capacity.ts';
import { estimateRoomCoolingLoad, type UnitClass } from './cooling.ts';
import { formatArea, formatBtuh, formatLength, formatNumber, formatUsd, formatUsdRange } from './format.ts';
import { OPTION_LABELS, type CostLineKey, type RackingStyle } from './options.ts';
import { LIMITS } from './limits.ts';
import type { CostValues } from './schemas.ts';
import { type UnitSystem, SQ_METRES_PER_SQ_FOOT, ftToM, lengthFromFt, lengthToFt, sqftToSqm } from './units.ts';

export interface CostLine {
  key: CostLineKey;
  label: string;
  low: number;
  high: number;
  /** What drives the line, in a sentence. */
  basis: string;
}

export interface CostRoom {
  derivedFrom: 'bottles' | 'room';
  lengthFt: number;
  widthFt: number;
  heightFt: number;
  lengthM: number;
  widthM: number;
  heightM: number;
  floorSqft: number;
  floorSqm: number;
  wallSqft: number;
  ceilingSqft: number;
  doorSqft: number;
  glassSqft: number;
  rackedWallSqft: number;
  holds: RoomHolds;
}

export type Positioning = 'below-professional' | 'professional';

export interface CostEstimate {
  unitSystem: UnitSystem;
  inputs: CostValues;
  bottles: number;
  room: CostRoom;
  lines: CostLine[];
  total: { low: number; high: number };
  perBottle: { low: number; high: number };
  cooling: { designBtuh: number; recommendedBtuh: number; unitClass: UnitClass };
  positioning: Positioning;
  /** The vendor cost-guide band for a cellar of this size, for comparison. */
  benchmark: { label: string; low: number; high: number; openEnded: boolean; source: string };
  assumptions: string[];
  notes: string[];
  summary: string;
}

/** The glass the cooling was sized with, in the words of the assumption that says so. */
const GLASS_WORDS: Record<CostValues['glass'], string> = {
  none: 'a solid insulated door',
  door: 'a glass door',
  'one-wall': 'one glass wall',
  'glass-enclosed': 'glass all round',
};

/** Each cost line's name, as the estimate and every tool that prices by line show it. */
export const LINE_LABELS: Record<CostLineKey, string> = {
  racking: 'Racking',
  cooling: 'Cooling',
  envelope: 'Envelope (insulation, vapor barrier, walls and ceiling)',
  doorGlass: 'Door and glass',
  flooringLighting: 'Flooring and lighting',
  labour: 'Labor',
  design: 'Design',
};

type Pair = { low: number; high: number };
const scale = (range: Pair, factor: number): Pair => ({ low: range.low * factor, high: range.high * factor });
const add = (...pairs: Pair[]): Pair => pairs.reduce((sum, p) => ({ low: sum.low + p.low, high: sum.high + p.high }), { low: 0, high: 0 });
const money = (range: Pair) => formatUsdRange(range.low, range.high);
/**
 * A rate per area in the visitor's units: the config prices racking and glass
 * per m² and the envelope and floor per ft², but one view shows one system.
 */
function perArea(range: Range, per: 'm²' | 'ft²', system: UnitSystem): string {
  const shown = system === 'metric' ? 'm²' : 'ft²';
  const factor = per === shown ? 1 : per === 'm²' ? SQ_METRES_PER_SQ_FOOT : 1 / SQ_METRES_PER_SQ_FOOT;
  const digits = per === shown ? 0 : 1;
  const round = (value: number) => formatNumber(value * factor, value * factor < 100 ? digits : 0);
  return `$${round(range.low)}–${round(range.high)} per ${shown}`;
}

/** The business's range as the site writes it: `$50K-$200K+` (docs/product-spec.md §1). */
export function professionalRangeLabel(config: EstimatorConfig = estimatorConfig): string {
  const { low, high } = config.cost.professional;
  return `$${formatNumber(low / 1000)}K-$${formatNumber(high / 1000)}K+`;
}

/** Floor area (ft²) a bottle count needs, at the rule's 9 ft ceiling. */
export function floorAreaForBottles(bottles: number, config: EstimatorConfig = estimatorConfig): number {
  const s = config.cost.sizing;
  const base = s.baseBottles.value;
  const area =
    bottles <= base
      ? (bottles * s.baseFloorSqft.value) / base
      : s.baseFloorSqft.value + ((bottles - base) * s.extraSqftPer500Bottles.value) / 500;
  return Math.max(s.minFloorSqft.value, area);
}

/** The inverse: bottles a floor area holds at the rule's 9 ft ceiling. */
export function bottlesForFloorArea(floorSqft: number, config: EstimatorConfig = estimatorConfig): number {
  const s = config.cost.sizing;
  const baseArea = s.baseFloorSqft.value;
  return floorSqft <= baseArea
    ? (floorSqft * s.baseBottles.value) / baseArea
    : s.baseBottles.value + ((floorSqft - baseArea) * 500) / s.extraSqftPer500Bottles.value;
}

/** How the estimate's bottle count was arrived at, and what the room's walls hold, in words a client understands. */
export interface RoomHolds {
  /**
   * `given`: the visitor's own count (by bottles, or with a room); `plan`: what
   * a drawn plan's racking holds; `walls`: racking on the room's walls, as the
   * designer lays it out; `rule`: the vendors' sizing rule (a closet too small
   * for a walk-in layout).
   */
  basis: 'given' | 'plan' | 'walls' | 'rule';
  /** Racking on the room's walls in the estimate's style, as the designer lays it out; null when sized by bottles or too small for that layout. */
  wallBottles: number | null;
  /** The same walls in individual racking, the densest style: what /ai-design's collector's library shows. */
  wallBottlesIndividual: number | null;
  /** Racking on the walls, ft (the layout's pieces added up); null as `wallBottles`. */
  wallRunFt: number | null;
  text: string;
}

interface SizedRoom {
  bottles: number;
  lengthFt: number;
  widthFt: number;
  heightFt: number;
  holds: RoomHolds;
}

const clampBottles = (value: number) => Math.min(LIMITS.bottles.max, Math.max(LIMITS.bottles.min, Math.floor(value)));

/**
 * What racking on a room's walls holds, as the designer lays it out
 * (designer/wall-layout.ts): each piece counted whole in the style. Null for
 * a room under the walk-in size (a closet, whose door opens outwards and
 * whose racking lines every wall, which the walk-in layout does not draw) or
 * one where the layout finds no wall free.
 */
export function roomWallCapacity(
  lengthFt: number,
  widthFt: number,
  heightFt: number,
  style: RackingStyle,
  config: EstimatorConfig = estimatorConfig,
): { bottles: number; individual: number; runFt: number } | null {
  const runs = roomWallRuns(lengthFt, widthFt, config);
  if (!runs) return null;
  const rackHeightFt = Math.max(1, heightFt - config.capacity.rackingClearanceFt.value);
  const count = (racking: RackingStyle) => runs.reduce((sum, lengthFt) => sum + rackRunBottles(lengthFt, rackHeightFt, racking, config), 0);
  return { bottles: count(style), individual: count('individual'), runFt: runs.reduce((sum, lengthFt) => sum + lengthFt, 0) };
}

function sizeRoom(values: CostValues, config: EstimatorConfig): SizedRoom {
  const s = config.cost.sizing;
  const d = config.defaults.cost;
  const system = values.unitSystem;
  const ruleHeight = s.ruleCeilingFt.value;
  const ceilingFt = config.defaults.ceilingFt.value;
  const heightFt = values.height === undefined ? ceilingFt : lengthToFt(values.height, system);
  const unit = system === 'metric' ? 'm' : 'ft';
  const ceilingText = `${formatNumber(lengthFromFt(heightFt, system), 1)} ${unit}`;
  if (values.sizeBy === 'room') {
    const lengthFt = values.length === undefined ? d.lengthFt.value : lengthToFt(values.length, system);
    const widthFt = values.width === undefined ? d.widthFt.value : lengthToFt(values.width, system);
    const walls = roomWallCapacity(lengthFt, widthFt, heightFt, values.rackingStyle, config);
    const styleName = OPTION_LABELS.rackingStyle[values.rackingStyle].toLowerCase();
    const wallsText = walls
      ? `Racking on this room’s walls, floor to ceiling (${ceilingText}), ${WALL_LAYOUT_TEXT}, as our designer lays it out: ` +
        `${formatLength(walls.runFt, system)} of racking holding ${formatNumber(walls.bottles)} bottles in ${styleName}` +
        (values.rackingStyle === 'individual' ? '.' : ` (${formatNumber(walls.individual)} in individual racking, the densest).`)
      : null;
    const holdsFrom = (basis: RoomHolds['basis'], text: string): RoomHolds => ({
      basis,
      wallBottles: walls?.bottles ?? null,
      wallBottlesIndividual: walls?.individual ?? null,
      wallRunFt: walls?.runFt ?? null,
      text,
    });
    const base = { lengthFt, widthFt, heightFt };
    if (values.roomBottles !== undefined) {
      const bottles = clampBottles(values.roomBottles);
      return {
        ...base,
        bottles,
        holds: holdsFrom('given', `Priced for your ${formatNumber(bottles)} bottles, as you gave them.${wallsText ? ` ${wallsText}` : ''}`),
      };
    }
    if (values.rackedBottles !== undefined) {
      const bottles = clampBottles(values.rackedBottles);
      return { ...base, bottles, holds: holdsFrom('plan', `Priced for the ${formatNumber(bottles)} bottles the plan’s racking holds, as laid out.`) };
    }
    if (walls) return { ...base, bottles: clampBottles(walls.bottles), holds: holdsFrom('walls', wallsText ?? '') };
    // A closet: the vendors' rule, which is written for a 9 ft ceiling; capacity scales with height.
    const bottles = clampBottles(bottlesForFloorArea(lengthFt * widthFt, config) * (heightFt / ruleHeight));
    return {
      ...base,
      bottles,
      holds: holdsFrom(
        'rule',
        `A room under ${formatArea(s.walkInMinSqft.value, system)} is a closet, too small for a walk-in layout with a door swinging in and an aisle, so it is sized by the vendors’ rule: ` +
          `about ${formatNumber(bottles)} bottles (${s.baseBottles.value} bottles in ${s.baseFloorSqft.value} ft² at a ${ruleHeight} ft ceiling, in proportion).`,
      ),
    };
  }
  const floor = floorAreaForBottles(values.bottles * (ruleHeight / heightFt), config);
  const lengthFt = Math.sqrt(floor * s.aspectRatio.value);
  const widthFt = floor / lengthFt;
  const dims = `${formatNumber(lengthFromFt(lengthFt, system), 1)} × ${formatNumber(lengthFromFt(widthFt, system), 1)} ${unit}`;
  return {
    bottles: values.bottles,
    lengthFt,
    widthFt,
    heightFt,
    holds: {
      basis: 'given',
      wallBottles: null,
      wallBottlesIndividual: null,
      wallRunFt: null,
      text:
        `Room of about ${formatArea(floor, system)} (${dims}, ${ceilingText} ceiling) for ${formatNumber(values.bottles)} bottles, by the vendors’ sizing rule: ` +
        `about ${s.baseBottles.value} bottles in ${s.baseFloorSqft.value} ft² at a ${ruleHeight} ft ceiling, plus ${s.extraSqftPer500Bottles.value} ft² per extra 500.`,
    },
  };
}

function roundLine(range: Pair, step: number): Pair {
  return { low: Math.round(range.low / step) * step, high: Math.round(range.high / step) * step };
}

/** Which band of the vendor cost guides a bottle count falls in. */
export function wholeCellarBenchmark(bottles: number, config: EstimatorConfig = estimatorConfig): CostEstimate['benchmark'] {
  const bands = config.cost.wholeCellarBands;
  const pick = (band: Range, label: string, openEnded: boolean) => ({
    label,
    low: band.low,
    high: band.high,
    openEnded,
    source: 'source' in band ? band.source : band.assumption,
  });
  if (bottles < 500) return pick(bands.under500, 'cellars under 500 bottles', false);
  if (bottles <= 2500) return pick(bands.from500To2500, 'cellars of 500–2,500 bottles', false);
  return pick(bands.over2500, 'cellars of 2,500+ bottles', true);
}

/** The estimate for validated inputs (`costInputSchema`); `checked.ts` parses raw input first. */
export function estimateCost(values: CostValues, config: EstimatorConfig = estimatorConfig): CostEstimate {
  const system = values.unitSystem;
  const c = config.cost;
  const assumptions: string[] = [];
  const notes: string[] = [];

  // ---- the room
  const { bottles, lengthFt, widthFt, heightFt, holds } = sizeRoom(values, config);
  const floorSqft = lengthFt * widthFt;
  const wallSqft = 2 * (lengthFt + widthFt) * heightFt;
  const doorSqft = Math.min(config.cooling.doorAreaSqft.value, wallSqft / 4);
  const glassSqft =
    values.glass === 'one-wall' ? lengthFt * heightFt : values.glass === 'glass-enclosed' ? wallSqft - doorSqft : 0;
  const opaqueWallSqft = Math.max(0, wallSqft - doorSqft - glassSqft);
  assumptions.push(holds.text);
  if (holds.basis === 'given' && holds.wallBottles !== null && bottles > holds.wallBottles) {
    notes.push(
      `Your ${formatNumber(bottles)} bottles are more than racking on this room’s walls holds in ${OPTION_LABELS.rackingStyle[values.rackingStyle].toLowerCase()} ` +
        `(${formatNumber(holds.wallBottles)}): plan a denser style, freestanding racking in the middle of the floor, or a larger room.`,
    );
  }

  // ---- racking
  const rackHeightFt = Math.max(1, heightFt - config.capacity.rackingClearanceFt.value);
  const density = bottlesPerSqftOfWall(values.rackingStyle, rackHeightFt, config);
  const rackedWallSqft = bottles / density;
  const rackedSqm = sqftToSqm(rackedWallSqft);
  const rackRate = c.rackingPerSqm[values.rackingMaterial];
  const styleFactor = c.rackingStyleFactor[values.rackingStyle].value;
  const racking = scale(rackRate, rackedSqm * styleFactor);
  if (rackedWallSqft > opaqueWallSqft) {
    notes.push(
      `${formatNumber(bottles)} bottles in ${OPTION_LABELS.rackingStyle[values.rackingStyle].toLowerCase()} need about ` +
        `${formatArea(rackedWallSqft, system)} of wall, more than the ${formatArea(opaqueWallSqft, system)} this room has: ` +
        'plan island racking, a denser style or a larger room.',
    );
  }

  // ---- cooling, sized from the room
  const cellarType = c.cellarType[values.cellarType];
  const load = estimateRoomCoolingLoad(
    { lengthFt, widthFt, heightFt },
    { insulation: c.coolingInsulation.value, glass: values.glass, traffic: cellarType.traffic.value },
    config,
  );
  const coolingBase = c.coolingInstalled[values.cooling];
  const extraThousands = Math.max(0, load.designBtuh - c.coolingIncludedBtuh.value) / 1000;
  const coolingRaw =
    values.cooling === 'none' ? { low: 0, high: 0 } : add(coolingBase, scale(c.coolingPerExtraThousandBtuh, extraThousands));

  // ---- envelope
  const envelopeSqft = opaqueWallSqft + floorSqft;
  const envelopeRaw = scale(c.envelopePerSqft[values.finishes], envelopeSqft);

  // ---- door and glass
  const glassDoorNeeded = values.glass !== 'none' && values.door === 'solid-insulated';
  const doorType = glassDoorNeeded ? 'glass' : values.door;
  if (glassDoorNeeded) notes.push('The glass option includes a glass door, so the door is priced as glass.');
  const doorGlass = add(c.door[doorType], scale(c.glassPerSqm, sqftToSqm(glassSqft)));

  // ---- flooring and lighting
  const floorRate = c.flooringLightingPerSqft[values.finishes];
  const minimum = c.flooringLightingMinimum;
  const flooringRaw = {
    low: Math.max(minimum.low, floorRate.low * floorSqft),
    high: Math.max(minimum.high, floorRate.high * floorSqft),
  };

  // ---- labor
  const walkIn = floorSqft >= c.sizing.walkInMinSqft.value;
  const management = walkIn ? c.projectManagement.walkIn : c.projectManagement.closet;
  const built = add(racking, envelopeRaw, doorGlass, flooringRaw);
  const labourRaw = scale(
    add({ low: built.low * c.labourShare.low, high: built.high * c.labourShare.high }, management),
    cellarType.labourDesignFactor.value,
  );

  // ---- region, then design as a share of everything else
  const region = c.regions[values.region].value;
  const regional = (key: CostLineKey, range: Pair) => (c.regionalLines.value.includes(key) ? scale(range, region) : range);
  const step = c.roundToUsd.value;
  const priced: Record<Exclude<CostLineKey, 'design'>, Pair> = {
    racking: regional('racking', racking),
    cooling: regional('cooling', coolingRaw),
    envelope: regional('envelope', envelopeRaw),
    doorGlass: regional('doorGlass', doorGlass),
    flooringLighting: regional('flooringLighting', flooringRaw),
    labour: regional('labour', labourRaw),
  };
  const beforeDesign = add(...Object.values(priced));
  const designRaw = scale(
    { low: beforeDesign.low * c.designShare.low, high: beforeDesign.high * c.designShare.high },
    cellarType.labourDesignFactor.value,
  );

  const basis: Record<CostLineKey, string> = {
    racking: `${formatArea(rackedWallSqft, system)} of ${OPTION_LABELS.rackingStyle[values.rackingStyle].toLowerCase()} in ${OPTION_LABELS.rackingMaterial[values.rackingMaterial].toLowerCase()} at ${perArea(rackRate, 'm²', system)}${styleFactor === 1 ? '' : ` × ${styleFactor}`}`,
    cooling:
      values.cooling === 'none'
        ? 'No cooling equipment (passive cellar)'
        : `${OPTION_LABELS.coolingSystem[values.cooling]}, installed, for a ${formatBtuh(load.designBtuh)} design load`,
    envelope: `${formatArea(envelopeSqft, system)} of wall and ceiling at ${perArea(c.envelopePerSqft[values.finishes], 'ft²', system)} (${values.finishes})`,
    doorGlass:
      glassSqft > 0
        ? `${OPTION_LABELS.door[doorType]} door plus ${formatArea(glassSqft, system)} of argon double glazing at ${perArea(c.glassPerSqm, 'm²', system)}`
        : `${OPTION_LABELS.door[doorType]} door`,
    flooringLighting: `${formatArea(floorSqft, system)} of floor at ${perArea(floorRate, 'ft²', system)} (${values.finishes}), at least ${money(minimum)}`,
    labour: `${formatNumber(c.labourShare.low * 100)}–${formatNumber(c.labourShare.high * 100)}% of the built lines plus ${money(management)} ${walkIn ? 'project management' : 'supervision'}`,
    design: `${formatNumber(c.designShare.low * 100)}–${formatNumber(c.designShare.high * 100)}% of the project: drawings, load calculation, specification`,
  };
  const lines: CostLine[] = (['racking', 'cooling', 'envelope', 'doorGlass', 'flooringLighting', 'labour'] as const).map((key) => ({
    key,
    label: LINE_LABELS[key],
    ...roundLine(priced[key], step),
    basis: basis[key],
  }));
  lines.push({ key: 'design', label: LINE_LABELS.design, ...roundLine(designRaw, step), basis: basis.design });

  const total = add(...lines);
  const perBottle = { low: Math.round(total.low / bottles), high: Math.round(total.high / bottles) };
  const midpoint = (total.low + total.high) / 2;
  const professional = c.professional;
  const positioning: Positioning = midpoint >= professional.low ? 'professional' : 'below-professional';
  const benchmark = wholeCellarBenchmark(bottles, config);

  // ---- assumptions and notes
  const sizingInsulation = config.cooling.insulation[c.coolingInsulation.value];
  assumptions.push(
    system === 'metric'
      ? `Racking: ${formatNumber(bottles)} bottles at about ${formatNumber(density / SQ_METRES_PER_SQ_FOOT, 0)} per m² of wall (${formatArea(rackedWallSqft, system)} of racking).`
      : `Racking: ${formatNumber(bottles)} bottles at about ${formatNumber(density, 1)} per ft² of wall (${formatArea(rackedWallSqft, system)} of racking).`,
    `Cooling sized for R-${sizingInsulation.wallR.value} walls, an R-${sizingInsulation.ceilingR.value} ceiling, ${GLASS_WORDS[values.glass]} and ` +
      `${config.cooling.defaultSurroundingsF.value}°F surroundings (the climate calculator gives the same for the same room): ` +
      `${formatBtuh(load.designBtuh)} design capacity, a ${formatNumber(load.recommended.sizeBtuh)} BTU/h class unit.`,
    region === 1
      ? `Region: ${OPTION_LABELS.region[values.region].toLowerCase()} prices.`
      : `Region: ${OPTION_LABELS.region[values.region].toLowerCase()}, × ${formatNumber(region, 2)} on cooling, envelope, flooring and lighting, and labor.`,
  );
  if (cellarType.labourDesignFactor.value !== 1) {
    assumptions.push(
      `${OPTION_LABELS.cellarType[values.cellarType]} work: labor and design × ${formatNumber(cellarType.labourDesignFactor.value, 2)}.`,
    );
  }
  if (values.rackingMaterial === 'pine') assumptions.push('Pine is priced as stock kit racking rather than custom work.');

  if (values.cooling === 'none') {
    notes.push('A passive cellar only works where the space stays near 55°F and steady all year, such as a deep basement; check it with the climate calculator.');
  } else if (values.cooling === 'through-the-wall' && load.recommended.unitClass !== 'through-the-wall') {
    notes.push(`This room calls for a ${load.recommended.label.toLowerCase()}: ${load.recommended.reason}`);
  }
  if (values.glass !== 'none') {
    notes.push('Glass raises the cooling load; the climate calculator shows by how much.');
  }
  const professionalLabel = professionalRangeLabel(config);
  if (positioning === 'below-professional') {
    const closet = c.closetConversion;
    notes.push(
      `At ${money(total)} this project falls below our professional cellars (${professionalLabel}). ` +
        (bottles <= 500
          ? `Vendor cost guides put closet conversions at ${money(closet)} and wine cabinets at ${money(c.wineCabinet)}.`
          : 'A simpler build can be the right choice; we are happy to advise either way.'),
    );
  } else {
    notes.push(`In line with our professional cellars, ${professionalLabel}.`);
  }
  notes.push(
    `For comparison, vendor cost guides put ${benchmark.label} at ${money(benchmark)}${benchmark.openEnded ? '+' : ''}, ` +
      'across all build qualities, kits included.',
  );
  notes.push(`Running costs are about ${money(c.runningCostPerYear)} a year for electricity and maintenance.`);

  const summary =
    `Estimated ${money(total)} for a ${formatNumber(bottles)}-bottle ${values.cellarType} cellar ` +
    `(${formatUsd(perBottle.low)}–${formatUsd(perBottle.high)} a bottle), ${values.finishes} finishes, ` +
    `${OPTION_LABELS.region[values.region].toLowerCase()}.`;

  return {
    unitSystem: system,
    inputs: values,
    bottles,
    room: {
      derivedFrom: values.sizeBy,
      lengthFt,
      widthFt,
      heightFt,
      holds,
      lengthM: ftToM(lengthFt),
      widthM: ftToM(widthFt),
      heightM: ftToM(heightFt),
      floorSqft,
      floorSqm: sqftToSqm(floorSqft),
      wallSqft,
      ceilingSqft: floorSqft,
      doorSqft,
      glassSqft,
      rackedWallSqft,
    },
    lines,
    total,
    perBottle,
    cooling: { designBtuh: load.designBtuh, recommendedBtuh: load.recommended.sizeBtuh, unitClass: load.recommended.unitClass },
    positioning,
    benchmark,
    assumptions,
    notes,
    summary,
  };
}
