import { mailSenderFromEnv } from '../_shared/mail/index.ts';
import { linkSecretFrom, signLinkToken } from '../_shared/mail/signed-link.ts';
import { maintenanceReminderJob } from '../_shared/maintenance/reminder-job.ts';
import { CANCEL_PURPOSE } from '../_shared/maintenance/reminder.ts';
import { createReminderStore } from '../_shared/maintenance/reminder-store.ts';
import { createAdminClient, denoEnv, requireEnv } from '../_shared/supabase-admin.ts';
import { createHandler } from './handler.ts';

const env = denoEnv();
const admin = createAdminClient(env);
const linkSecret = linkSecretFrom(env);

Deno.serve(
  createHandler({
    jobs: [maintenanceReminderJob(createReminderStore(admin), (id) => signLinkToken(linkSecret, CANCEL_PURPOSE, id))],
    mail: mailSenderFromEnv(env),
    serviceRoleKey: requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'),
  }),
);
