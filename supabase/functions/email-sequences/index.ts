import { linkSecretFrom } from '../_shared/mail/signed-link.ts';
import { createSequenceStore } from '../_shared/sequences/store.ts';
import { createAdminClient, denoEnv } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';

const env = denoEnv();

Deno.serve(createHandler({ store: createSequenceStore(createAdminClient(env)), linkSecret: linkSecretFrom(env) }));
