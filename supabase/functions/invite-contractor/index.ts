import { siteUrlFrom } from '../_shared/site-origin.ts';
import { createAdminClient, denoEnv, verifiedCallerWithAdmin } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';
import { createSupabaseInviteStore } from './store.ts';

const admin = createAdminClient();
const caller = (request: Request) => verifiedCallerWithAdmin(admin, request);

Deno.serve(createHandler({ store: createSupabaseInviteStore(admin), caller, siteUrl: siteUrlFrom(denoEnv()) }));
