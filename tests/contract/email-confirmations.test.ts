import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, inbox, newClient, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * Mail to an address a stranger typed (docs/business.md): anyone can send
 * the contact form with someone else's address, and a switched-on sequence
 * for new leads enrols every inquiry. Before this, nine anonymous posts led
 * the scheduler to mail three victims in one tick. Now the typed address gets
 * one acknowledgement (with a link to confirm it, none of the typed text),
 * its enrolment waits, and only a confirmed address is mailed.
 */
const service = serviceClient();
let admin: TestUser;
let plain: TestUser;
let sequenceId = '';
const runId = randomUUID().slice(0, 8);
const victims = [1, 2, 3].map((n) => `victim-${n}-${runId}@example.com`);

async function submit(email: string, index: number) {
  const response = await fetch(`${env.url}/functions/v1/submit-inquiry`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, 'content-type': 'application/json', origin: 'https://evil.example', 'x-forwarded-for': `198.51.100.${index}` },
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      source: 'contact-form',
      form: { firstName: 'Visit', lastName: 'Spam-Site', email, phone: '+1 555 0100', projectType: 'residential', message: `Cheap pills at evil.example, click now ${index}` },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function runJobs(email: string, minutesAhead = 1) {
  const response = await fetch(`${env.url}/functions/v1/scheduled-jobs`, {
    method: 'POST',
    headers: { apikey: env.serviceRoleKey, authorization: `Bearer ${env.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ now: new Date(Date.now() + minutesAhead * 60_000).toISOString(), email }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  [admin, plain] = await Promise.all([signedInUser('confirm-admin', ['admin']), signedInUser('confirm-plain')]);
  // The documented use: a sequence that greets every new contact-form lead, switched on by an admin.
  const created = await admin.client
    .from('email_sequences')
    .insert({ name: `Welcome ${runId}`, trigger_status: 'new', trigger_source: 'contact-form', is_active: true, steps: [{ delayDays: 0, subject: 'Welcome, {{first_name}}', body: 'About your {{project_type}}.' }] })
    .select('id')
    .single();
  if (created.error) throw created.error;
  sequenceId = (created.data as { id: string }).id;
});

afterAll(async () => {
  await service.from('email_sequences').update({ is_active: false }).eq('id', sequenceId);
});

describe.runIf(env.local)('mail to an address a stranger typed', () => {
  it('nine anonymous inquiries for three strangers: each gets one acknowledgement and nothing else until they confirm', async () => {
    const leads: string[] = [];
    for (let index = 0; index < 9; index += 1) leads.push(await submit(victims[index % 3]!, index));
    // Enrolled, as the switched-on sequence says: the enrolment waits for the address.
    const enrolled = await service.from('sequence_enrollments').select('inquiry_id, stopped_at').eq('sequence_id', sequenceId).in('email', victims);
    expect((enrolled.data ?? []).filter((row) => row.stopped_at === null)).toHaveLength(3);

    for (const victim of victims) await runJobs(victim);
    for (const victim of victims) {
      const mails = await inbox(victim);
      expect(mails.map((mail) => mail.subject)).toEqual(['Thank you for contacting WineCellarGPT: what happens next']);
      const [ack] = mails;
      for (const typed of ['Visit', 'Spam', 'evil.example', 'pills']) expect(`${ack?.subject}\n${ack?.text}`).not.toContain(typed);
      const link = new URL(ack?.links[0] ?? '');
      expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/quote');
    }

    // The first stranger confirms: their step goes out on the next run; the others still get nothing.
    const token = new URL((await inbox(victims[0]!))[0]!.links[0]!).searchParams.get('confirm-email');
    const confirm = await fetch(`${env.url}/functions/v1/confirm-email`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'confirm', token }),
    });
    expect(await confirm.json()).toEqual({ status: 'confirmed', email: `v…@example.com` });
    for (const victim of victims) await runJobs(victim, 2);
    expect((await inbox(victims[0]!)).map((mail) => mail.subject)).toEqual(['Welcome, Visit', 'Thank you for contacting WineCellarGPT: what happens next']);
    expect(await inbox(victims[1]!)).toHaveLength(1);
    expect(await inbox(victims[2]!)).toHaveLength(1);

    // Each of the first stranger's leads says when and how the address was confirmed.
    const log = await service.from('inquiry_activity').select('inquiry_id, to_value, detail').eq('kind', 'email-confirmed').in('inquiry_id', leads);
    expect(new Set((log.data ?? []).map((entry) => entry.inquiry_id))).toEqual(new Set([leads[0], leads[3], leads[6]]));
    expect((log.data ?? []).every((entry) => entry.to_value === 'link')).toBe(true);
  });

  it('nobody confirms an address except through the link, their own proven account, or an admin on the lead', async () => {
    const email = `stranger-${runId}@example.com`;
    const lead = await submit(email, 42);
    const row = (await service.from('email_confirmations').select('id').eq('email', email).single()).data as { id: string };
    for (const client of [newClient(), plain.client]) {
      expect((await client.rpc('confirm_email_by_id', { p_id: row.id })).error).not.toBeNull();
      expect((await client.rpc('confirm_email_address', { p_email: email, p_via: 'link' })).error).not.toBeNull();
      expect((await client.rpc('claim_acknowledgement', { p_email: email })).error).not.toBeNull();
      expect((await client.from('email_confirmations').select('email').eq('email', email)).data ?? []).toEqual([]);
    }
    expect((await plain.client.rpc('confirm_lead_email', { p_inquiry_id: lead })).error?.code).toBe('42501');
    // A forged link confirms nothing.
    const forged = await fetch(`${env.url}/functions/v1/confirm-email`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'confirm', token: `confirm-email.${row.id}.forged-signature` }),
    });
    expect(forged.status).toBe(400);
    expect((await service.from('email_confirmations').select('confirmed_at').eq('email', email).single()).data).toEqual({ confirmed_at: null });
    // Admins read the table (the inbox shows it) and record a confirmation as an explicit action.
    expect((await admin.client.from('email_confirmations').select('email, confirmed_via').eq('email', email)).data).toEqual([{ email, confirmed_via: null }]);
    expect((await admin.client.rpc('confirm_lead_email', { p_inquiry_id: lead })).data).toBe(true);
    expect((await admin.client.from('email_confirmations').select('confirmed_via, confirmed_by').eq('email', email).single()).data).toEqual({ confirmed_via: 'admin', confirmed_by: admin.user.id });
  });
});
