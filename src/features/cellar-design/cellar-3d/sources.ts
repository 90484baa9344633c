/**
 * Where a 3D cellar's plan comes from: the designer's draft in this browser,
 * a design link, a plain room form, or a case study. Every plan read from
 * outside goes through the designer's own checks (`parsePlan`, `decodePlan`);
 * the room form builds its plan with the designer's own edit operations.
 * Loaded after the page is interactive (it brings zod and the estimator).
 */
import { decodePlan, parsePlan } from '@domain/designer/codec.ts';
import { addModule, moveModule } from '@domain/designer/operations.ts';
import { DEFAULT_OPTIONS, MODULE_SPECS, PLAN_LIMITS, footprint, roomProblems, walls, type Plan, type Room } from '@domain/designer/plan.ts';
import { DRAFT_KEY } from '../designer/index.ts';

export { CASE_STUDY_PLANS } from './case-study-plans.ts';
export { buildCellarModel, describeCellar, tourKeyframes } from './model.ts';

export type PlanResult = { ok: true; plan: Plan } | { ok: false; message: string };

/** The visual designer's draft kept in this browser, if any (and valid). */
export function readDesignerDraft(): Plan | null {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = parsePlan(JSON.parse(raw));
    return parsed.ok ? parsed.plan : null;
  } catch {
    return null;
  }
}

/** A pasted design link (whole address, or just its query) → its plan, or why it cannot be opened. */
export function planFromLink(text: string): PlanResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: 'Paste a design link from the visual designer first.' };
  const query = trimmed.includes('?') ? trimmed.slice(trimmed.indexOf('?') + 1) : trimmed;
  const decoded = decodePlan(new URLSearchParams(query.split('#')[0]));
  return decoded.ok ? decoded : { ok: false, message: decoded.message };
}

export const DOOR_SIDES = ['north', 'east', 'south', 'west'] as const;
export type DoorSide = (typeof DOOR_SIDES)[number];

export interface Dimensions {
  width: number;
  depth: number;
  height: number;
  doorSide: DoorSide;
}

/** Racks along the walls at most: a 40 × 40 ft room would otherwise take every piece a plan may have. */
const MAX_DEFAULT_RACKS = 30;

/**
 * A plain rectangular room with a simple default layout, built with the
 * designer's own operations: a 3 ft door centred on the chosen wall, the
 * cooling unit, individual racking (4 ft runs) along every wall where it
 * fits, and a tasting table in the middle when the room has space for one.
 */
export function planFromDimensions(dimensions: Dimensions): PlanResult {
  const room: Room = { shape: 'rectangle', width: dimensions.width, depth: dimensions.depth, height: dimensions.height, cutWidth: 1, cutDepth: 1 };
  const problems = roomProblems(room);
  if (problems[0]) return { ok: false, message: `${problems[0].message}.` };
  const wallIndex = DOOR_SIDES.indexOf(dimensions.doorSide);
  const wall = walls(room)[wallIndex];
  if (!wall) return { ok: false, message: 'Choose the wall the door is in.' };
  const doorWidth = Math.min(3, wall.length - 1 >= PLAN_LIMITS.door.min ? wall.length - 1 : wall.length);
  let plan: Plan = {
    room,
    door: { wall: wallIndex, offset: Number(((wall.length - doorWidth) / 2).toFixed(3)), length: doorWidth },
    glass: [],
    modules: [],
    options: { ...DEFAULT_OPTIONS, door: 'solid-insulated' },
  };
  const cooling = addModule(plan, 'cooling-unit');
  if (cooling.ok) plan = cooling.plan;
  const flush = (next: Plan) => {
    const added = next.modules[next.modules.length - 1];
    if (!added) return false;
    const rect = footprint(added);
    return rect.x === 0 || rect.y === 0 || rect.x + rect.w === room.width || rect.y + rect.h === room.depth;
  };
  for (let racks = 0; racks < MAX_DEFAULT_RACKS; racks += 1) {
    const next = addModule(plan, 'individual');
    // Racking goes against a wall: once the walls are full, stop rather than fill the floor.
    if (!next.ok || !flush(next.plan)) break;
    plan = next.plan;
  }
  const spec = MODULE_SPECS['tasting-table'];
  if (room.width >= 8 && room.depth >= 8) {
    const table = addModule(plan, 'tasting-table');
    if (table.ok) {
      const added = table.plan.modules[table.plan.modules.length - 1];
      const centred = added ? moveModule(table.plan, added.id, (room.width - spec.defaultLength) / 2, (room.depth - spec.depth) / 2) : table;
      plan = centred.ok ? centred.plan : table.plan;
    }
  }
  const checked = parsePlan(plan);
  return checked.ok ? checked : { ok: false, message: `${checked.problems[0]?.message ?? 'The room could not be laid out'}.` };
}
