/**
 * The visual designer's plan: a room (rectangle or L), its door and glass,
 * and the modules placed in it, in feet. Pure data and pure checks, shared
 * by the browser (the editor) and the ai-tools function (which verifies a
 * saved or shared plan with the same checks). Nothing here draws or stores.
 *
 * Coordinates: x to the east, y to the south, (0, 0) the room's north-west
 * corner. An L-shaped room is its bounding rectangle with the north-east
 * corner cut away. A module's (x, y) is the north-west corner of its
 * footprint; `rotated` turns it a quarter, so its length runs north–south.
 */
import { CEILING_DEFAULT } from '../estimator/config-defaults.ts';
import type { CoolingSystem, DoorType, FinishLevel, RackingMaterial, RackingStyle, Region, CellarType } from '../estimator/options.ts';

export const MODULE_KINDS = ['individual', 'diamond-bins', 'case-storage', 'display', 'tasting-table', 'cooling-unit'] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

/** The racking kinds hold bottles in the estimator's style of the same name. */
export type RackKind = Extract<ModuleKind, RackingStyle>;
export const isRack = (kind: ModuleKind): kind is RackKind => kind !== 'tasting-table' && kind !== 'cooling-unit';

export interface ModuleSpec {
  label: string;
  /** Front to back, ft. */
  depth: number;
  /** Length along its face, ft. */
  minLength: number;
  maxLength: number;
  defaultLength: number;
}

/** Depths are typical built sizes: 14–16 in for bottle racking, 18 in for case cubbies, a 3 ft table top. */
export const MODULE_SPECS: Record<ModuleKind, ModuleSpec> = {
  individual: { label: 'Individual bottle rack', depth: 1.25, minLength: 1, maxLength: 20, defaultLength: 4 },
  'diamond-bins': { label: 'Diamond bins', depth: 1.25, minLength: 2, maxLength: 20, defaultLength: 4 },
  'case-storage': { label: 'Case storage', depth: 1.5, minLength: 2, maxLength: 20, defaultLength: 4 },
  display: { label: 'Display row', depth: 1.25, minLength: 2, maxLength: 20, defaultLength: 4 },
  'tasting-table': { label: 'Tasting table', depth: 3, minLength: 3, maxLength: 10, defaultLength: 5 },
  'cooling-unit': { label: 'Cooling unit', depth: 1.5, minLength: 1.5, maxLength: 4, defaultLength: 2 },
};

export const PLAN_LIMITS = {
  /** Room width and depth, ft. */
  side: { min: 3, max: 40 },
  /** Ceiling height, ft: racking runs floor to ceiling. */
  height: { min: 6, max: 14 },
  /** The cut-away corner of an L: at least 1 ft, at most half the side, so the room stays one room. */
  cutMin: 1,
  door: { min: 2, max: 8 },
  glass: { min: 1, max: 40 },
  glassPanels: 8,
  /** More than this is an oversized plan, refused with a message. */
  modules: 40,
  coolingUnits: 1,
  /** Arrow keys move by the snap step, Shift+arrows by the big step. */
  snap: 0.5,
  bigStep: 2,
} as const;

export type RoomShape = 'rectangle' | 'l-shape';

export interface Room {
  shape: RoomShape;
  width: number;
  depth: number;
  height: number;
  /** The L's cut-away north-east corner; ignored for a rectangle. */
  cutWidth: number;
  cutDepth: number;
}

export interface Opening {
  /** Index into `walls(room)`. */
  wall: number;
  /** From the wall's start, ft. */
  offset: number;
  /** Along the wall, ft. */
  length: number;
}

export interface PlanModule {
  id: string;
  kind: ModuleKind;
  x: number;
  y: number;
  length: number;
  rotated: boolean;
}

export interface PlanOptions {
  rackingMaterial: RackingMaterial;
  finishes: FinishLevel;
  region: Region;
  cellarType: CellarType;
  cooling: Exclude<CoolingSystem, 'none'>;
  door: DoorType;
}

export interface Plan {
  room: Room;
  door: Opening;
  glass: Opening[];
  modules: PlanModule[];
  options: PlanOptions;
}

