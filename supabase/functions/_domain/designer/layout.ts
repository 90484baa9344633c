/**
 * The layout engine behind /ai-design: a brief (room, door, style,
 * collection, budget) in, two or three concept plans out. Each concept is a
 * plan of the designer's own model that `parsePlan` accepts, priced by the
 * one estimator; nothing here has prices or capacities of its own. (It uses
 * the plan's checks, not its zod schema, so the page loads no zod for it.) Pure and
 * deterministic (the same brief gives the same plans, in the same order), so
 * the browser and the ai-tools function give the same answer.
 *
 * How a concept is laid out:
 * 1. The cooling unit goes on the door's wall, right beside the door (the
 *    wall that backs onto the house, where a through-the-wall or split unit
 *    vents, and racking there is the least seen); failing that, the first
 *    2 ft free along the walls.
 * 2. Racking runs along the walls, starting with the wall seen from the door
 *    and going clockwise, each wall with the concept's treatment. A run stops
 *    at the door's swing, at the cooling unit and at racking already on the
 *    next wall (so corners are not claimed twice), and is split into pieces
 *    of at most 20 ft (the designer's longest piece). Facing racks keep a
 *    3 ft aisle between them; a wall whose rack would leave less stays bare.
 * 3. A tasting table, for the concepts that have one, goes in the middle of
 *    the floor when it has 2.5 ft clear all round for chairs and passing.
 */
import { formatNumber, formatUsdRange } from '../estimator/format.ts';
import { OPTION_LABELS } from '../estimator/options.ts';
import {
  BUDGET_LABELS,
  BUDGET_RANGE,
  DESIGN_STYLES,
  GROWTH_FACTOR,
  STYLE_OPTIONS,
  briefDoor,
  briefProblems,
  briefRoom,
  type BriefProblem,
  type DesignBrief,
  type DesignStyle,
} from './brief.ts';
import { estimatePlan } from './estimate.ts';
import {
  DEFAULT_OPTIONS,
  MODULE_SPECS,
  doorSwing,
  feet,
  footprint,
  insideRoom,
  isRack,
  overlaps,
  planProblems,
  walls,
  type ModuleKind,
  type Plan,
  type PlanModule,
  type PlanOptions,
  type Rect,
  type RackKind,
  type Room,
  type Wall,
} from './plan.ts';

/** Clear floor in front of racking: two people can pass and a rack can be reached. */
export const AISLE_FT = 3;
/** Around a tasting table: a chair pulled out and room to pass. */
export const TABLE_CLEARANCE_FT = 2.5;
const COOLING_LENGTH = MODULE_SPECS['cooling-unit'].defaultLength;
const EPS = 1e-6;
const r3 = (value: number) => Math.round(value * 1000) / 1000;

export const CONCEPT_IDS = ['library', 'balanced', 'showcase'] as const;
export type ConceptId = (typeof CONCEPT_IDS)[number];

type WallRole = 'seen' | 'side' | 'door';
/** What a wall gets: one racking style, or a display section in its middle with individual racking either side. */
type Treatment = RackKind | 'feature';

interface Recipe {
  name: string;
  idea: string;
  treatment: Record<WallRole, Treatment>;
  table: boolean;
}

export const RECIPES: Record<ConceptId, Recipe> = {
  library: {
    name: 'Collector’s library',
    idea: 'The most bottles this room holds: individual racking, floor to ceiling, on every wall around the door.',
    treatment: { seen: 'individual', side: 'individual', door: 'individual' },
    table: false,
  },
  balanced: {
    name: 'Balanced cellar',
    idea: 'A display section in the middle of the wall seen from the door, individual racking around it, and case storage by the door for wine that arrives by the case.',
    treatment: { seen: 'feature', side: 'individual', door: 'case-storage' },
    table: false,
  },
  showcase: {
    name: 'Showcase',
    idea: 'Label-forward display rows on the wall seen from the door, diamond bins and case storage for the rest, and a tasting table when the room allows one.',
    treatment: { seen: 'display', side: 'diamond-bins', door: 'case-storage' },
    table: true,
  },
};

