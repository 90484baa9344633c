import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type RealtimeChannel, type RealtimePostgresChangesPayload, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_JWT_SECRET } from '../../backend/core/keys.ts';
import { signJwt, nowSeconds } from '../../backend/core/jwt.ts';
import { startBackend } from '../../backend/server.ts';
import { env, leadRow, newClient, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/**
 * Realtime through supabase-js: postgres_changes reach a subscriber only when
 * RLS lets that subscriber select the row, filters apply on the server, a
 * refreshed token changes what arrives, and a page is live again after the
 * backend restarts. The same checks run against a hosted project
 * (CONTRACT_SUPABASE_URL), except those that need the local backend.
 */
type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;
type Status = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

interface Listener {
  channel: RealtimeChannel;
  changes: Change[];
  statuses: Array<{ status: Status; at: number; message?: string }>;
  /** Resolves with the first change that passes `test` (now or later). */
  next(test: (change: Change) => boolean, timeoutMs?: number): Promise<Change>;
  /** Resolves at the next time the channel reaches `status`. */
  reach(status: Status, timeoutMs?: number): Promise<number>;
}

const service = serviceClient();
const clients: SupabaseClient[] = [];
let channelSequence = 0;

function waitFor<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const found = check();
      if (found !== undefined) return resolve(found);
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(tick, 25);
    };
    tick();
  });
}

/** Subscribes one channel to postgres_changes and resolves once it is SUBSCRIBED (or with its error). */
function listen(
  client: SupabaseClient,
  bindings: Array<{ table: string; event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string }>,
  options: { expectError?: boolean } = {},
): Promise<Listener> {
  clients.push(client);
  channelSequence += 1;
  let channel = client.channel(`contract-${channelSequence}`);
  const changes: Change[] = [];
  const statuses: Listener['statuses'] = [];
  for (const binding of bindings) {
    channel = channel.on('postgres_changes', { event: binding.event ?? '*', schema: 'public', table: binding.table, ...(binding.filter ? { filter: binding.filter } : {}) } as never, (change: Change) => {
      changes.push(change);
    });
  }
  const listener: Listener = {
    channel,
    changes,
    statuses,
    next: (test, timeoutMs = 5000) => waitFor(() => changes.find(test), timeoutMs, 'a change'),
    reach: (status, timeoutMs = 5000) => {
      const from = statuses.length;
      return waitFor(() => statuses.slice(from).find((entry) => entry.status === status)?.at, timeoutMs, status);
    },
  };
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      statuses.push({ status, at: Date.now(), ...(error ? { message: error.message } : {}) });
      if (statuses.length !== 1) return;
      if (status === 'SUBSCRIBED' || options.expectError) resolve(listener);
      else reject(new Error(`${status}: ${error?.message}`));
    });
  });
}

const lead = (overrides: Record<string, unknown> = {}) => leadRow({ source: 'contact-form', first_name: 'Ines', last_name: 'Moreau', name: 'Ines Moreau', budget: '50k-100k', ...overrides });

async function insertLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await service.from('inquiries').insert(lead(overrides)).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** What arrives at a subscriber arrives in the same delivery round as the admin's copy; this leaves room for it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

const newRow = (change: Change) => change.new as Record<string, unknown>;
const oldRow = (change: Change) => change.old as Record<string, unknown>;

let admin: TestUser;
let admin2: TestUser;
let plain: TestUser;
let contractor: TestUser;

beforeAll(async () => {
  [admin, admin2, plain, contractor] = await Promise.all([
    signedInUser('rt-admin', ['admin']),
    signedInUser('rt-admin2', ['admin']),
    signedInUser('rt-plain'),
    signedInUser('rt-contractor', ['contractor']),
  ]);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
});

