import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseByteSize, parseToml, projectConfigFrom, readProjectConfig } from './config-toml.ts';

describe('parseToml', () => {
  it('reads tables, dotted and quoted keys, scalars and multi-line arrays', () => {
    const parsed = parseToml(`
title = "cellar # not a comment" # a comment
[auth]
site_url = 'http://localhost:5173'
jwt_expiry = 3_600
urls = [
  "http://a.test", # first
  "http://b.test",
]
[auth.email]
enable_confirmations = false
[functions."ai-chat"]
verify_jwt = false
`);
    expect(parsed).toEqual({
      title: 'cellar # not a comment',
      auth: {
        site_url: 'http://localhost:5173',
        jwt_expiry: 3600,
        urls: ['http://a.test', 'http://b.test'],
        email: { enable_confirmations: false },
      },
      functions: { 'ai-chat': { verify_jwt: false } },
    });
  });

  it('reads what the CLI’s file may also hold, such as inline tables', () => {
    expect(parseToml('[a]\nb = { inline = 1 }')).toEqual({ a: { b: { inline: 1 } } });
  });

  it('names the line of a value it does not understand', () => {
    expect(() => parseToml('[a]\nb = = 1')).toThrow(/^config.toml line 2: /);
  });
});

describe('parseByteSize', () => {
  it.each([
    ['50MiB', 50 * 1024 * 1024],
    ['5MB', 5_000_000],
    ['1024', 1024],
    [2048, 2048],
  ] as const)('%s → %d bytes', (input, bytes) => {
    expect(parseByteSize(input, 0)).toBe(bytes);
  });

  it('falls back on nonsense', () => {
    expect(parseByteSize('lots', 7)).toBe(7);
  });
});

describe('supabase/config.toml', () => {
  const config = readProjectConfig(new URL('../../supabase/config.toml', import.meta.url).pathname);

  it('holds the auth settings the site and the local backend rely on', () => {
    expect(config.siteUrl).toBe('http://localhost:5173');
    expect(config.minimumPasswordLength).toBe(8);
    expect(config.enableConfirmations).toBe(false);
    expect(config.jwtExpiry).toBe(3600);
  });

  it('lets visitors call the public functions without a user JWT', () => {
    expect(config.publicFunctions.sort()).toEqual(['ai-chat', 'ai-tools', 'confirm-email', 'contracts', 'email-sequences', 'maintenance-reminders', 'proposals', 'submit-inquiry', 'voice-to-text']);
  });

  it('serves the API on the port the front end expects', () => {
    const toml = parseToml(readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8'));
    expect((toml.api as Record<string, unknown>).port).toBe(54321);
  });

  it('applies CLI defaults for what it leaves out', () => {
    expect(projectConfigFrom({})).toMatchObject({ minimumPasswordLength: 6, refreshTokenReuseInterval: 10, publicFunctions: [] });
  });
});
