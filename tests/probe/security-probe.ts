/**
 * The security probe, re-runnable: the figures of the hardening rounds
 * (docs/functions.md, "The security probe"), measured against fresh local
 * backends on loopback. Bounded: a fixed number of requests, each with a
 * timeout, and a deadline for the whole run. Nothing leaves the machine.
 *
 *   npx tsx tests/probe/security-probe.ts            # every section
 *   npx tsx tests/probe/security-probe.ts payloads   # only some: payloads rls tokens realtime dos mail contracts
 *
 * Prints one line per figure and exits non-zero when a figure shows a hole
 * (a 500, a leaked cell, an accepted forged token, a delivery to the wrong
 * role, a filter over the time budget, mail to an unconfirmed address, a
 * second signature).
 */
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimePostgresChangesPayload, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend, type RunningBackend } from '../../backend/server.ts';

const DEADLINE_MS = 15 * 60_000;
const REQUEST_TIMEOUT_MS = 20_000;
const DOS_BUDGET_MS = 2_000;
const started = Date.now();
const wanted = new Set(process.argv.slice(2));
const runs = (section: string) => wanted.size === 0 || wanted.has(section);
const tag = randomUUID().slice(0, 8);

interface Figure {
  section: string;
  what: string;
  value: string;
  hole: boolean;
}
const figures: Figure[] = [];
const report = (section: string, what: string, value: string | number, hole = false) => {
  figures.push({ section, what, value: String(value), hole });
  console.log(`${hole ? '✗' : '✓'} [${section}] ${what}: ${value}`);
};

function checkDeadline() {
  if (Date.now() - started > DEADLINE_MS) throw new Error('the probe ran past its deadline');
}

const clientOf = (backend: RunningBackend, key: string) =>
  createClient(backend.url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } });

