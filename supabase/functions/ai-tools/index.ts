/**
 * The ai-tools edge function (docs/ai-tools.md): one endpoint for every AI
 * tool's server-side job, dispatching to one handler per tool (handler.ts)
 * with its dependencies from the environment (deps.ts).
 */
import { aiToolsDepsFromEnv } from './deps.ts';
import { createAiToolsHandler } from './handler.ts';

Deno.serve(createAiToolsHandler(aiToolsDepsFromEnv()));
