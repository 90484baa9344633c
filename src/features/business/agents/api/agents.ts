/**
 * The agents' log and queue, read with the admin's own session (RLS: admins
 * only), and the agents function for what changes anything: runs, the
 * schedule switches and decisions.
 */
import { readRows } from '@/lib/db-read.ts';
import { invokeFunction } from '@/lib/functions.ts';
import type { LoggedRoutine, Routine } from '@domain/agents/routines.ts';

export interface AgentSetting {
  routine: Routine;
  enabled: boolean;
  updated_at: string;
}

export interface AgentRun {
  id: string;
  routine: LoggedRoutine;
  trigger: 'schedule' | 'admin';
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'done' | 'failed';
  summary: string | null;
}

export interface AgentStep {
  run_id: string;
  position: number;
  inquiry_id: string | null;
  action: string;
  outcome: 'done' | 'skipped' | 'failed' | 'waiting';
  detail: string;
}

export interface AgentApproval {
  id: string;
  inquiry_id: string;
  routine: Routine;
  kind: 'email' | 'assign' | 'enroll';
  to_email: string | null;
  subject: string | null;
  body: string | null;
  assignee_id: string | null;
  basis: string[];
  status: 'pending' | 'approved' | 'rejected' | 'sent' | 'failed';
  failure: string | null;
  decided_by_email: string | null;
  decided_at: string | null;
  created_at: string;
  /** The lead's name and address, read from the inbox (the local REST reads no embedded resources). */
  inquiries: { name: string; email: string } | null;
}

export interface AgentsSnapshot {
  settings: AgentSetting[];
  runs: AgentRun[];
  steps: AgentStep[];
  waiting: AgentApproval[];
  decided: AgentApproval[];
  /** Admins by id, to name a suggested assignee. */
  team: Record<string, string>;
}

const RUNS_SHOWN = 10;
const APPROVAL_COLUMNS = 'id, inquiry_id, routine, kind, to_email, subject, body, assignee_id, basis, status, failure, decided_by_email, decided_at, created_at';

export async function readAgents(): Promise<AgentsSnapshot> {
  const [settings, runs, waiting, decided, team] = await Promise.all([
    readRows<AgentSetting>((db) => db.from('agent_settings').select('routine, enabled, updated_at').order('routine')),
    readRows<AgentRun>((db) => db.from('agent_runs').select('id, routine, trigger, started_at, finished_at, status, summary').order('started_at', { ascending: false }).limit(RUNS_SHOWN)),
    readRows<AgentApproval>((db) => db.from('agent_approvals').select(APPROVAL_COLUMNS).eq('status', 'pending').order('created_at')),
    readRows<AgentApproval>((db) => db.from('agent_approvals').select(APPROVAL_COLUMNS).neq('status', 'pending').order('decided_at', { ascending: false }).limit(10)),
    readRows<{ user_id: string; email: string | null }>((db) => db.rpc('inquiry_assignees')),
  ]);
  const steps = runs.length
    ? await readRows<AgentStep>((db) =>
        db
          .from('agent_steps')
          .select('run_id, position, inquiry_id, action, outcome, detail')
          .in(
            'run_id',
            runs.map((run) => run.id),
          )
          .order('position'),
      )
    : [];
  const ids = [...new Set([...waiting, ...decided].map((item) => item.inquiry_id))];
  const leads = ids.length ? await readRows<{ id: string; name: string; email: string }>((db) => db.from('inquiries').select('id, name, email').in('id', ids)) : [];
  const byId = new Map(leads.map((lead) => [lead.id, { name: lead.name, email: lead.email }]));
  const named = (items: AgentApproval[]) => items.map((item) => ({ ...item, inquiries: byId.get(item.inquiry_id) ?? null }));
  return { settings, runs, steps, waiting: named(waiting), decided: named(decided), team: Object.fromEntries(team.map((member) => [member.user_id, member.email ?? member.user_id])) };
}

export const runRoutine = (routine: Routine) => invokeFunction<{ run: { summary: string } }>('agents', { action: 'run', routine });
export const switchRoutine = (routine: Routine, enabled: boolean) => invokeFunction<{ enabled: boolean }>('agents', { action: 'settings', routine, enabled });
export const decide = (id: string, decision: 'approve' | 'reject', edits: { subject?: string; body?: string } = {}) =>
  invokeFunction<{ status: string }>('agents', { action: 'decide', id, decision, ...edits });
