import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../core/keys.ts';
import { LINK_SECRET_FILE, localLinkSecret } from './link-secret.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the local link secret', () => {
  it('is random, long enough and never an API key', () => {
    const [a, b] = [localLinkSecret(), localLinkSecret()];
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect([LOCAL_SERVICE_ROLE_KEY, LOCAL_ANON_KEY]).not.toContain(a);
  });

  it('is kept in the data folder (owner-only), so mailed links survive a restart', () => {
    const folder = mkdtempSync(join(tmpdir(), 'link-secret-'));
    folders.push(folder);
    const first = localLinkSecret(folder);
    expect(localLinkSecret(folder)).toBe(first);
    expect(statSync(join(folder, LINK_SECRET_FILE)).mode & 0o077).toBe(0);
  });
});
