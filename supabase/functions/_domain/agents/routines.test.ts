import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from '../../../../scripts/knowledge/build.ts';
import { createKnowledgeSearch } from '../knowledge/search.ts';
import { createSemanticSearch, type SemanticSearch } from '../semantic-search/engine.ts';
import { memoryAgentStore, testLead as lead, TEST_NOW as NOW } from '../../_shared/testing/agents.ts';
import { followUpQuietLeads, suggestAssignee, triageNewLeads, type AgentStore } from './routines.ts';

let ask: SemanticSearch;
beforeAll(async () => {
  ask = createSemanticSearch(createKnowledgeSearch(await buildKnowledgeIndex()));
});

const context = (store: AgentStore, now = NOW) => ({ store, ask, now, trigger: 'schedule' as const, startedBy: null });

describe('new-lead triage', () => {
  it('reads each new lead, drafts its first reply and suggests the least-loaded admin, all waiting for approval, and logs every step in order', async () => {
    const team = [
      { id: 'admin-a', email: 'a@winecellargpt.com', openLeads: 2 },
      { id: 'admin-b', email: 'b@winecellargpt.com', openLeads: 1 },
    ];
    const memory = memoryAgentStore([lead('1'), lead('2'), lead('3', { status: 'contacted' }), lead('4', { assigneeId: 'admin-a' })], team);
    const result = await triageNewLeads(context(memory.store));
    expect(result).toMatchObject({ handled: 3, queued: 5, summary: '3 leads handled; 5 items waiting for approval.' });
    expect(memory.runs).toEqual([{ id: 'run-1', routine: 'new-lead-triage', trigger: 'schedule', startedBy: null, status: 'done', summary: result.summary }]);
    // Nothing is sent: the replies wait, addressed to each lead.
    const emails = memory.approvals.map((item) => item.draft).filter((approval) => approval.kind === 'email');
    expect(emails.map((approval) => approval.toEmail)).toEqual(['1@example.com', '2@example.com', '4@example.com']);
    expect(emails[0]?.kind === 'email' && emails[0].draft.text.startsWith('Hello Client1,')).toBe(true);
    // b has fewer leads and gets the first; with one more each is level, and a (first in the list) gets the next; lead 4 is already assigned.
    const assigned = memory.approvals.map((item) => item.draft).flatMap((approval) => (approval.kind === 'assign' ? [`${approval.inquiryId}→${approval.assigneeId}`] : []));
    expect(assigned).toEqual(['1→admin-b', '2→admin-a']);
    expect(memory.steps.map((step) => `${step.position} ${step.inquiryId} ${step.action} ${step.outcome}`)).toEqual([
      '1 1 read done',
      '2 1 score done',
      '3 1 draft reply waiting',
      '4 1 suggest assignee waiting',
      '5 1 start sequence skipped',
      '6 2 read done',
      '7 2 score done',
      '8 2 draft reply waiting',
      '9 2 suggest assignee waiting',
      '10 2 start sequence skipped',
      '11 4 read done',
      '12 4 score done',
      '13 4 draft reply waiting',
      '14 4 suggest assignee skipped',
      '15 4 start sequence skipped',
    ]);
  });

  it('never handles a lead twice, even when two runs overlap', async () => {
    const memory = memoryAgentStore([lead('1'), lead('2')]);
    const [first, second] = await Promise.all([triageNewLeads(context(memory.store)), triageNewLeads(context(memory.store))]);
    expect((first?.handled ?? 0) + (second?.handled ?? 0)).toBe(2);
    expect(memory.approvals.map((item) => item.draft).filter((approval) => approval.kind === 'email')).toHaveLength(2);
    const again = await triageNewLeads(context(memory.store));
    expect(again).toMatchObject({ handled: 0, summary: 'Nothing to do: no lead was waiting for this routine.' });
  });

  it('logs a failed run and says so, without losing the steps before it', async () => {
    const memory = memoryAgentStore([lead('1')]);
    memory.store.teammates = async () => {
      throw new Error('database down');
    };
    const result = await triageNewLeads(context(memory.store));
    expect(result.summary).toBe('Stopped on an error; see the steps.');
    expect(memory.runs[0]?.status).toBe('failed');
    expect(memory.steps.at(-1)).toMatchObject({ action: 'error', outcome: 'failed' });
  });
});

