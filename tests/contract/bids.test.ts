import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_LIMITS } from '../../supabase/functions/_domain/bids/rules.ts';
import { cleanText, stripMarkup } from '../../supabase/functions/_domain/text/sanitize.ts';
import { leadRow, newClient, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * Live bids through supabase-js, as the pages use them: only admins open,
 * award or cancel a round; a firm sees only the rounds it is invited to and
 * only its own bid (by select and by Realtime); a bid is checked against the
 * same limits as the form (BID_LIMITS) and the deadline; awarding assigns
 * the lead and tells the other firms.
 */
const service = serviceClient();
let admin: TestUser;
let plain: TestUser;
let ownerA: TestUser;
let ownerB: TestUser;
let ownerC: TestUser;
let firmA = '';
let firmB = '';
let firmC = '';

async function insertFirm(owner: TestUser | null, values: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await service
    .from('contractors')
    .insert({ slug: `bids-${randomUUID().slice(0, 8)}`, company: 'Cellar Works', services: ['custom-construction'], is_approved: true, is_active: true, owner_id: owner?.user.id ?? null, ...values })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function insertLead(): Promise<string> {
  const { data, error } = await service.from('inquiries').insert(leadRow({ location: 'Napa, CA', capacity_bottles: 900 })).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const isoDay = (days: number) => inDays(days).slice(0, 10);

const openRound = (client: SupabaseClient, leadId: string, firms: string[], overrides: Record<string, unknown> = {}) =>
  client.rpc('open_bid_request', { p_inquiry_id: leadId, p_brief: 'A 900-bottle cellar with a glass wall, Napa.', p_deadline: inDays(3), p_contractor_ids: firms, ...overrides });

const bid = (client: SupabaseClient, invitationId: string, overrides: Record<string, unknown> = {}) =>
  client.rpc('submit_bid', { p_invitation_id: invitationId, p_price: 48_000, p_start_date: isoDay(30), p_duration_weeks: 10, p_note: 'Includes the cooling unit.', ...overrides });

async function invitationOf(requestId: string, firmId: string): Promise<string> {
  const { data, error } = await service.from('bid_invitations').select('id').eq('request_id', requestId).eq('contractor_id', firmId).single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** A fresh round on a fresh lead, firms A and B invited. */
async function roundForAB(): Promise<{ leadId: string; requestId: string; invitationA: string; invitationB: string }> {
  const leadId = await insertLead();
  const opened = await openRound(admin.client, leadId, [firmA, firmB]);
  expect(opened.error).toBeNull();
  const requestId = opened.data as string;
  return { leadId, requestId, invitationA: await invitationOf(requestId, firmA), invitationB: await invitationOf(requestId, firmB) };
}

const clients: SupabaseClient[] = [];

beforeAll(async () => {
  [admin, plain, ownerA, ownerB, ownerC] = await Promise.all([
    signedInUser('bids-admin', ['admin']),
    signedInUser('bids-plain'),
    signedInUser('bids-owner-a', ['contractor']),
    signedInUser('bids-owner-b', ['contractor']),
    signedInUser('bids-owner-c', ['contractor']),
  ]);
  firmA = await insertFirm(ownerA, { company: 'Bids Firm A', service_areas: ['Napa'] });
  firmB = await insertFirm(ownerB, { company: 'Bids Firm B' });
  firmC = await insertFirm(ownerC, { company: 'Bids Firm C' });
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
});

describe('opening a round', () => {
  it('is for admins only; the round carries the project, never the customer’s contact details', async () => {
    const leadId = await insertLead();
    expect((await openRound(plain.client, leadId, [firmA])).error?.code).toBe('42501');
    expect((await openRound(ownerA.client, leadId, [firmA])).error?.code).toBe('42501');
    expect((await openRound(newClient(), leadId, [firmA])).error).not.toBeNull();
    const opened = await openRound(admin.client, leadId, [firmA, firmB], { p_brief: '<b>A 900-bottle</b> cellar with a glass wall.' });
    expect(opened.error).toBeNull();
    const { data } = await service.from('bid_requests').select('*').eq('id', opened.data as string).single();
    expect(data).toMatchObject({ brief: 'A 900-bottle cellar with a glass wall.', project_type: 'commercial', location: 'Napa, CA', capacity_bottles: 900, status: 'open' });
    expect(Object.keys(data as object)).not.toEqual(expect.arrayContaining(['email']));
    const invited = await service.from('bid_invitations').select('contractor_id, outcome').eq('request_id', opened.data as string);
    expect((invited.data ?? []).map((row: { contractor_id: string }) => row.contractor_id).sort()).toEqual([firmA, firmB].sort());
    // One open round per lead.
    expect((await openRound(admin.client, leadId, [firmC])).error?.code).toBe('23505');
  });

  it('refuses a deadline under an hour or over 30 days away, a short brief, and firms that cannot take the lead', async () => {
    const leadId = await insertLead();
    expect((await openRound(admin.client, leadId, [firmA], { p_deadline: new Date(Date.now() + 30 * 60_000).toISOString() })).error?.code).toBe('23514');
    expect((await openRound(admin.client, leadId, [firmA], { p_deadline: inDays(BID_LIMITS.deadlineMaxDays + 1) })).error?.code).toBe('23514');
    expect((await openRound(admin.client, leadId, [firmA], { p_brief: '<i>short</i>' })).error?.code).toBe('23514');
    const sample = await insertFirm(null, { is_sample: true });
    const unapproved = await insertFirm(null, { is_approved: false });
    expect((await openRound(admin.client, leadId, [firmA, sample])).error?.code).toBe('23514');
    expect((await openRound(admin.client, leadId, [unapproved])).error?.code).toBe('23514');
    expect((await openRound(admin.client, leadId, [])).error?.code).toBe('23514');
  });
});

describe('what each firm sees', () => {
  it('a firm reads only the rounds it is invited to and only its own bid; nobody writes the tables directly', async () => {
    const { requestId, invitationA, invitationB } = await roundForAB();
    expect((await bid(ownerA.client, invitationA)).error).toBeNull();
    expect((await bid(ownerB.client, invitationB, { p_price: 52_000 })).error).toBeNull();

    const seenByA = await ownerA.client.from('bid_invitations').select('id, contractor_id, price').eq('request_id', requestId);
    expect(seenByA.data).toEqual([{ id: invitationA, contractor_id: firmA, price: 48_000 }]);
    const seenByB = await ownerB.client.from('bid_invitations').select('id, price').eq('request_id', requestId);
    expect(seenByB.data).toEqual([{ id: invitationB, price: 52_000 }]);
    expect((await ownerA.client.from('bid_requests').select('id').eq('id', requestId)).data).toEqual([{ id: requestId }]);

    // Firm C was not invited; a plain user and a visitor see nothing at all.
    for (const client of [ownerC.client, plain.client, newClient()]) {
      expect((await client.from('bid_invitations').select('id').eq('request_id', requestId)).data ?? []).toEqual([]);
      expect((await client.from('bid_requests').select('id').eq('id', requestId)).data ?? []).toEqual([]);
    }
    // The admin sees both bids.
    expect((await admin.client.from('bid_invitations').select('price').eq('request_id', requestId).order('price')).data).toEqual([{ price: 48_000 }, { price: 52_000 }]);

    // No direct writes, even of one's own row or by an admin.
    await ownerA.client.from('bid_invitations').update({ price: 1000 }).eq('id', invitationA);
    await admin.client.from('bid_invitations').update({ outcome: 'awarded' }).eq('id', invitationA);
    await ownerA.client.from('bid_invitations').insert({ request_id: requestId, contractor_id: firmA });
    await admin.client.from('bid_requests').update({ status: 'cancelled' }).eq('id', requestId);
    const after = await service.from('bid_invitations').select('price, outcome').eq('id', invitationA).single();
    expect(after.data).toEqual({ price: 48_000, outcome: 'pending' });
    expect((await service.from('bid_invitations').select('id').eq('request_id', requestId)).data).toHaveLength(2);
    expect((await service.from('bid_requests').select('status').eq('id', requestId).single()).data).toEqual({ status: 'open' });
  });

  it('Realtime delivers a bid to the admin and to its own firm, never to another firm', async () => {
    const { invitationA, invitationB } = await roundForAB();
    type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;
    const subscribe = (client: SupabaseClient) =>
      new Promise<Change[]>((resolve, reject) => {
        clients.push(client);
        const changes: Change[] = [];
        client
          .channel(`bids-${randomUUID()}`)
          .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'bid_invitations' }, (change: Change) => changes.push(change))
          .subscribe((status) => (status === 'SUBSCRIBED' ? resolve(changes) : status === 'CHANNEL_ERROR' ? reject(new Error(status)) : undefined));
      });
    const [toAdmin, toA, toB] = await Promise.all([subscribe(admin.client), subscribe(ownerA.client), subscribe(ownerB.client)]);
    expect((await bid(ownerA.client, invitationA, { p_price: 47_500 })).error).toBeNull();
    const arrived = (changes: Change[], id: string) => changes.some((change) => (change.new as { id?: string }).id === id);
    await expect.poll(() => arrived(toAdmin, invitationA), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => arrived(toA, invitationA), { timeout: 10_000 }).toBe(true);
    // B's own change reaches B, so B's subscription works, and A's never did.
    expect((await bid(ownerB.client, invitationB)).error).toBeNull();
    await expect.poll(() => arrived(toB, invitationB), { timeout: 10_000 }).toBe(true);
    expect(arrived(toB, invitationA)).toBe(false);
  });
});

describe('a bid', () => {
  it('is checked against the form’s limits, stripped of markup, and revisable until the deadline', async () => {
    const { requestId, invitationA, invitationB } = await roundForAB();
    const refused = async (overrides: Record<string, unknown>) => (await bid(ownerA.client, invitationA, overrides)).error?.code;
    expect(await refused({ p_price: BID_LIMITS.priceMin - 1 })).toBe('23514');
    expect(await refused({ p_price: BID_LIMITS.priceMax + 1 })).toBe('23514');
    expect(await refused({ p_duration_weeks: BID_LIMITS.weeksMin - 1 })).toBe('23514');
    expect(await refused({ p_duration_weeks: BID_LIMITS.weeksMax + 1 })).toBe('23514');
    expect(await refused({ p_start_date: isoDay(-2) })).toBe('23514');
    expect(await refused({ p_start_date: isoDay(BID_LIMITS.startWithinDays + 2) })).toBe('23514');
    expect(await refused({ p_note: 'x'.repeat(BID_LIMITS.noteMax + 1) })).toBe('23514');
    // Another firm's invitation, and no firm at all.
    expect((await bid(ownerB.client, invitationA)).error?.code).toBe('42501');
    expect((await bid(plain.client, invitationA)).error?.code).toBe('42501');

    expect((await bid(ownerA.client, invitationA, { p_note: '<script>x</script>Includes <b>racking</b>' })).error).toBeNull();
    const first = (await service.from('bid_invitations').select('*').eq('id', invitationA).single()).data as Record<string, unknown>;
    expect(first).toMatchObject({ price: 48_000, duration_weeks: 10, revisions: 1, note: 'Includes racking' });
    expect((await bid(ownerA.client, invitationA, { p_price: 46_000 })).error).toBeNull();
    const revised = (await service.from('bid_invitations').select('*').eq('id', invitationA).single()).data as Record<string, unknown>;
    expect(revised).toMatchObject({ price: 46_000, revisions: 2, first_bid_at: first.first_bid_at });

    // After the deadline, no bid and no revision.
    expect((await service.from('bid_requests').update({ deadline: new Date(Date.now() - 60_000).toISOString() }).eq('id', requestId)).error).toBeNull();
    expect((await bid(ownerB.client, invitationB)).error?.code).toBe('23514');
    expect((await bid(ownerA.client, invitationA, { p_price: 45_000 })).error?.code).toBe('23514');
  });
});

describe('bid notes and briefs are plain text, by the functions’ own rules', () => {
  it('stores a nested payload clean: nothing a second pass would turn back into a tag', async () => {
    const { invitationA } = await roundForAB();
    const hostile = '<<script>script>alert(1)<</script>/script> Price <scr<b>ipt>x</scr</b>ipt>holds <img src=x onerror=alert(1)>';
    expect((await bid(ownerA.client, invitationA, { p_note: hostile })).error).toBeNull();
    const note = ((await service.from('bid_invitations').select('note').eq('id', invitationA).single()).data as { note: string }).note;
    expect(note).toBe(cleanText(hostile));
    expect(note).not.toMatch(/<\/?[a-z!][^<>]*>?/i);
  });

  it('strips exactly as the edge functions do (stripMarkup), on known shapes and on random ones', async () => {
    const known = [
      'I want <b>2,000</b> bottles',
      'a<script>alert(1)</script>b<style>p{}</style>c<!-- x -->d',
      '<scr<b>ipt>alert(1)</scr</b>ipt>',
      '55°F < 60°F & humidity > 50%',
      'hi <img src=x onerror=alert(1)> there <a href="x"',
      'line one\u0001\nline two\u0007',
      '<SCRIPT>x</script >y<ScRiPt>z',
      '<!-- open comment <b>never closed',
      '<<<a>>>',
      '<iframe src=x>inside</iframe>after<noscript>n</noscript>',
      '<script>one<script>two</script>three',
      'é<b>ü</b>—<i>中文</i>',
    ];
    // A fixed-seed generator, so a failure names a string that reproduces.
    let seed = 20261129;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const alphabet = ['<', '>', '/', '!', '-', ' ', 'a', 'b', 'script', 'style', 'x', '\n', '\u0002', 'é'];
    const random = Array.from({ length: 150 }, () => Array.from({ length: 1 + (next() % 24) }, () => alphabet[next() % alphabet.length]).join(''));
    for (const text of [...known, ...random]) {
      const { data, error } = await service.rpc('plain_text', { p_text: text });
      expect(error).toBeNull();
      expect(data, JSON.stringify(text)).toBe(stripMarkup(text));
    }
  });

  it('refuses a note far over its limit before stripping it', async () => {
    const { invitationA } = await roundForAB();
    expect((await bid(ownerA.client, invitationA, { p_note: '<b>'.repeat(10_000) })).error?.code).toBe('23514');
  });
});

describe('awarding', () => {
  it('is for admins only; it assigns the lead, closes the round and tells the other firms', async () => {
    const { leadId, requestId, invitationA, invitationB } = await roundForAB();
    expect((await bid(ownerB.client, invitationB)).error).toBeNull();
    // A firm cannot award itself, nor can anyone else but an admin.
    expect((await ownerB.client.rpc('award_bid', { p_invitation_id: invitationB })).error?.code).toBe('42501');
    expect((await plain.client.rpc('award_bid', { p_invitation_id: invitationB })).error?.code).toBe('42501');
    expect((await ownerB.client.rpc('cancel_bid_request', { p_request_id: requestId })).error?.code).toBe('42501');
    // A firm that has not bid cannot be awarded.
    expect((await admin.client.rpc('award_bid', { p_invitation_id: invitationA })).error?.code).toBe('23514');

    expect((await admin.client.rpc('award_bid', { p_invitation_id: invitationB })).error).toBeNull();
    const lead = (await service.from('inquiries').select('contractor_id, contractor_response').eq('id', leadId).single()).data;
    expect(lead).toEqual({ contractor_id: firmB, contractor_response: 'pending' });
    expect((await service.from('bid_requests').select('status, awarded_invitation_id').eq('id', requestId).single()).data).toEqual({ status: 'awarded', awarded_invitation_id: invitationB });
    expect((await ownerA.client.from('bid_invitations').select('outcome').eq('id', invitationA).single()).data).toEqual({ outcome: 'not-selected' });
    expect((await ownerB.client.from('bid_invitations').select('outcome').eq('id', invitationB).single()).data).toEqual({ outcome: 'awarded' });
    // The awarded firm now has the lead; the round is closed to bids and to a second award.
    expect((await ownerB.client.from('contractor_leads').select('id').eq('id', leadId)).data).toEqual([{ id: leadId }]);
    expect((await bid(ownerB.client, invitationB, { p_price: 60_000 })).error?.code).toBe('23514');
    expect((await admin.client.rpc('award_bid', { p_invitation_id: invitationB })).error?.code).toBe('23514');
  });

  it('a cancelled round assigns nothing and every firm sees it was cancelled', async () => {
    const { leadId, requestId, invitationA } = await roundForAB();
    expect((await admin.client.rpc('cancel_bid_request', { p_request_id: requestId })).error).toBeNull();
    expect((await service.from('inquiries').select('contractor_id').eq('id', leadId).single()).data).toEqual({ contractor_id: null });
    expect((await ownerA.client.from('bid_invitations').select('outcome').eq('id', invitationA).single()).data).toEqual({ outcome: 'cancelled' });
    expect((await bid(ownerA.client, invitationA)).error?.code).toBe('23514');
  });
});
