import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { localBackend, pointsAtLocalBackend } from './vite-plugin.ts';

describe('pointsAtLocalBackend', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['http://127.0.0.1:54321', true],
    ['http://localhost:54321/', true],
    ['http://127.0.0.1:54322', false],
    ['https://abcd.supabase.co', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(pointsAtLocalBackend(url, 54321)).toBe(expected);
  });
});

describe('localBackend()', () => {
  const apply = localBackend().apply as (config: UserConfig, env: ConfigEnv) => boolean;

  it('runs for the dev server only, never for a build or preview', () => {
    expect(apply({}, { command: 'serve', mode: 'development', isPreview: false })).toBe(true);
    expect(apply({}, { command: 'serve', mode: 'production', isPreview: true })).toBe(false);
    expect(apply({}, { command: 'build', mode: 'production' })).toBe(false);
  });
});