// ---------------------------------------------------------------- geometry along a wall

const direction = (wall: Wall) => ({ ux: Math.sign(wall.end.x - wall.start.x), uy: Math.sign(wall.end.y - wall.start.y) });

/** The floor strip `depth` deep against a wall, from `from` to `to` ft along it. */
function strip(wall: Wall, from: number, to: number, depth: number): Rect {
  const { ux, uy } = direction(wall);
  // Clockwise outline: the room is on the right of the wall's direction.
  const nx = -uy;
  const ny = ux;
  const xs = [wall.start.x + ux * from, wall.start.x + ux * to];
  const ys = [wall.start.y + uy * from, wall.start.y + uy * to];
  const x0 = Math.min(...xs, ...xs.map((x) => x + nx * depth));
  const y0 = Math.min(...ys, ...ys.map((y) => y + ny * depth));
  const x1 = Math.max(...xs, ...xs.map((x) => x + nx * depth));
  const y1 = Math.max(...ys, ...ys.map((y) => y + ny * depth));
  return { x: r3(x0), y: r3(y0), w: r3(x1 - x0), h: r3(y1 - y0) };
}

/** The span a rectangle covers along a wall, in ft from the wall's start. */
function span(wall: Wall, rect: Rect): [number, number] {
  const { ux, uy } = direction(wall);
  const along = (x: number, y: number) => (x - wall.start.x) * ux + (y - wall.start.y) * uy;
  const ts = [along(rect.x, rect.y), along(rect.x + rect.w, rect.y + rect.h)];
  return [Math.min(...ts), Math.max(...ts)];
}

/** The parts of a wall a strip `depth` deep can take, clear of every obstacle. */
function freeRuns(wall: Wall, depth: number, obstacles: Rect[]): [number, number][] {
  let runs: [number, number][] = [[0, wall.length]];
  const full = strip(wall, 0, wall.length, depth);
  for (const obstacle of obstacles) {
    if (!overlaps(full, obstacle)) continue;
    const [a, b] = span(wall, obstacle);
    runs = runs.flatMap(([from, to]): [number, number][] => {
      if (b <= from + EPS || a >= to - EPS) return [[from, to]];
      const left: [number, number][] = a > from + EPS ? [[from, a]] : [];
      const right: [number, number][] = b < to - EPS ? [[b, to]] : [];
      return [...left, ...right];
    });
  }
  return runs.map(([from, to]) => [r3(Math.max(0, from)), r3(Math.min(wall.length, to))]);
}

const isHorizontal = (wall: Wall) => wall.start.y === wall.end.y;

/** A rack already placed, widened by the aisle on both faces: facing racking must stay out of it. */
function aisleZone(module: PlanModule): Rect {
  const rect = footprint(module);
  return module.rotated ? { x: rect.x - AISLE_FT, y: rect.y, w: rect.w + 2 * AISLE_FT, h: rect.h } : { x: rect.x, y: rect.y - AISLE_FT, w: rect.w, h: rect.h + 2 * AISLE_FT };
}

