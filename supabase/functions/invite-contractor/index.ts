import { createAdminClient, denoEnv, verifiedUserId } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';
import { createSupabaseInviteStore } from './store.ts';

const admin = createAdminClient();
const isAdmin = async (userId: string) => (await admin.rpc('has_role', { _user_id: userId, _role: 'admin' })).data === true;
const caller = async (request: Request) => {
  const userId = await verifiedUserId(admin, request);
  return userId ? { userId, isAdmin: await isAdmin(userId) } : null;
};

Deno.serve(createHandler({ store: createSupabaseInviteStore(admin), caller, siteUrl: denoEnv().get('SITE_URL') ?? 'http://127.0.0.1:5173' }));
