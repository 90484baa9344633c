import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { env, inbox, leadRow, serviceClient, signedInUser, uniqueEmail, type TestUser } from './helpers.ts';

/**
 * The agents end to end against the backend: an admin's run reads the new
 * lead and leaves its reply and assignment waiting (nothing mailed); the
 * approval mails it once, notes it on the lead as that admin and assigns
 * as that admin; the scheduler runs only switched-on routines; others are
 * refused.
 */
const service = serviceClient();
let admin: TestUser;
let member: TestUser;

const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session?.access_token ?? '';

async function agents(user: TestUser, body: unknown) {
  const response = await fetch(`${env.url}/functions/v1/agents`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${await tokenOf(user.client)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function scheduled(now: string, email: string) {
  const response = await fetch(`${env.url}/functions/v1/scheduled-jobs`, {
    method: 'POST',
    headers: { apikey: env.serviceRoleKey, authorization: `Bearer ${env.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ now, email }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { jobs: Record<string, unknown> };
}

async function newLead(email: string, overrides: Record<string, unknown> = {}) {
  const inserted = await service.from('inquiries').insert(leadRow({ email, first_name: 'Ines', details: 'About 700 bottles in a basement. What humidity should it be?', ...overrides })).select('id').single();
  if (inserted.error) throw inserted.error;
  return (inserted.data as { id: string }).id;
}

const approvalsOf = async (inquiryId: string) =>
  ((await admin.client.from('agent_approvals').select('id, kind, status, to_email, subject, assignee_id').eq('inquiry_id', inquiryId).order('kind')).data ?? []) as Array<{
    id: string;
    kind: string;
    status: string;
    to_email: string | null;
    subject: string | null;
    assignee_id: string | null;
  }>;

beforeAll(async () => {
  [admin, member] = await Promise.all([signedInUser('agents-admin', ['admin']), signedInUser('agents-member')]);
});

describe('agents', () => {
  it('refuses a signed-in user without the admin role', async () => {
    const refused = await agents(member, { action: 'run', routine: 'new-lead-triage' });
    expect(refused.status).toBe(403);
    expect((refused.body.error as { code: string }).code).toBe('forbidden');
  });

  it('triage leaves the reply and the assignment waiting; approving mails once, notes and assigns as the admin', async () => {
    const email = uniqueEmail('agents-lead');
    const lead = await newLead(email);
    // A sequence for new quote leads switched on after this lead arrived (so it did not enrol it by itself), and off again
    // once triage has read it: other tests' new leads must not be enrolled in it for longer than that.
    const sequence = await service
      .from('email_sequences')
      .insert({ name: `Agents welcome ${Date.now()}`, trigger_status: 'new', trigger_source: 'quote', is_active: true, steps: [{ delayDays: 0, subject: 'Welcome', body: 'Hello {{first_name}}' }] })
      .select('id, name')
      .single();
    expect(sequence.error).toBeNull();
    // Other tests share the backend: run the routine the way the schedule does, on this lead's address only.
    await service.from('agent_settings').update({ enabled: true }).eq('routine', 'new-lead-triage');
    try {
      const report = await scheduled(new Date().toISOString(), email);
      expect(report.jobs.agents).toEqual({ done: 1, failed: 0 });
    } finally {
      await service.from('agent_settings').update({ enabled: false }).eq('routine', 'new-lead-triage');
      await service.from('email_sequences').update({ is_active: false }).eq('id', sequence.data?.id);
    }
    const waiting = await approvalsOf(lead);
    expect(waiting.map((item) => `${item.kind} ${item.status}`)).toEqual(['assign pending', 'email pending', 'enroll pending']);
    expect(await inbox(email)).toEqual([]);

    // The run and its steps are logged, in order, and admins read them.
    const steps = (await admin.client.from('agent_steps').select('position, action, outcome, detail').eq('inquiry_id', lead).order('position')).data ?? [];
    expect(steps.map((step) => `${step.action} ${step.outcome}`)).toEqual(['read done', 'score done', 'draft reply waiting', 'suggest assignee waiting', 'start sequence waiting']);
    expect((await member.client.from('agent_steps').select('id').eq('inquiry_id', lead)).data).toEqual([]);

    // The score is stored where the inbox reads it, with its reasons.
    const score = (await admin.client.from('lead_scores').select('score, reasons, model_id').eq('inquiry_id', lead).single()).data as { score: number; reasons: unknown[] } | null;
    expect(score?.score).toBeGreaterThan(0);
    expect(steps[1]?.detail.startsWith(`Scored ${score?.score}/100 with the stated priors`)).toBe(true);
    expect(score?.reasons.length).toBeGreaterThan(0);

    // Approving the sequence start enrols the lead, as the admin.
    const enroll = waiting.find((item) => item.kind === 'enroll')!;
    expect((await agents(admin, { action: 'decide', id: enroll.id, decision: 'approve' })).status).toBe(200);
    const enrolment = (await service.from('sequence_enrollments').select('enrolled_by').eq('inquiry_id', lead).eq('sequence_id', sequence.data?.id).single()).data as { enrolled_by: string } | null;
    expect(enrolment?.enrolled_by).toBe(admin.user.id);
    expect((await member.client.from('agent_steps').select('id').eq('inquiry_id', lead)).data).toEqual([]);

    const mail = waiting.find((item) => item.kind === 'email')!;
    // Nobody has confirmed the lead's address: even approved, the agent's draft waits, with the reason.
    const unconfirmed = await agents(admin, { action: 'decide', id: mail.id, decision: 'approve' });
    expect(unconfirmed.status).toBe(400);
    expect((await approvalsOf(lead)).find((item) => item.id === mail.id)?.status).toBe('pending');
    expect(await inbox(email)).toEqual([]);
    // The admin records on the lead that they confirmed it with the client (logged as theirs); then it goes.
    expect((await member.client.rpc('confirm_lead_email', { p_inquiry_id: lead })).error?.code).toBe('42501');
    expect((await admin.client.rpc('confirm_lead_email', { p_inquiry_id: lead })).error).toBeNull();
    const logged = await service.from('inquiry_activity').select('actor_id, to_value').eq('inquiry_id', lead).eq('kind', 'email-confirmed');
    expect(logged.data).toEqual([{ actor_id: admin.user.id, to_value: 'admin' }]);
    const sent = await agents(admin, { action: 'decide', id: mail.id, decision: 'approve' });
    expect(sent).toMatchObject({ status: 200, body: { status: 'sent' } });
    const messages = await inbox(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe(mail.subject);
    expect(messages[0]?.text.startsWith('Hello Ines,')).toBe(true);
    expect(messages[0]?.text).toMatch(/50%?[–-].{0,12}70%|50% and 70%/);
    const again = await agents(admin, { action: 'decide', id: mail.id, decision: 'approve' });
    expect(again.status).toBe(400);
    expect(await inbox(email)).toHaveLength(1);

    const note = (await admin.client.from('inquiry_notes').select('body, author_email').eq('inquiry_id', lead)).data ?? [];
    expect(note).toEqual([{ body: expect.stringContaining(`approved by ${admin.email}`), author_email: admin.email }]);

    const assign = waiting.find((item) => item.kind === 'assign')!;
    expect((await agents(admin, { action: 'decide', id: assign.id, decision: 'approve' })).status).toBe(200);
    const after = (await service.from('inquiries').select('assignee_id').eq('id', lead).single()).data as { assignee_id: string };
    expect(after.assignee_id).toBe(assign.assignee_id);
    const activity = (await admin.client.from('inquiry_activity').select('kind, actor_email').eq('inquiry_id', lead).eq('kind', 'assignment')).data ?? [];
    expect(activity).toEqual([{ kind: 'assignment', actor_email: admin.email }]);
  });

  it('the scheduler runs no routine that is switched off, and follows up a quiet lead once per quiet spell', async () => {
    const email = uniqueEmail('agents-quiet');
    const lead = await newLead(email, { status: 'contacted' });
    const now = new Date(Date.now() + 10 * 86_400_000).toISOString();
    expect((await scheduled(now, email)).jobs.agents).toEqual({ done: 0, failed: 0 });
    expect(await approvalsOf(lead)).toEqual([]);

    const switched = await agents(admin, { action: 'settings', routine: 'stale-follow-up', enabled: true });
    expect(switched.status).toBe(200);
    try {
      expect((await scheduled(now, email)).jobs.agents).toEqual({ done: 1, failed: 0 });
      expect((await scheduled(now, email)).jobs.agents).toEqual({ done: 0, failed: 0 });
    } finally {
      await agents(admin, { action: 'settings', routine: 'stale-follow-up', enabled: false });
    }
    const waiting = await approvalsOf(lead);
    expect(waiting.map((item) => `${item.kind} ${item.status} ${item.subject}`)).toEqual(['email pending Your commercial / restaurant: still planning?']);
    const rejected = await agents(admin, { action: 'decide', id: waiting[0]!.id, decision: 'reject' });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected' } });
    expect(await inbox(email)).toEqual([]);
  });
});