/** The wall straight ahead of someone stepping through the door: where display is seen. */
export function seenWall(room: Room, doorWall: number, doorOffset: number, doorWidth: number): number {
  const list = walls(room);
  const door = list[doorWall];
  if (!door) return 0;
  const { ux, uy } = direction(door);
  const centre = { x: door.start.x + ux * (doorOffset + doorWidth / 2), y: door.start.y + uy * (doorOffset + doorWidth / 2) };
  const nx = -uy;
  const ny = ux;
  let best: { index: number; distance: number } | null = null;
  for (const wall of list) {
    if (wall.index === doorWall || isHorizontal(wall) !== isHorizontal(door)) continue;
    const distance = nx !== 0 ? (wall.start.x - centre.x) * nx : (wall.start.y - centre.y) * ny;
    const [a, b] = isHorizontal(wall) ? [Math.min(wall.start.x, wall.end.x), Math.max(wall.start.x, wall.end.x)] : [Math.min(wall.start.y, wall.end.y), Math.max(wall.start.y, wall.end.y)];
    const lateral = isHorizontal(wall) ? centre.x : centre.y;
    if (distance <= EPS || lateral < a - EPS || lateral > b + EPS) continue;
    if (!best || distance < best.distance) best = { index: wall.index, distance };
  }
  return best?.index ?? (doorWall + Math.floor(list.length / 2)) % list.length;
}

// ---------------------------------------------------------------- laying out one concept

class Layout {
  readonly modules: PlanModule[] = [];
  readonly swing: Rect | null;

  constructor(readonly room: Room, readonly door: { wall: number; offset: number; length: number }) {
    this.swing = doorSwing(room, door);
  }

  private add(kind: ModuleKind, rect: Rect, rotated: boolean): PlanModule | null {
    const module: PlanModule = { id: `m${this.modules.length + 1}`, kind, x: r3(rect.x), y: r3(rect.y), length: r3(rotated ? rect.h : rect.w), rotated };
    const placed = footprint(module);
    if (!insideRoom(this.room, placed) || (this.swing && overlaps(placed, this.swing))) return null;
    if (this.modules.some((other) => overlaps(placed, footprint(other)))) return null;
    this.modules.push(module);
    return module;
  }

  private obstacles(wall: Wall): Rect[] {
    const list: Rect[] = this.swing ? [this.swing] : [];
    for (const module of this.modules) {
      list.push(footprint(module));
      // Racking facing this wall keeps the aisle; racking meeting it at a corner does not.
      const parallel = module.rotated === !isHorizontal(wall);
      if (isRack(module.kind) && parallel) list.push(aisleZone(module));
    }
    return list;
  }

  /** Places a piece `length` long against a wall, at `from` ft along it. */
  private place(wall: Wall, kind: ModuleKind, from: number, length: number): PlanModule | null {
    return this.add(kind, strip(wall, from, from + length, MODULE_SPECS[kind].depth), !isHorizontal(wall));
  }

  coolingUnit(list: Wall[]): PlanModule | null {
    const depth = MODULE_SPECS['cooling-unit'].depth;
    const doorWall = list[this.door.wall];
    if (doorWall) {
      const runs = freeRuns(doorWall, depth, this.obstacles(doorWall));
      const before = runs.find(([, to]) => Math.abs(to - this.door.offset) < EPS);
      const after = runs.find(([from]) => Math.abs(from - (this.door.offset + this.door.length)) < EPS);
      const sides = [after && { at: after[0], room: after[1] - after[0] }, before && { at: before[1] - COOLING_LENGTH, room: before[1] - before[0] }]
        .filter((side): side is { at: number; room: number } => Boolean(side) && (side as { room: number }).room >= COOLING_LENGTH - EPS)
        .sort((a, b) => b.room - a.room);
      for (const side of sides) {
        const unit = this.place(doorWall, 'cooling-unit', side.at, COOLING_LENGTH);
        if (unit) return unit;
      }
    }
    for (let step = 1; step <= list.length; step += 1) {
      const wall = list[(this.door.wall + step) % list.length] as Wall;
      for (const [from, to] of freeRuns(wall, depth, this.obstacles(wall))) {
        if (to - from >= COOLING_LENGTH - EPS) {
          const unit = this.place(wall, 'cooling-unit', from, COOLING_LENGTH);
          if (unit) return unit;
        }
      }
    }
    return null;
  }

