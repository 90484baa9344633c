import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startBackend, type RunningBackend } from '../../backend/server.ts';
import { PASSWORD, env, followVerifyLink, inbox, newClient, serviceClient, signedInUser, uniqueEmail } from './helpers.ts';

/**
 * Auth findings of the hardening probe (docs/local-backend.md, "Limits and
 * hardening"). The throttles count per client address, and every request of
 * the suite comes from 127.0.0.1, so the tests that exhaust them run against
 * a backend of their own (default limits) instead of the shared one.
 */

const clientFor = (backend: RunningBackend): SupabaseClient =>
  createClient(backend.url, backend.anonKey, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

const RATE_LIMITED = { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' };

describe.runIf(env.local)('throttles (own backend, default limits)', () => {
  let backend: RunningBackend;
  const accounts: string[] = [];

  beforeAll(async () => {
    backend = await startBackend({ port: 0, functions: false, quiet: true });
    const admin = createClient(backend.url, backend.serviceRoleKey, {
      realtime: { transport: ws as unknown as typeof WebSocket },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    for (let index = 0; index < 6; index += 1) {
      const email = `throttle-${index}@winecellargpt.test`;
      const made = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
      if (made.error) throw made.error;
      accounts.push(email);
    }
  }, 60_000);

  afterAll(() => backend?.stop());

  /** GoTrue's legacy shape (no API version header), as the probe saw it. */
  const passwordSignIn = (email: string, password: string) =>
    fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

  it('a REST read is not held up by 20 concurrent sign-ins (bcrypt runs off the main thread)', async () => {
    const client = clientFor(backend);
    const account = accounts[0] ?? '';
    const started = performance.now();
    const before = performance.eventLoopUtilization();
    const signIns = Array.from({ length: 20 }, () =>
      client.auth.signInWithPassword({ email: account, password: PASSWORD }).then(({ error }) => {
        expect(error).toBeNull();
        return performance.now() - started;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    const readStarted = performance.now();
    const read = await fetch(`${backend.url}/rest/v1/contractor_profiles?select=id&limit=1`, { headers: { apikey: backend.anonKey } });
    expect(read.status).toBe(200);
    const readDone = performance.now() - started;
    const readMs = performance.now() - readStarted;
    const finished = (await Promise.all(signIns)).sort((a, b) => a - b);
    const busy = performance.eventLoopUtilization(before).utilization;
    // The read does not queue behind the hashing: it is done before most sign-ins are.
    expect(readDone).toBeLessThan(finished[finished.length - 1] ?? 0);
    expect(readMs).toBeLessThan(finished[Math.floor(finished.length / 2)] ?? 0);
    // With bcrypt on this thread (server and test share it) the loop is busy nearly all the time.
    expect(busy).toBeLessThan(0.5);
  });

  it('answers 429 in GoTrue’s shape after 10 failed sign-ins for one account, even with the right password', async () => {
    const account = accounts[1] ?? '';
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await passwordSignIn(account, 'wrong-password')).status).toBe(400);
    const limited = await passwordSignIn(account, 'wrong-password');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(RATE_LIMITED);
    expect((await passwordSignIn(account, PASSWORD)).status).toBe(429);
    // supabase-js reads it as a typed error.
    const viaClient = await clientFor(backend).auth.signInWithPassword({ email: account, password: PASSWORD });
    expect(viaClient.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Other accounts are not affected.
    expect((await passwordSignIn(accounts[2] ?? '', PASSWORD)).status).toBe(200);
  });

  it('takes a burst of parallel guesses one at a time per account, so no more than 10 get through', async () => {
    const account = accounts[3] ?? '';
    const statuses = await Promise.all(Array.from({ length: 25 }, () => passwordSignIn(account, 'wrong-password').then((response) => response.status)));
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('answers 429 after 30 failed sign-ins from one address, across accounts, and successes do not count', async () => {
    // 20 failures so far from this address (10 + 10 above); the refused attempts did not count.
    for (let index = 0; index < 5; index += 1) expect((await passwordSignIn(accounts[4] ?? '', PASSWORD)).status).toBe(200);
    for (let index = 0; index < 10; index += 1) expect((await passwordSignIn(`stranger-${index}@winecellargpt.test`, 'wrong-password')).status).toBe(400);
    const limited = await passwordSignIn(accounts[5] ?? '', PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(RATE_LIMITED);
  });
});

describe.runIf(env.local)('email codes (own backend)', () => {
  let backend: RunningBackend;

  beforeAll(async () => {
    backend = await startBackend({ port: 0, functions: false, quiet: true, limits: { otpFailuresPerIp: 1000 } });
  }, 60_000);

  afterAll(() => backend?.stop());

  const mailbox = async (email: string) => {
    const response = await fetch(`${backend.url}/inbox/api/messages?to=${encodeURIComponent(email)}`);
    return ((await response.json()) as { messages: Array<{ text: string; links: string[] }> }).messages;
  };
  const codeIn = (text: string | undefined) => /code: (\d{6})/.exec(text ?? '')?.[1] ?? '';
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('stops a code working after 5 wrong guesses', async () => {
    const email = `code-guess-${Date.now()}@winecellargpt.test`;
    const client = clientFor(backend);
    await client.auth.signInWithOtp({ email });
    const code = codeIn((await mailbox(email))[0]?.text);
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await client.auth.verifyOtp({ email, token: wrongCode(code), type: 'email' })).error?.code).toBe('otp_expired');
    }
    const right = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(right.error?.code).toBe('otp_expired');
    expect(right.data.session).toBeNull();
    // A new code works.
    await client.auth.signInWithOtp({ email });
    const fresh = codeIn((await mailbox(email))[0]?.text);
    expect((await client.auth.verifyOtp({ email, token: fresh, type: 'email' })).error).toBeNull();
  });

  it('answers 429 after 10 wrong codes for one address in the window, whatever the code', async () => {
    const email = `code-limit-${Date.now()}@winecellargpt.test`;
    const client = clientFor(backend);
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      await client.auth.signInWithOtp({ email });
      const code = codeIn((await mailbox(email))[0]?.text);
      for (let guess = 0; guess < 5; guess += 1) {
        statuses.push((await client.auth.verifyOtp({ email, token: wrongCode(code), type: 'email' })).error?.status ?? 200);
      }
    }
    expect(statuses).toEqual(Array(10).fill(403));
    await client.auth.signInWithOtp({ email });
    const code = codeIn((await mailbox(email))[0]?.text);
    const limited = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('one-time tokens verify only as what they were issued for', () => {
  it('a magic link does not verify as a recovery, nor a recovery link as a magic link', async () => {
    const { email } = await signedInUser('token-types');
    const admin = serviceClient();
    const magic = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    const asRecovery = await newClient().auth.verifyOtp({ token_hash: magic.data.properties?.hashed_token ?? '', type: 'recovery' });
    expect(asRecovery.error?.code).toBe('otp_expired');
    const asMagic = await newClient().auth.verifyOtp({ token_hash: magic.data.properties?.hashed_token ?? '', type: 'magiclink' });
    expect(asMagic.error).toBeNull();

    const recovery = await admin.auth.admin.generateLink({ type: 'recovery', email });
    const recoveryAsMagic = await newClient().auth.verifyOtp({ token_hash: recovery.data.properties?.hashed_token ?? '', type: 'magiclink' });
    expect(recoveryAsMagic.error?.code).toBe('otp_expired');
    const recoveryAsEmail = await newClient().auth.verifyOtp({ token_hash: recovery.data.properties?.hashed_token ?? '', type: 'email' });
    expect(recoveryAsEmail.error?.code).toBe('otp_expired');
    expect((await newClient().auth.verifyOtp({ token_hash: recovery.data.properties?.hashed_token ?? '', type: 'recovery' })).error).toBeNull();
  });

  it.skipIf(!env.local)('a mailed magic-link code verifies as `email` or `magiclink`, not as `recovery`; its link not as type=recovery', async () => {
    const { email } = await signedInUser('code-types');
    await newClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const [mail] = await inbox(email);
    const code = /code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await newClient().auth.verifyOtp({ email, token: code, type: 'recovery' })).error?.code).toBe('otp_expired');
    const link = (mail?.links[0] ?? '').replace('type=magiclink', 'type=recovery');
    const followed = await followVerifyLink(link);
    expect(followed.params.get('error_code')).toBe('otp_expired');
    expect((await newClient().auth.verifyOtp({ email, token: code, type: 'magiclink' })).error).toBeNull();
  });
});

describe.runIf(env.local)('/otp does not reveal who has an account', () => {
  it('answers an unknown address with create_user: false exactly as a known one, and sends nothing', async () => {
    const { email: known } = await signedInUser('otp-known');
    const unknown = uniqueEmail('otp-unknown');
    const ask = (email: string) =>
      fetch(`${env.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: env.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, create_user: false }),
      });
    const [forKnown, forUnknown] = await Promise.all([ask(known), ask(unknown)]);
    expect(forUnknown.status).toBe(200);
    expect(forKnown.status).toBe(200);
    expect(await forUnknown.text()).toBe(await forKnown.text());
    expect(await inbox(unknown)).toEqual([]);
    const listed = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.some((user) => user.email === unknown)).toBe(false);
  });
});
