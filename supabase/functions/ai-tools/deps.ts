/**
 * ai-tools' dependencies from the function's environment: the same AI_*
 * provider settings as ai-chat (none: every tool answers from its local
 * engine alone), and the shared rate limiter, counted under its own scope.
 */
import { capabilitiesFromEnv, readProviderConfig } from '../_shared/ai/config.ts';
import { createProvider } from '../_shared/ai/provider.ts';
import { limitsFromEnv } from '../_shared/ai/rate-limit.ts';
import { createAdminClient, denoEnv, verifiedUserId } from '../_shared/supabase-admin.ts';
import type { Access, AiToolsDeps } from './handler.ts';
import type { ToolRole } from './tool.ts';

let admin: ReturnType<typeof createAdminClient> | undefined;

/** The caller's role, read with the service key only when a role-bound tool is called (the public tools never need it). */
async function access(request: Request, role: ToolRole): Promise<Access> {
  admin ??= createAdminClient();
  const userId = await verifiedUserId(admin, request);
  if (!userId) return 'signed-out';
  const { data } = await admin.rpc('has_role', { _user_id: userId, _role: role });
  return data === true ? 'granted' : 'lacks-role';
}

export function aiToolsDepsFromEnv(env = denoEnv()): AiToolsDeps {
  const config = readProviderConfig(env);
  return {
    provider: config ? createProvider(config) : null,
    timeoutMs: config?.timeoutMs,
    capabilities: capabilitiesFromEnv(env),
    access,
    ...limitsFromEnv(env, 'ai-tools', 'AI_TOOLS_RATE_LIMIT', { perMinute: 30, perDay: 600 }),
  };
}
