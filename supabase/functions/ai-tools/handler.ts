/**
 * POST /functions/v1/ai-tools (docs/ai-tools.md): `{ tool, input }` in, the
 * tool's `{ tool, result, parts }` out. The dispatcher does what every tool
 * shares: the server-side rate limit (before any of the body is read), the
 * size cap, JSON, the tool name, the tool's own zod schema, the provider's
 * timeout, and the one error contract (through serve()).
 *
 * GET answers what is switched on (`Capabilities`: a text model, photo
 * reading, transcription), so a page offers only what will work. It reaches
 * no provider and reads no body, so it is not rate limited.
 */
import * as z from 'zod/mini';
import { readJson } from '../_shared/body.ts';
import { ApiError, jsonResponse, parseRequest } from '../_shared/errors.ts';
import { serve } from '../_shared/serve.ts';
import { SERVICE_NAME, type ChatProvider } from '../_shared/ai/provider.ts';
import { enforceRateLimit, type RequestLimits } from '../_shared/ai/rate-limit.ts';
import { withUpstreamTimeout } from '../_shared/ai/upstream.ts';
import type { Capabilities } from '../_domain/ai/capabilities.ts';
import type { ToolHandler, ToolRole } from './tool.ts';
import { TOOL_HANDLERS, TOOL_NAMES } from './tools/index.ts';

export interface AiToolsDeps extends RequestLimits {
  provider: ChatProvider | null;
  /**
   * What the caller's token grants for a tool with a role (tool.ts). Absent,
   * every role-bound tool is refused: a dispatcher that cannot tell who is
   * calling serves the public tools only.
   */
  access?: (request: Request, role: ToolRole) => Promise<Access>;
  /** A model's part of an answer, at most. Default 45 s. */
  timeoutMs?: number | undefined;
  /** What GET answers; by default a text model and photo reading when there is a provider, no transcription. */
  capabilities?: Capabilities;
}

export type Access = 'granted' | 'signed-out' | 'lacks-role';

export const ROLE_MESSAGES = {
  'signed-out': (role: ToolRole) => `This tool is for the business's team: sign in with ${role === 'admin' ? 'an admin' : 'a contractor'} account to use it.`,
  'lacks-role': (role: ToolRole) => `This account does not have the ${role} role this tool needs.`,
} as const;

async function checkAccess(deps: AiToolsDeps, request: Request, role: ToolRole): Promise<void> {
  const access = deps.access ? await deps.access(request, role) : 'signed-out';
  if (access === 'signed-out') throw new ApiError(401, 'unauthorized', ROLE_MESSAGES['signed-out'](role));
  if (access === 'lacks-role') throw new ApiError(403, 'forbidden', ROLE_MESSAGES['lacks-role'](role));
}

export const AI_TOOLS_MAX_BODY_BYTES = 64 * 1024;
const DEFAULT_TIMEOUT_MS = 45_000;

const envelopeSchema = z.object({
  tool: z.enum(TOOL_NAMES, { error: `tool must be one of: ${TOOL_NAMES.join(', ')}` }),
  input: z.unknown(),
});

/** The answer changes only when the business changes its settings: a browser may keep it for five minutes. */
const CAPABILITIES_CACHE = 'public, max-age=300';

export function createAiToolsHandler(deps: AiToolsDeps): (request: Request) => Promise<Response> {
  const capabilities: Capabilities = deps.capabilities ?? { text: deps.provider !== null, vision: deps.provider !== null, transcription: false };
  return serve(async (request) => {
    if (request.method === 'GET') return jsonResponse(capabilities, 200, { 'Cache-Control': CAPABILITIES_CACHE });
    await enforceRateLimit(deps, request);
    const envelope = parseRequest(envelopeSchema, await readJson(request, AI_TOOLS_MAX_BODY_BYTES, '{ "tool": "visual-designer", "input": { … } }'));
    const { tool } = envelope;
    // Each handler's input type is its own schema's; here any of them, checked by that schema just below.
    const handler: ToolHandler = TOOL_HANDLERS[tool];
    if (handler.role) await checkAccess(deps, request, handler.role);
    const input = parseRequest(handler.input, envelope.input, 'input');

    const answer = await withUpstreamTimeout(SERVICE_NAME, deps.timeoutMs ?? DEFAULT_TIMEOUT_MS, (signal) => handler.run(input, { provider: deps.provider, vision: capabilities.vision, signal }));
    return jsonResponse({ tool, ...answer });
  }, { methods: ['GET', 'POST'] });
}
