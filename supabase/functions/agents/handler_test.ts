/** The agents function: admins only; a run logs and queues; an approval sends once, as the admin, and a failure keeps the draft waiting. */
import type { Mail } from '../_domain/mail.ts';
import { MailNotConfigured, type MailSender } from '../_shared/mail/mail.ts';
import { createKnowledgeSearch } from '../_domain/knowledge/search.ts';
import { createSemanticSearch } from '../_domain/semantic-search/engine.ts';
import { assert, assertEquals, assertIncludes } from '../_shared/testing/assert.ts';
import { memoryAgentStore, testLead, TEST_NOW } from '../_shared/testing/agents.ts';
import { postJson, readError } from '../_shared/testing/deno-helpers.ts';
import { AGENT_MESSAGES, createHandler } from './handler.ts';
import type { VerifiedCaller } from '../_shared/supabase-admin.ts';

const INDEX = new URL('../_shared/knowledge/generated/knowledge-index.json', import.meta.url);
const ask = createSemanticSearch(createKnowledgeSearch(await Deno.readTextFile(INDEX)));
const ADMIN: VerifiedCaller = { userId: 'admin-1', email: 'owner@winecellargpt.com', isAdmin: true };

function setUp(caller: VerifiedCaller | null = ADMIN, mailError?: Error, leadError?: Error, confirmed: Set<string> = new Set(['1@example.com'])) {
  const memory = memoryAgentStore([testLead('1', { details: 'What humidity should the cellar be?' })], [{ id: 'admin-1', email: 'owner@winecellargpt.com', openLeads: 0 }], {
    sequences: { '1': [{ id: 'seq-1', name: 'Welcome', active: true, enrolled: false }] },
  });
  const sent: Mail[] = [];
  const leadChanges: string[] = [];
  const mail: MailSender = {
    via: 'test',
    send: async (message) => {
      if (mailError) throw mailError;
      sent.push(message);
    },
  };
  const handler = createHandler({
    store: memory.store,
    ask: () => Promise.resolve(ask),
    mail,
    caller: () => Promise.resolve(caller),
    addresses: { isConfirmed: async (email) => confirmed.has(email.toLowerCase()) },
    asCaller: () => ({
      assign: async (inquiryId, assigneeId) => {
        if (leadError) throw leadError;
        leadChanges.push(`assign ${inquiryId} ${assigneeId}`);
      },
      enroll: async (inquiryId, sequenceId) => {
        if (leadError) throw leadError;
        leadChanges.push(`enroll ${inquiryId} ${sequenceId}`);
      },
      note: async (inquiryId, text) => void leadChanges.push(`note ${inquiryId} ${text}`),
    }),
    now: () => TEST_NOW,
  });
  const post = (body: unknown) => postJson(handler, body, {}, '/agents');
  return { memory, sent, leadChanges, post, confirmed };
}

Deno.test('agents: a signed-out caller gets 401 and an account without the admin role 403, before anything runs', async () => {
  const out = setUp(null);
  const signedOut = await readError(await out.post({ action: 'run', routine: 'new-lead-triage' }));
  assertEquals([signedOut.error.code, signedOut.error.message], ['unauthorized', AGENT_MESSAGES.unauthorized]);
  const member = setUp({ ...ADMIN, isAdmin: false });
  const forbidden = await readError(await member.post({ action: 'run', routine: 'new-lead-triage' }));
  assertEquals([forbidden.error.code, forbidden.error.message], ['forbidden', AGENT_MESSAGES.forbidden]);
  assertEquals(out.memory.runs.length + member.memory.runs.length, 0);
});

Deno.test('agents: a run started by an admin is logged as theirs and leaves its reply and assignment waiting; nothing is sent', async () => {
  const { memory, sent, leadChanges, post } = setUp();
  const response = await post({ action: 'run', routine: 'new-lead-triage' });
  assertEquals(response.status, 200);
  const { run } = (await response.json()) as { run: { handled: number; queued: number } };
  assertEquals([run.handled, run.queued], [1, 3]);
  assertEquals(memory.runs[0]?.trigger, 'admin');
  assertEquals(memory.runs[0]?.startedBy, 'admin-1');
  assertEquals(memory.approvals.map((item) => `${item.draft.kind} ${item.status}`), ['email pending', 'assign pending', 'enroll pending']);
  assert(memory.scores.has('1'), 'the lead is scored');
  assertEquals(sent.length + leadChanges.length, 0);
});