  /** Racking along one wall with a treatment, in every run left free. */
  rackWall(wall: Wall, treatment: Treatment): void {
    const depth = Math.max(...(treatment === 'feature' ? (['display', 'individual'] as const) : [treatment]).map((kind) => MODULE_SPECS[kind].depth));
    for (const [from, to] of freeRuns(wall, depth, this.obstacles(wall))) {
      for (const [kind, start, length] of this.fill(treatment, from, to)) this.run(wall, kind, start, length);
    }
  }

  /** A run of one kind, split into equal pieces of at most the designer's longest. */
  private run(wall: Wall, kind: RackKind, from: number, length: number): void {
    const spec = MODULE_SPECS[kind];
    if (length < spec.minLength - EPS) return;
    const pieces = Math.ceil(length / spec.maxLength - EPS);
    let at = from;
    for (let index = 0; index < pieces; index += 1) {
      const piece = index === pieces - 1 ? r3(from + length - at) : r3(length / pieces);
      this.place(wall, kind, at, piece);
      at = r3(at + piece);
    }
  }

  private fill(treatment: Treatment, from: number, to: number): [RackKind, number, number][] {
    const length = r3(to - from);
    if (treatment !== 'feature') return [[treatment, from, length]];
    // A display section a third of the run (2–6 ft, to the half foot) in its middle, individual racking either side.
    const display = Math.min(6, Math.max(2, Math.round((length / 3) * 2) / 2));
    const side = r3((length - display) / 2);
    if (side < MODULE_SPECS.individual.minLength) return [['display', from, length]];
    return [
      ['individual', from, side],
      ['display', r3(from + side), display],
      ['individual', r3(from + side + display), r3(length - side - display)],
    ];
  }

  /** A tasting table in the open floor, with room for chairs all round, if there is such a place. */
  table(): PlanModule | null {
    const { room } = this;
    const long = room.width >= room.depth;
    const centres = [
      { x: room.width / 2, y: room.depth / 2 },
      ...(room.shape === 'l-shape'
        ? [
            { x: (room.width - room.cutWidth) / 2, y: room.depth / 2 },
            { x: room.width / 2, y: (room.cutDepth + room.depth) / 2 },
          ]
        : []),
    ];
    const spec = MODULE_SPECS['tasting-table'];
    for (const length of [spec.defaultLength, 4, spec.minLength]) {
      for (const centre of centres) {
        const w = long ? length : spec.depth;
        const h = long ? spec.depth : length;
        const rect = { x: Math.round((centre.x - w / 2) * 2) / 2, y: Math.round((centre.y - h / 2) * 2) / 2, w, h };
        const clear = { x: rect.x - TABLE_CLEARANCE_FT, y: rect.y - TABLE_CLEARANCE_FT, w: w + 2 * TABLE_CLEARANCE_FT, h: h + 2 * TABLE_CLEARANCE_FT };
        if (!insideRoom(room, clear) || (this.swing && overlaps(clear, this.swing)) || this.modules.some((module) => overlaps(clear, footprint(module)))) continue;
        const table = this.add('tasting-table', rect, !long);
        if (table) return table;
      }
    }
    return null;
  }
}

export const styleOptions = (brief: Pick<DesignBrief, 'style' | 'region'>): PlanOptions => {
  const style = STYLE_OPTIONS[brief.style];
  return { ...DEFAULT_OPTIONS, rackingMaterial: style.rackingMaterial, door: style.door, finishes: style.finishes, region: brief.region };
};

interface Laid {
  plan: Plan;
  seen: Wall;
  hasTable: boolean;
  hasCooling: boolean;
}

