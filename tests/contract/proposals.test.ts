import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateCost } from '../../supabase/functions/_domain/estimator/checked.ts';
import { env, inbox, leadRow, newClient, serviceClient, signedInUser, uniqueEmail, type TestUser } from './helpers.ts';

/**
 * Proposals against the backend: the proposals function saves a version
 * only for an admin (figures rebuilt from the estimator), sends it to the
 * lead's own address with a signed link, and the client accepts through that
 * link without an account, which moves the lead to won with a note. A lead's
 * saved projects reach an admin only for the two kinds a quote is built from.
 */
const service = serviceClient();
let admin: TestUser;
let client: TestUser;

async function callFunction(body: unknown, token = env.anonKey): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${env.url}/functions/v1/proposals`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'http://127.0.0.1:4179', 'user-agent': 'contract-test' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tokenOf = async (c: SupabaseClient) => (await c.auth.getSession()).data.session?.access_token ?? '';

async function seedLead(email: string): Promise<string> {
  const { data, error } = await service.from('inquiries').insert(leadRow({ email, name: 'Pat Proposal', status: 'contacted' })).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

const draft = (inquiryId: string) => ({
  inquiryId,
  source: { kind: 'entered', label: 'Entered by the admin' },
  inputs: { bottles: 1200, glass: 'none', door: 'solid-insulated' },
  pricePoint: 'low',
  upgrades: [],
  message: 'As discussed on site.',
});

beforeAll(async () => {
  [admin, client] = await Promise.all([signedInUser('proposal-admin', ['admin']), signedInUser('proposal-client')]);
});

describe('proposals', () => {
  it('only an admin saves a version, and the stored total is the estimator’s', async () => {
    const leadId = await seedLead(uniqueEmail('proposal-lead'));
    expect((await callFunction({ action: 'save', draft: draft(leadId) })).status).toBe(401);
    expect((await callFunction({ action: 'save', draft: draft(leadId) }, await tokenOf(client.client))).status).toBe(403);
    const saved = await callFunction({ action: 'save', draft: draft(leadId) }, await tokenOf(admin.client));
    expect(saved.status).toBe(201);
    expect(saved.body.total).toBe(estimateCost({ bottles: 1200, glass: 'none', door: 'solid-insulated' }).total.low);
    expect(saved.body.version).toBe(1);
    const second = await callFunction({ action: 'save', draft: { ...draft(leadId), pricePoint: 'high' } }, await tokenOf(admin.client));
    expect(second.body.version).toBe(2);
    // Admins read both versions under RLS; the client's account reads none.
    expect((await admin.client.from('proposals').select('version').eq('inquiry_id', leadId)).data).toHaveLength(2);
    expect((await client.client.from('proposals').select('version').eq('inquiry_id', leadId)).data).toEqual([]);
  });

  it('send mails the lead a link; the client accepts it without an account; the lead is won, with a note in its activity', async () => {
    const email = uniqueEmail('proposal-accept');
    const leadId = await seedLead(email);
    const saved = await callFunction({ action: 'save', draft: draft(leadId) }, await tokenOf(admin.client));
    const sent = await callFunction({ action: 'send', proposalId: saved.body.id }, await tokenOf(admin.client));
    expect(sent.status).toBe(200);
    expect((await service.from('inquiries').select('status').eq('id', leadId).single()).data?.status).toBe('proposal-sent');

    const mail = (await inbox(email)).at(-1);
    expect(mail?.subject).toContain('wine cellar proposal');
    const link = new URL(mail?.links[0] ?? '');
    expect(link.pathname).toBe('/your-proposal');
    const token = link.searchParams.get('proposal') ?? '';

    const accepted = await callFunction({ action: 'accept', token, name: 'Pat Proposal', agree: true });
    expect(accepted.body).toMatchObject({ state: 'accepted', acceptedName: 'Pat Proposal' });
    const row = await service.from('proposals').select('accepted_at, accepted_user_agent').eq('id', saved.body.id as string).single();
    expect(row.data?.accepted_user_agent).toBe('contract-test');
    expect((await service.from('inquiries').select('status').eq('id', leadId).single()).data?.status).toBe('won');
    const activity = await service.from('inquiry_activity').select('kind, to_value, detail').eq('inquiry_id', leadId);
    expect(activity.data?.some((entry) => entry.kind === 'status' && entry.to_value === 'won')).toBe(true);
    expect(activity.data?.some((entry) => entry.kind === 'note' && String(entry.detail).includes('accepted online by “Pat Proposal”'))).toBe(true);
  });

  it('gives an admin the lead’s saved estimates and designs only, and nobody else', async () => {
    const leadId = await seedLead(client.email);
    await client.client.from('saved_calculations').insert([
      { kind: 'cost', title: 'My estimate', inputs: { bottles: 900 } },
      { kind: 'roi', title: 'My ROI', inputs: {} },
    ]);
    const seen = await admin.client.rpc('lead_saved_projects', { p_inquiry_id: leadId });
    expect(seen.error).toBeNull();
    expect((seen.data as Array<{ kind: string; title: string }>).map((item) => [item.kind, item.title])).toEqual([['cost', 'My estimate']]);
    expect((await client.client.rpc('lead_saved_projects', { p_inquiry_id: leadId })).error).not.toBeNull();
    expect((await newClient().rpc('lead_saved_projects', { p_inquiry_id: leadId })).error).not.toBeNull();
  });
});

describe('contracts', () => {
  it('from the accepted proposal: created by an admin, signed by the client through the mailed link, the signed PDF stored for admins only', async () => {
    const email = uniqueEmail('contract-client');
    const leadId = await seedLead(email);
    const saved = await callFunction({ action: 'save', draft: draft(leadId) }, await tokenOf(admin.client));
    await callFunction({ action: 'send', proposalId: saved.body.id }, await tokenOf(admin.client));
    const proposalToken = new URL((await inbox(email)).at(-1)?.links[0] ?? '').searchParams.get('proposal') ?? '';
    await callFunction({ action: 'accept', token: proposalToken, name: 'Pat Proposal', agree: true });

    const call = async (body: unknown, token = env.anonKey) => {
      const response = await fetch(`${env.url}/functions/v1/contracts`, {
        method: 'POST',
        headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: 'http://127.0.0.1:4179', 'user-agent': 'contract-test' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect((await call({ action: 'create', proposalId: saved.body.id }, await tokenOf(client.client))).status).toBe(403);
    const created = await call({ action: 'create', proposalId: saved.body.id }, await tokenOf(admin.client));
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body.clauses)).toContain(`The contract price is $`);
    const id = created.body.id as string;
    expect((await call({ action: 'send', contractId: id }, await tokenOf(admin.client))).status).toBe(200);
    const link = new URL((await inbox(email))[0]?.links[0] ?? ''); // newest first
    expect(link.pathname).toBe('/your-contract');
    const signed = await call({ action: 'sign', token: link.searchParams.get('contract'), name: 'Pat Proposal', agree: true });
    expect(signed.body).toMatchObject({ state: 'signed', signedName: 'Pat Proposal' });

    const row = await service.from('contracts').select('status, pdf_path, audit').eq('id', id).single();
    expect(row.data?.status).toBe('signed');
    expect((row.data?.audit as Array<{ event: string }>).map((entry) => entry.event)).toEqual(['created', 'sent', 'signed', 'stored']);
    const file = await admin.client.storage.from('contracts').download(row.data?.pdf_path as string);
    expect(new TextDecoder().decode((await file.data!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await client.client.storage.from('contracts').download(row.data?.pdf_path as string)).error).not.toBeNull();
  });
});
