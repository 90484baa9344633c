import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyJwt } from './jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

describe('local API keys', () => {
  it.each([
    ['anon', LOCAL_ANON_KEY],
    ['service_role', LOCAL_SERVICE_ROLE_KEY],
  ])('the %s key is signed with the local secret and carries its role', async (role, key) => {
    const verified = await verifyJwt(key, LOCAL_JWT_SECRET);
    expect(verified.ok).toBe(true);
    const claims = decodeJwt(key);
    expect(claims).toMatchObject({ role, iss: 'supabase-demo' });
    expect(claims.iat).toBeTypeOf('number');
    // Far future: the keys must outlive any development machine.
    expect(claims.exp).toBeGreaterThan(Date.UTC(2030, 0, 1) / 1000);
  });

  it('rejects a key signed with another secret', async () => {
    const verified = await verifyJwt(LOCAL_ANON_KEY, 'another-secret-that-is-at-least-32-characters');
    expect(verified).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
