import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { env, inbox, newClient, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * Service-date reminders end to end against the backend: the function sets
 * one and mails the confirmation, RLS keeps it the owner's (read, cancel;
 * nothing else, nobody else), the scheduler mails it once at a given "now",
 * and the signed cancel link works without an account.
 */
const service = serviceClient();
let owner: TestUser;
let stranger: TestUser;

const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function callFunction(name: string, body: unknown, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${env.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'http://127.0.0.1:4179' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session?.access_token ?? '';

async function setReminder(user: TestUser, reportId: string, remindInDays = 7, dueInDays = 14) {
  const saved = await user.client
    .from('saved_calculations')
    .insert({ kind: 'unit-health', title: 'Through-the-wall unit health', inputs: { reportId }, summary: { headline: 'Service soon', lines: [], link: `/predictive-maintenance?report=${reportId}` } })
    .select('id')
    .single();
  if (saved.error) throw saved.error;
  return callFunction(
    'maintenance-reminders',
    {
      action: 'create',
      reminder: { reportId, savedItemId: (saved.data as { id: string }).id, unitName: 'through-the-wall unit', due: dayFromNow(dueInDays), basis: 'Brought forward because the readings point to a fault.', remindOn: dayFromNow(remindInDays) },
    },
    await tokenOf(user.client),
  );
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signedInUser('remind-owner'), signedInUser('remind-stranger')]);
});