Deno.test('agents: an approved email, edited first, is sent once with its links and noted on the lead; a second decision is refused', async () => {
  const { memory, sent, leadChanges, post } = setUp();
  await post({ action: 'run', routine: 'new-lead-triage' });
  const email = memory.approvals.find((item) => item.draft.kind === 'email')!;
  const body = `${email.body}\n\nP.S. <b>See you soon.</b>`;
  const approved = await post({ action: 'decide', id: email.id, decision: 'approve', subject: '  Your cellar  ', body });
  assertEquals(approved.status, 200);
  assertEquals(sent.length, 1);
  assertEquals(sent[0]?.to, '1@example.com');
  assertEquals(sent[0]?.subject, 'Your cellar');
  assert(sent[0]!.text.endsWith('P.S. See you soon.'), 'markup stripped from the edit');
  assertEquals(sent[0]?.links.at(-1), 'https://winecellargpt.com/quote');
  assertEquals(email.status, 'sent');
  assertIncludes(leadChanges[0] ?? '', 'note 1 Email sent to 1@example.com (drafted by an agent, approved by owner@winecellargpt.com): “Your cellar”');
  const again = await readError(await post({ action: 'decide', id: email.id, decision: 'approve' }));
  assertEquals(again.error.issues?.[0], { path: 'id', message: AGENT_MESSAGES.decided });
  assertEquals(sent.length, 1);
});

Deno.test('agents: a draft to an address nobody has confirmed is not sent, even approved; it waits with the reason until the address is confirmed', async () => {
  const { memory, sent, leadChanges, post, confirmed } = setUp(ADMIN, undefined, undefined, new Set());
  await post({ action: 'run', routine: 'new-lead-triage' });
  const email = memory.approvals.find((item) => item.draft.kind === 'email')!;
  const refused = await readError(await post({ action: 'decide', id: email.id, decision: 'approve' }));
  assertEquals(refused.error.issues?.[0], { path: 'id', message: AGENT_MESSAGES.unconfirmed });
  assertEquals([email.status, email.failure], ['pending', AGENT_MESSAGES.unconfirmed]);
  assertEquals(sent.length + leadChanges.length, 0);
  confirmed.add('1@example.com');
  assertEquals((await post({ action: 'decide', id: email.id, decision: 'approve' })).status, 200);
  assertEquals(sent.map((mail) => mail.to), ['1@example.com']);
});

Deno.test('agents: an approved assignment is made as the admin; a rejected item is never acted on', async () => {
  const { memory, sent, leadChanges, post } = setUp();
  await post({ action: 'run', routine: 'new-lead-triage' });
  const assign = memory.approvals.find((item) => item.draft.kind === 'assign')!;
  const email = memory.approvals.find((item) => item.draft.kind === 'email')!;
  assertEquals((await post({ action: 'decide', id: assign.id, decision: 'approve' })).status, 200);
  assertEquals(leadChanges, ['assign 1 admin-1']);
  assertEquals((await post({ action: 'decide', id: email.id, decision: 'reject' })).status, 200);
  assertEquals(email.status, 'rejected');
  assertEquals(sent.length, 0);
});

Deno.test('agents: an approved sequence start enrols the lead as the admin; nothing else is sent', async () => {
  const { memory, sent, leadChanges, post } = setUp();
  await post({ action: 'run', routine: 'new-lead-triage' });
  const enroll = memory.approvals.find((item) => item.draft.kind === 'enroll')!;
  assertEquals(enroll.subject, 'Welcome');
  assertEquals((await post({ action: 'decide', id: enroll.id, decision: 'approve' })).status, 200);
  assertEquals(leadChanges, ['enroll 1 seq-1']);
  assertEquals(enroll.status, 'sent');
  assertEquals(sent.length, 0);
});

Deno.test('agents: an assignment or sequence start that fails keeps the suggestion waiting, with the reason', async () => {
  for (const [kind, message] of [
    ['assign', AGENT_MESSAGES.assignFailed],
    ['enroll', AGENT_MESSAGES.enrollFailed],
  ] as const) {
    const { memory, leadChanges, post } = setUp(ADMIN, undefined, new Error('rls says no'));
    await post({ action: 'run', routine: 'new-lead-triage' });
    const item = memory.approvals.find((approval) => approval.draft.kind === kind)!;
    const failed = await readError(await post({ action: 'decide', id: item.id, decision: 'approve' }));
    assertEquals([failed.error.code, failed.error.message], ['internal_error', message]);
    assertEquals([item.status, item.failure], ['pending', message]);
    assertEquals(leadChanges, []);
  }
});

Deno.test('agents: mail that fails or is not set up keeps the draft waiting, with the reason', async () => {
  for (const [error, code, message] of [
    [new MailNotConfigured(), 'not_configured', AGENT_MESSAGES.mailOff],
    [new Error('smtp down'), 'upstream_error', AGENT_MESSAGES.mailFailed],
  ] as const) {
    const { memory, post } = setUp(ADMIN, error);
    await post({ action: 'run', routine: 'new-lead-triage' });
    const email = memory.approvals.find((item) => item.draft.kind === 'email')!;
    const failed = await readError(await post({ action: 'decide', id: email.id, decision: 'approve' }));
    assertEquals([failed.error.code, failed.error.message], [code, message]);
    assertEquals([email.status, email.failure], ['pending', message]);
  }
});