interface Actor {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

async function actor(backend: RunningBackend, label: string, roles: Array<'admin' | 'contractor'> = []): Promise<Actor> {
  const service = clientOf(backend, backend.serviceRoleKey);
  const email = `probe-${label}-${tag}@example.com`;
  const made = await service.auth.admin.createUser({ email, password: 'probe-password-123', email_confirm: true });
  if (made.error || !made.data.user) throw made.error ?? new Error('no user');
  for (const role of roles) await service.from('user_roles').insert({ user_id: made.data.user.id, role });
  const client = clientOf(backend, backend.anonKey);
  const signed = await client.auth.signInWithPassword({ email, password: 'probe-password-123' });
  if (signed.error) throw signed.error;
  return { id: made.data.user.id, email, token: signed.data.session?.access_token ?? '', client };
}

async function post(backend: RunningBackend, fn: string, body: BodyInit | null, init: { token?: string; headers?: Record<string, string>; method?: string } = {}) {
  checkDeadline();
  const began = performance.now();
  try {
    const response = await fetch(`${backend.url}/functions/v1/${fn}`, {
      method: init.method ?? 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${init.token ?? backend.anonKey}`, 'content-type': 'application/json', ...init.headers },
      body: init.method === 'GET' ? null : body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - began };
  } catch (error) {
    return { status: 0, text: String(error), ms: performance.now() - began };
  }
}

const json = (value: unknown) => JSON.stringify(value);

// ---------------------------------------------------------------- payloads
const HOSTILE_VALUES: unknown[] = [
  null,
  -1,
  1e308,
  true,
  [],
  {},
  '',
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '\u0000\u0001\u0007',
  "' or 1=1 --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\u202e\u0645\uD83D\uDE00',
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  ['a', ['b', ['c']]],
];

const RAW_BODIES = ['', '{', 'null', '[]', '"a string"', '1e309', `{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`, '{"__proto__":{"polluted":true}}'];

async function payloads(backend: RunningBackend, admin: Actor, user: Actor) {
  const functions: Array<{ fn: string; shapes: Array<Record<string, unknown>>; token?: string }> = [
    { fn: 'submit-inquiry', shapes: [{ idempotencyKey: randomUUID(), source: 'contact-form', form: { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+1 555 0100', projectType: 'residential', message: 'x' } }] },
    { fn: 'confirm-email', shapes: [{ action: 'confirm', token: 'confirm-email.x.y' }] },
    { fn: 'ai-chat', shapes: [{ messages: [{ role: 'user', content: 'hi' }], stream: false }] },
    { fn: 'voice-to-text', shapes: [{ audio: 'AAAA' }] },
    { fn: 'ai-tools', shapes: [{ tool: 'semantic-search', input: { question: 'humidity?' } }, { tool: 'visual-designer', input: {} }] },
    { fn: 'maintenance-reminders', shapes: [{ action: 'cancel', token: 'x' }, { action: 'create', reminder: {} }], token: user.token },
    { fn: 'email-sequences', shapes: [{ action: 'unsubscribe', token: 'x' }] },
    { fn: 'proposals', shapes: [{ action: 'view', token: 'accept-proposal.x.y' }, { action: 'save', draft: {} }, { action: 'accept', token: 'x', name: 'x', agree: true }], token: admin.token },
    { fn: 'contracts', shapes: [{ action: 'view', token: 'sign-contract.x.y' }, { action: 'edit', contractId: randomUUID(), edits: {} }, { action: 'sign', token: 'x', name: 'x', agree: true }], token: admin.token },
    { fn: 'agents', shapes: [{ action: 'run', routine: 'new-lead-triage' }, { action: 'decide', id: randomUUID(), decision: 'approve' }], token: admin.token },
    { fn: 'invite-contractor', shapes: [{ email: 'a@example.com', company: 'A', slug: 'a' }], token: admin.token },
    { fn: 'scheduled-jobs', shapes: [{ now: '2026-01-01T00:00:00Z' }] },
  ];
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let sent = 0;
  const count = (status: number, what: string) => {
    sent += 1;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 500 && status !== 502 && status !== 503 && status !== 504) failures.push(`${what} → ${status}`);
    if (status === 0) failures.push(`${what} → no answer`);
  };
  for (const { fn, shapes, token } of functions) {
    for (const raw of RAW_BODIES) count((await post(backend, fn, raw, { token })).status, `${fn} raw ${raw.slice(0, 20)}`);
    for (const method of ['GET', 'PUT', 'DELETE']) count((await post(backend, fn, null, { token, method })).status, `${fn} ${method}`);
    count((await post(backend, fn, '{}', { token, headers: { 'content-type': 'text/plain' } })).status, `${fn} text/plain`);
    count((await post(backend, fn, '{}', { token: 'not.a.jwt' })).status, `${fn} bad bearer`);
    for (const shape of shapes) {
      for (const key of Object.keys(shape)) {
        for (const value of HOSTILE_VALUES) count((await post(backend, fn, json({ ...shape, [key]: value }), { token })).status, `${fn} ${key}=${json(value)?.slice(0, 30)}`);
      }
    }
  }
  report('payloads', 'hostile function calls', sent);
  report('payloads', 'answers by status', [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' '));
  report('payloads', 'calls answered 500 (or not at all)', failures.length, failures.length > 0);
  for (const failure of failures.slice(0, 10)) console.log(`    ${failure}`);
}

// ---------------------------------------------------------------- rls (cross-role cells the last rounds touched)
async function rls(backend: RunningBackend, admin: Actor, userA: Actor, contractorA: Actor, contractorB: Actor) {
  const service = clientOf(backend, backend.serviceRoleKey);
  const anon = clientOf(backend, backend.anonKey);
  const firm = async (owner: Actor) =>
    ((await service.from('contractors').insert({ slug: `probe-${randomUUID().slice(0, 8)}`, company: 'Probe Works', services: ['maintenance'], is_approved: true, is_active: true, owner_id: owner.id }).select('id').single()).data as { id: string }).id;
  const [firmA] = [await firm(contractorA), await firm(contractorB)];
  const lead = ((await service.from('inquiries').insert({ idempotency_key: randomUUID(), source: 'quote', first_name: 'Rita', last_name: 'Probe', name: 'Rita Probe', email: `rita-${tag}@example.com`, phone: '+1 555 0100', project_type: 'residential', details: 'x', message: 'x' }).select('id').single()).data as { id: string }).id;
  await service.from('inquiries').update({ contractor_id: firmA }).eq('id', lead);
  await service.rpc('claim_acknowledgement', { p_email: `rita-${tag}@example.com` });
  const actors: Array<[string, SupabaseClient]> = [['anon', anon], ['user', userA.client], ['contractorA', contractorA.client], ['contractorB', contractorB.client], ['admin', admin.client]];
  // What each actor may read of the lead sent to firm A (true = allowed); everything else must come back empty.
  const readable: Record<string, (actorName: string) => boolean> = {
    inquiries: (a) => a === 'admin',
    inquiry_inbox: (a) => a === 'admin',
    inquiry_activity: (a) => a === 'admin',
    contractor_leads: (a) => a === 'contractorA',
    contractor_lead_events: (a) => a === 'contractorA',
    email_confirmations: (a) => a === 'admin',
  };
  let cells = 0;
  const leaks: string[] = [];
  for (const [table, allowed] of Object.entries(readable)) {
    for (const [name, client] of actors) {
      const column = table === 'email_confirmations' ? 'email' : table === 'contractor_lead_events' || table === 'inquiry_activity' ? 'inquiry_id' : 'id';
      const value = table === 'email_confirmations' ? `rita-${tag}@example.com` : lead;
      const { data } = await client.from(table).select('*').eq(column, value);
      const seen = (data ?? []).length > 0;
      cells += 1;
      if (seen !== allowed(name)) leaks.push(`${name} ${seen ? 'read' : 'could not read'} ${table}`);
      // Writes: nobody but an admin changes a lead, and nobody writes the views or the signal tables.
      const write = await client.from(table).update({ [column]: value }).eq(column, value).select();
      cells += 1;
      const wrote = !write.error && (write.data ?? []).length > 0;
      if (wrote && !(table === 'inquiries' && name === 'admin')) leaks.push(`${name} wrote ${table}`);
    }
  }
  // The pending lead's contact details stay hidden from the firm until it accepts.
  const pending = (await contractorA.client.from('contractor_leads').select('email, phone').eq('id', lead).single()).data as { email: string | null; phone: string | null } | null;
  cells += 1;
  if (pending?.email || pending?.phone) leaks.push('contractorA read the contact details of a pending lead');
  // Functions that only the server may call, as every API role.
  const rpcs: Array<[string, Record<string, unknown>]> = [
    ['claim_acknowledgement', { p_email: 'x@example.com' }],
    ['confirm_email_address', { p_email: 'x@example.com', p_via: 'link' }],
    ['confirm_email_by_id', { p_id: randomUUID() }],
    ['contract_sign', { p_id: randomUUID(), p_version: 1, p_name: 'x', p_ip: null, p_user_agent: null, p_at: new Date().toISOString(), p_entry: {} }],
    ['contract_append_audit', { p_id: randomUUID(), p_entries: [] }],
    ['due_sequence_enrollments', { p_now: new Date().toISOString() }],
    ['plain_text', { p_text: 'x' }],
    ['check_rate_limit', { p_key: 'x', p_limit: 1, p_window_seconds: 1 }],
  ];
  for (const [fn, args] of rpcs) {
    for (const [name, client] of actors) {
      cells += 1;
      if (!(await client.rpc(fn, args)).error) leaks.push(`${name} called ${fn}`);
    }
  }
  for (const [name, client] of actors.filter(([n]) => n !== 'admin')) {
    cells += 1;
    if (!(await client.rpc('confirm_lead_email', { p_inquiry_id: lead })).error) leaks.push(`${name} confirmed a lead's address`);
  }
  report('rls', 'cross-role cells tried (reads, writes, server-only functions)', cells);
  report('rls', 'cells that leaked', leaks.length, leaks.length > 0);
  for (const leak of leaks) console.log(`    ${leak}`);
}

// ---------------------------------------------------------------- tokens
async function tokens(backend: RunningBackend, admin: Actor) {
  const service = clientOf(backend, backend.serviceRoleKey);
  const inbox = async (email: string) => ((await (await fetch(`${backend.url}/inbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ subject: string; links: string[] }> }).messages;
  const email = `tokens-${tag}@example.com`;
  const lead = ((await service.from('inquiries').insert({ idempotency_key: randomUUID(), source: 'quote', first_name: 'Tom', last_name: 'Token', name: 'Tom Token', email, phone: '+1 555 0100', project_type: 'residential', details: 'x', message: 'x', status: 'contacted' }).select('id').single()).data as { id: string }).id;
  const saved = JSON.parse((await post(backend, 'proposals', json({ action: 'save', draft: { inquiryId: lead, source: { kind: 'entered', label: 'x' }, inputs: { bottles: 1000 }, pricePoint: 'low', upgrades: [], message: '' } }), { token: admin.token })).text) as { id: string };
  await post(backend, 'proposals', json({ action: 'send', proposalId: saved.id }), { token: admin.token });
  const proposalToken = new URL((await inbox(email))[0]!.links[0]!).searchParams.get('proposal') ?? '';
  const ackEmail = `tokens-ack-${tag}@example.com`;
  await post(backend, 'submit-inquiry', json({ idempotencyKey: randomUUID(), source: 'contact-form', form: { firstName: 'Ann', lastName: 'Ack', email: ackEmail, phone: '+1 555 0100', projectType: 'residential', message: 'x' } }));
  const confirmToken = new URL((await inbox(ackEmail))[0]!.links[0]!).searchParams.get('confirm-email') ?? '';

  const variants = (token: string): string[] => {
    const [purpose = '', id = '', mac = ''] = token.split('.');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    return [
      flip(token, token.length - 1),
      `${purpose}.${id}.${flip(mac, 5)}`,
      `${purpose}.${randomUUID()}.${mac}`,
      `${purpose}.${id}.`,
      `${purpose}.${id}.${mac.slice(0, 20)}`,
      `${purpose}.${id}.${mac}.extra`,
      `${purpose}.${id}.${mac}=`,
      `${purpose}.${id.toUpperCase()}.${mac}`,
      `unsubscribe.${id}.${mac}`,
      `${purpose}.${id}.${mac.replace(/-/g, '+').replace(/_/g, '/')}`,
      ` ${token}`,
    ];
  };
  const { signLinkToken } = await import('../../supabase/functions/_shared/mail/signed-link.ts');
  let tried = 0;
  let accepted = 0;
  const check = async (fn: string, body: Record<string, unknown>) => {
    tried += 1;
    const answer = await post(backend, fn, json(body));
    if (answer.status === 200) accepted += 1;
  };
  for (const forged of variants(proposalToken)) await check('proposals', { action: 'view', token: forged });
  for (const forged of variants(confirmToken)) await check('confirm-email', { action: 'confirm', token: forged });
  // Signed with the keys that once signed links, or the public anon key: never accepted now.
  const proposalId = proposalToken.split('.')[1] ?? '';
  for (const key of [backend.serviceRoleKey, backend.anonKey]) {
    await check('proposals', { action: 'view', token: await signLinkToken(key, 'accept-proposal', proposalId) });
    await check('confirm-email', { action: 'confirm', token: await signLinkToken(key, 'confirm-email', confirmToken.split('.')[1] ?? '') });
    await check('email-sequences', { action: 'unsubscribe', token: await signLinkToken(key, 'unsubscribe', randomUUID()) });
    await check('maintenance-reminders', { action: 'cancel', token: await signLinkToken(key, 'cancel-reminder', randomUUID()) });
    await check('contracts', { action: 'view', token: await signLinkToken(key, 'sign-contract', `${randomUUID()}:1`) });
  }
  report('tokens', 'tampered or foreign-key tokens tried', tried);
  report('tokens', 'tampered tokens accepted', accepted, accepted > 0);
  // The genuine ones still work, and a replay is idempotent.
  const first = await post(backend, 'confirm-email', json({ action: 'confirm', token: confirmToken }));
  const replay = await post(backend, 'confirm-email', json({ action: 'confirm', token: confirmToken }));
  const ok = first.status === 200 && replay.status === 200 && replay.text.includes('already-confirmed');
  report('tokens', 'genuine link, then its replay', ok ? 'confirmed, then already-confirmed' : `${first.status}/${replay.status}`, !ok);
}

// ---------------------------------------------------------------- realtime
async function realtime(backend: RunningBackend, admin: Actor, userA: Actor, contractorA: Actor, contractorB: Actor) {
  const service = clientOf(backend, backend.serviceRoleKey);
  // One firm per account: firm A from the rls section when it ran, else a new one.
  const owned = (await service.from('contractors').select('id').eq('owner_id', contractorA.id).maybeSingle()).data as { id: string } | null;
  const firmA =
    owned?.id ??
    ((await service.from('contractors').insert({ slug: `rt-${randomUUID().slice(0, 8)}`, company: 'RT Works', services: ['maintenance'], is_approved: true, is_active: true, owner_id: contractorA.id }).select('id').single()).data as { id: string }).id;
  const tables = ['inquiries', 'inquiry_activity', 'inquiry_notes', 'contractor_lead_events', 'bid_requests', 'bid_invitations', 'email_confirmations'];
  const roles: Array<[string, SupabaseClient]> = [['anon', clientOf(backend, backend.anonKey)], ['user', userA.client], ['contractorA', contractorA.client], ['contractorB', contractorB.client], ['admin', admin.client]];
  const received = new Map<string, Array<RealtimePostgresChangesPayload<Record<string, unknown>>>>();
  let subscriptions = 0;
  let refusedOutside = 0;
  for (const [name, client] of roles) {
    for (const table of tables) {
      const key = `${name} ${table}`;
      received.set(key, []);
      const channel = client.channel(`probe-${name}-${table}`).on('postgres_changes', { event: '*', schema: 'public', table } as never, (change: RealtimePostgresChangesPayload<Record<string, unknown>>) => void received.get(key)!.push(change));
      const status = await new Promise<string>((resolve) => channel.subscribe((state) => (state === 'SUBSCRIBED' || state === 'CHANNEL_ERROR' ? resolve(state) : undefined)));
      subscriptions += 1;
      // email_confirmations is not in the publication: every role must be refused.
      if (table === 'email_confirmations') refusedOutside += status === 'SUBSCRIBED' ? 0 : 1;
      else if (status !== 'SUBSCRIBED') report('realtime', `${key} could not subscribe`, status, true);
    }
  }
  // Changes: a new lead, sent to firm A, a shared and an unshared admin note.
  const lead = ((await service.from('inquiries').insert({ idempotency_key: randomUUID(), source: 'quote', first_name: 'Rae', last_name: 'Time', name: 'Rae Time', email: `rae-${tag}@example.com`, phone: '+1 555 0100', project_type: 'residential', details: 'x', message: 'x' }).select('id').single()).data as { id: string }).id;
  await admin.client.from('inquiries').update({ contractor_id: firmA }).eq('id', lead);
  await admin.client.from('inquiry_notes').insert({ inquiry_id: lead, body: 'Internal only.' });
  await admin.client.from('inquiry_notes').insert({ inquiry_id: lead, body: 'Shared.', shared_with_contractor: true });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const may: Record<string, (role: string) => boolean> = {
    inquiries: (role) => role === 'admin',
    inquiry_activity: (role) => role === 'admin',
    inquiry_notes: (role) => role === 'admin' || role === 'contractorA',
    contractor_lead_events: (role) => role === 'contractorA',
    bid_requests: (role) => role === 'admin',
    bid_invitations: (role) => role === 'admin',
    email_confirmations: () => false,
  };
  const wrong: string[] = [];
  for (const [key, changes] of received) {
    const [role = '', table = ''] = key.split(' ');
    if (changes.length > 0 && !may[table]!(role)) wrong.push(`${key}: ${changes.length}`);
    if (table === 'inquiry_notes' && role === 'contractorA' && changes.some((change) => (change.new as { body?: string }).body === 'Internal only.')) wrong.push('contractorA got an unshared note');
  }
  const adminGot = (received.get('admin inquiries') ?? []).length > 0 && (received.get('contractorA contractor_lead_events') ?? []).length > 0;
  report('realtime', 'subscriptions, every role × every published table (and one outside the publication)', subscriptions);
  report('realtime', 'roles refused a table outside the publication, of 5', refusedOutside, refusedOutside !== roles.length);
  report('realtime', 'deliveries to a role that may not read the row', wrong.length, wrong.length > 0);
  report('realtime', 'the admin and firm A got theirs', adminGot ? 'yes' : 'no', !adminGot);
  for (const line of wrong) console.log(`    ${line}`);
  for (const [, client] of roles) await client.removeAllChannels();
}

// ---------------------------------------------------------------- dos
async function dos(backend: RunningBackend, admin: Actor) {
  const service = clientOf(backend, backend.serviceRoleKey);
  await service.from('inquiries').insert(Array.from({ length: 500 }, (_, index) => ({ idempotency_key: randomUUID(), source: 'quote', first_name: 'Dee', last_name: `Os${index}`, name: `Dee Os${index}`, email: `dos-${index}-${tag}@example.com`, phone: '+1 555 0100', project_type: 'residential', details: 'x'.repeat(200), message: 'x' })));
  const ids = Array.from({ length: 3000 }, () => randomUUID());
  const queries: string[] = [
    `inquiry_inbox?or=(${Array.from({ length: 1000 }, (_, i) => `name.ilike.*${i}*`).join(',')})`,
    `inquiry_inbox?search_text=ilike.${'*a'.repeat(500)}*`,
    `inquiry_inbox?search_text=ilike.${'%_'.repeat(400)}`,
    `inquiry_inbox?name=match.${encodeURIComponent('(a+)+$')}`,
    `inquiry_inbox?name=imatch.${encodeURIComponent('^(a|aa)+$')}`,
    `inquiry_inbox?id=in.(${ids.join(',')})`,
    `inquiry_inbox?and=(${'or(name.eq.a,'.repeat(60)}name.eq.b${')'.repeat(60)})`,
    `inquiry_inbox?order=${Array.from({ length: 200 }, () => 'name.desc').join(',')}`,
    'inquiry_inbox?limit=100000000',
    'inquiry_inbox?offset=99999999999',
    `inquiry_inbox?select=${Array.from({ length: 500 }, () => 'name').join(',')}`,
    `inquiry_inbox?details=like.${'x'.repeat(20_000)}`,
    'inquiry_inbox?select=*,inquiries(*,inquiries(*,inquiries(*)))',
    'inquiries?select=*&details=fts.a',
    'inquiries?select=*&details=plfts(english).a%20b%20c',
    `inquiries?name=in.(${Array.from({ length: 5000 }, (_, i) => `"n${i}"`).join(',')})`,
    `inquiries?or=(and(name.eq.a,and(name.eq.b,and(name.eq.c,${'and(name.eq.d,'.repeat(40)}name.eq.e${')'.repeat(43)})`,
    'inquiries?created_at=gt.0001-01-01&created_at=lt.9999-12-31&order=created_at.desc&limit=1000',
    'inquiries?select=count()',
    'inquiries?select=name.count(),email.count()',
    'contractor_profiles?services=cs.{' + Array.from({ length: 2000 }, (_, i) => `s${i}`).join(',') + '}',
    'rpc/contractor_directory?service=' + 'x'.repeat(10_000),
    'inquiry_inbox?select=*&limit=1000&order=search_text.desc',
    `inquiry_inbox?not.or=(${Array.from({ length: 500 }, (_, i) => `email.eq.${i}@x`).join(',')})`,
    'inquiry_activity?select=*&order=created_at.desc&limit=1000',
  ];
  let slowest = 0;
  let over = 0;
  let refused = 0;
  let errors = 0;
  for (const path of queries) {
    checkDeadline();
    const began = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${admin.token}` }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    const ms = performance.now() - began;
    slowest = Math.max(slowest, ms);
    if (ms > DOS_BUDGET_MS) over += 1;
    if (status >= 400 && status < 500) refused += 1;
    if (status === 0 || status >= 500) errors += 1;
  }
  report('dos', 'pathological REST filters', queries.length);
  report('dos', 'slowest answer (ms)', Math.round(slowest), over > 0);
  report('dos', 'refused (4xx)', refused);
  report('dos', 'errors (5xx or no answer)', errors, errors > 0);
}

// ---------------------------------------------------------------- mail abuse (default limits)
async function mail(backend: RunningBackend, admin: Actor) {
  const inbox = async (email: string) => ((await (await fetch(`${backend.url}/inbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ subject: string }> }).messages;
  const inquiry = (email: string, index: number, forwarded: string) =>
    post(
      backend,
      'submit-inquiry',
      json({ idempotencyKey: randomUUID(), source: 'contact-form', form: { firstName: 'Vic', lastName: 'Tim', email, phone: '+1 555 0100', projectType: 'residential', message: `Probe ${index}` } }),
      { headers: { 'x-forwarded-for': forwarded } },
    );
  // The documented use: a sequence that greets every new contact-form lead, switched on.
  await admin.client.from('email_sequences').insert({ name: `Probe welcome ${tag}`, trigger_status: 'new', trigger_source: 'contact-form', is_active: true, steps: [{ delayDays: 0, subject: 'Welcome', body: 'Hello {{first_name}}' }] });
  const victims = [1, 2, 3].map((n) => `victim-${n}-${tag}@example.com`);
  const accepted: number[] = [];
  for (let index = 0; index < 12; index += 1) accepted.push((await inquiry(victims[index % 3]!, index, `198.51.100.${index}, 203.0.113.${index}`)).status);
  const through = accepted.filter((status) => status === 201).length;
  report('mail', 'submissions accepted of 12 with rotating X-Forwarded-For', through, through > 5);
  let throttled = 0;
  for (let index = 0; index < 90; index += 1) if ((await inquiry(`flood-${index}-${tag}@example.com`, index, `192.0.2.${index}`)).status === 429) throttled += 1;
  report('mail', 'of 90 more anonymous submissions, throttled', throttled, throttled < 80);
  const tick = await fetch(`${backend.url}/functions/v1/scheduled-jobs`, {
    method: 'POST',
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json' },
    body: json({ now: new Date(Date.now() + 60_000).toISOString() }),
  });
  await tick.text();
  let automated = 0;
  let acknowledgements = 0;
  for (const victim of victims) {
    for (const message of await inbox(victim)) {
      if (message.subject.startsWith('Thank you for contacting')) acknowledgements += 1;
      else automated += 1;
    }
  }
  report('mail', 'acknowledgements at the three typed addresses (at most one each)', acknowledgements, acknowledgements > 3);
  report('mail', 'automated mails at unconfirmed addresses after a scheduler tick', automated, automated > 0);
}

// ---------------------------------------------------------------- contracts
async function contracts(backend: RunningBackend, admin: Actor) {
  const service = clientOf(backend, backend.serviceRoleKey);
  const inbox = async (email: string) => ((await (await fetch(`${backend.url}/inbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ links: string[] }> }).messages;
  const email = `signer-${tag}@example.com`;
  const lead = ((await service.from('inquiries').insert({ idempotency_key: randomUUID(), source: 'quote', first_name: 'Sig', last_name: 'Ner', name: 'Sig Ner', email, phone: '+1 555 0100', project_type: 'residential', details: 'x', message: 'x', status: 'contacted' }).select('id').single()).data as { id: string }).id;
  const saved = JSON.parse((await post(backend, 'proposals', json({ action: 'save', draft: { inquiryId: lead, source: { kind: 'entered', label: 'x' }, inputs: { bottles: 1000 }, pricePoint: 'low', upgrades: [], message: '' } }), { token: admin.token })).text) as { id: string };
  await post(backend, 'proposals', json({ action: 'send', proposalId: saved.id }), { token: admin.token });
  const proposalToken = new URL((await inbox(email))[0]!.links[0]!).searchParams.get('proposal') ?? '';
  await post(backend, 'proposals', json({ action: 'accept', token: proposalToken, name: 'Sig Ner', agree: true }));
  const contract = JSON.parse((await post(backend, 'contracts', json({ action: 'create', proposalId: saved.id }), { token: admin.token })).text) as { id: string };
  await post(backend, 'contracts', json({ action: 'send', contractId: contract.id }), { token: admin.token });
  const token = new URL((await inbox(email))[0]!.links[0]!).searchParams.get('contract') ?? '';
  const answers = await Promise.all(['Sig Ner', 'Someone Else', 'A Third'].map((name) => post(backend, 'contracts', json({ action: 'sign', token, name, agree: true }), { headers: { 'x-forwarded-for': '6.6.6.6' } })));
  const row = (await service.from('contracts').select('signed_ip, audit').eq('id', contract.id).single()).data as { signed_ip: string; audit: Array<{ event: string }> };
  const signedEntries = row.audit.filter((entry) => entry.event === 'signed').length;
  report('contracts', 'parallel signatures with one link answered 200', answers.filter((answer) => answer.status === 200).length, answers.filter((answer) => answer.status === 200).length !== 1);
  report('contracts', '"signed" entries in the audit', signedEntries, signedEntries !== 1);
  report('contracts', 'signer address recorded (client wrote 6.6.6.6)', row.signed_ip, row.signed_ip === '6.6.6.6');
}

async function main() {
  console.log(`security probe ${tag}: loopback only, deadline ${DEADLINE_MS / 60_000} min`);
  // Everything but the mail section runs with a roomy inquiry allowance, so the payloads reach the validation.
  const roomyLimits = Object.fromEntries(['INQUIRY', 'AI_CHAT', 'AI_TOOLS', 'VOICE', 'REMINDERS'].flatMap((name) => [[`${name}_RATE_LIMIT_PER_MINUTE`, '0'], [`${name}_RATE_LIMIT_PER_DAY`, '0']]));
  const roomy = await startBackend({ port: 0, quiet: true, functionsEnvFile: null, functionsEnv: roomyLimits });
  try {
    const [admin, userA, contractorA, contractorB] = [await actor(roomy, 'admin', ['admin']), await actor(roomy, 'user'), await actor(roomy, 'firm-a', ['contractor']), await actor(roomy, 'firm-b', ['contractor'])];
    if (runs('payloads')) await payloads(roomy, admin, userA);
    if (runs('rls')) await rls(roomy, admin, userA, contractorA, contractorB);
    if (runs('tokens')) await tokens(roomy, admin);
    if (runs('realtime')) await realtime(roomy, admin, userA, contractorA, contractorB);
    if (runs('dos')) await dos(roomy, admin);
    if (runs('contracts')) await contracts(roomy, admin);
  } finally {
    await roomy.stop();
  }
  if (runs('mail')) {
    // The shipped defaults: 5 inquiries a minute and 30 a day per caller.
    const shipped = await startBackend({ port: 0, quiet: true, functionsEnvFile: null });
    try {
      await mail(shipped, await actor(shipped, 'mail-admin', ['admin']));
    } finally {
      await shipped.stop();
    }
  }
  const holes = figures.filter((figure) => figure.hole);
  console.log(`\n${figures.length} figures in ${Math.round((Date.now() - started) / 1000)} s; ${holes.length} hole${holes.length === 1 ? '' : 's'}.`);
  process.exit(holes.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
