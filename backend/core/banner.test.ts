import { describe, expect, it } from 'vitest';
import { formatBanner, type BannerInfo } from './banner.ts';

const info = (created: boolean, password: string | null): BannerInfo => ({
  url: 'http://127.0.0.1:54321',
  anonKey: 'anon-key',
  serviceRoleKey: 'service-key',
  inboxUrl: 'http://127.0.0.1:54321/inbox',
  admin: { email: 'admin@winecellargpt.local', password, created },
  functions: ['submit-inquiry'],
});

describe('formatBanner', () => {
  it('shows the URL, both keys, the inbox and the functions', () => {
    const text = formatBanner(info(false, 'secret'));
    for (const part of ['http://127.0.0.1:54321', 'anon-key', 'service-key', '/inbox', 'submit-inquiry']) expect(text).toContain(part);
  });

  it('prints the admin password on first start, or when asked, and hides it otherwise', () => {
    expect(formatBanner(info(true, 'first-pass'))).toContain('admin@winecellargpt.local / first-pass');
    expect(formatBanner(info(false, 'kept-pass'))).not.toContain('kept-pass');
    expect(formatBanner(info(false, 'kept-pass'), { alwaysShowPassword: true })).toContain('kept-pass');
    expect(formatBanner(info(false, null), { alwaysShowPassword: true })).toContain('db:reset');
  });
});