describe('postgres_changes follow RLS', () => {
  it('delivers a new lead to an admin, and not to anon, a plain user or a contractor', async () => {
    const [toAdmin, toAnon, toPlain, toContractor] = await Promise.all([
      listen(admin.client, [{ table: 'inquiries' }, { table: 'inquiry_activity', event: 'INSERT' }]),
      listen(newClient(), [{ table: 'inquiries' }]),
      listen(plain.client, [{ table: 'inquiries' }, { table: 'inquiry_activity' }]),
      listen(contractor.client, [{ table: 'inquiries' }, { table: 'inquiry_activity' }]),
    ]);
    const id = await insertLead({ last_name: 'Realtime', name: 'Ines Realtime' });

    const inserted = await toAdmin.next((change) => change.table === 'inquiries' && newRow(change).id === id);
    expect(inserted).toMatchObject({ schema: 'public', table: 'inquiries', eventType: 'INSERT', errors: null });
    expect(newRow(inserted)).toMatchObject({ id, name: 'Ines Realtime', status: 'new', budget: '50k-100k', first_opened_at: null });
    expect(Date.parse(inserted.commit_timestamp)).toBeGreaterThan(Date.now() - 60_000);
    // The log entry the database wrote itself (a trigger) is a change like any other, after the lead's.
    const received = await toAdmin.next((change) => change.table === 'inquiry_activity' && newRow(change).inquiry_id === id);
    expect(newRow(received)).toMatchObject({ kind: 'received', to_value: 'new', detail: 'contact-form' });
    expect(toAdmin.changes.indexOf(inserted)).toBeLessThan(toAdmin.changes.indexOf(received));

    await settle();
    expect(toAnon.changes).toEqual([]);
    expect(toPlain.changes).toEqual([]);
    expect(toContractor.changes).toEqual([]);
  });

  it('delivers a status change and an assignment made by another admin, with only the key of the old row', async () => {
    const id = await insertLead();
    const watcher = await listen(admin.client, [{ table: 'inquiries', event: 'UPDATE' }]);
    const plainWatcher = await listen(plain.client, [{ table: 'inquiries', event: 'UPDATE' }]);
    expect((await admin2.client.from('inquiries').update({ status: 'contacted' }).eq('id', id)).error).toBeNull();
    const update = await watcher.next((change) => newRow(change).id === id && newRow(change).status === 'contacted');
    expect(update.eventType).toBe('UPDATE');
    expect(oldRow(update)).toEqual({ id });

    expect((await admin2.client.from('inquiries').update({ assignee_id: admin2.user.id }).eq('id', id)).error).toBeNull();
    const assigned = await watcher.next((change) => newRow(change).id === id && newRow(change).assignee_id === admin2.user.id);
    expect(newRow(assigned).status).toBe('contacted');
    await settle();
    expect(plainWatcher.changes).toEqual([]);
  });

  it('delivers a delete to an admin only, with the primary key alone', async () => {
    const id = await insertLead();
    const [toAdmin, toPlain] = await Promise.all([listen(admin.client, [{ table: 'inquiries', event: 'DELETE' }]), listen(plain.client, [{ table: 'inquiries', event: 'DELETE' }])]);
    expect((await service.from('inquiries').delete().eq('id', id)).error).toBeNull();
    const deleted = await toAdmin.next((change) => oldRow(change).id === id);
    expect(deleted.eventType).toBe('DELETE');
    expect(oldRow(deleted)).toEqual({ id });
    await settle();
    expect(toPlain.changes).toEqual([]);
  });

  it('applies filters on the server (eq, in)', async () => {
    const [first, second] = await Promise.all([insertLead(), insertLead()]);
    const byId = await listen(admin.client, [{ table: 'inquiries', event: 'UPDATE', filter: `id=eq.${first}` }]);
    const byStatus = await listen(admin.client, [{ table: 'inquiries', event: 'UPDATE', filter: 'status=in.(won,"on-hold")' }]);
    await admin.client.from('inquiries').update({ status: 'won' }).eq('id', second);
    await admin.client.from('inquiries').update({ status: 'contacted' }).eq('id', first);
    await byId.next((change) => newRow(change).id === first);
    await byStatus.next((change) => newRow(change).id === second);
    await settle();
    expect(byId.changes.map((change) => newRow(change).id)).toEqual([first]);
    expect(byStatus.changes.map((change) => newRow(change).id)).toEqual([second]);
  });

  it('follows a refreshed token: after the admin token gives way to the anon key, nothing more arrives', async () => {
    const client = newClient();
    const signIn = await client.auth.signInWithPassword({ email: admin.email, password: 'correct-horse-battery' });
    expect(signIn.error).toBeNull();
    const watcher = await listen(client, [{ table: 'inquiries', event: 'INSERT' }]);
    const before = await insertLead();
    await watcher.next((change) => newRow(change).id === before);

    await client.realtime.setAuth(env.anonKey);
    // The access_token push and the insert travel separately; give the push its round trip first.
    await settle();
    const after = await insertLead();
    await settle();
    expect(watcher.changes.map((change) => newRow(change).id)).not.toContain(after);
  });
});

