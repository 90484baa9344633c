import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHydrated } from '@/lib/hydration.ts';
import { loadPagePreloads, prefetchLinkedSteps, prefetchPage, preloadPage, resetPagePreloads } from './page-preloads.ts';

const lists = {
  files: ['assets/quote-page-Gg5Hh6Ii.js', 'assets/form-Zx9_Yu45.js', 'assets/zod-Pp0oIi98.js'],
  pages: { 'features/quote/quote-page.tsx': [0, 1, 2], 'app/pages/not-found-page.tsx': [] },
};
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  vi.unstubAllGlobals();
  resetPagePreloads();
  document.head.innerHTML = '';
});

describe('page preloads', () => {
  it('before the lists have come, a navigation preloads nothing', () => {
    preloadPage('features/quote/quote-page.tsx');
    expect(preloaded()).toEqual([]);
  });

  it('once fetched, a page’s chunks are preloaded, each once, and not those the page already has', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(lists)))));
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/zod-Pp0oIi98.js">';
    await loadPagePreloads();
    preloadPage('features/quote/quote-page.tsx');
    preloadPage('features/quote/quote-page.tsx');
    expect(preloaded()).toEqual(['/assets/zod-Pp0oIi98.js', '/assets/quote-page-Gg5Hh6Ii.js', '/assets/form-Zx9_Yu45.js']);
    expect(document.head.querySelector<HTMLLinkElement>('link[href="/assets/form-Zx9_Yu45.js"]')?.crossOrigin).toBe('');
  });

  it('a page the lists do not know, a missing file or a failed fetch: nothing preloaded, nothing thrown', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('not found', { status: 404 }))));
    await loadPagePreloads();
    preloadPage('features/quote/quote-page.tsx');
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    await expect(loadPagePreloads()).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(lists)))));
    await loadPagePreloads();
    preloadPage('features/unknown/unknown-page.tsx');
    expect(preloaded()).toEqual([]);
  });

  it('in a production build, a navigation before the lists have come fetches them once and preloads its chunks when they arrive', async () => {
    resetPagePreloads(true);
    let answer: (response: Response) => void = () => {};
    const fetched = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetched);
    // The first page, hydrating, has its chunks in its prerendered <head> already: no fetch for it.
    preloadPage('features/quote/quote-page.tsx');
    expect(fetched).not.toHaveBeenCalled();
    markHydrated();
    preloadPage('features/quote/quote-page.tsx');
    preloadPage('features/quote/quote-page.tsx');
    expect(preloaded()).toEqual([]);
    expect(fetched).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify(lists)));
    await loadPagePreloads();
    expect(preloaded()).toEqual(['/assets/quote-page-Gg5Hh6Ii.js', '/assets/form-Zx9_Yu45.js', '/assets/zod-Pp0oIi98.js']);
  });
});

describe('prefetching the next step', () => {
  const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

  it('fetches a page’s chunks into the cache at low priority (nothing runs), each once, none already preloaded', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(lists)))));
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/zod-Pp0oIi98.js">';
    await loadPagePreloads();
    prefetchPage('features/quote/quote-page.tsx');
    prefetchPage('features/quote/quote-page.tsx');
    expect(prefetched()).toEqual(['/assets/quote-page-Gg5Hh6Ii.js', '/assets/form-Zx9_Yu45.js']);
    // A navigation then preloads what was prefetched as modules, which the cache now answers.
    preloadPage('features/quote/quote-page.tsx');
    expect(preloaded()).toEqual(['/assets/zod-Pp0oIi98.js', '/assets/quote-page-Gg5Hh6Ii.js', '/assets/form-Zx9_Yu45.js']);
  });

  it('the pages a document links to the quote from prefetch it; others do not', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(lists)))));
    await loadPagePreloads();
    document.body.innerHTML = '<a href="/calculators">Calculators</a>';
    prefetchLinkedSteps(document, (path) => (path === '/quote' ? 'features/quote/quote-page.tsx' : null));
    expect(prefetched()).toEqual([]);
    document.body.innerHTML = '<a href="/quote?b=1200&amp;f=luxury">Get a quote</a>';
    prefetchLinkedSteps(document, (path) => (path === '/quote' ? 'features/quote/quote-page.tsx' : null));
    expect(prefetched()).toEqual(['/assets/quote-page-Gg5Hh6Ii.js', '/assets/form-Zx9_Yu45.js', '/assets/zod-Pp0oIi98.js']);
    document.body.innerHTML = '';
  });
});
