/**
 * A plan as a 3D cellar, in plain numbers: where each wall, opening, rack,
 * bottle, table and cooling unit stands, how many bottles each rack holds,
 * the scene in words for screen readers, and the camera's fly-through.
 * Pure: no three.js here, so it is tested on its own and the page can
 * describe a plan (or show it as text when there is no WebGL) without
 * loading the renderer. `scene.ts` turns this into meshes.
 *
 * Units are feet. The plan's x (east) is the scene's x, the plan's y (south)
 * is the scene's z, and the scene's y is up from the floor.
 */
import { estimateCapacity } from '@domain/estimator/capacity.ts';
import { CAPACITY_DEFAULTS } from '@domain/estimator/defaults.ts';
import { OPTION_LABELS, type RackingMaterial } from '@domain/estimator/options.ts';
import {
  MODULE_SPECS,
  doorSwing,
  feet,
  footprint,
  insideRoom,
  isRack,
  moduleName,
  openingSegment,
  walls,
  type ModuleKind,
  type Plan,
  type PlanModule,
  type Point,
  type RackKind,
} from '@domain/designer/plan.ts';
import { roomText } from '@domain/designer/summary.ts';

export type Facing = 'north' | 'south' | 'east' | 'west';

/** Where a bottle lies in a rack: its centre, in feet. */
export interface BottleSpot {
  x: number;
  y: number;
  z: number;
}

/** A piece of the plan as a box on the floor. */
interface PlacedBox {
  id: string;
  name: string;
  /** Footprint centre on the floor. */
  cx: number;
  cz: number;
  /** Extent along x and z, and the piece's height. */
  sx: number;
  sz: number;
  height: number;
}

export interface RackLayout extends PlacedBox {
  kind: RackKind;
  /** The side the rack's face (the bottles' necks) looks to: into the room. */
  facing: Facing;
  /** The estimator's count for this run, floor to ceiling, standard 750 ml bottles. */
  bottles: number;
  /** Bottles drawn: the estimator's count, or fewer when the whole scene is over the drawing cap. */
  shown: BottleSpot[];
}

export interface PieceLayout extends PlacedBox {
  kind: Extract<ModuleKind, 'tasting-table' | 'cooling-unit'>;
}

export interface WallSegment {
  wall: number;
  /** Plan points along the wall, in its direction. */
  a: Point;
  b: Point;
  /** Bottom and top of this piece of wall: a full-height piece is 0 to the ceiling; the lintel over a door starts at the door's head. */
  bottom: number;
  top: number;
  /** Into the room, a unit vector in plan coordinates. */
  normal: Point;
}

export interface OpeningLayout {
  wall: number;
  a: Point;
  b: Point;
  height: number;
  normal: Point;
}

export interface CellarModel {
  width: number;
  depth: number;
  height: number;
  outline: Point[];
  segments: WallSegment[];
  door: OpeningLayout & { glass: boolean };
  glass: OpeningLayout[];
  racks: RackLayout[];
  pieces: PieceLayout[];
  material: RackingMaterial;
  rackHeight: number;
  /** All the racks' bottles, by the estimator. */
  bottles: number;
  /** Bottles drawn, at most MAX_BOTTLES_DRAWN. */
  bottlesDrawn: number;
}

/**
 * Decision: at most 4,000 bottles are drawn. Each is a few dozen triangles in
 * one instanced mesh, so this stays smooth in a software renderer (and the
 * recorder's 30 frames a second) on a phone; a larger cellar shows every rack
 * evenly thinned and the description says how many are drawn of how many.
 */
export const MAX_BOTTLES_DRAWN = 4000;
export const DOOR_HEIGHT = 7;
/** A standing person's eyes, ft. */
export const EYE_HEIGHT = 5.25;
/** Bottle pitch on a rack's face: about three columns a foot and rows every 4 in, the estimator's individual racking. */
const PITCH = 1 / 3;

