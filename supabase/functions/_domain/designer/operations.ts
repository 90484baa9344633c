/**
 * Every edit of a plan as a pure function: the plan in, a new plan or the
 * reason it was refused out. A refused edit leaves the plan as it was, so
 * nothing already drawn is lost; the editor shows the reason.
 */
import {
  MODULE_SPECS,
  PLAN_LIMITS,
  feet,
  footprint,
  moduleName,
  openingsProblems,
  placementProblem,
  planProblems,
  roomProblems,
  walls,
  doorSwing,
  insideRoom,
  overlaps,
  type ModuleKind,
  type Opening,
  type Plan,
  type PlanModule,
  type PlanOptions,
  type Room,
} from './plan.ts';

export type EditResult = { ok: true; plan: Plan } | { ok: false; message: string };

const refuse = (message: string): EditResult => ({ ok: false, message });

/** To the snap grid, then flush against a wall when within a snap step of it. */
export function snap(value: number, size: number, roomSize: number, step: number = PLAN_LIMITS.snap): number {
  let snapped = Math.round(value / step) * step;
  // A room whose size is off the grid: its far wall still catches what comes near it.
  if (Math.abs(value + size - roomSize) < step / 2) snapped = roomSize - size;
  return Number(Math.min(Math.max(0, snapped), Math.max(0, roomSize - size)).toFixed(3));
}

function snapModule(plan: Plan, module: PlanModule): PlanModule {
  const rect = footprint(module);
  return { ...module, x: snap(module.x, rect.w, plan.room.width), y: snap(module.y, rect.h, plan.room.depth) };
}

function replaceModule(plan: Plan, next: PlanModule): EditResult {
  const candidate = { ...plan, modules: plan.modules.map((module) => (module.id === next.id ? next : module)) };
  const problem = placementProblem(candidate, next);
  return problem ? refuse(problem) : { ok: true, plan: candidate };
}

const find = (plan: Plan, id: string) => plan.modules.find((module) => module.id === id);
const missing = () => refuse('That piece is no longer in the plan');

export function nextModuleId(plan: Plan): string {
  const used = plan.modules.map((module) => Number(module.id.replace(/^m/, ''))).filter(Number.isFinite);
  return `m${Math.max(0, ...used) + 1}`;
}

/** A new module of a kind at the first free place, scanning from the north-west corner along the walls first. */
export function addModule(plan: Plan, kind: ModuleKind): EditResult {
  if (plan.modules.length >= PLAN_LIMITS.modules) return refuse(`A plan holds at most ${PLAN_LIMITS.modules} pieces; remove one first`);
  if (kind === 'cooling-unit' && plan.modules.some((module) => module.kind === 'cooling-unit')) {
    return refuse('The plan already has a cooling unit; move it instead');
  }
  const spec = MODULE_SPECS[kind];
  const id = nextModuleId(plan);
  const step = PLAN_LIMITS.snap;
  const others = plan.modules.map(footprint);
  const swing = doorSwing(plan.room, plan.door);
  // Geometry only while searching (no messages built): a large room has thousands of places to try.
  const free = (module: PlanModule) => {
    const rect = footprint(module);
    return insideRoom(plan.room, rect) && !(swing && overlaps(rect, swing)) && !others.some((other) => overlaps(rect, other));
  };
  const againstWall = (module: PlanModule) => {
    const rect = footprint(module);
    return rect.x === 0 || rect.y === 0 || rect.x + rect.w === plan.room.width || rect.y + rect.h === plan.room.depth;
  };
  // Against a wall first: that is where racking goes.
  for (const wallOnly of [true, false]) {
    for (const rotated of [false, true]) {
      for (let y = 0; y <= plan.room.depth; y += step) {
        for (let x = 0; x <= plan.room.width; x += step) {
          const candidate: PlanModule = { id, kind, x, y, length: spec.defaultLength, rotated };
          if (againstWall(candidate) === wallOnly && free(candidate)) return { ok: true, plan: { ...plan, modules: [...plan.modules, candidate] } };
        }
      }
    }
  }
  return refuse(`There is no free floor for a ${feet(spec.defaultLength)} ${spec.label.toLowerCase()}: move or shorten something first`);
}

