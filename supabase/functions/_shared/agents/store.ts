/**
 * The agents' tables through a service-role client, for the agents function
 * and the scheduled job. RLS does not apply to the service role: the
 * function checks that its caller is an admin before it calls any of this.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { PRIORS, type Weights } from '../../_domain/scoring/model.ts';
import type { AgentLead, AgentStore, ApprovalDraft, MatchingSequence, Routine, Teammate } from '../../_domain/agents/routines.ts';
import { fail } from '../db-errors.ts';

export interface PendingApproval {
  id: string;
  inquiryId: string;
  kind: 'email' | 'assign' | 'enroll';
  toEmail: string | null;
  subject: string | null;
  body: string | null;
  links: string[];
  assigneeId: string | null;
  sequenceId: string | null;
}

export interface ApprovalStore {
  /** Moves a pending approval to `approved` (with the admin's edits) if it is still pending; the approval when this call won it, else null. */
  claimPending(id: string, decidedBy: { id: string; email: string | null }, edits: { subject?: string; body?: string }, now: Date): Promise<PendingApproval | null>;
  /** Rejects a pending approval; false when it was no longer pending. */
  reject(id: string, decidedBy: { id: string; email: string | null }, now: Date): Promise<boolean>;
  /** The outcome of an approved item: sent (or applied), or back to pending with the reason, to try again. */
  settle(id: string, outcome: { status: 'sent' } | { status: 'pending'; failure: string }): Promise<void>;
  enabledRoutines(): Promise<Routine[]>;
  setEnabled(routine: Routine, enabled: boolean, by: string, now: Date): Promise<void>;
}

export function createAgentStore(admin: SupabaseClient, onlyEmail?: string): AgentStore & ApprovalStore {
  const email = onlyEmail ?? null;
  return {
    async startRun(routine, trigger, startedBy, now) {
      const { data, error } = await admin.from('agent_runs').insert({ routine, trigger, started_by: startedBy, started_at: now.toISOString() }).select('id').single();
      fail('Could not start the run', error);
      return (data as { id: string }).id;
    },
    async step(runId, position, step) {
      const { error } = await admin.from('agent_steps').insert({ run_id: runId, position, inquiry_id: step.inquiryId, action: step.action, outcome: step.outcome, detail: step.detail.slice(0, 1000) });
      fail('Could not log the step', error);
    },
    async finishRun(runId, status, summary, now) {
      const { error } = await admin.from('agent_runs').update({ status, summary, finished_at: now.toISOString() }).eq('id', runId);
      fail('Could not finish the run', error);
    },
    async untriagedLeads(limit) {
      const { data, error } = await admin.rpc('agent_untriaged_leads', { p_limit: limit, p_email: email });
      fail('Could not read new leads', error);
      return (data ?? []) as AgentLead[];
    },
    async quietLeads(before, limit) {
      const { data, error } = await admin.rpc('agent_quiet_leads', { p_before: before.toISOString(), p_limit: limit, p_email: email });
      fail('Could not read quiet leads', error);
      return (data ?? []) as AgentLead[];
    },
    async claim(inquiryId, routine, mark) {
      const { data, error } = await admin.rpc('agent_claim', { p_inquiry_id: inquiryId, p_routine: routine, p_mark: mark });
      fail('Could not claim the lead', error);
      return data === true;
    },
    async queue(runId, approval: ApprovalDraft) {
      const row =
        approval.kind === 'email'
          ? { kind: 'email', to_email: approval.toEmail, subject: approval.draft.subject, body: approval.draft.text, links: approval.draft.links, basis: approval.draft.basis }
          : approval.kind === 'assign'
            ? { kind: 'assign', assignee_id: approval.assigneeId, basis: approval.basis }
            : // The sequence's name rides in `subject`, so the queue names it even if the sequence is renamed later.
              { kind: 'enroll', sequence_id: approval.sequenceId, subject: approval.sequenceName, basis: approval.basis };
      const { data, error } = await admin.from('agent_approvals').insert({ run_id: runId, inquiry_id: approval.inquiryId, routine: approval.routine, ...row }).select('id').single();
      fail('Could not queue the approval', error);
      return (data as { id: string }).id;
    },
    async scoreModel() {
      const { data, error } = await admin.from('lead_score_models').select('id, weights').eq('active', true).maybeSingle();
      fail('Could not read the scoring model', error);
      const row = data as { id: string; weights: Weights } | null;
      return row ? { id: row.id, weights: row.weights } : { id: null, weights: PRIORS };
    },
    async saveScore(inquiryId, score, reasons, modelId) {
      const { error } = await admin.from('lead_scores').upsert({ inquiry_id: inquiryId, score, reasons, model_id: modelId }, { onConflict: 'inquiry_id' });
      fail('Could not store the score', error);
    },
    async sequencesFor(inquiryId) {
      const { data, error } = await admin.rpc('agent_sequences_for', { p_inquiry_id: inquiryId });
      fail('Could not read the sequences', error);
      return (data ?? []) as MatchingSequence[];
    },
    async teammates() {
      const { data, error } = await admin.rpc('agent_teammates');
      fail('Could not read the team', error);
      return (data ?? []) as Teammate[];
    },
    async claimPending(id, decidedBy, edits, now) {
      const { data, error } = await admin
        .from('agent_approvals')
        .update({ status: 'approved', decided_by: decidedBy.id, decided_by_email: decidedBy.email, decided_at: now.toISOString(), failure: null, ...edits })
        .eq('id', id)
        .eq('status', 'pending')
        .select('id, inquiry_id, kind, to_email, subject, body, links, assignee_id, sequence_id');
      fail('Could not approve', error);
      const row = (data as Array<Record<string, unknown>> | null)?.[0];
      if (!row) return null;
      return {
        id: String(row.id),
        inquiryId: String(row.inquiry_id),
        kind: row.kind as PendingApproval['kind'],
        toEmail: (row.to_email as string | null) ?? null,
        subject: (row.subject as string | null) ?? null,
        body: (row.body as string | null) ?? null,
        links: Array.isArray(row.links) ? (row.links as string[]) : [],
        assigneeId: (row.assignee_id as string | null) ?? null,
        sequenceId: (row.sequence_id as string | null) ?? null,
      };
    },
    async reject(id, decidedBy, now) {
      const { data, error } = await admin
        .from('agent_approvals')
        .update({ status: 'rejected', decided_by: decidedBy.id, decided_by_email: decidedBy.email, decided_at: now.toISOString() })
        .eq('id', id)
        .eq('status', 'pending')
        .select('id');
      fail('Could not reject', error);
      return ((data as unknown[] | null) ?? []).length > 0;
    },
    async settle(id, outcome) {
      const { error } = await admin
        .from('agent_approvals')
        .update(outcome.status === 'sent' ? { status: 'sent' } : { status: 'pending', failure: outcome.failure.slice(0, 500), decided_by: null, decided_by_email: null, decided_at: null })
        .eq('id', id);
      fail('Could not record the outcome', error);
    },
    async enabledRoutines() {
      const { data, error } = await admin.from('agent_settings').select('routine').eq('enabled', true);
      fail('Could not read the routines’ settings', error);
      return ((data ?? []) as Array<{ routine: Routine }>).map((row) => row.routine);
    },
    async setEnabled(routine, enabled, by, now) {
      const { error } = await admin.from('agent_settings').update({ enabled, updated_by: by, updated_at: now.toISOString() }).eq('routine', routine);
      fail('Could not change the routine', error);
    },
  };
}