const unit = (a: Point, b: Point): Point => {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
};
/** The outline runs clockwise, so the room is on the right of each wall: its inward normal. */
const inward = (a: Point, b: Point): Point => {
  const d = unit(a, b);
  return { x: -d.y, y: d.x };
};

/** The estimator's bottle count for one run of racking, at this room's height. */
export function rackBottles(kind: RackKind, length: number, ceiling: number): { bottles: number; rackHeight: number } {
  const result = estimateCapacity({ ...CAPACITY_DEFAULTS, ceilingHeight: ceiling, walls: [{ length, style: kind }] });
  return { bottles: result.nominalBottles, rackHeight: result.rackHeightFt };
}

/** The side a piece's face looks to: away from the nearer wall behind it. */
export function facingOf(plan: Plan, module: PlanModule): Facing {
  const rect = footprint(module);
  if (module.rotated) return rect.x + rect.w / 2 <= plan.room.width / 2 ? 'east' : 'west';
  return rect.y + rect.h / 2 <= plan.room.depth / 2 ? 'south' : 'north';
}

const FACING_VECTOR: Record<Facing, Point> = { north: { x: 0, y: -1 }, south: { x: 0, y: 1 }, east: { x: 1, y: 0 }, west: { x: -1, y: 0 } };

/** The bottle spots on a rack's face, evenly thinned to `count`: columns along its length, rows up its height, necks at the face. */
export function bottleSpots(rack: Omit<RackLayout, 'shown' | 'bottles'>, count: number): BottleSpot[] {
  const along = rack.facing === 'north' || rack.facing === 'south' ? rack.sx : rack.sz;
  const depth = rack.facing === 'north' || rack.facing === 'south' ? rack.sz : rack.sx;
  const columns = Math.max(1, Math.floor(along / PITCH));
  // Rows every 4 in, closer when the estimator counts more bottles than that grid holds (tall racking packs tighter).
  const rows = Math.max(1, Math.floor((rack.height - 0.5) / PITCH), Math.ceil(count / columns));
  const rise = (rack.height - 0.5) / rows;
  const grid = columns * rows;
  const n = Math.max(0, Math.min(count, grid));
  const face = FACING_VECTOR[rack.facing];
  // Bottles sit with their necks 0.1 ft behind the face.
  const inset = depth / 2 - 0.55;
  const spots: BottleSpot[] = [];
  for (let i = 0; i < n; i += 1) {
    const cell = Math.floor((i * grid) / n);
    const column = cell % columns;
    const row = Math.floor(cell / columns);
    const offset = -along / 2 + (along - columns * PITCH) / 2 + PITCH * (column + 0.5);
    const y = 0.35 + rise * (row + 0.5);
    const sideways = face.x === 0 ? { x: offset, z: 0 } : { x: 0, z: offset };
    spots.push({ x: rack.cx + sideways.x + face.x * inset, y, z: rack.cz + sideways.z + face.y * inset });
  }
  return spots;
}

const PIECE_HEIGHT = { 'tasting-table': 3, 'cooling-unit': 2.5 } as const;

