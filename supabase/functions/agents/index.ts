/** The agents edge function (docs/ai-tools.md, "Agents"): run a routine, switch its schedule, decide what it left waiting. */
import { agentsDepsFromEnv } from './deps.ts';
import { createHandler } from './handler.ts';

Deno.serve(createHandler(agentsDepsFromEnv()));