function layOut(brief: DesignBrief, recipe: Recipe): Laid {
  const room = briefRoom(brief);
  const door = briefDoor(brief);
  const list = walls(room);
  const layout = new Layout(room, door);
  const hasCooling = layout.coolingUnit(list) !== null;
  const seenIndex = seenWall(room, door.wall, door.offset, door.length);
  for (let step = 0; step < list.length; step += 1) {
    const wall = list[(seenIndex + step) % list.length] as Wall;
    const role: WallRole = wall.index === seenIndex ? 'seen' : wall.index === door.wall ? 'door' : 'side';
    layout.rackWall(wall, recipe.treatment[role]);
  }
  const hasTable = recipe.table && layout.table() !== null;
  // Ids in placement order are m1, m2, …; the plan lists pieces the same way the link will.
  const plan: Plan = { room, door, glass: [], modules: layout.modules, options: styleOptions(brief) };
  return { plan, seen: list[seenIndex] as Wall, hasTable, hasCooling };
}

// ---------------------------------------------------------------- concepts

export interface ConceptFigures {
  bottles: number;
  cost: { low: number; high: number };
  coolingBtuh: number;
  unitBtuh: number;
}

export type CollectionFit = 'fits' | 'short';
export type BudgetFit = 'within' | 'stretch' | 'over';

export interface Concept {
  id: ConceptId;
  name: string;
  idea: string;
  plan: Plan;
  figures: ConceptFigures;
  /** Racking length by kind, ft. */
  runs: Partial<Record<RackKind, number>>;
  hasTable: boolean;
  collection: CollectionFit;
  budget: BudgetFit;
  /** What this concept gives up, and what it gains, in plain words with its figures. */
  tradeOffs: string[];
  recommended: boolean;
}

export type DesignResult =
  | {
      ok: true;
      /** Bottles to make room for: the collection with its growth. */
      target: number;
      concepts: Concept[];
      /** Said plainly when no concept holds the collection or fits the budget, with what would. */
      advice: string[];
    }
  | { ok: false; problems: BriefProblem[] };

function runsOf(plan: Plan): Partial<Record<RackKind, number>> {
  const runs: Partial<Record<RackKind, number>> = {};
  for (const module of plan.modules) {
    if (module.kind !== 'tasting-table' && module.kind !== 'cooling-unit') runs[module.kind] = r3((runs[module.kind] ?? 0) + module.length);
  }
  return runs;
}

function figuresOf(plan: Plan): ConceptFigures | null {
  const estimate = estimatePlan(plan);
  if (!estimate.cost) return null;
  return {
    bottles: estimate.bottles,
    cost: { low: estimate.cost.total.low, high: estimate.cost.total.high },
    coolingBtuh: estimate.cost.cooling.designBtuh,
    unitBtuh: estimate.cost.cooling.recommendedBtuh,
  };
}

function budgetFit(cost: { low: number; high: number }, brief: DesignBrief): BudgetFit {
  const { max } = BUDGET_RANGE[brief.budget];
  if (cost.high <= max) return 'within';
  return cost.low <= max ? 'stretch' : 'over';
}

const sameLayout = (a: Plan, b: Plan) => JSON.stringify(a.modules.map(({ id: _id, ...rest }) => rest)) === JSON.stringify(b.modules.map(({ id: _id, ...rest }) => rest));

function tradeOffs(id: ConceptId, laid: Laid, figures: ConceptFigures, runs: Partial<Record<RackKind, number>>, most: number): string[] {
  const seen = laid.seen.name;
  const fewer = most - figures.bottles;
  const lines: string[] = [];
  if (id === 'library') {
    lines.push(`The most bottles of the three: ${formatNumber(figures.bottles)}, all in individual racking you can reach one by one.`);
    lines.push('Bottles are stored neck-out, so labels are not on show, and there is no room set aside for a table.');
  } else if (id === 'balanced') {
    lines.push(`A ${feet(runs.display ?? 0)} display section faces you on the ${seen}; ${formatNumber(fewer)} fewer bottles than the collector’s library.`);
    if (runs['case-storage']) lines.push(`${feet(runs['case-storage'])} of case storage by the door takes wine as it arrives, still boxed.`);
  } else {
    lines.push(`Display rows on the ${seen} put labels forward where they are seen first; ${formatNumber(fewer)} fewer bottles than the collector’s library.`);
    lines.push('Diamond bins and cases hold bulk wine by the bin or case, not one bottle at a time.');
    lines.push(laid.hasTable ? 'A tasting table with room for chairs sits in the middle of the floor.' : `No tasting table: the open floor is too small for one with ${feet(TABLE_CLEARANCE_FT)} clear all round.`);
  }
  if (!laid.hasCooling) lines.push('No wall had 2 ft free for the cooling unit, so this is priced as a passive cellar; a ceiling-mounted or ducted system would be needed.');
  return lines;
}

