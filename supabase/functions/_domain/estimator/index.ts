/**
 * The estimator's public API: every calculator, the config, the schemas and
 * the formatting, plus the three tools the assistant may call.
 *
 * `describeTools()` gives OpenAI-style function definitions whose parameters
 * are the zod schemas as JSON Schema; `runTool()` validates the model's
 * arguments with the same schemas and returns either the result or a typed,
 * readable validation error the model can correct itself from.
 */
import * as z from 'zod/mini';
import * as capacity from './capacity.ts';
import type { CapacityResult } from './capacity.ts';
import * as cooling from './cooling.ts';
import type { CoolingLoadResult } from './cooling.ts';
import * as cost from './cost.ts';
import type { CostEstimate } from './cost.ts';
import { capacityInputSchema, coolingSimpleInputSchema, costInputSchema } from './schemas.ts';

export * from './capacity.ts';
export * from './config.ts';
export * from './cooling.ts';
export * from './cost.ts';
export * from './format.ts';
export * from './options.ts';
export * from './roi.ts';
export * from './schemas.ts';
export * from './suitability.ts';
export * from './units.ts';
export * from './url-codec.ts';
export * from './valuation.ts';
export * from './running-cost.ts';
export * from './restaurant-stock.ts';
export * from './defaults.ts';
export * from './cooling-defaults.ts';
export * from './limits.ts';
// The public API takes raw input: these shadow the star exports of the value-taking calculations.
export {
  assessCollection,
  buildCoolingLoadInput,
  estimateCapacity,
  estimateCoolingLoad,
  estimateCoolingLoadSimple,
  estimateCost,
  projectRoi,
  scoreSuitability,
} from './checked.ts';

export const TOOL_NAMES = ['estimate_cost', 'estimate_cooling_load', 'estimate_capacity'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export interface ToolDefinition {
  name: ToolName;
  description: string;
  /** JSON Schema (draft 2020-12) of the arguments object. */
  parameters: Record<string, unknown>;
}

interface ToolResults {
  estimate_cost: CostEstimate;
  estimate_cooling_load: CoolingLoadResult;
  estimate_capacity: CapacityResult;
}

export interface ToolIssue {
  /** Dotted path of the offending argument, e.g. `walls.0.length`; empty for the whole object. */
  path: string;
  message: string;
}

export type ToolError =
  | { code: 'unknown_tool'; message: string }
  | { code: 'invalid_arguments'; message: string; issues: ToolIssue[] };

export type ToolOutcome = { [N in ToolName]: { ok: true; tool: N; result: ToolResults[N] } }[ToolName] | { ok: false; error: ToolError };

const TOOLS = {
  estimate_cost: {
    description:
      'Estimate the cost of building a wine cellar as an itemized low–high range in USD (racking, cooling, envelope, door and glass, ' +
      'flooring and lighting, labor, design), with the total, the cost per bottle, the assumptions used and notes. ' +
      'Give a bottle count or room dimensions; every other field has a sensible default.',
    schema: costInputSchema,
    run: (args: unknown) => cost.estimateCost(costInputSchema.parse(args)),
  },
  estimate_cooling_load: {
    description:
      'Calculate the heat load of a wine cellar in BTU/h from its room size, insulation, glass and surroundings ' +
      '(walls, ceiling, floor, air leakage, lights, people), the design capacity (×1.5 for a 16-hour run time, +10%), ' +
      'the standard unit size and type to buy, and warnings (oversizing, hot surroundings, exhaust room, vapor barrier, glass, insulation).',
    schema: coolingSimpleInputSchema,
    run: (args: unknown) => cooling.estimateCoolingLoadSimple(coolingSimpleInputSchema.parse(args)),
  },
  estimate_capacity: {
    description:
      'Calculate how many bottles racking walls hold for a ceiling height and racking style, the effect of wider bottles ' +
      '(Burgundy, Champagne, magnums), how many bottles to start with to leave 25–30% room to grow, and the weight for floor loading.',
    schema: capacityInputSchema,
    run: (args: unknown) => capacity.estimateCapacity(capacityInputSchema.parse(args)),
  },
} as const;

function parametersOf(schema: z.core.$ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...parameters } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return parameters;
}

/** Tool definitions for a chat-completions request (`tools: [{ type: 'function', function: … }]`). */
export function describeTools(): ToolDefinition[] {
  return TOOL_NAMES.map((name) => ({ name, description: TOOLS[name].description, parameters: parametersOf(TOOLS[name].schema) }));
}

export function isToolName(name: string): name is ToolName {
  return (TOOL_NAMES as readonly string[]).includes(name);
}

function issuesOf(error: z.core.$ZodError): ToolIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Runs a tool with arguments from the model: an object, or the JSON string
 * chat-completions APIs deliver. Never throws for bad input.
 */
export function runTool(name: string, args: unknown): ToolOutcome {
  if (!isToolName(name)) {
    return { ok: false, error: { code: 'unknown_tool', message: `Unknown tool "${name}". Available: ${TOOL_NAMES.join(', ')}.` } };
  }
  let parsedArgs: unknown = args ?? {};
  if (typeof parsedArgs === 'string') {
    try {
      parsedArgs = parsedArgs.trim() === '' ? {} : JSON.parse(parsedArgs);
    } catch {
      return invalid('Arguments must be a JSON object.', [{ path: '', message: 'Arguments are not valid JSON' }]);
    }
  }
  if (typeof parsedArgs !== 'object' || parsedArgs === null || Array.isArray(parsedArgs)) {
    return invalid('Arguments must be a JSON object.', [{ path: '', message: 'Expected an object of named arguments' }]);
  }
  const tool = TOOLS[name];
  const check = tool.schema.safeParse(parsedArgs);
  if (!check.success) {
    const issues = issuesOf(check.error);
    return invalid(`Invalid arguments for ${name}: ${issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}.`, issues);
  }
  switch (name) {
    case 'estimate_cost':
      return { ok: true, tool: name, result: TOOLS.estimate_cost.run(parsedArgs) };
    case 'estimate_cooling_load':
      return { ok: true, tool: name, result: TOOLS.estimate_cooling_load.run(parsedArgs) };
    case 'estimate_capacity':
      return { ok: true, tool: name, result: TOOLS.estimate_capacity.run(parsedArgs) };
  }
}

function invalid(message: string, issues: ToolIssue[]): ToolOutcome {
  return { ok: false, error: { code: 'invalid_arguments', message, issues } };
}
