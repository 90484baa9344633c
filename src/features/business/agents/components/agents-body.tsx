import { useCallback, useEffect, useState } from 'react';
import { Play, RefreshCw } from 'lucide-react';
import { ROUTINES, ROUTINE_LABELS, STALE_AFTER_DAYS, type Routine } from '@domain/agents/routines.ts';
import { notify } from '@/lib/notify.ts';
import { decide, readAgents, runRoutine, switchRoutine, type AgentsSnapshot } from '../api/agents.ts';
import { ApprovalCard } from './approval-card.tsx';
import { RunLog } from './run-log.tsx';

const ROUTINE_DOES: Record<Routine, string> = {
  'new-lead-triage':
    'Reads each new lead, scores it (the lead-scoring model in use), drafts the first reply (their questions answered from our guides, the estimator’s range for their size, one next step), suggests the admin with the fewest open leads, and proposes the email sequence it should start.',
  'stale-follow-up': `Drafts a follow-up for each open lead with no activity for ${STALE_AFTER_DAYS} days, once per quiet spell.`,
};

// The function client's error carries the spec's message; the page shows it as it is.
const messageOf = (error: unknown) => (error instanceof Error ? error.message.replace(/ \(\d{3}\)$/, '') : 'Something went wrong. Please try again.');

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: AgentsSnapshot };

/** The agents for an admin: the routines and their switches, what waits for approval, and the log of runs. */
export default function AgentsBody() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      setLoad({ status: 'ready', data: await readAgents() });
    } catch (error) {
      console.error('[agents] could not read', error);
      setLoad({ status: 'failed', message: 'The agents’ log could not be read just now. Check the connection and try again.' });
    }
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const act = async (key: string, work: () => Promise<string>) => {
    setBusy(key);
    try {
      notify.success(await work());
    } catch (error) {
      notify.error('Not done', messageOf(error));
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  if (load.status === 'loading') return <p role="status" className="text-mist-300">Reading the agents’ log…</p>;
  if (load.status === 'failed')
    return (
      <div className="card grid justify-items-start gap-3 p-6">
        <p role="alert" className="text-mist-300">
          {load.message}
        </p>
        <button type="button" className="btn-gold" onClick={() => void refresh()}>
          Try again
        </button>
      </div>
    );
  const { data } = load;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <section aria-labelledby="routines-title" className="card grid gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="routines-title" className="font-sans text-xl font-semibold text-cream-50">
            Routines
          </h2>
          <button type="button" className="btn-outline" onClick={() => void refresh()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Refresh
          </button>
        </div>
        <ul className="grid gap-4 md:grid-cols-2">
          {ROUTINES.map((routine) => {
            const setting = data.settings.find((item) => item.routine === routine);
            const last = data.runs.find((run) => run.routine === routine);
            return (
              <li key={routine} className="grid content-start gap-3 rounded-md border border-cellar-700 p-4" data-testid={`routine-${routine}`}>
                <h3 className="font-sans text-base font-semibold text-cream-50">{ROUTINE_LABELS[routine]}</h3>
                <p className="text-sm text-mist-300">{ROUTINE_DOES[routine]}</p>
                <label className="flex items-center gap-2 text-sm text-cream-100">
                  <input
                    type="checkbox"
                    className="size-4 accent-gold-400"
                    checked={setting?.enabled ?? false}
                    disabled={busy !== null}
                    onChange={(event) => {
                      const enabled = event.target.checked;
                      void act(`switch-${routine}`, async () => {
                        await switchRoutine(routine, enabled);
                        return enabled ? `${ROUTINE_LABELS[routine]} runs on the schedule` : `${ROUTINE_LABELS[routine]} no longer runs on the schedule`;
                      });
                    }}
                  />
                  Runs on the schedule
                </label>
                <p className="text-xs text-mist-400">{last ? `Last run: ${last.summary ?? last.status}` : 'Not run yet.'}</p>
                <button
                  type="button"
                  className="btn-gold justify-self-start"
                  disabled={busy !== null}
                  onClick={() =>
                    void act(`run-${routine}`, async () => {
                      const { run } = await runRoutine(routine);
                      return run.summary;
                    })
                  }
                >
                  <Play className="size-4" aria-hidden="true" />
                  {busy === `run-${routine}` ? 'Running…' : 'Run now'}
                </button>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-mist-400">
          Maintenance reminders run on the same schedule: they go only to customers who asked for one on their unit’s report, each with its cancel link (see
          Predictive maintenance), and each run that mails one is in the log below.
        </p>
      </section>

      <section aria-labelledby="waiting-title" className="grid gap-4">
        <h2 id="waiting-title" className="font-sans text-xl font-semibold text-cream-50">
          Waiting for your approval ({data.waiting.length})
        </h2>
        {data.waiting.length === 0 ? (
          <p className="text-mist-300">Nothing is waiting. Whatever a routine would send to a client or change on a lead appears here first.</p>
        ) : (
          <ul className="grid gap-4">
            {data.waiting.map((item) => (
              <ApprovalCard
                key={item.id}
                item={item}
                assigneeName={item.assignee_id ? (data.team[item.assignee_id] ?? null) : null}
                busy={busy !== null}
                onDecide={(decision, edits) =>
                  void act(item.id, async () => {
                    await decide(item.id, decision, edits);
                    if (decision === 'reject') return 'Rejected: nothing was sent or changed';
                    return item.kind === 'email' ? `Email sent to ${item.to_email}` : item.kind === 'assign' ? 'Lead assigned' : `Sequence “${item.subject}” started`;
                  })
                }
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="runs-title" className="card grid gap-4 p-6 sm:p-8">
        <h2 id="runs-title" className="font-sans text-xl font-semibold text-cream-50">
          Recent runs, step by step
        </h2>
        <RunLog runs={data.runs} steps={data.steps} />
        {data.decided.length > 0 ? (
          <>
            <h3 className="font-sans text-base font-semibold text-cream-50">Recent decisions</h3>
            <ul className="grid gap-1 text-sm text-mist-300">
              {data.decided.map((item) => (
                <li key={item.id}>
                  {item.kind === 'email'
                    ? `Email “${item.subject}” to ${item.inquiries?.name ?? item.to_email}`
                    : item.kind === 'assign'
                      ? `Assignment of ${item.inquiries?.name ?? 'a lead'}`
                      : `Sequence “${item.subject}” for ${item.inquiries?.name ?? 'a lead'}`}
                  :{' '}
                  {item.status === 'sent' ? (item.kind === 'email' ? 'sent' : item.kind === 'assign' ? 'made' : 'started') : item.status}
                  {item.decided_by_email ? ` by ${item.decided_by_email}` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