export function moveModule(plan: Plan, id: string, x: number, y: number): EditResult {
  const module = find(plan, id);
  if (!module) return missing();
  return replaceModule(plan, snapModule(plan, { ...module, x, y }));
}

export const moveModuleBy = (plan: Plan, id: string, dx: number, dy: number): EditResult => {
  const module = find(plan, id);
  return module ? moveModule(plan, id, module.x + dx, module.y + dy) : missing();
};

/** A quarter turn about the module's centre (then snapped); where that does not fit, about its corner. */
export function rotateModule(plan: Plan, id: string): EditResult {
  const module = find(plan, id);
  if (!module) return missing();
  const rect = footprint(module);
  const turned = { ...module, rotated: !module.rotated };
  const size = footprint(turned);
  const centred = snapModule(plan, { ...turned, x: rect.x + (rect.w - size.w) / 2, y: rect.y + (rect.h - size.h) / 2 });
  const first = replaceModule(plan, centred);
  if (first.ok) return first;
  const corner = replaceModule(plan, snapModule(plan, turned));
  return corner.ok ? corner : first;
}

export function resizeModule(plan: Plan, id: string, length: number): EditResult {
  const module = find(plan, id);
  if (!module) return missing();
  return replaceModule(plan, { ...module, length: Math.round(length / PLAN_LIMITS.snap) * PLAN_LIMITS.snap || length });
}

export function removeModule(plan: Plan, id: string): EditResult {
  if (!find(plan, id)) return missing();
  return { ok: true, plan: { ...plan, modules: plan.modules.filter((module) => module.id !== id) } };
}

/** A new room; refused while anything drawn would fall outside it or block the door, naming what. */
const RECT_TO_L = [0, 3, 4, 5];
/** The same side's wall when the shape changes (an L's inner walls become the north wall of a rectangle). */
function remapWall(wall: number, from: Room['shape'], to: Room['shape']): number {
  if (from === to) return wall;
  return to === 'l-shape' ? (RECT_TO_L[wall] ?? wall) : Math.max(0, RECT_TO_L.indexOf(wall));
}

export function setRoom(plan: Plan, room: Room): EditResult {
  const problems = roomProblems(room);
  if (problems[0]) return refuse(problems[0].message);
  const remap = <T extends { wall: number }>(opening: T): T => ({ ...opening, wall: remapWall(opening.wall, plan.room.shape, room.shape) });
  const next = { ...plan, room, door: remap(plan.door), glass: plan.glass.map(remap) };
  const openings = openingsProblems(next);
  if (openings[0]) return refuse(`${openings[0].message}: move it before changing the room`);
  for (const module of next.modules) {
    const problem = placementProblem(next, module);
    if (problem) return refuse(`${problem} in that room: move ${moduleName(next, module)} first, nothing has been changed`);
  }
  return { ok: true, plan: next };
}

function withOpenings(plan: Plan, next: Plan): EditResult {
  const problem = planProblems(next)[0];
  return problem ? refuse(problem.message) : { ok: true, plan: next };
}

export const setDoor = (plan: Plan, door: Opening): EditResult => withOpenings(plan, { ...plan, door });

export function addGlass(plan: Plan): EditResult {
  if (plan.glass.length >= PLAN_LIMITS.glassPanels) return refuse(`A plan has at most ${PLAN_LIMITS.glassPanels} glass panels`);
  // The longest wall without the door, from its start.
  const wall = walls(plan.room)
    .filter((candidate) => candidate.index !== plan.door.wall)
    .reduce((best, candidate) => (candidate.length > best.length ? candidate : best));
  return withOpenings(plan, { ...plan, glass: [...plan.glass, { wall: wall.index, offset: 0, length: Math.min(4, wall.length) }] });
}

export const setGlass = (plan: Plan, index: number, panel: Opening): EditResult =>
  withOpenings(plan, { ...plan, glass: plan.glass.map((current, at) => (at === index ? panel : current)) });

export const removeGlass = (plan: Plan, index: number): EditResult => ({ ok: true, plan: { ...plan, glass: plan.glass.filter((_, at) => at !== index) } });

export const setOptions = (plan: Plan, options: Partial<PlanOptions>): EditResult => ({ ok: true, plan: { ...plan, options: { ...plan.options, ...options } } });