const roomLabel = (brief: DesignBrief) => `${feet(brief.width)} × ${feet(brief.depth)}`;

/** Runs the collector's library on bigger rooms until one holds `target` bottles: what to say when this room cannot. */
function roomThatHolds(brief: DesignBrief, target: number): { width: number; depth: number; bottles: number } | null {
  for (let grow = 1; grow <= 40; grow += 1) {
    const width = Math.min(40, brief.width + grow);
    const depth = Math.min(40, brief.depth + grow);
    const bigger = { ...brief, width, depth, cutWidth: brief.cutWidth, cutDepth: brief.cutDepth };
    if (briefProblems(bigger).length > 0) continue;
    const figures = figuresOf(layOut(bigger, RECIPES.library).plan);
    if (figures && figures.bottles >= target) return { width, depth, bottles: figures.bottles };
    if (width === 40 && depth === 40) return null;
  }
  return null;
}

function cheapestStyle(brief: DesignBrief, id: ConceptId): { style: DesignStyle; cost: { low: number; high: number } } | null {
  let best: { style: DesignStyle; cost: { low: number; high: number } } | null = null;
  for (const style of DESIGN_STYLES) {
    if (style === brief.style) continue;
    const figures = figuresOf(layOut({ ...brief, style }, RECIPES[id]).plan);
    if (figures && (!best || figures.cost.high < best.cost.high)) best = { style, cost: figures.cost };
  }
  return best;
}

function advise(brief: DesignBrief, target: number, concepts: Concept[]): string[] {
  const advice: string[] = [];
  const most = Math.max(...concepts.map((concept) => concept.figures.bottles));
  if (most < target) {
    const bigger = roomThatHolds(brief, target);
    advice.push(
      `This room cannot hold your collection with room to grow: the most any concept fits is ${formatNumber(most)} bottles, and you need ${formatNumber(target)}. ` +
        (bigger
          ? `A room of about ${feet(bigger.width)} × ${feet(bigger.depth)} would hold ${formatNumber(bigger.bottles)} in the collector’s library layout.`
          : 'No single room of up to 40 × 40 ft holds that many on its walls; plan freestanding racking runs or a second room.'),
    );
  }
  if (concepts.every((concept) => concept.budget === 'over')) {
    const cheapest = concepts.reduce((a, b) => (b.figures.cost.high < a.figures.cost.high ? b : a));
    const other = cheapestStyle(brief, cheapest.id);
    const range = BUDGET_RANGE[brief.budget];
    let line = `No concept fits ${BUDGET_LABELS[brief.budget].toLowerCase()}: the least expensive, the ${cheapest.name.toLowerCase()}, is ${formatUsdRange(cheapest.figures.cost.low, cheapest.figures.cost.high)} in the ${STYLE_OPTIONS[brief.style].label.toLowerCase()} style.`;
    if (other && other.cost.low <= range.max) {
      line += ` In the ${STYLE_OPTIONS[other.style].label.toLowerCase()} style (${STYLE_OPTIONS[other.style].says}) it would be ${formatUsdRange(other.cost.low, other.cost.high)}.`;
    } else {
      line += ' A smaller room, or standard finishes in a lower-cost region, is what brings a cellar into that budget.';
    }
    advice.push(line);
  }
  return advice;
}

