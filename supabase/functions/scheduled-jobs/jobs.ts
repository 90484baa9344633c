/** Every job the scheduler runs, with its store from the environment (docs/functions.md, "Scheduler"). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { agentsJob } from '../_shared/agents/job.ts';
import { createAgentStore } from '../_shared/agents/store.ts';
import { linkSecretFrom, signLinkToken } from '../_shared/mail/signed-link.ts';
import { maintenanceReminderJob } from '../_shared/maintenance/reminder-job.ts';
import { CANCEL_PURPOSE } from '../_shared/maintenance/reminder.ts';
import { createReminderStore } from '../_shared/maintenance/reminder-store.ts';
import type { Job } from '../_shared/scheduler/job.ts';
import { loadSemanticSearch } from '../_shared/semantic-search/deno-load.ts';
import type { Env } from '../_shared/supabase-admin.ts';

export function scheduledJobs(env: Env, admin: SupabaseClient): Job[] {
  const linkSecret = linkSecretFrom(env);
  return [
    maintenanceReminderJob(createReminderStore(admin), (id) => signLinkToken(linkSecret, CANCEL_PURPOSE, id)),
    agentsJob((email) => createAgentStore(admin, email), loadSemanticSearch),
  ];
}
