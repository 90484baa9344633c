/**
 * The agents' routines (docs/ai-tools.md, "Agents"). Each run is logged
 * step by step; a step that would reach a client or change a lead queues an
 * approval instead of acting. Every lead is claimed (a mark) before it is
 * handled, so two runs that overlap, or a run repeated, never handle it
 * twice. The store is an interface: the agents function and the scheduled
 * job pass the database's, the tests an in-memory one with a fixed clock.
 */
import { PROJECT_TYPE_LABELS, BUDGET_LABELS, TIMELINE_LABELS } from '../inquiry/choices.ts';
import { scoreLead, type Reason, type Weights } from '../scoring/model.ts';
import type { ScoredLead } from '../scoring/features.ts';
import type { InquirySource } from '../inquiry/choices.ts';
import type { SemanticSearch } from '../semantic-search/engine.ts';
import { firstReply, followUp, type LeadForReply, type ReplyDraft } from './replies.ts';

export const ROUTINES = ['new-lead-triage', 'stale-follow-up'] as const;
export type Routine = (typeof ROUTINES)[number];

/** Routines whose runs the log shows: the two above, and the maintenance reminders the scheduler sends (not switchable: customers asked for them). */
export type LoggedRoutine = Routine | 'maintenance-reminders';

export const ROUTINE_LABELS: Record<LoggedRoutine, string> = {
  'new-lead-triage': 'New-lead triage',
  'stale-follow-up': 'Stale-lead follow-up',
  'maintenance-reminders': 'Maintenance reminders',
};

/** A lead is quiet after this many days without activity (the inbox's stale rule, lead_inbox migration). */
export const STALE_AFTER_DAYS = 7;
/** Most leads one run handles; the rest wait for the next run, so a backlog never makes one run huge. */
export const RUN_BATCH = 25;

export interface AgentLead extends LeadForReply {
  id: string;
  name: string;
  status: string;
  source: InquirySource;
  lastActivityAt: string;
  assigneeId: string | null;
  /** What the score reads besides the lead's own fields (agent_leads_json). */
  hasCalculation: boolean;
  attachmentCount: number;
  savedCalculations: number;
  savedDesigns: number;
}

/** A sequence whose trigger is the lead's status and source. */
export interface MatchingSequence {
  id: string;
  name: string;
  /** Switched on by an admin. */
  active: boolean;
  /** The lead is in it already (a switched-on sequence enrols new leads by itself). */
  enrolled: boolean;
}

export type StepOutcome = 'done' | 'skipped' | 'failed' | 'waiting';

export interface StepRecord {
  inquiryId: string | null;
  action: string;
  outcome: StepOutcome;
  detail: string;
}

export type ApprovalDraft =
  | { kind: 'email'; inquiryId: string; routine: Routine; toEmail: string; draft: ReplyDraft }
  | { kind: 'assign'; inquiryId: string; routine: Routine; assigneeId: string; basis: string[] }
  | { kind: 'enroll'; inquiryId: string; routine: Routine; sequenceId: string; sequenceName: string; basis: string[] };

export interface Teammate {
  id: string;
  email: string;
  /** Leads assigned to them that are not won or lost. */
  openLeads: number;
}

export interface AgentStore {
  startRun(routine: LoggedRoutine, trigger: 'schedule' | 'admin', startedBy: string | null, now: Date): Promise<string>;
  step(runId: string, position: number, step: StepRecord): Promise<void>;
  finishRun(runId: string, status: 'done' | 'failed', summary: string, now: Date): Promise<void>;
  /** Leads still 'new' that triage has not handled, oldest first. */
  untriagedLeads(limit: number): Promise<AgentLead[]>;
  /** Leads neither won nor lost with no activity since `before`, quietest first. */
  quietLeads(before: Date, limit: number): Promise<AgentLead[]>;
  /** Claims a lead for a routine under `mark`; false when another run already has. */
  claim(inquiryId: string, routine: Routine, mark: string): Promise<boolean>;
  queue(runId: string, approval: ApprovalDraft): Promise<string>;
  /** The business's admins with their open leads, for an assignee suggestion. */
  teammates(): Promise<Teammate[]>;
  /** The scoring model in use: the applied fit, or the stated priors (id null). */
  scoreModel(): Promise<{ id: string | null; weights: Weights }>;
  saveScore(inquiryId: string, score: number, reasons: Reason[], modelId: string | null): Promise<void>;
  sequencesFor(inquiryId: string): Promise<MatchingSequence[]>;
}