describe('triage: the score and the sequence', () => {
  it('scores each lead with the model in use and stores it with its reasons', async () => {
    const rich = lead('rich', { budget: 'over-200k', timeline: 'asap', hasCalculation: true, savedCalculations: 3 });
    const thin = lead('thin', { budget: null, timeline: null, capacityBottles: null, details: 'Call me.' });
    const memory = memoryAgentStore([rich, thin]);
    await triageNewLeads(context(memory.store));
    const high = memory.scores.get('rich');
    const low = memory.scores.get('thin');
    expect(high && low && high.score > low.score + 30).toBe(true);
    expect(high?.modelId).toBeNull();
    expect(high?.reasons[0]?.label).toBe('Budget');
    const step = memory.steps.find((item) => item.inquiryId === 'rich' && item.action === 'score');
    expect(step?.detail).toMatch(new RegExp(`^Scored ${high?.score}/100 with the stated priors \\(Budget \\+\\d+, `));

    // An applied fit is used instead of the priors, and named.
    const fitted = memoryAgentStore([lead('again')], [], { model: { id: 'model-7', weights: { intercept: 2, weights: { budget: 0, timeline: 0, commercial: 0, renovation: 0, consultation: 0, completeness: 0, calculation: 0, attachments: 0, savedWork: 0 } } } });
    await triageNewLeads(context(fitted.store));
    expect(fitted.scores.get('again')).toMatchObject({ score: 88, modelId: 'model-7', reasons: [] });
    expect(fitted.steps.find((item) => item.action === 'score')?.detail).toBe('Scored 88/100 with the applied fit.');
  });

  it('reports a sequence the lead is in, proposes one it missed, names one switched off, and says when none matches', async () => {
    const memory = memoryAgentStore([lead('in'), lead('missed'), lead('off'), lead('none')], [], {
      sequences: {
        in: [{ id: 's1', name: 'Welcome', active: true, enrolled: true }],
        missed: [{ id: 's1', name: 'Welcome', active: true, enrolled: false }],
        off: [{ id: 's2', name: 'Draft welcome', active: false, enrolled: false }],
      },
    });
    await triageNewLeads(context(memory.store));
    const sequenceStep = (id: string) => memory.steps.find((step) => step.inquiryId === id && step.action === 'start sequence');
    expect(sequenceStep('in')).toMatchObject({ outcome: 'skipped', detail: 'Already in “Welcome”.' });
    expect(sequenceStep('missed')).toMatchObject({ outcome: 'waiting', detail: 'Start “Welcome”; waiting for approval.' });
    expect(sequenceStep('off')?.detail).toBe('“Draft welcome” matches this lead but is switched off; switch it on in Email sequences to use it.');
    expect(sequenceStep('none')?.detail).toBe('No email sequence starts from new leads of this source.');
    const enrolls = memory.approvals.map((item) => item.draft).filter((draft) => draft.kind === 'enroll');
    expect(enrolls).toEqual([expect.objectContaining({ inquiryId: 'missed', sequenceId: 's1', sequenceName: 'Welcome' })]);
  });
});

describe('stale-lead follow-up', () => {
  it('drafts a follow-up for leads quiet for 7 days, once per quiet spell, never for won or lost leads', async () => {
    const leads = [
      lead('quiet', { status: 'contacted', lastActivityAt: '2026-11-17T08:00:00Z' }),
      lead('recent', { status: 'contacted', lastActivityAt: '2026-11-20T08:00:00Z' }),
      lead('won', { status: 'won', lastActivityAt: '2026-10-01T08:00:00Z' }),
    ];
    const memory = memoryAgentStore(leads);
    const result = await followUpQuietLeads(context(memory.store));
    expect(result).toMatchObject({ handled: 1, queued: 1 });
    expect(memory.steps[0]?.detail).toBe('Client quiet: contacted, no activity for 9 days.');
    const approval = memory.approvals[0]?.draft;
    expect(approval?.kind === 'email' && approval.draft.subject).toBe('Your residential wine cellar: still planning?');

    // The next day: the same quiet spell, no second follow-up; "recent" is now 7 days quiet.
    const nextDay = await followUpQuietLeads(context(memory.store, new Date('2026-11-27T09:00:00Z')));
    expect(nextDay.handled).toBe(1);
    expect(memory.approvals.map((item) => item.draft.inquiryId)).toEqual(['quiet', 'recent']);

    // New activity, then another quiet week: a new follow-up.
    leads[0]!.lastActivityAt = '2026-11-28T08:00:00Z';
    const later = await followUpQuietLeads(context(memory.store, new Date('2026-12-06T09:00:00Z')));
    expect(later.handled).toBe(1);
    expect(memory.approvals.map((item) => item.draft.inquiryId)).toEqual(['quiet', 'recent', 'quiet']);
  });
});

describe('the assignee suggestion', () => {
  it('is the admin with the fewest open leads, with the reason', () => {
    expect(suggestAssignee([])).toBeNull();
    const suggestion = suggestAssignee([
      { id: 'a', email: 'a@x.com', openLeads: 4 },
      { id: 'b', email: 'b@x.com', openLeads: 2 },
      { id: 'c', email: 'c@x.com', openLeads: 2 },
    ]);
    expect(suggestion?.teammate.id).toBe('b');
    expect(suggestion?.basis).toEqual(['fewest open leads: b@x.com has 2', 'others: a@x.com 4, c@x.com 2']);
  });
});
