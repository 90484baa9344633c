/**
 * scheduled-jobs: runs every job that is due, once per call. Called on a
 * schedule: by the embedded backend's timer locally (backend/scheduler/),
 * by pg_cron through pg_net when hosted (docs/deploy-hosted.md,
 * "Scheduled jobs"). Only the service role may call it. `now` in the body
 * runs the jobs at another time, so tests move the clock instead of
 * waiting; `email` runs only that account's items (support, and tests that
 * share one backend and must not send each other's reminders); jobs claim each item before acting, so repeated or overlapping
 * runs do nothing twice.
 */
import { z } from 'zod';
import { parseJson, readLimitedText } from '../_shared/body.ts';
import { ApiError, jsonResponse, parseRequest } from '../_shared/errors.ts';
import type { MailSender } from '../_shared/mail/mail.ts';
import type { Job, JobReport } from '../_shared/scheduler/job.ts';
import { bearerToken } from '../_shared/supabase-admin.ts';
import { serve } from '../_shared/serve.ts';

export const JOBS_MAX_BYTES = 1024;

export interface ScheduledJobsDeps {
  jobs: readonly Job[];
  mail: MailSender;
  serviceRoleKey: string;
  now?: () => Date;
}

const bodySchema = z.object({ now: z.iso.datetime({ offset: true }).optional(), email: z.email().optional() }).strict();

/** What a run answers: the time it ran at and each job's counts (or its error). */
export interface RunReport {
  now: string;
  jobs: Record<string, JobReport | { error: string }>;
}

export function createHandler(deps: ScheduledJobsDeps): (request: Request) => Promise<Response> {
  return serve(async (request) => {
    if (bearerToken(request) !== deps.serviceRoleKey) throw new ApiError(403, 'forbidden', 'Only the scheduler (the service role) runs scheduled jobs.');
    // pg_cron may post no body at all.
    const text = (await readLimitedText(request, JOBS_MAX_BYTES)).trim();
    const body = parseRequest(bodySchema, text ? parseJson(text, '{ "now"?: ISO date-time }') : {});
    const now = body.now ? new Date(body.now) : (deps.now ?? (() => new Date()))();
    const report: RunReport = { now: now.toISOString(), jobs: {} };
    // One after another: a failing job is reported and the others still run.
    for (const job of deps.jobs) {
      try {
        report.jobs[job.name] = await job.run({ now, mail: deps.mail, email: body.email });
      } catch (error) {
        console.error(`[scheduled-jobs] ${job.name} failed:`, error);
        report.jobs[job.name] = { error: 'failed; see the function logs' };
      }
    }
    return jsonResponse(report);
  });
}
