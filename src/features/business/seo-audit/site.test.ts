import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditThisSite, NOT_A_BUILD } from './site.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the audit on a site that is not a build', () => {
  it('says plainly that it audits a build and how to make one, not that a file failed to parse', async () => {
    // The development server answers every path with its HTML shell.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<!doctype html><html><body><div id="root"></div></body></html>', { status: 200 })));
    const failure = auditThisSite(() => {});
    await expect(failure).rejects.toThrow(NOT_A_BUILD);
    await expect(failure).rejects.not.toThrow(/JSON|routes\.json/);
    expect(NOT_A_BUILD).toContain('npm run build, then npm run preview');
  });
});
