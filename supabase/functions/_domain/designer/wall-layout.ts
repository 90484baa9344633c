/**
 * How the designer lays racking along a room's walls: the geometry behind
 * /ai-design's concepts and behind the one answer to "how many bottles does
 * a room of this size hold with racking on its walls" (`wallRacking`), which
 * the cost estimator, the capacity answers and the concept engine all use.
 * Pure geometry on the designer's plan model: no prices, no bottle counts
 * (the estimator counts what these runs hold), so the estimator can import
 * it without importing itself.
 *
 * How a room is laid out:
 * 1. The cooling unit goes on the door's wall, right beside the door (the
 *    wall that backs onto the house, where a through-the-wall or split unit
 *    vents, and racking there is the least seen); failing that, the first
 *    2 ft free along the walls.
 * 2. Racking runs along the walls, starting with the wall seen from the door
 *    and going clockwise, each wall with the recipe's treatment. A run stops
 *    at the door's swing, at the cooling unit and at racking already on the
 *    next wall (so corners are not claimed twice), and is split into pieces
 *    of at most 20 ft (the designer's longest piece). Facing racks keep a
 *    3 ft aisle between them; a wall whose rack would leave less stays bare.
 * 3. A tasting table, for the recipes that have one, goes in the middle of
 *    the floor when it has 2.5 ft clear all round for chairs and passing.
 */
import { STYLE_OPTIONS, briefDoor, briefRoom, type DesignBrief } from './brief.ts';
import {
  DEFAULT_OPTIONS,
  MODULE_SPECS,
  doorSwing,
  footprint,
  insideRoom,
  isRack,
  overlaps,
  walls,
  type ModuleKind,
  type Opening,
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

export interface Laid {
  plan: Plan;
  seen: Wall;
  hasTable: boolean;
  hasCooling: boolean;
}

/** A room and its door laid out with a recipe: the plan, and what the concept's words need. */
export function layOutRoom(room: Room, door: Opening, recipe: Recipe, options: PlanOptions = DEFAULT_OPTIONS): Laid {
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
  const plan: Plan = { room, door, glass: [], modules: layout.modules, options };
  return { plan, seen: list[seenIndex] as Wall, hasTable, hasCooling };
}

export function layOut(brief: DesignBrief, recipe: Recipe): Laid {
  return layOutRoom(briefRoom(brief), briefDoor(brief), recipe, styleOptions(brief));
}

// ---------------------------------------------------------------- racking on a room's walls

/** The door the sizing question assumes: 36 in wide, as the estimator's door (`cooling.doorAreaSqft`, a 36 × 80 in door). */
export const STANDARD_DOOR_FT = 3;

/**
 * The room "a 12 × 10 ft room" means when nothing else is said: a rectangle
 * with its long side east–west and a 3 ft door in the middle of the south
 * wall, the way /ai-design's brief opens. Sizes in feet.
 */
export function standardRoom(lengthFt: number, widthFt: number, heightFt: number): { room: Room; door: Opening } {
  const long = Math.max(lengthFt, widthFt);
  const short = Math.min(lengthFt, widthFt);
  const doorWidth = Math.min(STANDARD_DOOR_FT, long);
  return {
    room: { shape: 'rectangle', width: r3(long), depth: r3(short), height: r3(heightFt), cutWidth: 1, cutDepth: 1 },
    door: { wall: 2, offset: r3((long - doorWidth) / 2), length: r3(doorWidth) },
  };
}

export interface WallRacking {
  room: Room;
  door: Opening;
  /** Each piece of racking, as the designer places it (at most 20 ft long), in placement order. */
  pieces: { wall: string; lengthFt: number }[];
  /** All the pieces together, ft. */
  runFt: number;
}

/**
 * Racking on every wall of a standard room, as the designer lays it out:
 * floor to ceiling, around the door, clear of its swing and of a 2 ft
 * cooling unit beside it, with 3 ft between facing racks: the collector's
 * library concept of /ai-design for that room. What the pieces hold is the
 * estimator's count in a racking style (`rackRunBottles`); this is the
 * geometry only. Pieces are in the library's individual-racking depth.
 */
export function wallRacking(lengthFt: number, widthFt: number, heightFt: number): WallRacking {
  const { room, door } = standardRoom(lengthFt, widthFt, heightFt);
  const { plan } = layOutRoom(room, door, RECIPES.library);
  const names = walls(room);
  const wallOf = (module: PlanModule): string => {
    const rect = footprint(module);
    const touching = names.find((wall) =>
      module.rotated
        ? !isHorizontal(wall) && (Math.abs(wall.start.x - rect.x) < EPS || Math.abs(wall.start.x - (rect.x + rect.w)) < EPS)
        : isHorizontal(wall) && (Math.abs(wall.start.y - rect.y) < EPS || Math.abs(wall.start.y - (rect.y + rect.h)) < EPS),
    );
    return touching?.name ?? 'wall';
  };
  const pieces = plan.modules.filter((module) => isRack(module.kind)).map((module) => ({ wall: wallOf(module), lengthFt: module.length }));
  return { room, door, pieces, runFt: r3(pieces.reduce((sum, piece) => sum + piece.lengthFt, 0)) };
}