export function buildCellarModel(plan: Plan): CellarModel {
  const { room } = plan;
  const wallList = walls(room);
  const openings = [
    { opening: plan.door, top: Math.min(DOOR_HEIGHT, room.height - 0.5) },
    ...plan.glass.map((panel) => ({ opening: panel, top: room.height })),
  ];
  const segments: WallSegment[] = [];
  for (const wall of wallList) {
    const normal = inward(wall.start, wall.end);
    const direction = unit(wall.start, wall.end);
    const at = (offset: number): Point => ({ x: wall.start.x + direction.x * offset, y: wall.start.y + direction.y * offset });
    const here = openings.filter(({ opening }) => opening.wall === wall.index).sort((p, q) => p.opening.offset - q.opening.offset);
    let from = 0;
    for (const { opening, top } of here) {
      if (opening.offset > from) segments.push({ wall: wall.index, a: at(from), b: at(opening.offset), bottom: 0, top: room.height, normal });
      if (top < room.height) segments.push({ wall: wall.index, a: at(opening.offset), b: at(opening.offset + opening.length), bottom: top, top: room.height, normal });
      from = Math.max(from, opening.offset + opening.length);
    }
    if (from < wall.length) segments.push({ wall: wall.index, a: at(from), b: at(wall.length), bottom: 0, top: room.height, normal });
  }
  const openingLayout = (opening: Plan['door'], height: number): OpeningLayout => {
    const segment = openingSegment(room, opening) ?? { a: { x: 0, y: 0 }, b: { x: 0, y: 0 } };
    const wall = wallList[opening.wall];
    return { wall: opening.wall, a: segment.a, b: segment.b, height, normal: wall ? inward(wall.start, wall.end) : { x: 0, y: 1 } };
  };

  let rackHeight = Math.max(1, room.height - 1);
  const racks: Omit<RackLayout, 'shown'>[] = [];
  const pieces: PieceLayout[] = [];
  for (const module of plan.modules) {
    const rect = footprint(module);
    const base = { id: module.id, name: moduleName(plan, module), cx: rect.x + rect.w / 2, cz: rect.y + rect.h / 2, sx: rect.w, sz: rect.h };
    if (isRack(module.kind)) {
      const count = rackBottles(module.kind, module.length, room.height);
      rackHeight = count.rackHeight;
      racks.push({ ...base, kind: module.kind, height: count.rackHeight, facing: facingOf(plan, module), bottles: count.bottles });
    } else {
      const kind = module.kind as PieceLayout['kind'];
      pieces.push({ ...base, kind, height: PIECE_HEIGHT[kind] });
    }
  }
  const bottles = racks.reduce((sum, rack) => sum + rack.bottles, 0);
  const scale = bottles > MAX_BOTTLES_DRAWN ? MAX_BOTTLES_DRAWN / bottles : 1;
  const laidOut = racks.map((rack) => ({ ...rack, shown: bottleSpots(rack, Math.floor(rack.bottles * scale)) }));
  return {
    width: room.width,
    depth: room.depth,
    height: room.height,
    outline: wallList.map((wall) => wall.start),
    segments,
    door: { ...openingLayout(plan.door, Math.min(DOOR_HEIGHT, room.height - 0.5)), glass: plan.options.door === 'glass' },
    glass: plan.glass.map((panel) => openingLayout(panel, room.height)),
    racks: laidOut,
    pieces,
    material: plan.options.rackingMaterial,
    rackHeight,
    bottles,
    bottlesDrawn: laidOut.reduce((sum, rack) => sum + rack.shown.length, 0),
  };
}

// ---------------------------------------------------------------- words

const number = (value: number) => value.toLocaleString('en-US');