describe('the channel itself', () => {
  it('refuses a join with a token that does not verify', async () => {
    const client = newClient();
    await client.realtime.setAuth('not-a-real-token');
    const refused = await listen(client, [{ table: 'inquiries' }], { expectError: true });
    expect(refused.statuses[0]).toMatchObject({ status: 'CHANNEL_ERROR', message: expect.stringMatching(/invalid token/i) });
  });

  it('refuses a table that is not in the supabase_realtime publication', async () => {
    const refused = await listen(admin.client, [{ table: 'newsletter_signups' }], { expectError: true });
    expect(refused.statuses[0]).toMatchObject({ status: 'CHANNEL_ERROR', message: expect.stringMatching(/supabase_realtime publication/) });
  });

  it('answers heartbeats', async () => {
    const client = newClient();
    await listen(client, [{ table: 'inquiries' }]);
    const beats: string[] = [];
    client.realtime.onHeartbeat((status) => beats.push(status));
    await client.realtime.sendHeartbeat();
    await waitFor(() => (beats.includes('ok') ? true : undefined), 5000, 'a heartbeat reply');
    expect(beats).toEqual(['sent', 'ok']);
  });
});

// Raw Phoenix frames, the expired-token check (it needs the JWT secret) and restarts: local backend only.
describe.skipIf(!env.local)('the local realtime endpoint [local backend only]', () => {
  const socketUrl = (query: string) => `${env.url.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`;

  function openSocket(query: string): Promise<{ socket: WebSocket; frames: unknown[][] }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(socketUrl(query));
      const frames: unknown[][] = [];
      socket.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown[]));
      socket.on('open', () => resolve({ socket, frames }));
      socket.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      socket.on('error', reject);
    });
  }

  it('refuses a connection without a project key', async () => {
    await expect(openSocket('vsn=2.0.0')).rejects.toThrow('HTTP 401');
    await expect(openSocket('vsn=2.0.0&apikey=nope')).rejects.toThrow('HTTP 401');
  });

  it('speaks vsn 2.0.0 arrays: heartbeat, an unknown topic, a join and a leave', async () => {
    const { socket, frames } = await openSocket(`apikey=${env.anonKey}&vsn=2.0.0`);
    try {
      socket.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
      socket.send(JSON.stringify(['2', '3', 'realtime:nobody', 'broadcast', {}]));
      socket.send(JSON.stringify(['4', '4', 'realtime:raw', 'phx_join', { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'inquiries', filter: 'status=eq.new' }] } }]));
      socket.send(JSON.stringify(['4', '5', 'realtime:raw', 'phx_leave', {}]));
      await waitFor(() => (frames.some((frame) => frame[1] === '5') ? true : undefined), 5000, 'the leave reply');
      expect(frames).toContainEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
      expect(frames).toContainEqual(['2', '3', 'realtime:nobody', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);
      const joined = frames.find((frame) => frame[1] === '4') as [string, string, string, string, { status: string; response: { postgres_changes: Array<Record<string, unknown>> } }];
      expect(joined[4].status).toBe('ok');
      expect(joined[4].response.postgres_changes).toEqual([{ id: expect.any(Number), event: 'INSERT', schema: 'public', table: 'inquiries', filter: 'status=eq.new' }]);
      expect(frames).toContainEqual(['4', null, 'realtime:raw', 'system', { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'raw' }]);
      expect(frames).toContainEqual(['4', '5', 'realtime:raw', 'phx_reply', { status: 'ok', response: {} }]);
    } finally {
      socket.close();
    }
  });

  it('refuses an expired token at join, and closes a channel whose new token has expired', async () => {
    const expired = await signJwt({ role: 'authenticated', sub: admin.user.id, exp: nowSeconds() - 5 }, LOCAL_JWT_SECRET);
    const client = newClient();
    await client.realtime.setAuth(expired);
    const refused = await listen(client, [{ table: 'inquiries' }], { expectError: true });
    expect(refused.statuses[0]).toMatchObject({ status: 'CHANNEL_ERROR', message: 'Token has expired' });

    const { socket, frames } = await openSocket(`apikey=${env.anonKey}&vsn=2.0.0`);
    try {
      socket.send(JSON.stringify(['1', '1', 'realtime:expiring', 'phx_join', { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'inquiries' }] } }]));
      socket.send(JSON.stringify(['1', '2', 'realtime:expiring', 'access_token', { access_token: expired }]));
      await waitFor(() => (frames.some((frame) => frame[3] === 'phx_close') ? true : undefined), 5000, 'phx_close');
      expect(frames).toContainEqual(['1', null, 'realtime:expiring', 'system', { extension: 'system', status: 'error', message: 'Token has expired', channel: 'expiring' }]);
    } finally {
      socket.close();
    }
  });

  it('answers HTTP between delivery rounds of a burst of 1,000 new leads, and delivers all of it', async () => {
    const watcher = await listen(admin.client, [{ table: 'inquiries', event: 'INSERT', filter: 'source=eq.quote' }]);
    const stem = `Burst${Date.now()}`;
    // 1,000 leads and their 1,000 log entries: four delivery rounds of 500.
    const burst = Array.from({ length: 1000 }, (_, index) => lead({ source: 'quote', name: `Ines ${stem}-${index}` }));
    const arrived = () => watcher.changes.filter((change) => String(newRow(change).name).startsWith(`Ines ${stem}-`)).length;
    const { error } = await service.from('inquiries').insert(burst);
    expect(error).toBeNull();
    const answer = await plain.client.from('saved_calculations').select('id').limit(1);
    expect(answer.error).toBeNull();
    // A request made as the burst starts is answered between rounds, not after the whole burst.
    expect(arrived()).toBeLessThan(1000);
    await waitFor(() => (arrived() === 1000 ? true : undefined), 50_000, '1,000 changes');
  }, 90_000);

  it('a flood from one client (150 channels of 100 filters each) is capped at its limits and slows nobody else', async () => {
    const token = (await plain.client.auth.getSession()).data.session?.access_token ?? '';
    const filters = (channel: number) =>
      Array.from({ length: 100 }, (_, index) => ({ event: '*', schema: 'public', table: index % 2 ? 'inquiries' : 'inquiry_notes', filter: `id=eq.00000000-0000-4000-8000-${String(channel * 100 + index).padStart(12, '0')}` }));
    const join = (channel: number) => JSON.stringify([`j${channel}`, `j${channel}`, `realtime:flood-${channel}`, 'phx_join', { config: { postgres_changes: filters(channel) }, access_token: token }]);

    // All at once: past 100 frames waiting to be handled, the socket is closed as a policy violation.
    const burst = await openSocket(`apikey=${env.anonKey}&vsn=2.0.0`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => burst.socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
    for (let channel = 0; channel < 150; channel += 1) burst.socket.send(join(channel));
    expect(await closed).toEqual({ code: 1008, reason: 'Too many messages' });

    // Paced, 50 joins at a time: 100 channels (10,000 filters) are joined, the rest refused.
    const { socket, frames } = await openSocket(`apikey=${env.anonKey}&vsn=2.0.0`);
    try {
      const replies = () => frames.filter((frame) => frame[3] === 'phx_reply' && String(frame[1]).startsWith('j'));
      for (let batch = 0; batch < 3; batch += 1) {
        for (let channel = batch * 50; channel < (batch + 1) * 50; channel += 1) socket.send(join(channel));
        await waitFor(() => (replies().length === (batch + 1) * 50 ? true : undefined), 20_000, `${(batch + 1) * 50} join replies`);
      }
      const statuses = replies().map((frame) => (frame[4] as { status: string }).status);
      expect(statuses.filter((status) => status === 'ok')).toHaveLength(100);
      expect(statuses.filter((status) => status === 'error')).toHaveLength(50);
      expect(JSON.stringify(replies().at(-1))).toContain('Too many channels');

      // Meanwhile everyone else is served: the API answers, and an admin's subscription delivers at once.
      const watcher = await listen(admin.client, [{ table: 'inquiries', event: 'INSERT' }]);
      expect((await plain.client.from('saved_calculations').select('id').limit(1)).error).toBeNull();
      const id = await insertLead();
      await watcher.next((change) => newRow(change).id === id, 5000);
      // And the flooding socket, a plain user, received none of it.
      await settle();
      expect(frames.filter((frame) => frame[3] === 'postgres_changes')).toEqual([]);
    } finally {
      socket.close();
    }
  }, 90_000);

  it('holds its limits: sockets, channels per socket, frame size and silent sockets', async () => {
    const small = await startBackend({
      port: 0,
      functions: false,
      quiet: true,
      limits: { realtimeSockets: 1, realtimeChannelsPerSocket: 1, realtimeMessageBytes: 1024, realtimeIdleSeconds: 2 },
    });
    const url = `${small.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${small.anonKey}&vsn=2.0.0`;
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.on('open', () => resolve(socket));
        socket.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      });
    const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    try {
      const first = await open();
      const frames: unknown[][] = [];
      first.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown[]));
      await expect(open()).rejects.toThrow('HTTP 429');

      first.send(JSON.stringify(['1', '1', 'realtime:one', 'phx_join', { config: {} }]));
      first.send(JSON.stringify(['2', '2', 'realtime:two', 'phx_join', { config: {} }]));
      await waitFor(() => (frames.some((frame) => frame[1] === '2') ? true : undefined), 5000, 'the second join reply');
      expect(frames).toContainEqual(['2', '2', 'realtime:two', 'phx_reply', { status: 'error', response: { reason: 'Too many channels: a socket may join at most 1' } }]);

      const tooBig = closed(first);
      first.send(JSON.stringify([null, '3', 'phoenix', 'heartbeat', { padding: 'x'.repeat(2000) }]));
      expect(await tooBig).toBe(1009);

      // The closed socket's place is free again; this one says nothing and is dropped.
      await waitFor(() => (first.readyState === WebSocket.CLOSED ? true : undefined), 5000, 'the closed socket');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const silent = await open();
      const startedAt = Date.now();
      await closed(silent);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1500);
    } finally {
      await small.stop();
    }
  }, 90_000);

  it('is live again within the backoff after the backend restarts, and delivers the next change', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'contract-realtime-'));
    const port = await freePort();
    let backend = await startBackend({ port, dataDir, functions: false, quiet: true });
    try {
      const client = createClient(backend.url, backend.anonKey, {
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
      const signIn = await client.auth.signInWithPassword({ email: backend.admin.email, password: backend.admin.password ?? '' });
      expect(signIn.error).toBeNull();
      const watcher = await listen(client, [{ table: 'inquiries', event: 'INSERT' }]);

      const errored = watcher.reach('CHANNEL_ERROR', 5000);
      await backend.stop();
      await errored;
      backend = await startBackend({ port, dataDir, functions: false, quiet: true });
      const restartedAt = Date.now();
      const rejoinedAt = await watcher.reach('SUBSCRIBED', 12_000);
      // The longest step of the backoff is 10 s.
      expect(rejoinedAt - restartedAt).toBeLessThanOrEqual(10_500);

      const restartedService = createClient(backend.url, backend.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } });
      const { data, error } = await restartedService.from('inquiries').insert(lead()).select('id').single();
      expect(error).toBeNull();
      const id = (data as { id: string }).id;
      await watcher.next((change) => newRow(change).id === id, 5000);
      await client.removeAllChannels();
    } finally {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
