/**
 * The jobs every scheduled run goes through, wired to the database and the
 * signed-link secret. A new scheduled job is added here.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { agentsJob, loggedReminderJob } from '../_shared/agents/job.ts';
import { createAgentStore } from '../_shared/agents/store.ts';
import { linkSecretFrom, signLinkToken } from '../_shared/mail/signed-link.ts';
import { maintenanceReminderJob } from '../_shared/maintenance/reminder-job.ts';
import { CANCEL_PURPOSE } from '../_domain/maintenance/reminder.ts';
import { createReminderStore } from '../_shared/maintenance/reminder-store.ts';
import type { Job } from '../_shared/scheduler/job.ts';
import { semanticSearchFromIndex } from '../_shared/knowledge/deno-load.ts';
import { emailSequenceJob } from '../_shared/sequences/job.ts';
import { UNSUBSCRIBE_PURPOSE } from '../_domain/sequences/links.ts';
import { createSequenceStore } from '../_shared/sequences/store.ts';
import { siteUrlFrom } from '../_shared/site-origin.ts';
import type { Env } from '../_shared/supabase-admin.ts';

export function scheduledJobs(env: Env, admin: SupabaseClient): Job[] {
  const secret = linkSecretFrom(env);
  const siteUrl = siteUrlFrom(env);
  const sign = (purpose: string) => (id: string) => signLinkToken(secret, purpose, id);
  const agentStore = (email?: string) => createAgentStore(admin, email);
  return [
    loggedReminderJob(agentStore, (report) => maintenanceReminderJob(createReminderStore(admin, siteUrl), sign(CANCEL_PURPOSE), report)),
    emailSequenceJob(createSequenceStore(admin), sign(UNSUBSCRIBE_PURPOSE), siteUrl),
    agentsJob(agentStore, async () => semanticSearchFromIndex()),
  ];
}