export const DEFAULT_OPTIONS: PlanOptions = {
  rackingMaterial: 'redwood-mahogany',
  finishes: 'premium',
  region: 'average',
  cellarType: 'residential',
  cooling: 'ducted-split',
  door: 'glass',
};

/** A 12 × 10 ft room at the one default ceiling, with racking on three walls and the cooling unit: what the designer opens on. */
export const STARTER_PLAN: Plan = {
  room: { shape: 'rectangle', width: 12, depth: 10, height: CEILING_DEFAULT.value, cutWidth: 4, cutDepth: 4 },
  door: { wall: 2, offset: 4.5, length: 3 },
  glass: [],
  modules: [
    { id: 'm1', kind: 'individual', x: 0, y: 0, length: 8, rotated: false },
    { id: 'm2', kind: 'diamond-bins', x: 0, y: 1.5, length: 4, rotated: true },
    { id: 'm3', kind: 'case-storage', x: 10.5, y: 2.5, length: 4, rotated: true },
    { id: 'm4', kind: 'cooling-unit', x: 9.5, y: 0, length: 2, rotated: false },
  ],
  options: DEFAULT_OPTIONS,
};

// ---------------------------------------------------------------- geometry

export interface Point {
  x: number;
  y: number;
}

export interface Wall {
  index: number;
  name: string;
  start: Point;
  end: Point;
  length: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const EPS = 1e-6;

/** The room's outline, clockwise from the north-west corner. */
export function outline(room: Room): Point[] {
  const { width: w, depth: d } = room;
  if (room.shape === 'rectangle') {
    return [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: d },
      { x: 0, y: d },
    ];
  }
  return [
    { x: 0, y: 0 },
    { x: w - room.cutWidth, y: 0 },
    { x: w - room.cutWidth, y: room.cutDepth },
    { x: w, y: room.cutDepth },
    { x: w, y: d },
    { x: 0, y: d },
  ];
}

const DIRECTION_NAMES = (dx: number, dy: number): string => (dy === 0 ? (dx > 0 ? 'north' : 'south') : dy > 0 ? 'east' : 'west');

/** The walls in outline order, each named by the side of the room it is on ("north wall", "inner east wall"). */
export function walls(room: Room): Wall[] {
  const points = outline(room);
  const list = points.map((start, index) => {
    const end = points[(index + 1) % points.length] as Point;
    const dx = end.x - start.x;
    const dy = end.y - start.y;
    return { index, name: DIRECTION_NAMES(Math.sign(dx), Math.sign(dy)), start, end, length: Math.abs(dx) + Math.abs(dy) };
  });
  if (room.shape === 'l-shape') {
    // An L has two walls on its east side and two on its north: the cut-away corner's are the inner ones.
    const innerEast = list[1];
    const innerNorth = list[2];
    if (innerEast) innerEast.name = 'inner east';
    if (innerNorth) innerNorth.name = 'inner north';
  }
  return list.map((wall) => ({ ...wall, name: `${wall.name} wall` }));
}

/** The part of a wall an opening takes, as a segment. */
export function openingSegment(room: Room, opening: Opening): { a: Point; b: Point } | null {
  const wall = walls(room)[opening.wall];
  if (!wall) return null;
  const ux = Math.sign(wall.end.x - wall.start.x);
  const uy = Math.sign(wall.end.y - wall.start.y);
  return {
    a: { x: wall.start.x + ux * opening.offset, y: wall.start.y + uy * opening.offset },
    b: { x: wall.start.x + ux * (opening.offset + opening.length), y: wall.start.y + uy * (opening.offset + opening.length) },
  };
}

/** The floor in front of the door that must stay clear for it to open: the door's width, inward. */
export function doorSwing(room: Room, door: Opening): Rect | null {
  const segment = openingSegment(room, door);
  const wall = walls(room)[door.wall];
  if (!segment || !wall) return null;
  const x = Math.min(segment.a.x, segment.b.x);
  const y = Math.min(segment.a.y, segment.b.y);
  const reach = door.length;
  // Clockwise outline: the room is on the right of each wall's direction.
  const dx = Math.sign(wall.end.x - wall.start.x);
  const dy = Math.sign(wall.end.y - wall.start.y);
  if (dy === 0) return { x, y: dx > 0 ? y : y - reach, w: door.length, h: reach };
  return { x: dy > 0 ? x - reach : x, y, w: reach, h: door.length };
}

