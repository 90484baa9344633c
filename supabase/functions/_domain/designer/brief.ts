/**
 * The brief /ai-design takes: the room, its door, a style, the collection
 * and a budget. Flat, so the page's form fields, the function's input and
 * the problems found in it share one set of names. Pure data and checks (no
 * zod): the layout engine reads it in the browser and in the ai-tools function.
 */
import { BUDGETS, BUDGET_LABELS, type Budget } from '../inquiry/choices.ts';
import type { DoorType, FinishLevel, RackingMaterial, Region } from '../estimator/options.ts';
import { CEILING_DEFAULT } from '../estimator/config-defaults.ts';
import { LIMITS } from '../estimator/limits.ts';
import { openingsProblems, roomProblems, walls, type Opening, type Plan, type Room } from './plan.ts';

export const DESIGN_STYLES = ['traditional', 'modern', 'rustic'] as const;
export type DesignStyle = (typeof DESIGN_STYLES)[number];

/**
 * A style is the estimator's priced options, nothing else: racking material,
 * door and finishes. Cooling stays a ducted split (quiet, out of sight) in every style.
 */
export const STYLE_OPTIONS: Record<DesignStyle, { label: string; rackingMaterial: RackingMaterial; door: DoorType; finishes: FinishLevel; says: string }> = {
  traditional: {
    label: 'Traditional wood',
    rackingMaterial: 'redwood-mahogany',
    door: 'solid-insulated',
    finishes: 'premium',
    says: 'redwood or mahogany racking, a solid insulated door, premium finishes',
  },
  modern: {
    label: 'Modern metal and glass',
    rackingMaterial: 'metal',
    door: 'glass',
    finishes: 'premium',
    says: 'metal racking, a glass door, premium finishes',
  },
  rustic: {
    label: 'Rustic',
    rackingMaterial: 'pine',
    door: 'custom',
    finishes: 'standard',
    says: 'pine racking, a carved wood and iron door, standard finishes',
  },
};

/** Room to grow, on top of the bottles owned today: the estimator's planning headroom is 25–30%. */
export const GROWTH = ['none', 'steady', 'fast'] as const;
export type Growth = (typeof GROWTH)[number];
export const GROWTH_FACTOR: Record<Growth, number> = { none: 1, steady: 1.3, fast: 1.6 };
export const GROWTH_LABELS: Record<Growth, string> = {
  none: 'None: the collection stays as it is',
  steady: 'Steady: room for 30% more',
  fast: 'Fast: room for 60% more',
};

export { BUDGETS, BUDGET_LABELS, type Budget };
/** Each budget band in dollars; the top band has no ceiling. */
export const BUDGET_RANGE: Record<Budget, { min: number; max: number }> = {
  'under-25k': { min: 0, max: 25_000 },
  '25k-50k': { min: 25_000, max: 50_000 },
  '50k-100k': { min: 50_000, max: 100_000 },
  '100k-200k': { min: 100_000, max: 200_000 },
  'over-200k': { min: 200_000, max: Number.POSITIVE_INFINITY },
};

/** The room as the designer has it (shape, sides, ceiling, an L's corner), then the rest of the brief, flat. */
export interface DesignBrief extends Room {
  /** Index into `walls(room)`, as the designer numbers them. */
  doorWall: number;
  /** From the wall's start, as in the designer. */
  doorOffset: number;
  doorWidth: number;
  style: DesignStyle;
  /** Bottles owned today. */
  bottles: number;
  growth: Growth;
  budget: Budget;
  region: Region;
}

export type BriefField = keyof DesignBrief;

export const DEFAULT_BRIEF: DesignBrief = {
  shape: 'rectangle',
  width: 12,
  depth: 10,
  height: CEILING_DEFAULT.value,
  cutWidth: 4,
  cutDepth: 4,
  doorWall: 2,
  doorOffset: 4.5,
  doorWidth: 3,
  style: 'traditional',
  bottles: 800,
  growth: 'steady',
  budget: '50k-100k',
  region: 'average',
};

export const briefRoom = (brief: DesignBrief): Room => ({
  shape: brief.shape,
  width: brief.width,
  depth: brief.depth,
  height: brief.height,
  cutWidth: brief.cutWidth,
  cutDepth: brief.cutDepth,
});

export const briefDoor = (brief: DesignBrief): Opening => ({ wall: brief.doorWall, offset: brief.doorOffset, length: brief.doorWidth });

export const BRIEF_LIMITS = { bottles: { min: 0, max: LIMITS.bottles.max } } as const;

export interface BriefProblem {
  field: BriefField;
  message: string;
}

/** Which field a room problem is about, from the plan's own message (one set of messages, the designer's). */
function roomField(message: string): BriefField {
  if (message.includes('width')) return 'width';
  if (message.includes('depth')) return 'depth';
  if (message.includes('ceiling')) return 'height';
  return 'cutWidth';
}

/**
 * Everything that makes a brief impossible, each tied to the field to fix:
 * the room's sizes (zero, negative, out of range, an L that is not one
 * room), a door wider than its wall or past its end, a collection too big to
 * estimate. The messages are the designer's, so both pages say the same.
 */
export function briefProblems(brief: DesignBrief): BriefProblem[] {
  const room = briefRoom(brief);
  const problems: BriefProblem[] = roomProblems(room).map((problem) => ({ field: roomField(problem.message), message: problem.message }));
  if (problems.length === 0) {
    const plan = { room, door: briefDoor(brief), glass: [], modules: [] } as unknown as Plan;
    for (const problem of openingsProblems(plan)) {
      const field: BriefField = /wall this room/.test(problem.message) ? 'doorWall' : /wide/.test(problem.message) ? 'doorWidth' : 'doorOffset';
      problems.push({ field, message: problem.message });
    }
  }
  const { bottles } = BRIEF_LIMITS;
  if (!Number.isInteger(brief.bottles) || brief.bottles < bottles.min || brief.bottles > bottles.max) {
    problems.push({ field: 'bottles', message: `The collection must be a whole number of bottles, ${bottles.min}–${bottles.max.toLocaleString('en-US')}` });
  }
  return problems;
}

/** The walls a door can go on, for the form: the designer's names ("south wall", "inner east wall"). */
export const doorWallChoices = (brief: Pick<DesignBrief, 'shape' | 'width' | 'depth' | 'height' | 'cutWidth' | 'cutDepth'>) =>
  walls({ ...brief }).map((wall) => ({ index: wall.index, name: wall.name, length: wall.length }));
