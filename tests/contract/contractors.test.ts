import { randomUUID } from 'node:crypto';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICES } from '../../supabase/functions/_domain/contractors/rules.ts';
import { env, followVerifyLink, inbox, newClient, serviceClient, signedInUser, trackUser, uniqueEmail, type TestUser } from './helpers.ts';

/**
 * Contractors through supabase-js, as the pages use them: what the public
 * sees, what a firm may change about itself (and what it may not, by any
 * column or function), the leads it sees, the log and the response time the
 * database computes, the portfolio bucket, "Request this contractor" and the
 * invitation. The RLS matrix (rls.test.ts) covers every cell; this file
 * covers the rules that a cell cannot show.
 */
const service = serviceClient();
let admin: TestUser;
let plain: TestUser;
let ownerA: TestUser;
let ownerB: TestUser;
let firmA = '';
let firmB = '';

/** A firm; with one verified credential, as a listed firm has (docs/business.md, "Listing a firm"). */
async function insertFirm(values: Record<string, unknown>): Promise<string> {
  const { data, error } = await service
    .from('contractors')
    .insert({ slug: `firm-${randomUUID().slice(0, 8)}`, company: 'Cellar Works', services: ['maintenance'], is_approved: true, is_active: true, ...values })
    .select('id')
    .single();
  if (error) throw error;
  const id = (data as { id: string }).id;
  const checked = await service.from('contractor_verifications').insert({ contractor_id: id, kind: 'reference', detail: 'A past client, by phone', checked_on: '2026-11-02' });
  if (checked.error) throw checked.error;
  return id;
}

