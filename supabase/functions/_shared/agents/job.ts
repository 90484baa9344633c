/**
 * The agents on the schedule (scheduled-jobs): each routine an admin has
 * switched on runs once per call, logged as a scheduled run. Its claims make
 * a repeated or overlapping call a no-op for leads already handled.
 */
import type { ReminderReport } from '../maintenance/reminder-job.ts';
import type { Job } from '../scheduler/job.ts';
import type { SemanticSearch } from '../../_domain/semantic-search/engine.ts';
import { RUN_ROUTINE, type AgentStore } from '../../_domain/agents/routines.ts';
import type { ApprovalStore } from './store.ts';

export const AGENTS_JOB = 'agents';

/** `storeFor(email)`: the store, limited to one client's leads when the run is (tests, support). */
export function agentsJob(storeFor: (email?: string) => AgentStore & ApprovalStore, ask: () => Promise<SemanticSearch>): Job {
  return {
    name: AGENTS_JOB,
    async run({ now, email }) {
      const store = storeFor(email);
      let done = 0;
      let failed = 0;
      for (const routine of await store.enabledRoutines()) {
        const result = await RUN_ROUTINE[routine]({ store, ask: await ask(), now, trigger: 'schedule', startedBy: null });
        if (result.summary.startsWith('Stopped')) failed += 1;
        else done += result.handled;
      }
      return { done, failed };
    },
  };
}

/**
 * The maintenance reminders, logged as the agents' runs are: a run is
 * recorded only when the job tried a reminder, with one step for each
 * (mailed, or failed and kept for the next run). `makeJob` is the reminder
 * job, given the step logger.
 */
export function loggedReminderJob(storeFor: (email?: string) => AgentStore, makeJob: (report: ReminderReport) => Job): Job {
  return {
    name: makeJob(async () => {}).name,
    async run(context) {
      const store = storeFor(context.email);
      let runId: string | null = null;
      let position = 0;
      const job = makeJob(async (reminder, outcome) => {
        runId ??= await store.startRun('maintenance-reminders', 'schedule', null, context.now);
        position += 1;
        await store.step(runId, position, {
          inquiryId: null,
          action: 'send reminder',
          outcome: outcome === 'sent' ? 'done' : 'failed',
          detail:
            outcome === 'sent'
              ? `Service reminder for the ${reminder.unitName} (due ${reminder.due}) mailed to ${reminder.email}, as they asked.`
              : `Service reminder for the ${reminder.unitName} to ${reminder.email} not sent; it is tried again on the next run.`,
        });
      });
      const report = await job.run(context);
      if (runId) await store.finishRun(runId, 'done', `${report.done} reminder${report.done === 1 ? '' : 's'} mailed; ${report.failed} failed and kept for the next run.`, context.now);
      return report;
    },
  };
}
