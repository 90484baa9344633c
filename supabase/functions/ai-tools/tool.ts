/**
 * What one AI tool's server-side handler is: a zod schema for its input and
 * a run that returns its result with the parts it is made of, each marked as
 * the local engine's or a model's (real jobs, offline first: docs/ai-tools.md).
 */
import type * as z from 'zod/mini';
import type { ChatProvider } from '../_shared/ai/provider.ts';

export interface ResultPart {
  /** What this part of the answer is, e.g. `figures`, `narrative`. */
  part: string;
  source: 'engine' | 'model';
  /** The engine (`estimator`) or the model's name. */
  by: string;
}

export interface ToolAnswer<R = unknown> {
  result: R;
  parts: ResultPart[];
}

export interface ToolContext {
  /** null: no provider configured; the tool answers from its engine alone. */
  provider: ChatProvider | null;
  /** False when the business said its model cannot read images (AI_VISION=off): photos are not sent. Default true. */
  vision?: boolean;
  signal: AbortSignal;
}

/** Who may call a tool: anyone (the default), or a signed-in account with this role. */
export type ToolRole = 'admin' | 'contractor';

export interface ToolHandler<S extends z.ZodMiniType = z.ZodMiniType> {
  input: S;
  /**
   * The business's tools work on its own data and spend its model on its
   * own work: the dispatcher refuses them, before any model is asked, to a
   * caller without this role.
   */
  role?: ToolRole;
  run(input: z.output<S>, context: ToolContext): Promise<ToolAnswer>;
}

/** Keeps each handler's input type tied to its schema. */
export const defineTool = <S extends z.ZodMiniType>(handler: ToolHandler<S>): ToolHandler<S> => handler;
