/** agents' dependencies from the function's environment: the service-role store, the caller's role, and a client acting as the caller. */
import { createClient } from '@supabase/supabase-js';
import { createAgentStore } from '../_shared/agents/store.ts';
import { createAddressBook } from '../_shared/mail/address-book.ts';
import { mailSenderFromEnv } from '../_shared/mail/index.ts';
import { semanticSearchFromIndex } from '../_shared/knowledge/deno-load.ts';
import { bearerToken, createAdminClient, denoEnv, requireEnv, verifiedCallerWithAdmin } from '../_shared/supabase-admin.ts';
import type { AgentsDeps } from './handler.ts';
import { leadActions } from './lead-actions.ts';

export function agentsDepsFromEnv(env = denoEnv()): AgentsDeps {
  const admin = createAdminClient(env);
  return {
    store: createAgentStore(admin),
    ask: async () => semanticSearchFromIndex(),
    mail: mailSenderFromEnv(env),
    caller: (request) => verifiedCallerWithAdmin(admin, request),
    addresses: createAddressBook(admin),
    asCaller: (request) =>
      leadActions(
        createClient(requireEnv(env, 'SUPABASE_URL'), requireEnv(env, 'SUPABASE_ANON_KEY'), {
          global: { headers: { Authorization: `Bearer ${bearerToken(request) ?? ''}` } },
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        }),
      ),
  };
}