/** The lead as the scoring engine reads it. */
export const scoredLead = (lead: AgentLead): ScoredLead => ({
  id: lead.id,
  project_type: lead.projectType,
  budget: lead.budget,
  timeline: lead.timeline,
  details: lead.details,
  location: lead.location,
  capacity_bottles: lead.capacityBottles,
  calculation: lead.hasCalculation ? {} : null,
  attachments: Array.from({ length: lead.attachmentCount }),
});

/** "Budget +18, Timeline +9": the reasons that moved the score most. */
const topReasons = (reasons: readonly Reason[]) =>
  reasons
    .slice(0, 3)
    .map((reason) => `${reason.label} ${reason.points >= 0 ? '+' : '−'}${Math.abs(reason.points)}`)
    .join(', ');

export interface RunResult {
  /** Null for a scheduled call that found nothing to do: the log keeps runs that did something, not every tick of the clock. */
  runId: string | null;
  handled: number;
  queued: number;
  summary: string;
}

/** Logs steps in order under one run. */
function stepLog(store: AgentStore, runId: string) {
  let position = 0;
  const steps: StepRecord[] = [];
  return {
    steps,
    async add(step: StepRecord) {
      position += 1;
      steps.push(step);
      await store.step(runId, position, step);
    },
  };
}

const leadLine = (lead: AgentLead) =>
  [PROJECT_TYPE_LABELS[lead.projectType], lead.budget ? BUDGET_LABELS[lead.budget] : 'no budget given', lead.timeline ? TIMELINE_LABELS[lead.timeline] : 'no timeline given'].join(', ');

/** The admin with the fewest open leads (the earliest in the list on a tie), or null when there is none. */
export function suggestAssignee(teammates: readonly Teammate[]): { teammate: Teammate; basis: string[] } | null {
  const [first, ...rest] = teammates;
  if (!first) return null;
  const chosen = rest.reduce((best, teammate) => (teammate.openLeads < best.openLeads ? teammate : best), first);
  const others = teammates.filter((teammate) => teammate !== chosen).map((teammate) => `${teammate.email} ${teammate.openLeads}`);
  return {
    teammate: chosen,
    basis: [`fewest open leads: ${chosen.email} has ${chosen.openLeads}`, ...(others.length > 0 ? [`others: ${others.join(', ')}`] : [])],
  };
}

type Triage = { store: AgentStore; runId: string; log: ReturnType<typeof stepLog> };

/** The assignee step: a suggestion waiting for approval, or why there is none. Returns the approvals queued. */
async function proposeAssignee(lead: AgentLead, teammates: Teammate[], { store, runId, log }: Triage): Promise<number> {
  if (lead.assigneeId) {
    await log.add({ inquiryId: lead.id, action: 'suggest assignee', outcome: 'skipped', detail: 'Already assigned.' });
    return 0;
  }
  const suggestion = suggestAssignee(teammates);
  if (!suggestion) {
    await log.add({ inquiryId: lead.id, action: 'suggest assignee', outcome: 'skipped', detail: 'No admin to suggest.' });
    return 0;
  }
  await store.queue(runId, { kind: 'assign', inquiryId: lead.id, routine: 'new-lead-triage', assigneeId: suggestion.teammate.id, basis: suggestion.basis });
  // Counted as the approver will see it, so the next lead's suggestion spreads the work.
  suggestion.teammate.openLeads += 1;
  await log.add({ inquiryId: lead.id, action: 'suggest assignee', outcome: 'waiting', detail: `Suggested ${suggestion.teammate.email} (${suggestion.basis[0]}); waiting for approval.` });
  return 1;
}