Deno.test('agents: bad requests name the field; the switch turns a routine’s schedule on and off', async () => {
  const { memory, post } = setUp();
  const unknown = await readError(await post({ action: 'run', routine: 'everything' }));
  assertEquals(unknown.error.issues?.[0]?.path, 'routine');
  const empty = await readError(await post({ action: 'decide', id: '00000000-0000-4000-8000-000000000001', decision: 'approve', body: '<i></i>' }));
  assertEquals(empty.error.issues?.[0], { path: 'body', message: 'This cannot be empty.' });
  assertEquals((await post({ action: 'settings', routine: 'stale-follow-up', enabled: true })).status, 200);
  assertEquals(await memory.store.enabledRoutines(), ['stale-follow-up']);
});

Deno.test('agents on the schedule: only the routines switched on run, and a repeated call handles no lead twice', async () => {
  const { agentsJob } = await import('../_shared/agents/job.ts');
  const memory = memoryAgentStore([testLead('1'), testLead('2', { status: 'contacted', lastActivityAt: '2026-11-10T09:00:00Z' })]);
  const job = agentsJob(() => memory.store, () => Promise.resolve(ask));
  const mail: MailSender = { via: 'test', send: () => Promise.reject(new Error('the schedule never mails')) };
  assertEquals(await job.run({ now: TEST_NOW, mail }), { done: 0, failed: 0 });
  assertEquals(memory.runs.length, 0, 'nothing is switched on');
  await memory.store.setEnabled('stale-follow-up', true, 'admin-1', TEST_NOW);
  assertEquals(await job.run({ now: TEST_NOW, mail }), { done: 1, failed: 0 });
  assertEquals(memory.runs.map((run) => `${run.routine} ${run.trigger}`), ['stale-follow-up schedule']);
  assertEquals(memory.approvals.map((item) => item.draft.inquiryId), ['2']);
  assertEquals(await job.run({ now: TEST_NOW, mail }), { done: 0, failed: 0 });
});

Deno.test('maintenance reminders in the agents’ log: a run with a step per reminder tried, and no run when none was due', async () => {
  const { loggedReminderJob } = await import('../_shared/agents/job.ts');
  const { maintenanceReminderJob } = await import('../_shared/maintenance/reminder-job.ts');
  const { memoryReminderStore, recordingMail } = await import('../_shared/testing/reminders.ts');
  const reminders = memoryReminderStore();
  const agents = memoryAgentStore([]);
  const mail = recordingMail();
  await reminders.store.create('owner-1', { reportId: 'uh-abc123', unitName: 'through-the-wall unit', due: '2026-12-10', remindOn: '2026-12-03', basis: 'Twelve months after the last service.' }, 'owner@example.com');
  const job = loggedReminderJob(() => agents.store, (report) => maintenanceReminderJob(reminders.store, () => Promise.resolve('token'), report));
  assertEquals(job.name, 'maintenance-reminders');
  assertEquals(await job.run({ now: new Date('2026-12-02T09:00:00Z'), mail: mail.sender }), { done: 0, failed: 0 });
  assertEquals(agents.runs.length, 0, 'nothing due: no run in the log');
  assertEquals(await job.run({ now: new Date('2026-12-03T09:00:00Z'), mail: mail.sender }), { done: 1, failed: 0 });
  assertEquals(agents.runs.map((run) => `${run.routine} ${run.trigger} ${run.status} ${run.summary}`), ['maintenance-reminders schedule done 1 reminder mailed; 0 failed and kept for the next run.']);
  assertEquals(agents.steps.map((step) => `${step.action} ${step.outcome}`), ['send reminder done']);
  assertIncludes(agents.steps[0]?.detail ?? '', 'through-the-wall unit (due 2026-12-10) mailed to owner@example.com');
});

Deno.test('agents on the schedule: a routine switched on but with nothing to do leaves no run in the log', async () => {
  const { agentsJob } = await import('../_shared/agents/job.ts');
  const memory = memoryAgentStore([]);
  await memory.store.setEnabled('new-lead-triage', true, 'admin-1', TEST_NOW);
  const job = agentsJob(() => memory.store, () => Promise.resolve(ask));
  const mail: MailSender = { via: 'test', send: () => Promise.reject(new Error('never')) };
  assertEquals(await job.run({ now: TEST_NOW, mail }), { done: 0, failed: 0 });
  assertEquals(memory.runs.length, 0);
});
