/**
 * The agents on the schedule (scheduled-jobs): each routine an admin has
 * switched on runs once per call, logged as a scheduled run. Its claims make
 * a repeated or overlapping call a no-op for leads already handled.
 */
import type { Job } from '../scheduler/job.ts';
import type { SemanticSearch } from '../semantic-search/engine.ts';
import { RUN_ROUTINE, type AgentStore } from './routines.ts';
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