/** Which concept to suggest: the most display that still holds the collection within budget; else the one that comes closest. */
function recommend(concepts: Concept[]): ConceptId | null {
  const preference: ConceptId[] = ['showcase', 'balanced', 'library'];
  const byId = (id: ConceptId) => concepts.find((concept) => concept.id === id);
  for (const budgets of [['within'], ['within', 'stretch']] as BudgetFit[][]) {
    const pick = preference.map(byId).find((concept) => concept && concept.collection === 'fits' && budgets.includes(concept.budget));
    if (pick) return pick.id;
  }
  const fitting = concepts.filter((concept) => concept.collection === 'fits');
  if (fitting.length > 0) return fitting.reduce((a, b) => (b.figures.cost.high < a.figures.cost.high ? b : a)).id;
  return concepts.reduce((a, b) => (b.figures.bottles > a.figures.bottles ? b : a)).id;
}

/** The sizes a brief is read at: three decimals, as a link writes them. */
const tidy = (brief: DesignBrief): DesignBrief => ({
  ...brief,
  width: r3(brief.width),
  depth: r3(brief.depth),
  height: r3(brief.height),
  cutWidth: r3(brief.cutWidth),
  cutDepth: r3(brief.cutDepth),
  doorOffset: r3(brief.doorOffset),
  doorWidth: r3(brief.doorWidth),
});

/** The brief → two or three concept plans with their figures, or every reason the brief is impossible. */
export function designConcepts(input: DesignBrief): DesignResult {
  const brief = tidy(input);
  const problems = briefProblems(brief);
  if (problems.length > 0) return { ok: false, problems };
  const target = Math.ceil(brief.bottles * GROWTH_FACTOR[brief.growth]);
  const laidOut = CONCEPT_IDS.map((id) => ({ id, laid: layOut(brief, RECIPES[id]) }));
  const kept: { id: ConceptId; laid: Laid; figures: ConceptFigures }[] = [];
  for (const { id, laid } of laidOut) {
    const figures = figuresOf(laid.plan);
    // A concept with no racking, one the plan's checks refuse, or one the same as another is not worth showing.
    if (!figures || planProblems(laid.plan).length > 0 || kept.some((other) => sameLayout(other.laid.plan, laid.plan))) continue;
    kept.push({ id, laid, figures });
  }
  if (kept.length === 0) {
    return {
      ok: false,
      problems: [
        {
          field: 'width',
          message: `This ${roomLabel(brief)} room has no wall free for racking once the door’s swing and a ${feet(AISLE_FT)} aisle are kept clear: make the room larger or move the door.`,
        },
      ],
    };
  }
  const most = Math.max(...kept.map((concept) => concept.figures.bottles));
  const concepts: Concept[] = kept.map(({ id, laid, figures }) => {
    const runs = runsOf(laid.plan);
    return {
      id,
      name: RECIPES[id].name,
      idea: RECIPES[id].idea,
      plan: laid.plan,
      figures,
      runs,
      hasTable: laid.hasTable,
      collection: figures.bottles >= target ? 'fits' : 'short',
      budget: budgetFit(figures.cost, brief),
      tradeOffs: tradeOffs(id, laid, figures, runs, most),
      recommended: false,
    };
  });
  const pick = recommend(concepts);
  for (const concept of concepts) concept.recommended = concept.id === pick;
  return { ok: true, target, concepts, advice: advise(brief, target, concepts) };
}

/** The style in words, for a concept's card and the model's facts. */
export const styleText = (brief: Pick<DesignBrief, 'style'>) => `${STYLE_OPTIONS[brief.style].label}: ${STYLE_OPTIONS[brief.style].says}`;
export const racksText = (runs: Partial<Record<RackKind, number>>) =>
  (Object.entries(runs) as [RackKind, number][]).map(([kind, length]) => `${feet(length)} of ${OPTION_LABELS.rackingStyle[kind].toLowerCase()}`).join(', ');