/**
 * The sequence step. A switched-on sequence enrols a new lead by itself (its
 * switch is the admin's approval), so triage reports it; one the lead missed
 * (switched on after the lead arrived) is proposed for approval; a matching
 * sequence that is switched off is named, not started.
 */
async function proposeSequence(lead: AgentLead, { store, runId, log }: Triage): Promise<number> {
  const sequences = await store.sequencesFor(lead.id);
  const enrolled = sequences.filter((sequence) => sequence.enrolled);
  if (enrolled.length > 0) {
    await log.add({ inquiryId: lead.id, action: 'start sequence', outcome: 'skipped', detail: `Already in ${enrolled.map((sequence) => `“${sequence.name}”`).join(', ')}.` });
    return 0;
  }
  const startable = sequences.find((sequence) => sequence.active);
  if (startable) {
    const basis = [`“${startable.name}” starts from ${lead.status} leads${lead.source ? ` (${lead.source})` : ''} and is switched on`, 'the lead is not in it yet'];
    await store.queue(runId, { kind: 'enroll', inquiryId: lead.id, routine: 'new-lead-triage', sequenceId: startable.id, sequenceName: startable.name, basis });
    await log.add({ inquiryId: lead.id, action: 'start sequence', outcome: 'waiting', detail: `Start “${startable.name}”; waiting for approval.` });
    return 1;
  }
  const off = sequences[0];
  await log.add({
    inquiryId: lead.id,
    action: 'start sequence',
    outcome: 'skipped',
    detail: off ? `“${off.name}” matches this lead but is switched off; switch it on in Email sequences to use it.` : 'No email sequence starts from new leads of this source.',
  });
  return 0;
}

export interface RoutineContext {
  store: AgentStore;
  ask: SemanticSearch;
  now: Date;
  trigger: 'schedule' | 'admin';
  startedBy: string | null;
}

async function run(
  routine: Routine,
  context: RoutineContext,
  waiting: () => Promise<boolean>,
  body: (log: ReturnType<typeof stepLog>, runId: string) => Promise<{ handled: number; queued: number }>,
): Promise<RunResult> {
  const { store, now } = context;
  if (context.trigger === 'schedule' && !(await waiting())) return { runId: null, handled: 0, queued: 0, summary: 'Nothing to do: no lead was waiting for this routine.' };
  const runId = await store.startRun(routine, context.trigger, context.startedBy, now);
  const log = stepLog(store, runId);
  try {
    const { handled, queued } = await body(log, runId);
    const summary =
      handled === 0 ? 'Nothing to do: no lead was waiting for this routine.' : `${handled} lead${handled === 1 ? '' : 's'} handled; ${queued} item${queued === 1 ? '' : 's'} waiting for approval.`;
    await store.finishRun(runId, 'done', summary, now);
    return { runId, handled, queued, summary };
  } catch (error) {
    console.error(`[agents] ${routine} run failed:`, error);
    await log.add({ inquiryId: null, action: 'error', outcome: 'failed', detail: 'The run stopped on an error; the leads it had not reached are handled on the next run.' }).catch(() => {});
    await store.finishRun(runId, 'failed', 'Stopped on an error; see the steps.', now);
    return { runId, handled: 0, queued: 0, summary: 'Stopped on an error; see the steps.' };
  }
}

