/**
 * The ai-chat edge function: the handler (handler.ts) with its dependencies
 * from the environment (deps.ts), built once per instance.
 */
import { chatDepsFromEnv } from './deps.ts';
import { createChatHandler } from './handler.ts';

Deno.serve(createChatHandler(chatDepsFromEnv()));
