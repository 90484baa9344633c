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

/** In a production build, fetches the lists once the first page is interactive and the browser idle. */
export function installPagePreloads(): void {
  if (!import.meta.env.PROD) return;
  onHydrated(() => whenIdle(() => void loadPagePreloads(), 5000));
}

/** For tests: forget the lists. */
export function resetPagePreloads(): void {
  preloads = null;
}
