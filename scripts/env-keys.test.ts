import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY as BACKEND_ANON_KEY, LOCAL_BACKEND_URL } from '../backend/core/keys.ts';

describe('front-end defaults', () => {
  it('talk to the embedded backend with its own anon key', async () => {
    const env = await import('../src/lib/env.ts');
    expect(env.LOCAL_ANON_KEY).toBe(BACKEND_ANON_KEY);
    expect(env.LOCAL_SUPABASE_URL).toBe(LOCAL_BACKEND_URL);
  });
});
