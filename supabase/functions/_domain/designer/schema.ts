/**
 * The one schema of a plan (zod/mini): the ai-tools function validates its
 * input with it, and the browser with it when it reads a plan it did not
 * make (a shared link, a saved design). `parsePlan` adds the plan's own
 * checks (plan.ts), so a plan that passes is one the editor could have drawn.
 */
import * as z from 'zod/mini';
import { CELLAR_TYPES, COOLING_SYSTEMS, DOOR_TYPES, FINISH_LEVELS, RACKING_MATERIALS, REGIONS } from '../estimator/options.ts';
import { MODULE_KINDS, PLAN_LIMITS, planProblems, type Plan, type PlanProblem } from './plan.ts';

const size = (label: string) =>
  z.number({ error: `${label} must be a number` }).check(z.gte(-1000, { error: `${label} is out of range` }), z.lte(1000, { error: `${label} is out of range` }));
const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

const openingSchema = z.object({
  wall: z.number().check(z.int(), z.gte(0), z.lte(5)),
  offset: size('Offset'),
  length: size('Width'),
});

const moduleSchema = z.object({
  id: z.string().check(z.regex(/^m\d{1,4}$/, { error: 'A piece id is m followed by a number' })),
  kind: oneOf('Kind', MODULE_KINDS),
  x: size('x'),
  y: size('y'),
  length: size('Length'),
  rotated: z.boolean(),
});

export const planSchema = z.object({
  room: z.object({
    shape: oneOf('Room shape', ['rectangle', 'l-shape']),
    width: size('Width'),
    depth: size('Depth'),
    height: size('Ceiling height'),
    cutWidth: size('Cut-away width'),
    cutDepth: size('Cut-away depth'),
  }),
  door: openingSchema,
  glass: z.array(openingSchema).check(z.maxLength(PLAN_LIMITS.glassPanels, { error: `At most ${PLAN_LIMITS.glassPanels} glass panels` })),
  modules: z.array(moduleSchema).check(z.maxLength(PLAN_LIMITS.modules, { error: `A plan holds at most ${PLAN_LIMITS.modules} pieces` })),
  options: z.object({
    rackingMaterial: oneOf('Racking material', RACKING_MATERIALS),
    finishes: oneOf('Finishes', FINISH_LEVELS),
    region: oneOf('Region', REGIONS),
    cellarType: oneOf('Cellar type', CELLAR_TYPES),
    cooling: oneOf('Cooling system', COOLING_SYSTEMS.filter((system) => system !== 'none') as [string, ...string[]]) as z.ZodMiniType<Plan['options']['cooling']>,
    door: oneOf('Door', DOOR_TYPES),
  }),
});

export type PlanParse = { ok: true; plan: Plan } | { ok: false; problems: PlanProblem[] };

/** Untrusted input → a plan the editor accepts, or every reason it is not one. */
export function parsePlan(input: unknown): PlanParse {
  const parsed = z.safeParse(planSchema, input);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ target: issue.path.map(String).join('.') || 'plan', message: issue.message })) };
  }
  const plan = parsed.data as Plan;
  const problems = planProblems(plan);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, plan };
}