/** The scene in words, beside the canvas: what a sighted visitor sees, for a screen reader (and for a browser without WebGL). */
export function describeCellar(plan: Plan, model: CellarModel = buildCellarModel(plan)): { summary: string; lines: string[] } {
  const doorWall = walls(plan.room)[plan.door.wall]?.name ?? 'a wall';
  const glassWalls = [...new Set(plan.glass.map((panel) => walls(plan.room)[panel.wall]?.name ?? 'a wall'))];
  const lines: string[] = [
    `Room: ${roomText(plan)}.`,
    `Door: ${feet(plan.door.length)} wide, ${OPTION_LABELS.door[plan.options.door].toLowerCase()}, in the ${doorWall}.`,
    glassWalls.length > 0
      ? `Glass: ${plan.glass.length} panel${plan.glass.length === 1 ? '' : 's'}, ${feet(plan.glass.reduce((sum, panel) => sum + panel.length, 0))} in all, in the ${glassWalls.join(' and ')}.`
      : 'Glass: none besides the door.',
    `Racking: ${OPTION_LABELS.rackingMaterial[plan.options.rackingMaterial]}, ${feet(model.rackHeight)} high.`,
  ];
  for (const rack of model.racks) {
    const module = plan.modules.find((candidate) => candidate.id === rack.id);
    lines.push(`${rack.name}: ${feet(module?.length ?? 0)} long, facing ${rack.facing}, ${number(rack.bottles)} bottles.`);
  }
  for (const piece of model.pieces) {
    const module = plan.modules.find((candidate) => candidate.id === piece.id);
    lines.push(`${piece.name}: ${feet(module?.length ?? 0)} long, ${feet(Math.round(piece.cx * 2) / 2)} from the west wall and ${feet(Math.round(piece.cz * 2) / 2)} from the north wall.`);
  }
  const drawn = model.bottlesDrawn < model.bottles ? ` (${number(model.bottlesDrawn)} of them drawn, evenly thinned, to keep the view smooth)` : '';
  const summary = `A ${feet(plan.room.width)} × ${feet(plan.room.depth)} cellar with a ${feet(plan.room.height)} ceiling: ${model.racks.length} rack${model.racks.length === 1 ? '' : 's'} holding ${number(model.bottles)} bottles${drawn}${model.pieces.length ? `, ${model.pieces.map((piece) => piece.name.toLowerCase()).join(', ')}` : ''}.`;
  return { summary, lines };
}

// ---------------------------------------------------------------- the fly-through

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface Keyframe {
  /** Seconds from the start. */
  at: number;
  position: Vec3;
  target: Vec3;
}

/** Keeps a camera off the walls: inside the floor by a margin, and out of an L's missing corner. */
export function clampInside(plan: Plan, point: { x: number; z: number }, margin = 0.75): { x: number; z: number } {
  const { room } = plan;
  let x = Math.min(Math.max(point.x, margin), room.width - margin);
  let z = Math.min(Math.max(point.z, margin), room.depth - margin);
  if (room.shape === 'l-shape' && x > room.width - room.cutWidth - margin && z < room.cutDepth + margin) {
    // Step out of the cut-away corner the shorter way.
    const toWest = x - (room.width - room.cutWidth - margin);
    const toSouth = room.cutDepth + margin - z;
    if (toWest < toSouth) x = room.width - room.cutWidth - margin;
    else z = room.cutDepth + margin;
  }
  return { x, z };
}

/** Whether a point stands on the room's floor (for checks and tests). */
export const onFloor = (plan: Plan, point: { x: number; z: number }): boolean =>
  insideRoom(plan.room, { x: point.x, y: point.z, w: 0, h: 0 });

const eye = (point: { x: number; z: number }): Vec3 => ({ x: point.x, y: EYE_HEIGHT, z: point.z });

/**
 * The fly-through: in at the door, along the racks (round the room from the
 * door, the longest first when there are many), and to the tasting table or
 * the centre. Deterministic from the plan, every camera position on the
 * floor, spread evenly over `seconds`.
 */
