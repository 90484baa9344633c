/**
 * What the agents' tests share (vitest and Deno): the agents' tables in
 * memory, keeping their rules (a lead is claimed once per routine and mark;
 * an approval is decided only while pending), and leads to run them on.
 */
import { quietMark, type AgentLead, type AgentStore, type ApprovalDraft, type LoggedRoutine, type MatchingSequence, type Routine, type StepRecord, type Teammate } from '../../_domain/agents/routines.ts';
import { PRIORS, type Reason, type Weights } from '../../_domain/scoring/model.ts';
import type { ApprovalStore, PendingApproval } from '../agents/store.ts';

export const TEST_NOW = new Date('2026-11-26T09:00:00Z');

export function testLead(id: string, overrides: Partial<AgentLead> = {}): AgentLead {
  return {
    id,
    name: `Client ${id}`,
    firstName: `Client${id}`,
    email: `${id}@example.com`,
    projectType: 'residential',
    budget: '50k-100k',
    timeline: '3-6months',
    details: 'A cellar for about 800 bottles under the stairs.',
    location: null,
    capacityBottles: 800,
    createdAt: '2026-11-20T10:00:00Z',
    status: 'new',
    source: 'contact-form',
    lastActivityAt: '2026-11-20T10:00:00Z',
    assigneeId: null,
    hasCalculation: false,
    attachmentCount: 0,
    savedCalculations: 0,
    savedDesigns: 0,
    ...overrides,
  };
}

export interface StoredApproval {
  id: string;
  draft: ApprovalDraft;
  status: 'pending' | 'approved' | 'rejected' | 'sent';
  subject: string | null;
  body: string | null;
  decidedBy: string | null;
  failure: string | null;
}

export interface MemoryAgentOptions {
  /** An applied scoring fit; the priors when absent. */
  model?: { id: string; weights: Weights };
  /** The sequences each lead's status and source start, by lead id. */
  sequences?: Record<string, MatchingSequence[]>;
}

export function memoryAgentStore(leads: AgentLead[], teammates: Teammate[] = [], options: MemoryAgentOptions = {}) {
  const marks = new Set<string>();
  const scores = new Map<string, { score: number; reasons: Reason[]; modelId: string | null }>();
  const runs: Array<{ id: string; routine: LoggedRoutine; trigger: string; startedBy: string | null; status?: string; summary?: string }> = [];
  const steps: Array<StepRecord & { runId: string; position: number }> = [];
  const approvals: StoredApproval[] = [];
  const enabled = new Set<Routine>();
  const store: AgentStore & ApprovalStore = {
    startRun: async (routine, trigger, startedBy) => {
      const id = `run-${runs.length + 1}`;
      runs.push({ id, routine, trigger, startedBy });
      return id;
    },
    step: async (runId, position, step) => void steps.push({ runId, position, ...step }),
    finishRun: async (runId, status, summary) => {
      Object.assign(runs.find((run) => run.id === runId) ?? {}, { status, summary });
    },
    untriagedLeads: async (limit) => leads.filter((item) => item.status === 'new' && !marks.has(`${item.id}|new-lead-triage|triaged`)).slice(0, limit),
    quietLeads: async (before, limit) =>
      leads
        .filter((item) => !['won', 'lost'].includes(item.status) && new Date(item.lastActivityAt) < before && !marks.has(`${item.id}|stale-follow-up|${quietMark(item.lastActivityAt)}`))
        .sort((a, b) => a.lastActivityAt.localeCompare(b.lastActivityAt))
        .slice(0, limit),
    claim: async (inquiryId, routine, mark) => {
      const key = `${inquiryId}|${routine}|${mark}`;
      if (marks.has(key)) return false;
      marks.add(key);
      return true;
    },
    queue: async (_runId, draft) => {
      const id = `00000000-0000-4000-8000-${String(approvals.length + 1).padStart(12, '0')}`;
      approvals.push({ id, draft, status: 'pending', subject: draft.kind === 'email' ? draft.draft.subject : draft.kind === 'enroll' ? draft.sequenceName : null, body: draft.kind === 'email' ? draft.draft.text : null, decidedBy: null, failure: null });
      return id;
    },
    teammates: async () => teammates.map((teammate) => ({ ...teammate })),
    scoreModel: async () => options.model ?? { id: null, weights: PRIORS },
    saveScore: async (inquiryId, score, reasons, modelId) => void scores.set(inquiryId, { score, reasons, modelId }),
    sequencesFor: async (inquiryId) => (options.sequences?.[inquiryId] ?? []).map((sequence) => ({ ...sequence })),
    claimPending: async (id, decidedBy, edits) => {
      const row = approvals.find((item) => item.id === id);
      if (!row || row.status !== 'pending') return null;
      Object.assign(row, { status: 'approved', decidedBy: decidedBy.email, failure: null }, edits);
      const pending: PendingApproval = {
        id,
        inquiryId: row.draft.inquiryId,
        kind: row.draft.kind,
        toEmail: row.draft.kind === 'email' ? row.draft.toEmail : null,
        subject: row.subject,
        body: row.body,
        links: row.draft.kind === 'email' ? row.draft.draft.links : [],
        assigneeId: row.draft.kind === 'assign' ? row.draft.assigneeId : null,
        sequenceId: row.draft.kind === 'enroll' ? row.draft.sequenceId : null,
      };
      return pending;
    },
    reject: async (id, decidedBy) => {
      const row = approvals.find((item) => item.id === id);
      if (!row || row.status !== 'pending') return false;
      Object.assign(row, { status: 'rejected', decidedBy: decidedBy.email });
      return true;
    },
    settle: async (id, outcome) => {
      const row = approvals.find((item) => item.id === id);
      if (row) Object.assign(row, outcome.status === 'sent' ? { status: 'sent' } : { status: 'pending', failure: outcome.failure, decidedBy: null });
    },
    enabledRoutines: async () => [...enabled],
    setEnabled: async (routine, on) => void (on ? enabled.add(routine) : enabled.delete(routine)),
  };
  return { store, runs, steps, approvals, marks, scores };
}
