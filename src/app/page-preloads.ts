/**
 * Preloads a page's chunks when the visitor navigates to it: the page's own
 * chunk and everything it imports start downloading together, not one
 * import level after another. The lists come from /page-preloads.json
 * (written by the prerenderer; see scripts/vite/page-preloads.ts for why they
 * are not in the entry), fetched once the first page is idle. A navigation
 * before then, or in development, loads the page without them: the same page,
 * a round trip or two later.
 */
import { onHydrated } from '@/lib/hydration.ts';
import { whenIdle } from '@/lib/idle.ts';

/** What /page-preloads.json holds (written by scripts/prerender.ts): each file once, and each page's files by index. */
export interface PagePreloads {
  files: string[];
  pages: Record<string, number[]>;
}

let preloads: PagePreloads | null = null;

/** Fetches the lists; a failed fetch leaves none (navigations then load pages without them). */
export function loadPagePreloads(url = '/page-preloads.json'): Promise<void> {
  return fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<PagePreloads>) : null))
    .then((found) => {
      if (found && Array.isArray(found.files) && typeof found.pages === 'object') preloads = found;
    })
    .catch(() => undefined);
}

/** Adds a modulepreload link for each chunk of `page` (a route table page file) not already in the document. */
export function preloadPage(page: string): void {
  const lists = preloads;
  for (const href of (lists?.pages[page] ?? []).map((at) => `/${lists?.files[at]}`)) {
    // The page's own preloads, and those added for an earlier navigation, are in <head> already.
    if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Fetches `page`'s chunks into the HTTP cache at the lowest priority, without
 * running them: a later navigation to it then waits for no download (and the
 * spec's 'Loading...' spinner barely shows). Chunks already in <head>, as
 * preloads or prefetches, are skipped.
 */
export function prefetchPage(page: string): void {
  const lists = preloads;
  for (const href of (lists?.pages[page] ?? []).map((at) => `/${lists?.files[at]}`)) {
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The next step of the sales path that a page links to, fetched ahead of
 * the click: today the quote request, which a visitor reaches from the
 * landing page, the calculators and every tool's result (a phone on a slow
 * network waited about 3 s on 'Loading...' for it). `pageOf` names the page
 * file of a path (the route table's).
 */
export const NEXT_STEPS = ['/quote'] as const;

export function prefetchLinkedSteps(root: ParentNode, pageOf: (path: string) => string | null): void {
  for (const step of NEXT_STEPS) {
    if (!root.querySelector(`a[href="${step}"], a[href^="${step}?"]`)) continue;
    const page = pageOf(step);
    if (page) prefetchPage(page);
  }
}

/**
 * In a production build, fetches the lists once the first page is
 * interactive and the browser idle, then prefetches the next steps the page
 * links to (`pageOf`: see prefetchLinkedSteps).
 */
export function installPagePreloads(pageOf: (path: string) => string | null = () => null): void {
  if (!import.meta.env.PROD) return;
  onHydrated(() => whenIdle(() => void loadPagePreloads().then(() => prefetchLinkedSteps(document, pageOf)), 5000));
}

/** For tests: forget the lists. */
export function resetPagePreloads(): void {
  preloads = null;
}