/** New-lead triage: read each new lead, draft the first reply and suggest an assignee, both waiting for approval. */
export function triageNewLeads(context: RoutineContext): Promise<RunResult> {
  const waiting = async () => (await context.store.untriagedLeads(1)).length > 0;
  return run('new-lead-triage', context, waiting, async (log, runId) => {
    const { store } = context;
    let handled = 0;
    let queued = 0;
    const leads = await store.untriagedLeads(RUN_BATCH);
    const teammates = leads.length > 0 ? await store.teammates() : [];
    const model = leads.length > 0 ? await store.scoreModel() : null;
    for (const lead of leads) {
      if (!(await store.claim(lead.id, 'new-lead-triage', 'triaged'))) continue;
      handled += 1;
      await log.add({ inquiryId: lead.id, action: 'read', outcome: 'done', detail: `${lead.name}: ${leadLine(lead)}.` });
      if (model) {
        const scored = scoreLead(model.weights, scoredLead(lead), { savedCalculations: lead.savedCalculations, savedDesigns: lead.savedDesigns });
        await store.saveScore(lead.id, scored.score, scored.reasons, model.id);
        await log.add({
          inquiryId: lead.id,
          action: 'score',
          outcome: 'done',
          detail: `Scored ${scored.score}/100 with ${model.id ? 'the applied fit' : 'the stated priors'}${scored.reasons.length > 0 ? ` (${topReasons(scored.reasons)})` : ''}.`,
        });
      }
      const draft = firstReply(lead, context.ask);
      await store.queue(runId, { kind: 'email', inquiryId: lead.id, routine: 'new-lead-triage', toEmail: lead.email, draft });
      queued += 1;
      await log.add({ inquiryId: lead.id, action: 'draft reply', outcome: 'waiting', detail: `First reply “${draft.subject}” drafted (${draft.basis.join('; ')}); waiting for an admin to approve it.` });
      queued += await proposeAssignee(lead, teammates, { store, runId, log });
      queued += await proposeSequence(lead, { store, runId, log });
    }
    return { handled, queued };
  });
}

const DAY_MS = 86_400_000;

/** The quiet spell's key: the activity it followed, in epoch milliseconds (agent_quiet_mark in SQL computes the same). */
export const quietMark = (lastActivityAt: string) => String(Date.parse(lastActivityAt));

/** Stale-lead follow-up: a follow-up email for each lead quiet for STALE_AFTER_DAYS, once per quiet spell, waiting for approval. */
export function followUpQuietLeads(context: RoutineContext): Promise<RunResult> {
  const quietBefore = () => new Date(context.now.getTime() - STALE_AFTER_DAYS * DAY_MS);
  const waiting = async () => (await context.store.quietLeads(quietBefore(), 1)).length > 0;
  return run('stale-follow-up', context, waiting, async (log, runId) => {
    const { store, now } = context;
    let handled = 0;
    let queued = 0;
    for (const lead of await store.quietLeads(quietBefore(), RUN_BATCH)) {
      // Keyed by the activity it went quiet after: new activity and a new quiet spell earn a new follow-up.
      if (!(await store.claim(lead.id, 'stale-follow-up', quietMark(lead.lastActivityAt)))) continue;
      handled += 1;
      const days = Math.floor((now.getTime() - new Date(lead.lastActivityAt).getTime()) / DAY_MS);
      await log.add({ inquiryId: lead.id, action: 'read', outcome: 'done', detail: `${lead.name}: ${lead.status}, no activity for ${days} days.` });
      const draft = followUp(lead, days);
      await store.queue(runId, { kind: 'email', inquiryId: lead.id, routine: 'stale-follow-up', toEmail: lead.email, draft });
      queued += 1;
      await log.add({ inquiryId: lead.id, action: 'draft follow-up', outcome: 'waiting', detail: `Follow-up “${draft.subject}” drafted; waiting for an admin to approve it.` });
    }
    return { handled, queued };
  });
}

export const RUN_ROUTINE: Record<Routine, (context: RoutineContext) => Promise<RunResult>> = {
  'new-lead-triage': triageNewLeads,
  'stale-follow-up': followUpQuietLeads,
};
