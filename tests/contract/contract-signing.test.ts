import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { env, inbox, leadRow, serviceClient, signedInUser, uniqueEmail, type TestUser } from './helpers.ts';

/**
 * Signing a contract through its mailed link, against the backend: one
 * signature however many arrive at once, an audit trail that loses no entry,
 * a link that stops working when the contract changes after it was sent,
 * and the signer's address as the platform saw it (docs/ai-tools.md,
 * "Contract generator").
 */
const service = serviceClient();
let admin: TestUser;

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
}

async function call(fn: 'proposals' | 'contracts', body: unknown, token = env.anonKey, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${env.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'user-agent': 'contract-test', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session?.access_token ?? '';

const draft = (inquiryId: string) => ({
  inquiryId,
  source: { kind: 'entered', label: 'Entered by the admin' },
  inputs: { bottles: 1200, glass: 'none', door: 'solid-insulated' },
  pricePoint: 'low',
  upgrades: [],
  message: 'As discussed on site.',
});

/** A lead with an accepted proposal and a contract sent for signature: the contract's id, the lead's, and the mailed signing token. */
async function sentContract(label: string): Promise<{ id: string; leadId: string; email: string; token: string }> {
  const email = uniqueEmail(label);
  const lead = await service.from('inquiries').insert(leadRow({ email, name: 'Sam Signer', status: 'contacted' })).select('id').single();
  if (lead.error) throw lead.error;
  const leadId = (lead.data as { id: string }).id;
  const adminToken = await tokenOf(admin.client);
  const saved = await call('proposals', { action: 'save', draft: draft(leadId) }, adminToken);
  await call('proposals', { action: 'send', proposalId: saved.body.id }, adminToken);
  const proposalToken = new URL((await inbox(email)).at(0)?.links[0] ?? '').searchParams.get('proposal') ?? '';
  await call('proposals', { action: 'accept', token: proposalToken, name: 'Sam Signer', agree: true });
  const created = await call('contracts', { action: 'create', proposalId: saved.body.id }, adminToken);
  const id = created.body.id as string;
  expect((await call('contracts', { action: 'send', contractId: id }, adminToken)).status).toBe(200);
  const token = new URL((await inbox(email)).at(0)?.links[0] ?? '').searchParams.get('contract') ?? '';
  return { id, leadId, email, token };
}

async function stored(id: string) {
  const row = await service.from('contracts').select('status, signed_name, signed_ip, pdf_path, audit').eq('id', id).single();
  if (row.error) throw row.error;
  return row.data as { status: string; signed_name: string | null; signed_ip: string | null; pdf_path: string | null; audit: Array<{ event: string; by: string | null }> };
}

beforeAll(async () => {
  admin = await signedInUser('signing-admin', ['admin']);
});

describe.runIf(env.local)('contract signing', () => {
  it('three signatures at once through one link: exactly one is recorded, the others are told it is already signed', async () => {
    const { id, leadId, token } = await sentContract('sign-race');
    const names = ['Sam Signer', 'Someone Else', 'A Third Name'];
    const answers = await Promise.all(names.map((name) => call('contracts', { action: 'sign', token, name, agree: true })));

    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.body).toMatchObject({ state: 'signed' });
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers.map((answer) => [answer.status, answer.body.error?.code])).toEqual([
      [409, 'conflict'],
      [409, 'conflict'],
    ]);
    for (const loser of losers) expect(loser.body.error?.message).toMatch(/already been signed/);

    const row = await stored(id);
    expect(row.signed_name).toBe(winners[0]?.body.signedName);
    expect(row.audit.filter((entry) => entry.event === 'signed')).toHaveLength(1);
    expect(row.audit.filter((entry) => entry.event === 'stored')).toHaveLength(1);
    expect(row.audit.find((entry) => entry.event === 'signed')?.by).toBe(row.signed_name);
    const notes = await service.from('inquiry_notes').select('body').eq('inquiry_id', leadId).like('body', 'Contract signed online%');
    expect(notes.data).toHaveLength(1);

    // A later signature through the same link changes nothing either.
    const late = await call('contracts', { action: 'sign', token, name: 'Late Comer', agree: true });
    expect([late.status, late.body.error?.code]).toEqual([409, 'conflict']);
    expect((await stored(id)).signed_name).toBe(row.signed_name);
  });

  it('appends to the audit trail atomically: five sends at once leave five entries', async () => {
    const { id } = await sentContract('audit-race');
    const before = (await stored(id)).audit.length;
    const adminToken = await tokenOf(admin.client);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('contracts', { action: 'send', contractId: id }, adminToken)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const after = (await stored(id)).audit;
    expect(after.length - before).toBe(5);
    expect(after.slice(before).every((entry) => entry.event === 'sent')).toBe(true);
  });

  it('a change after sending voids the mailed link; the new version’s link signs exactly what it shows', async () => {
    const { id, email, token } = await sentContract('sign-void');
    const adminToken = await tokenOf(admin.client);
    const edited = await call('contracts', { action: 'edit', contractId: id, edits: { cancellation: 'Cancel in writing within 7 days.' } }, adminToken);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'draft', version: 2, sentAt: null });

    for (const action of [{ action: 'view', token }, { action: 'sign', token, name: 'Sam Signer', agree: true }]) {
      const refused = await call('contracts', action);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toMatch(/changed after this link was sent/);
    }
    expect((await stored(id)).status).toBe('draft');

    expect((await call('contracts', { action: 'send', contractId: id }, adminToken)).status).toBe(200);
    const fresh = new URL((await inbox(email)).at(0)?.links[0] ?? '').searchParams.get('contract') ?? '';
    expect(fresh).not.toBe(token);
    const seen = await call('contracts', { action: 'view', token: fresh });
    expect(JSON.stringify(seen.body.clauses)).toContain('Cancel in writing within 7 days.');
    const signed = await call('contracts', { action: 'sign', token: fresh, name: 'Sam Signer', agree: true });
    expect(signed.body).toMatchObject({ state: 'signed', clauses: seen.body.clauses });
    const audit = (await stored(id)).audit.map((entry) => entry.event);
    expect(audit).toEqual(expect.arrayContaining(['voided', 'edited', 'signed', 'stored']));
    expect(audit.indexOf('voided')).toBeLessThan(audit.indexOf('signed'));
  });

  it('records the signer’s address as the platform saw it, not what the client wrote in X-Forwarded-For', async () => {
    const { id, token } = await sentContract('sign-ip');
    const signed = await call('contracts', { action: 'sign', token, name: 'Sam Signer', agree: true }, env.anonKey, { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '7.7.7.7' });
    expect(signed.status).toBe(200);
    expect((await stored(id)).signed_ip).toBe('127.0.0.1');
  });
});