async function seedLead(): Promise<string> {
  const { data, error } = await service
    .from('inquiries')
    .insert({
      idempotency_key: randomUUID(),
      source: 'contact-form',
      first_name: 'Lena',
      last_name: 'Moreau',
      name: 'Lena Moreau',
      email: 'lena@example.com',
      phone: '+1 555 0142',
      project_type: 'residential',
      details: 'A 900-bottle cellar under the stairs.',
      message: 'Project Details:\nA 900-bottle cellar under the stairs.',
    })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

const assign = (client: SupabaseClient, leadId: string, firmId: string | null) => client.from('inquiries').update({ contractor_id: firmId }).eq('id', leadId);

async function log(leadId: string) {
  const { data, error } = await service
    .from('inquiry_activity')
    .select('kind, actor_id, contractor_id, from_value, to_value, detail')
    .eq('inquiry_id', leadId)
    .order('id');
  if (error) throw error;
  return data as Array<{ kind: string; actor_id: string | null; contractor_id: string | null; from_value: string | null; to_value: string | null; detail: string | null }>;
}

beforeAll(async () => {
  [admin, plain, ownerA, ownerB] = await Promise.all([
    signedInUser('firms-admin', ['admin']),
    signedInUser('firms-plain'),
    signedInUser('firms-owner-a', ['contractor']),
    signedInUser('firms-owner-b', ['contractor']),
  ]);
  firmA = await insertFirm({ owner_id: ownerA.user.id, company: 'Firm A Cellars', contact_email: 'private-a@example.com', service_areas: ['Napa Valley'] });
  firmB = await insertFirm({ owner_id: ownerB.user.id, company: 'Firm B Climate', contact_email: 'private-b@example.com', services: ['climate-control'] });
});

describe('the public sees approved, active firms and public columns only', () => {
  it('lists approved active firms, never unapproved or deactivated ones, and never the private columns', async () => {
    const hidden = await insertFirm({ is_approved: false, company: 'Not Yet Approved' });
    const retired = await insertFirm({ is_active: false, company: 'Deactivated Firm' });
    const anon = newClient();
    const { data, error } = await anon.from('contractor_profiles').select('id, company');
    expect(error).toBeNull();
    const ids = (data ?? []).map((row: { id: string }) => row.id);
    expect(ids).toContain(firmA);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(retired);
    // The private columns are not in the view at all, and the table answers nothing.
    for (const column of ['contact_email', 'contact_phone', 'owner_id', 'invited_email']) {
      expect((await anon.from('contractor_profiles').select(column).limit(1)).error?.code, column).toBe('42703');
    }
    expect((await anon.from('contractors').select('contact_email')).data ?? []).toEqual([]);
    expect((await plain.client.from('contractors').select('contact_email')).data).toEqual([]);
  });

  it('filters the directory by service and area in the database', async () => {
    const anon = newClient();
    const ids = async (service: string | null, area: string | null) => {
      const { data, error } = await anon.rpc('contractor_directory', { p_service: service, p_area: area }).select('id');
      expect(error).toBeNull();
      return ((data ?? []) as Array<{ id: string }>).map((row) => row.id);
    };
    const climate = await ids('climate-control', null);
    expect(climate).toContain(firmB);
    expect(climate).not.toContain(firmA);
    const napa = await ids(null, 'Napa Valley');
    expect(napa).toContain(firmA);
    expect(napa).not.toContain(firmB);
    expect((await anon.rpc('contractor_service_areas')).data).toContain('Napa Valley');
  });

  it('the seed’s sample firms are marked as samples', async () => {
    const { data } = await newClient().from('contractor_profiles').select('slug, is_sample').like('slug', 'sample-%');
    expect((data ?? []).length).toBeGreaterThanOrEqual(3);
    expect((data ?? []).every((row: { is_sample: boolean }) => row.is_sample)).toBe(true);
  });

  it('the database knows exactly the four services of src', async () => {
    for (const service of SERVICES) expect((await insertFirm({ services: [service] })).length).toBe(36);
    const wrong = await serviceClient()
      .from('contractors')
      .insert({ slug: `firm-${randomUUID().slice(0, 8)}`, company: 'Plumbers', services: ['plumbing'] });
    expect(wrong.error?.code).toBe('23514');
  });
});

describe('a firm edits its own profile and nothing more', () => {
  it('changes its profile columns, sees its private ones, and cannot read firm B’s', async () => {
    const own = ownerA.client.from('contractors');
    expect((await own.update({ company: 'Firm A Cellars & Co.', bio: 'Stone and oak.' }).eq('id', firmA)).error).toBeNull();
    expect((await own.select('company, contact_email').eq('id', firmA).single()).data).toEqual({
      company: 'Firm A Cellars & Co.',
      contact_email: 'private-a@example.com',
    });
    expect((await own.select('id, contact_email').eq('id', firmB)).data).toEqual([]);
    const changed = await own.update({ company: 'Taken over' }, { count: 'exact' }).eq('id', firmB);
    expect(changed.count ?? 0).toBe(0);
  });

  it('cannot approve, activate, rename its address, take ownership or mark itself a sample, by any column', async () => {
    const own = ownerA.client.from('contractors');
    await service.from('contractors').update({ is_approved: false }).eq('id', firmA);
    for (const patch of [{ is_approved: true }, { is_active: false }, { slug: 'firm-a-new' }]) {
      const result = await own.update(patch).eq('id', firmA);
      expect(result.error?.code, JSON.stringify(patch)).toBe('42501');
    }
    for (const patch of [{ owner_id: ownerB.user.id }, { is_sample: true }, { invited_at: new Date().toISOString() }]) {
      expect((await own.update(patch).eq('id', firmA)).error?.code, JSON.stringify(patch)).toBe('42501');
    }
    const after = await service.from('contractors').select('is_approved, is_active, slug, owner_id, is_sample').eq('id', firmA).single();
    expect(after.data).toMatchObject({ is_approved: false, is_active: true, owner_id: ownerA.user.id, is_sample: false });
    await service.from('contractors').update({ is_approved: true }).eq('id', firmA);
  });

  it('cannot verify itself or grant itself a role', async () => {
    const check = await ownerA.client.from('contractor_verifications').insert({ contractor_id: firmA, kind: 'licence', detail: 'Self-declared' });
    expect(check.error?.code).toBe('42501');
    const role = await ownerA.client.from('user_roles').insert({ user_id: ownerA.user.id, role: 'admin' });
    expect(role.error?.code).toBe('42501');
    expect((await ownerA.client.from('user_roles').select('role').eq('user_id', ownerA.user.id)).data).toEqual([{ role: 'contractor' }]);
  });

  it('an admin records a check: signed by the admin, dated, shown publicly as kind and date only', async () => {
    const recorded = await admin.client
      .from('contractor_verifications')
      .insert({ contractor_id: firmA, kind: 'insurance', detail: 'Hartwell Mutual policy HM-2231', checked_on: '2026-11-02' });
    expect(recorded.error).toBeNull();
    const row = await service.from('contractor_verifications').select('checked_by, checked_by_email, checked_on').eq('contractor_id', firmA).eq('kind', 'insurance').single();
    expect(row.data).toEqual({ checked_by: admin.user.id, checked_by_email: admin.email, checked_on: '2026-11-02' });
    const future = await admin.client.from('contractor_verifications').insert({ contractor_id: firmA, kind: 'licence', detail: 'Lic 1', checked_on: '2999-01-01' });
    expect(future.error?.code).toBe('23514');
    const profile = await newClient().from('contractor_profiles').select('credentials').eq('id', firmA).single();
    expect(profile.data?.credentials).toEqual([
      { kind: 'insurance', checked_on: '2026-11-02' },
      { kind: 'reference', checked_on: '2026-11-02' },
    ]);
  });
});

/** Subscribes `client` to every change of `tables`, resolving once joined; the changes arrive in `changes`. */
async function watch(client: SupabaseClient, tables: string[]) {
  const changes: Array<RealtimePostgresChangesPayload<Record<string, unknown>>> = [];
  let channel = client.channel(`firm-${randomUUID().slice(0, 8)}`);
  for (const table of tables) channel = channel.on('postgres_changes', { event: '*', schema: 'public', table } as never, (change: RealtimePostgresChangesPayload<Record<string, unknown>>) => void changes.push(change));
  await new Promise<void>((resolve, reject) => channel.subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' ? reject(error) : undefined)));
  const until = async (test: (change: RealtimePostgresChangesPayload<Record<string, unknown>>) => boolean) => {
    for (let waited = 0; waited < 5000; waited += 50) {
      if (changes.some(test)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no such change arrived');
  };
  return { changes, until, stop: () => client.removeChannel(channel) };
}

describe('what a firm sees of a lead', () => {
  it('only through contractor_leads, never the inquiries table; the contact details once it accepts', async () => {
    const lead = await seedLead();
    expect((await assign(admin.client, lead, firmA)).error).toBeNull();
    // The whole row (attachments, calculation, the client's account, the idempotency key) is the business's.
    expect((await ownerA.client.from('inquiries').select('*').eq('id', lead)).data).toEqual([]);
    const pending = await ownerA.client.from('contractor_leads').select('name, email, phone, details, contractor_response').eq('id', lead).single();
    expect(pending.data).toEqual({ name: 'Lena Moreau', email: null, phone: null, details: 'A 900-bottle cellar under the stairs.', contractor_response: 'pending' });
    expect((await ownerA.client.rpc('contractor_respond', { p_inquiry_id: lead, p_accept: true })).error).toBeNull();
    const accepted = await ownerA.client.from('contractor_leads').select('email, phone').eq('id', lead).single();
    expect(accepted.data).toEqual({ email: 'lena@example.com', phone: '+1 555 0142' });
    expect((await ownerA.client.from('inquiries').select('id').eq('id', lead)).data).toEqual([]);
  });

  it('hears of its leads live through contractor_lead_events (ids and the name only), never through rows of inquiries', async () => {
    const lead = await seedLead();
    const [firmAWatch, firmBWatch] = await Promise.all([watch(ownerA.client, ['inquiries', 'contractor_lead_events']), watch(ownerB.client, ['inquiries', 'contractor_lead_events'])]);
    try {
      expect((await assign(admin.client, lead, firmA)).error).toBeNull();
      await firmAWatch.until((change) => change.table === 'contractor_lead_events' && (change.new as { kind?: string }).kind === 'assigned');
      expect((await admin.client.from('inquiries').update({ status: 'contacted' }).eq('id', lead)).error).toBeNull();
      await firmAWatch.until((change) => change.table === 'contractor_lead_events' && (change.new as { kind?: string }).kind === 'changed');
      expect((await assign(admin.client, lead, firmB)).error).toBeNull();
      await firmAWatch.until((change) => change.table === 'contractor_lead_events' && (change.new as { kind?: string }).kind === 'withdrawn');
      await firmBWatch.until((change) => change.table === 'contractor_lead_events' && (change.new as { kind?: string }).kind === 'assigned');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(firmAWatch.changes.filter((change) => change.table === 'inquiries')).toEqual([]);
      expect(firmBWatch.changes.filter((change) => change.table === 'inquiries')).toEqual([]);
      const assigned = firmAWatch.changes.find((change) => (change.new as { kind?: string }).kind === 'assigned')?.new as Record<string, unknown>;
      expect(Object.keys(assigned).sort()).toEqual(['contractor_id', 'created_at', 'id', 'inquiry_id', 'kind', 'lead_name']);
      expect(assigned).toMatchObject({ inquiry_id: lead, contractor_id: firmA, lead_name: 'Lena Moreau' });
      // Firm B heard nothing of the lead while it was firm A's.
      expect(firmBWatch.changes.filter((change) => (change.new as { kind?: string }).kind !== 'assigned')).toEqual([]);
    } finally {
      await Promise.all([firmAWatch.stop(), firmBWatch.stop()]);
    }
  });
});

describe('leads sent to a firm', () => {
  it('only admins assign; a firm sees only its own leads, answers them, and the log records each step', async () => {
    const lead = await seedLead();
    // A firm's update reaches no row it is not assigned; the lead stays unassigned.
    expect((await ownerA.client.from('inquiries').update({ contractor_id: firmA }, { count: 'exact' }).eq('id', lead)).count ?? 0).toBe(0);
    expect((await service.from('inquiries').select('contractor_id').eq('id', lead).single()).data).toEqual({ contractor_id: null });
    expect((await assign(admin.client, lead, firmA)).error).toBeNull();

    expect((await ownerA.client.from('contractor_leads').select('id, contractor_response').eq('id', lead)).data).toEqual([{ id: lead, contractor_response: 'pending' }]);
    expect((await ownerB.client.from('contractor_leads').select('id').eq('id', lead)).data).toEqual([]);
    expect((await ownerB.client.from('inquiries').select('id').eq('id', lead)).data).toEqual([]);
    expect((await plain.client.from('contractor_leads').select('id').eq('id', lead)).data).toEqual([]);

    // Firm B cannot answer, move or annotate firm A's lead.
    expect((await ownerB.client.rpc('contractor_respond', { p_inquiry_id: lead, p_accept: true })).error?.code).toBe('42501');
    expect((await ownerB.client.from('inquiry_notes').insert({ inquiry_id: lead, body: 'Mine now' })).error?.code).toBe('42501');
    // A firm cannot reassign or answer by writing columns.
    expect((await ownerA.client.from('inquiries').update({ contractor_response: 'accepted' }).eq('id', lead)).error?.code).toBe('42501');

    // A status change before accepting is refused; a decline needs a reason.
    expect((await ownerA.client.rpc('contractor_set_status', { p_inquiry_id: lead, p_status: 'contacted' })).error?.code).toBe('42501');
    expect((await ownerA.client.rpc('contractor_respond', { p_inquiry_id: lead, p_accept: false, p_reason: ' ' })).error?.code).toBe('23514');
    expect((await ownerA.client.rpc('contractor_respond', { p_inquiry_id: lead, p_accept: true })).error).toBeNull();
    expect((await ownerA.client.rpc('contractor_set_status', { p_inquiry_id: lead, p_status: 'consultation-booked' })).error).toBeNull();
    expect((await ownerA.client.from('inquiry_notes').insert({ inquiry_id: lead, body: 'Site visit on Friday.' })).error).toBeNull();

    const entries = (await log(lead)).filter((entry) => entry.kind !== 'received');
    expect(entries.map(({ kind, actor_id, contractor_id, to_value }) => ({ kind, actor_id, contractor_id, to_value }))).toEqual([
      { kind: 'contractor-assignment', actor_id: admin.user.id, contractor_id: firmA, to_value: firmA },
      { kind: 'contractor-response', actor_id: ownerA.user.id, contractor_id: firmA, to_value: 'accepted' },
      { kind: 'status', actor_id: ownerA.user.id, contractor_id: firmA, to_value: 'consultation-booked' },
      { kind: 'note', actor_id: ownerA.user.id, contractor_id: firmA, to_value: null },
    ]);
    // The firm reads neither the log nor the lead's admin-only fields through its view.
    expect((await ownerA.client.from('inquiry_activity').select('id').eq('inquiry_id', lead)).data).toEqual([]);
    expect((await ownerA.client.from('contractor_leads').select('assignee_id').eq('id', lead)).error?.code).toBe('42703');
  });

  it('an admin note reaches the firm only when shared; a firm never reads another firm’s notes', async () => {
    const lead = await seedLead();
    await assign(admin.client, lead, firmA);
    await admin.client.from('inquiry_notes').insert({ inquiry_id: lead, body: 'Internal: price-sensitive.' });
    await admin.client.from('inquiry_notes').insert({ inquiry_id: lead, body: 'For the firm: gate code 4411.', shared_with_contractor: true });
    await ownerA.client.from('inquiry_notes').insert({ inquiry_id: lead, body: 'Firm A: called the client.' });
    const seenByA = (await ownerA.client.from('inquiry_notes').select('body').eq('inquiry_id', lead)).data?.map((note: { body: string }) => note.body);
    expect(seenByA?.sort()).toEqual(['Firm A: called the client.', 'For the firm: gate code 4411.']);

    // Reassigned to firm B: B sees the shared admin note, not firm A's, and A sees nothing any more.
    expect((await assign(admin.client, lead, firmB)).error).toBeNull();
    const seenByB = (await ownerB.client.from('inquiry_notes').select('body').eq('inquiry_id', lead)).data?.map((note: { body: string }) => note.body);
    expect(seenByB).toEqual(['For the firm: gate code 4411.']);
    expect((await ownerA.client.from('inquiry_notes').select('body').eq('inquiry_id', lead)).data).toEqual([]);
    expect((await ownerA.client.from('contractor_leads').select('id').eq('id', lead)).data).toEqual([]);
  });

  it('a declined lead leaves the firm’s list with its reason kept for the admin', async () => {
    const lead = await seedLead();
    await assign(admin.client, lead, firmA);
    expect((await ownerA.client.rpc('contractor_respond', { p_inquiry_id: lead, p_accept: false, p_reason: 'Fully booked until spring' })).error).toBeNull();
    expect((await ownerA.client.from('contractor_leads').select('id').eq('id', lead)).data).toEqual([]);
    const seen = await admin.client.from('inquiry_inbox').select('contractor_response, contractor_decline_reason, contractor_company').eq('id', lead).single();
    expect(seen.data).toMatchObject({ contractor_response: 'declined', contractor_decline_reason: 'Fully booked until spring' });
  });

  it('refuses samples, unapproved and deactivated firms as assignees', async () => {
    const lead = await seedLead();
    const sample = await insertFirm({ is_sample: true });
    const unapproved = await insertFirm({ is_approved: false });
    for (const firm of [sample, unapproved]) expect((await assign(admin.client, lead, firm)).error?.code).toBe('23514');
  });

  it('earns "responds within a day" only with 3 answered leads and a median under 24 hours', async () => {
    const owner = await signedInUser('firms-fast', ['contractor']);
    const firm = await insertFirm({ owner_id: owner.user.id });
    const badge = async () => (await newClient().from('contractor_profiles').select('responds_within_a_day, responded_leads').eq('id', firm).single()).data;
    for (let count = 1; count <= 3; count += 1) {
      const lead = await seedLead();
      await assign(admin.client, lead, firm);
      await owner.client.rpc('contractor_respond', { p_inquiry_id: lead, p_accept: true });
      expect(await badge()).toEqual({ responds_within_a_day: count >= 3, responded_leads: count });
    }
    // A fourth lead answered two days late: with three fast answers the median stays fast.
    const slowLead = await seedLead();
    await assign(admin.client, slowLead, firm);
    await service.from('inquiry_activity').update({ created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }).eq('inquiry_id', slowLead).eq('kind', 'contractor-assignment');
    await owner.client.rpc('contractor_respond', { p_inquiry_id: slowLead, p_accept: true });
    const admins = await admin.client.from('contractor_overview').select('assigned_leads, responded_leads, median_response_minutes, responds_within_a_day').eq('id', firm).single();
    expect(admins.data).toMatchObject({ assigned_leads: 4, responded_leads: 4, responds_within_a_day: true });
    expect(Number(admins.data?.median_response_minutes)).toBeLessThan(60);
  });

  it('a median over a day loses the badge', async () => {
    const owner = await signedInUser('firms-slow', ['contractor']);
    const firm = await insertFirm({ owner_id: owner.user.id });
    for (let count = 0; count < 3; count += 1) {
      const lead = await seedLead();
      await assign(admin.client, lead, firm);
      await service.from('inquiry_activity').update({ created_at: new Date(Date.now() - 30 * 3_600_000).toISOString() }).eq('inquiry_id', lead).eq('kind', 'contractor-assignment');
      await owner.client.from('inquiry_notes').insert({ inquiry_id: lead, body: 'Looking at it now.' });
    }
    const profile = await newClient().from('contractor_profiles').select('responds_within_a_day, responded_leads, median_response_minutes').eq('id', firm).single();
    expect(profile.data).toMatchObject({ responds_within_a_day: false, responded_leads: 3 });
    expect(Number(profile.data?.median_response_minutes)).toBeGreaterThan(24 * 60);
  });
});

describe('the portfolio bucket', () => {
  const png = (text: string) => new Blob([text], { type: 'image/png' });

  it('a firm writes only under its own folder; the public reads only approved, active firms’ files', async () => {
    const own = `${firmA}/${randomUUID()}.png`;
    expect((await ownerA.client.storage.from('contractor-portfolio').upload(own, png('a'))).error).toBeNull();
    expect((await ownerA.client.storage.from('contractor-portfolio').upload(`${firmB}/${randomUUID()}.png`, png('b'))).error).not.toBeNull();
    expect((await plain.client.storage.from('contractor-portfolio').upload(`${firmA}/${randomUUID()}.png`, png('c'))).error).not.toBeNull();
    expect((await newClient().storage.from('contractor-portfolio').download(own)).error).toBeNull();

    await service.from('contractors').update({ is_active: false }).eq('id', firmA);
    try {
      expect((await newClient().storage.from('contractor-portfolio').download(own)).error).not.toBeNull();
      expect((await newClient().from('contractor_profiles').select('id').eq('id', firmA)).data).toEqual([]);
    } finally {
      await service.from('contractors').update({ is_active: true }).eq('id', firmA);
    }
  });

  it('refuses files that are not JPEG, PNG or WebP', async () => {
    const result = await ownerA.client.storage.from('contractor-portfolio').upload(`${firmA}/${randomUUID()}.svg`, new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(result.error).not.toBeNull();
  });
});

describe('"Request this contractor"', () => {
  it('stores the firm a visitor asked for, and refuses a hidden one', async () => {
    const slug = (await service.from('contractors').select('slug').eq('id', firmA).single()).data?.slug as string;
    const body = (contractorSlug: string) => ({
      idempotencyKey: randomUUID(),
      source: 'contact-form',
      contractorSlug,
      form: { firstName: 'Iris', lastName: 'Vale', email: 'iris@example.com', phone: '+1 555 0101', projectType: 'residential', message: 'A small cellar.' },
    });
    const sent = await newClient().functions.invoke('submit-inquiry', { body: body(slug) });
    expect(sent.error).toBeNull();
    const stored = await admin.client.from('inquiry_inbox').select('requested_contractor_id, requested_contractor').eq('id', (sent.data as { id: string }).id).single();
    expect(stored.data).toEqual({ requested_contractor_id: firmA, requested_contractor: 'Firm A Cellars & Co.' });

    const hidden = await insertFirm({ is_approved: false });
    const hiddenSlug = (await service.from('contractors').select('slug').eq('id', hidden).single()).data?.slug as string;
    const refused = await fetch(`${env.url}/functions/v1/submit-inquiry`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body(hiddenSlug)),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { issues: Array<{ path: string }> } }).error.issues[0]?.path).toBe('contractorSlug');
  });
});

describe.runIf(env.local)('the invitation', () => {
  const call = (token: string, body: unknown) =>
    fetch(`${env.url}/functions/v1/invite-contractor`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify(body),
    });

  it('answers 401 to visitors and 403 to signed-in users without the admin role', async () => {
    const body = { email: uniqueEmail('nobody'), company: 'Nobody Ltd', slug: `nobody-${randomUUID().slice(0, 6)}` };
    const anon = await call(env.anonKey, body);
    expect([anon.status, ((await anon.json()) as { error: { code: string } }).error.code]).toEqual([401, 'unauthorized']);
    const token = (await ownerA.client.auth.getSession()).data.session?.access_token ?? '';
    const contractor = await call(token, body);
    expect([contractor.status, ((await contractor.json()) as { error: { code: string } }).error.code]).toEqual([403, 'forbidden']);
    expect(await inbox(body.email)).toEqual([]);
  });

  it('an admin invites a firm: a link in the mail signs the firm in, with the contractor role and its unapproved profile', async () => {
    const email = uniqueEmail('invited');
    const slug = `invited-${randomUUID().slice(0, 6)}`;
    const token = (await admin.client.auth.getSession()).data.session?.access_token ?? '';
    const answer = await call(token, { email, company: 'Invited Cellars', slug });
    expect(answer.status).toBe(201);
    const receipt = (await answer.json()) as { contractorId: string; userId: string; existingAccount: boolean };
    trackUser(receipt.userId);
    expect(receipt.existingAccount).toBe(false);

    const [mail] = await inbox(email);
    expect(mail?.subject).toMatch(/invited/i);
    const { location, params } = await followVerifyLink(mail?.links[0] ?? '');
    expect(location.pathname).toBe('/contractor');
    const invited = newClient();
    const session = await invited.auth.setSession({ access_token: params.get('access_token') ?? '', refresh_token: params.get('refresh_token') ?? '' });
    expect(session.data.user?.id).toBe(receipt.userId);
    expect((await invited.from('user_roles').select('role')).data).toEqual([{ role: 'contractor' }]);
    expect((await invited.from('contractors').select('id, slug, is_approved')).data).toEqual([{ id: receipt.contractorId, slug, is_approved: false }]);

    // The same slug or address again is refused under its field.
    const again = await call(token, { email, company: 'Invited Cellars', slug });
    expect(again.status).toBe(400);
  });

  it('an address that already has an account gets a sign-in link and the role', async () => {
    const token = (await admin.client.auth.getSession()).data.session?.access_token ?? '';
    const answer = await call(token, { email: plain.email, company: 'Plain Cellars', slug: `plain-${randomUUID().slice(0, 6)}` });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { existingAccount: boolean; userId: string })).toMatchObject({ existingAccount: true, userId: plain.user.id });
    const [mail] = await inbox(plain.email);
    expect(mail?.links[0]).toContain('type=magiclink');
    expect((await plain.client.from('user_roles').select('role')).data).toEqual([{ role: 'contractor' }]);
  });
});