export function footprint(module: PlanModule): Rect {
  const depth = MODULE_SPECS[module.kind].depth;
  return module.rotated
    ? { x: module.x, y: module.y, w: depth, h: module.length }
    : { x: module.x, y: module.y, w: module.length, h: depth };
}

export const overlaps = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.w - EPS && b.x < a.x + a.w - EPS && a.y < b.y + b.h - EPS && b.y < a.y + a.h - EPS;

/** Whether a footprint lies wholly on the room's floor. */
export function insideRoom(room: Room, rect: Rect): boolean {
  if (rect.x < -EPS || rect.y < -EPS || rect.x + rect.w > room.width + EPS || rect.y + rect.h > room.depth + EPS) return false;
  if (room.shape === 'rectangle') return true;
  const cut: Rect = { x: room.width - room.cutWidth, y: 0, w: room.cutWidth, h: room.cutDepth };
  return !overlaps(rect, cut);
}

export const floorArea = (room: Room): number =>
  room.width * room.depth - (room.shape === 'l-shape' ? room.cutWidth * room.cutDepth : 0);

/** An L's perimeter equals its bounding rectangle's. */
export const perimeter = (room: Room): number => 2 * (room.width + room.depth);

// ---------------------------------------------------------------- labels

const fmt = (value: number) => `${Number(value.toFixed(2))}`;
export const feet = (value: number) => `${fmt(value)} ft`;
/** "a 9 ft", "an 8 ft", "an 11 ft": the article as the number is said. */
export const aFeet = (value: number) => `${/^(8|11(?!\d)|18(?!\d))/.test(fmt(value)) ? 'an' : 'a'} ${feet(value)}`;

/** "Individual bottle rack 2": the kind's label and its place among modules of that kind. */
export function moduleName(plan: Plan, module: PlanModule): string {
  const same = plan.modules.filter((other) => other.kind === module.kind);
  const label = MODULE_SPECS[module.kind].label;
  return same.length > 1 ? `${label} ${same.findIndex((other) => other.id === module.id) + 1}` : label;
}

/** Where a module is, in words a screen reader can follow. */
export function describePosition(module: PlanModule): string {
  return `${feet(module.length)} long, ${module.rotated ? 'running north–south' : 'running east–west'}, ${feet(module.x)} from the west wall and ${feet(module.y)} from the north wall`;
}

// ---------------------------------------------------------------- checks

export interface PlanProblem {
  /** What it is about: `room`, `door`, `glass.1`, or a module id. */
  target: string;
  message: string;
}

const between = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min - EPS && value <= max + EPS;

/** Problems with the room alone: sizes in range, an L that is still one room. */
export function roomProblems(room: Room): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const { side, height } = PLAN_LIMITS;
  const sideMessage = (name: string, value: number) =>
    value <= 0
      ? `The room's ${name} must be more than 0 ft`
      : `The room's ${name} must be ${side.min}–${side.max} ft (${feet(value)} given)`;
  if (!between(room.width, side.min, side.max)) problems.push({ target: 'room', message: sideMessage('width', room.width) });
  if (!between(room.depth, side.min, side.max)) problems.push({ target: 'room', message: sideMessage('depth', room.depth) });
  if (!between(room.height, height.min, height.max)) {
    problems.push({ target: 'room', message: `The ceiling height must be ${height.min}–${height.max} ft (${feet(room.height)} given)` });
  }
  if (room.shape === 'l-shape' && problems.length === 0) {
    if (!between(room.cutWidth, PLAN_LIMITS.cutMin, room.width / 2) || !between(room.cutDepth, PLAN_LIMITS.cutMin, room.depth / 2)) {
      problems.push({
        target: 'room',
        message: `The L's cut-away corner must be ${PLAN_LIMITS.cutMin} ft to half the room each way (up to ${feet(room.width / 2)} × ${feet(room.depth / 2)})`,
      });
    }
  }
  return problems;
}

