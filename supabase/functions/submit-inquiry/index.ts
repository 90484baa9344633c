import { createAdminClient, verifiedUserId } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';
import { createSupabaseInquiryStore } from './store.ts';

const admin = createAdminClient();

Deno.serve(createHandler({ store: createSupabaseInquiryStore(admin), userIdFor: (request) => verifiedUserId(admin, request) }));
