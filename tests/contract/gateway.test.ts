import { describe, expect, it } from 'vitest';
import { env, newClient, uniqueEmail } from './helpers.ts';

/** What every API answer shares: CORS for the browser, the API-key check, health and the inbox. */
describe('gateway', () => {
  it('answers browser preflights for the data API with the headers supabase-js sends', async () => {
    const response = await fetch(`${env.url}/rest/v1/saved_calculations`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'apikey, authorization, content-type, prefer, x-client-info, accept-profile',
      },
    });
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^\*|http:\/\/localhost:5173$/);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['apikey', 'authorization', 'prefer']) expect(allowed).toContain(header);
  });

  it('lets the browser read Content-Range for counts', async () => {
    // A table a visitor may read (the public directory), filtered to nothing.
    const response = await fetch(`${env.url}/rest/v1/contractor_profiles?select=id&slug=eq.no-such-firm`, {
      headers: { apikey: env.anonKey, origin: 'http://localhost:5173', prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe('*/0');
    expect((response.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain('content-range');
  });

  it('refuses data requests without a project API key', async () => {
    expect((await fetch(`${env.url}/rest/v1/saved_calculations?select=id`)).status).toBe(401);
    const wrongKey = await fetch(`${env.url}/rest/v1/saved_calculations?select=id`, { headers: { apikey: 'not-a-key' } });
    expect(wrongKey.status).toBe(401);
  });

  it.skipIf(!env.local)('reports health and names itself, so a second dev server can reuse it', async () => {
    const health = (await (await fetch(`${env.url}/health`)).json()) as { status: string; service: string; functions: string[] };
    expect(health).toMatchObject({ status: 'ok', service: 'winecellargpt-local-backend' });
    expect(health.functions).toContain('submit-inquiry');
  });

  it.skipIf(!env.local)('keeps mail in the inbox until it is cleared', async () => {
    const email = uniqueEmail('inbox');
    await newClient().auth.signInWithOtp({ email });
    const listed = (await (await fetch(`${env.url}/inbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: unknown[] };
    expect(listed.messages).toHaveLength(1);
    const page = await (await fetch(`${env.url}/inbox`)).text();
    expect(page).toContain(email);
    expect((await fetch(`${env.url}/inbox/api/messages`, { method: 'DELETE' })).status).toBe(204);
    const after = (await (await fetch(`${env.url}/inbox/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: unknown[] };
    expect(after.messages).toEqual([]);
  });

  it.skipIf(!env.local)('serves the inbox to its own origin only: another page cannot read captured links or clear them', async () => {
    const evil = { origin: 'https://evil.example' };
    const read = await fetch(`${env.url}/inbox/api/messages`, { headers: evil });
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${env.url}/inbox/api/messages`, { method: 'OPTIONS', headers: { ...evil, 'access-control-request-method': 'GET' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${env.url}/inbox/clear`, { method: 'POST', headers: evil, redirect: 'manual' })).status).toBe(403);
    expect((await fetch(`${env.url}/inbox/api/messages`, { method: 'DELETE', headers: evil })).status).toBe(403);
    expect((await fetch(`${env.url}/inbox`, { headers: evil })).status).toBe(403);
    // The inbox page itself (same origin) and tools without an Origin (tests, curl) still work, with no CORS grant.
    const own = await fetch(`${env.url}/inbox/api/messages`, { headers: { origin: env.url } });
    expect(own.status).toBe(200);
    const plain = await fetch(`${env.url}/inbox/api/messages`);
    expect([plain.status, plain.headers.get('access-control-allow-origin')]).toEqual([200, null]);
  });
});