export function tourKeyframes(plan: Plan, seconds: number): Keyframe[] {
  const model = buildCellarModel(plan);
  const swing = doorSwing(plan.room, plan.door);
  const door = model.door;
  const doorMid = { x: (door.a.x + door.b.x) / 2, z: (door.a.y + door.b.y) / 2 };
  const centre = clampInside(plan, { x: plan.room.width / 2, z: plan.room.depth / 2 });
  const stops: { position: { x: number; z: number }; target: Vec3 }[] = [];
  // Standing in the doorway, looking in.
  const inDoor = clampInside(plan, { x: doorMid.x + door.normal.x * 0.8, z: doorMid.z + door.normal.y * 0.8 }, 0.6);
  stops.push({ position: inDoor, target: { x: centre.x, y: EYE_HEIGHT - 0.5, z: centre.z } });
  // A step in, the length of the door's swing.
  const reach = swing ? plan.door.length : 2;
  stops.push({ position: clampInside(plan, { x: doorMid.x + door.normal.x * reach, z: doorMid.z + door.normal.y * reach }), target: { x: centre.x, y: EYE_HEIGHT - 1, z: centre.z } });
  // The racks, round the room from the door (by angle about the centre), the longest four when there are more.
  const angle = (x: number, z: number) => Math.atan2(z - centre.z, x - centre.x);
  const start = angle(doorMid.x, doorMid.z);
  const turn = (x: number, z: number) => (((angle(x, z) - start) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const chosen = [...model.racks].sort((p, q) => Math.max(q.sx, q.sz) - Math.max(p.sx, p.sz)).slice(0, 4);
  chosen.sort((p, q) => turn(p.cx, p.cz) - turn(q.cx, q.cz));
  for (const rack of chosen) {
    const face = FACING_VECTOR[rack.facing];
    const half = face.x === 0 ? rack.sz / 2 : rack.sx / 2;
    const standOff = half + 3;
    const position = clampInside(plan, { x: rack.cx + face.x * standOff, z: rack.cz + face.y * standOff });
    stops.push({ position, target: { x: rack.cx, y: rack.height * 0.55, z: rack.cz } });
  }
  const table = model.pieces.find((piece) => piece.kind === 'tasting-table');
  if (table) {
    const from = clampInside(plan, { x: table.cx + (centre.x - table.cx) * 0.2, z: table.cz - Math.max(table.sz, 3) });
    stops.push({ position: from, target: { x: table.cx, y: table.height, z: table.cz } });
  } else {
    // No table: the room's middle, looking at the longest rack (or across the room, away from the door).
    const longest = chosen.length > 0 ? [...chosen].sort((p, q) => Math.max(q.sx, q.sz) - Math.max(p.sx, p.sz))[0] : undefined;
    const target = longest
      ? { x: longest.cx, y: longest.height * 0.5, z: longest.cz }
      : { x: centre.x + door.normal.x * 2, y: EYE_HEIGHT - 1, z: centre.z + door.normal.y * 2 };
    stops.push({ position: centre, target });
  }
  const step = stops.length > 1 ? seconds / (stops.length - 1) : seconds;
  return stops.map((stop, index) => ({ at: Number((index * step).toFixed(3)), position: eye(stop.position), target: stop.target }));
}

const ease = (t: number) => t * t * (3 - 2 * t);
const mix = (a: Vec3, b: Vec3, t: number): Vec3 => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, z: a.z + (b.z - a.z) * t });

/** The camera at a moment of the tour: eased between keyframes, held at the ends. */
export function cameraAt(keyframes: Keyframe[], seconds: number): { position: Vec3; target: Vec3 } {
  const first = keyframes[0];
  const last = keyframes[keyframes.length - 1];
  if (!first || !last) return { position: { x: 0, y: EYE_HEIGHT, z: 0 }, target: { x: 1, y: EYE_HEIGHT, z: 1 } };
  if (seconds <= first.at) return { position: first.position, target: first.target };
  if (seconds >= last.at) return { position: last.position, target: last.target };
  const index = keyframes.findIndex((frame) => frame.at > seconds);
  const to = keyframes[index] as Keyframe;
  const from = keyframes[index - 1] as Keyframe;
  const t = ease((seconds - from.at) / (to.at - from.at || 1));
  return { position: mix(from.position, to.position, t), target: mix(from.target, to.target, t) };
}

/** Compass words for a direction on the floor. */
export function headingName(dx: number, dz: number): string {
  const names = ['east', 'south-east', 'south', 'south-west', 'west', 'north-west', 'north', 'north-east'];
  const index = Math.round(((Math.atan2(dz, dx) / (2 * Math.PI)) * 8 + 8) % 8) % 8;
  return names[index] as string;
}

export const MODULE_LABEL = (kind: ModuleKind) => MODULE_SPECS[kind].label;
