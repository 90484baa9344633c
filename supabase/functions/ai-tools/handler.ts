/**
 * POST /functions/v1/ai-tools (docs/ai-tools.md): `{ tool, input }` in, the
 * tool's `{ tool, result, parts }` out. The dispatcher does what every tool
 * shares: the server-side rate limit (before any of the body is read), the
 * size cap, JSON, the tool name, the tool's own zod schema, the provider's
 * timeout, and the one error contract (through serve()).
 */
import * as z from 'zod/mini';
import { readJson } from '../_shared/body.ts';
import { invalidRequest, jsonResponse, serverRateLimited, toIssues, upstreamTimeout } from '../_shared/errors.ts';
import { serve } from '../_shared/serve.ts';
import { SERVICE_NAME, type ChatProvider } from '../_shared/ai/provider.ts';
import type { RateLimiter } from '../_shared/ai/rate-limit.ts';
import type { ToolHandler } from './tool.ts';
import { TOOL_HANDLERS, TOOL_NAMES } from './tools/index.ts';

export interface AiToolsDeps {
  provider: ChatProvider | null;
  rateLimiter: RateLimiter;
  identify: (request: Request) => Promise<string>;
  /** A model's part of an answer, at most. Default 45 s. */
  timeoutMs?: number | undefined;
}

export const AI_TOOLS_MAX_BODY_BYTES = 64 * 1024;
const DEFAULT_TIMEOUT_MS = 45_000;

const envelopeSchema = z.object({
  tool: z.enum(TOOL_NAMES, { error: `tool must be one of: ${TOOL_NAMES.join(', ')}` }),
  input: z.unknown(),
});

export function createAiToolsHandler(deps: AiToolsDeps): (request: Request) => Promise<Response> {
  return serve(async (request) => {
    if (!(await deps.rateLimiter.check(await deps.identify(request)))) {
      await request.body?.cancel().catch(() => {});
      throw serverRateLimited();
    }
    const body = await readJson(request, AI_TOOLS_MAX_BODY_BYTES, '{ "tool": "visual-designer", "input": { … } }');
    const envelope = z.safeParse(envelopeSchema, body);
    if (!envelope.success) throw invalidRequest(toIssues(envelope.error.issues));
    const { tool } = envelope.data;
    // Each handler's input type is its own schema's; here any of them, checked by that schema just below.
    const handler: ToolHandler = TOOL_HANDLERS[tool];
    const input = z.safeParse(handler.input, envelope.data.input);
    if (!input.success) throw invalidRequest(toIssues(input.error.issues.map((issue) => ({ ...issue, path: ['input', ...issue.path] }))));

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(upstreamTimeout(SERVICE_NAME)), deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    try {
      const answer = await handler.run(input.data, { provider: deps.provider, signal: controller.signal });
      return jsonResponse({ tool, ...answer });
    } finally {
      clearTimeout(timer);
    }
  });
}
