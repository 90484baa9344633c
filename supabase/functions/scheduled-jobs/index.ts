import { mailSenderFromEnv } from '../_shared/mail/index.ts';
import { createAdminClient, denoEnv, requireEnv } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';
import { scheduledJobs } from './jobs.ts';

const env = denoEnv();

Deno.serve(
  createHandler({
    jobs: scheduledJobs(env, createAdminClient(env)),
    mail: mailSenderFromEnv(env),
    serviceRoleKey: requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'),
  }),
);