function openingProblems(room: Room, opening: Opening, target: string, what: string, limits: { min: number; max: number }): PlanProblem[] {
  const wall = walls(room)[opening.wall];
  if (!wall) return [{ target, message: `The ${what} is on a wall this room does not have` }];
  if (!between(opening.length, limits.min, limits.max)) {
    return [{ target, message: `The ${what} must be ${limits.min}–${limits.max} ft wide (${feet(opening.length)} given)` }];
  }
  if (opening.length > wall.length + EPS) {
    return [{ target, message: `The ${what} is ${feet(opening.length)} wide but the ${wall.name} is only ${feet(wall.length)} long` }];
  }
  if (opening.offset < -EPS || opening.offset + opening.length > wall.length + EPS) {
    return [{ target, message: `The ${what} runs past the end of the ${wall.name} (${feet(wall.length)} long)` }];
  }
  return [];
}

/** Problems with the door and glass against the room. */
export function openingsProblems(plan: Plan): PlanProblem[] {
  const problems = openingProblems(plan.room, plan.door, 'door', 'door', PLAN_LIMITS.door);
  if (plan.glass.length > PLAN_LIMITS.glassPanels) problems.push({ target: 'glass', message: `A plan has at most ${PLAN_LIMITS.glassPanels} glass panels` });
  plan.glass.forEach((panel, index) => {
    const target = `glass.${index}`;
    const own = openingProblems(plan.room, panel, target, `glass panel ${index + 1}`, PLAN_LIMITS.glass);
    problems.push(...own);
    if (own.length === 0 && panel.wall === plan.door.wall) {
      const clear = panel.offset + panel.length <= plan.door.offset + EPS || plan.door.offset + plan.door.length <= panel.offset + EPS;
      if (!clear) problems.push({ target, message: `Glass panel ${index + 1} overlaps the door` });
    }
  });
  return problems;
}

/** Why a module cannot be where it is, or null when it can: size, floor, other modules, the door's swing. */
export function placementProblem(plan: Plan, module: PlanModule): string | null {
  const spec = MODULE_SPECS[module.kind];
  const name = moduleName(plan, module);
  if (!between(module.length, spec.minLength, spec.maxLength)) {
    return `${name} must be ${feet(spec.minLength)}–${feet(spec.maxLength)} long`;
  }
  const longest = Math.max(plan.room.width, plan.room.depth);
  if (module.length > longest + EPS) {
    return `${name} is ${feet(module.length)} long, longer than any wall of this room (the longest is ${feet(longest)})`;
  }
  const rect = footprint(module);
  if (!insideRoom(plan.room, rect)) return `${name} would stand outside the room`;
  const swing = doorSwing(plan.room, plan.door);
  if (swing && overlaps(rect, swing)) return `${name} would block the door`;
  for (const other of plan.modules) {
    if (other.id !== module.id && overlaps(rect, footprint(other))) return `${name} would overlap ${moduleName(plan, other)}`;
  }
  return null;
}

/** Every problem in a plan; an empty list is a plan the designer and the server accept. */
export function planProblems(plan: Plan): PlanProblem[] {
  const room = roomProblems(plan.room);
  if (room.length > 0) return room;
  const problems = openingsProblems(plan);
  if (plan.modules.length > PLAN_LIMITS.modules) {
    problems.push({ target: 'modules', message: `This plan has ${plan.modules.length} pieces; a plan holds at most ${PLAN_LIMITS.modules}` });
    return problems;
  }
  const coolingUnits = plan.modules.filter((module) => module.kind === 'cooling-unit').length;
  if (coolingUnits > PLAN_LIMITS.coolingUnits) problems.push({ target: 'modules', message: 'A plan has one cooling unit; the estimate sizes one system' });
  if (new Set(plan.modules.map((module) => module.id)).size !== plan.modules.length) problems.push({ target: 'modules', message: 'Two pieces share an id' });
  for (const module of plan.modules) {
    const problem = placementProblem(plan, module);
    if (problem) problems.push({ target: module.id, message: problem });
  }
  return problems;
}
