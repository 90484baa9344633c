import { ROUTINE_LABELS } from '@domain/agents/routines.ts';
import type { AgentRun, AgentStep } from '../api/agents.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const OUTCOME_LABELS: Record<AgentStep['outcome'], string> = { done: 'Done', skipped: 'Skipped', failed: 'Failed', waiting: 'Waiting for approval' };
const OUTCOME_STYLES: Record<AgentStep['outcome'], string> = {
  done: 'border-emerald-300/50 text-emerald-100',
  skipped: 'border-cellar-600 text-mist-300',
  failed: 'border-red-400/60 text-red-100',
  waiting: 'border-amber-300/60 text-amber-100',
};

/** The latest runs, each with its steps in order. */
export function RunLog({ runs, steps }: { runs: AgentRun[]; steps: AgentStep[] }) {
  if (runs.length === 0) return <p className="text-mist-300">No run yet. Switch a routine on, or run it now.</p>;
  return (
    <ol className="grid gap-3">
      {runs.map((run) => {
        const own = steps.filter((step) => step.run_id === run.id);
        return (
          <li key={run.id} className="rounded-md border border-cellar-700 p-4" data-testid="agent-run">
            <details>
              <summary className="cursor-pointer">
                <span className="font-medium text-cream-100">{ROUTINE_LABELS[run.routine]}</span>{' '}
                <span className="text-sm text-mist-300">
                  · {run.trigger === 'admin' ? 'run by an admin' : 'on the schedule'} · {when(run.started_at)} · {run.status === 'failed' ? 'failed' : run.status === 'running' ? 'running' : (run.summary ?? 'done')}
                </span>
              </summary>
              {own.length === 0 ? (
                <p className="mt-3 text-sm text-mist-300">No step: nothing was waiting for this routine.</p>
              ) : (
                <ol className="mt-3 grid gap-2">
                  {own.map((step) => (
                    <li key={step.position} className="grid gap-1 text-sm sm:grid-cols-[2rem_9rem_minmax(0,1fr)] sm:gap-3">
                      <span className="tabular-nums text-mist-400">{step.position}.</span>
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="text-cream-100">{step.action}</span>
                        <span className={`rounded-full border px-2 py-0.5 text-xs ${OUTCOME_STYLES[step.outcome]}`}>{OUTCOME_LABELS[step.outcome]}</span>
                      </span>
                      <span className="text-mist-300">{step.detail}</span>
                    </li>
                  ))}
                </ol>
              )}
            </details>
          </li>
        );
      })}
    </ol>
  );
}
