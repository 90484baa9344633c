import { mailSenderFromEnv } from '../_shared/mail/index.ts';
import { createAdminClient, denoEnv, requireEnv } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';
import { scheduledJobs } from './jobs.ts';

const env = denoEnv();
const admin = createAdminClient(env);

Deno.serve(createHandler({ jobs: scheduledJobs(env, admin), mail: mailSenderFromEnv(env), serviceRoleKey: requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY') }));