describe('maintenance reminders', () => {
  it('another user can neither read nor cancel your reminder; you can, once, and change nothing else', async () => {
    const created = await setReminder(owner, 'uh-rlscase1');
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    expect((await stranger.client.from('maintenance_reminders').select('id').eq('id', id)).data).toEqual([]);
    const strangerCancel = await stranger.client.from('maintenance_reminders').update({ cancelled_at: new Date().toISOString() }, { count: 'exact' }).eq('id', id);
    expect(strangerCancel.count ?? 0).toBe(0);
    expect((await newClient().from('maintenance_reminders').select('id').eq('id', id)).data ?? []).toEqual([]);

    const mine = await owner.client.from('maintenance_reminders').select('email, remind_on, cancelled_at').eq('id', id).single();
    expect(mine.data).toMatchObject({ email: owner.email, cancelled_at: null });
    // The address and the day are the function's to set: an owner cannot redirect the mail.
    expect((await owner.client.from('maintenance_reminders').update({ email: 'elsewhere@example.com' }).eq('id', id)).error).not.toBeNull();
    expect((await owner.client.from('maintenance_reminders').insert({ owner_id: owner.user.id, report_id: 'uh-forged1', unit_name: 'x', due_on: dayFromNow(9), remind_on: dayFromNow(8), basis: 'x', email: 'elsewhere@example.com' })).error).not.toBeNull();

    const cancelled = await owner.client.from('maintenance_reminders').update({ cancelled_at: new Date().toISOString() }, { count: 'exact' }).eq('id', id);
    expect(cancelled.count).toBe(1);
    // Cancelled stays cancelled.
    const undo = await owner.client.from('maintenance_reminders').update({ cancelled_at: null }, { count: 'exact' }).eq('id', id);
    expect(undo.count ?? 0).toBe(0);
    expect((await service.from('maintenance_reminders').select('cancelled_at').eq('id', id).single()).data?.cancelled_at).not.toBeNull();
  });

  it('the cancel time is the server’s: an owner cannot backdate it (or date it in the future)', async () => {
    const created = await setReminder(owner, 'uh-backdate1');
    const id = created.body.id as string;
    const before = Date.now();
    const backdated = await owner.client.from('maintenance_reminders').update({ cancelled_at: '2020-01-01T00:00:00Z' }, { count: 'exact' }).eq('id', id);
    expect([backdated.error, backdated.count]).toEqual([null, 1]);
    const stored = Date.parse(((await service.from('maintenance_reminders').select('cancelled_at').eq('id', id).single()).data?.cancelled_at as string) ?? '');
    expect(stored).toBeGreaterThanOrEqual(before - 5_000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('refuses a signed-out caller and another user’s saved report', async () => {
    const signedOut = await callFunction('maintenance-reminders', { action: 'create', reminder: {} }, env.anonKey);
    expect([signedOut.status, (signedOut.body.error as { code: string }).code]).toEqual([401, 'unauthorized']);
    const ownersReport = await owner.client
      .from('saved_calculations')
      .insert({ kind: 'unit-health', title: 'Mine', inputs: { reportId: 'uh-notyours1' }, summary: { headline: 'x', lines: [], link: '/predictive-maintenance?report=uh-notyours1' } })
      .select('id')
      .single();
    const borrowed = await callFunction(
      'maintenance-reminders',
      { action: 'create', reminder: { reportId: 'uh-notyours1', savedItemId: (ownersReport.data as { id: string }).id, unitName: 'unit', due: dayFromNow(14), basis: 'x', remindOn: dayFromNow(7) } },
      await tokenOf(stranger.client),
    );
    expect(borrowed.status).toBe(400);
  });

  it.runIf(env.local)('an address nobody confirmed: the reminder waits for the link in the one mail it gets, then goes once at its day', async () => {
    const user = await signedInUser('remind-flow');
    const created = await setReminder(user, 'uh-flowcase1', 7, 14);
    expect(created.status).toBe(201);
    // This backend does not require sign-ups to confirm their address, so the account proves nothing about it.
    expect(created.body.addressConfirmed).toBe(false);
    const check = (await inbox(user.email))[0];
    expect(check?.subject).toMatch(/^Confirm your address for your WineCellarGPT service reminder/);
    expect(check?.text).not.toContain('through-the-wall');
    const confirmLink = new URL(check?.links[0] ?? '');
    expect(`${confirmLink.origin}${confirmLink.pathname}`).toBe('http://localhost:5173/predictive-maintenance');

    const run = (days: number) => callFunction('scheduled-jobs', { now: new Date(Date.now() + days * DAY).toISOString(), email: user.email }, env.serviceRoleKey);
    expect((await run(7.5)).status).toBe(200);
    expect(await inbox(user.email)).toHaveLength(1);

    const confirmed = await callFunction('confirm-email', { action: 'confirm', token: confirmLink.searchParams.get('confirm-email') }, env.anonKey);
    expect(confirmed.body).toMatchObject({ status: 'confirmed' });
    expect((await run(6)).status).toBe(200);
    expect(await inbox(user.email)).toHaveLength(1);
    const due = await run(7.5);
    expect((due.body.jobs as Record<string, { done: number }>)['maintenance-reminders']?.done).toBe(1);
    const mails = await inbox(user.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your through-the-wall unit is due for a service on /), check?.subject]);
    await run(8);
    expect(await inbox(user.email)).toHaveLength(2);

    const token = decodeURIComponent(new URL(mails[0]!.links[1]!).searchParams.get('cancel-reminder') ?? '');
    const cancel = await callFunction('maintenance-reminders', { action: 'cancel', token }, env.anonKey);
    expect(cancel.body).toMatchObject({ status: 'already-sent', unitName: 'through-the-wall unit' });
    expect((await callFunction('scheduled-jobs', {}, env.anonKey)).status).toBe(403);
  });

  it.runIf(env.local)('once the address is confirmed, a reminder is confirmed by mail, and that mail’s cancel link stops it without signing in', async () => {
    const user = await signedInUser('remind-cancel');
    expect((await setReminder(user, 'uh-confirmcase1', 3, 10)).status).toBe(201);
    const confirmLink = new URL((await inbox(user.email))[0]!.links[0]!);
    expect((await callFunction('confirm-email', { action: 'confirm', token: confirmLink.searchParams.get('confirm-email') }, env.anonKey)).status).toBe(200);

    const created = await setReminder(user, 'uh-cancelcase1', 3, 10);
    expect(created.body.addressConfirmed).toBe(true);
    const confirmation = (await inbox(user.email))[0]!;
    expect(confirmation.subject).toMatch(/^Reminder set: service your through-the-wall unit by /);
    expect(confirmation.links[0]).toBe('http://localhost:5173/predictive-maintenance?report=uh-cancelcase1');
    const link = new URL(confirmation.links[1]!);
    const cancel = await callFunction('maintenance-reminders', { action: 'cancel', token: link.searchParams.get('cancel-reminder') }, env.anonKey);
    expect(cancel.body).toMatchObject({ status: 'cancelled', unitName: 'through-the-wall unit', due: dayFromNow(10) });
    await service.from('maintenance_reminders').update({ cancelled_at: new Date().toISOString() }).eq('report_id', 'uh-confirmcase1');
    await callFunction('scheduled-jobs', { now: new Date(Date.now() + 4 * DAY).toISOString(), email: user.email }, env.serviceRoleKey);
    expect(await inbox(user.email)).toHaveLength(2);
  });

  it.runIf(env.local)('the backend’s mail endpoint takes mail from the service role only', async () => {
    const send = (key: string) =>
      fetch(`${env.url}/mail/v1/send`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ to: 'x@example.com', subject: 'Hi', text: 'Hello', links: [] }) });
    expect((await send(env.anonKey)).status).toBe(403);
    expect((await send(env.serviceRoleKey)).status).toBe(202);
  });
});
