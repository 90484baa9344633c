/**
 * Preloads a page's chunks when the visitor navigates to it: the page's own
 * chunk and everything it imports start downloading together, not one
 * import level after another. The lists come from /page-preloads.json
 * (written by the prerenderer; see scripts/vite/page-preloads.ts for why they
 * are not in the entry), fetched in spare time (after the visitor's first
 * input, when the device can afford it: src/lib/spare-time.ts) or by the
 * first navigation that needs them; that navigation's chunks are preloaded as
 * soon as the lists arrive. In development there are no lists: pages load
 * their imports as the browser finds them.
 */
import { isHydrated } from '@/lib/hydration.ts';
import { whenSpare } from '@/lib/spare-time.ts';

/** What /page-preloads.json holds (written by scripts/prerender.ts): each file once, and each page's files by index. */
export interface PagePreloads {
  files: string[];
  pages: Record<string, number[]>;
}

let preloads: PagePreloads | null = null;
let loading: Promise<void> | null = null;
/** Set in a production build: a navigation before the lists have come fetches them. */
let fetchOnDemand = false;
/** Pages navigated to before the lists came: preloaded when they arrive. */
const pending = new Set<string>();

/**
 * Fetches the lists (once; a failed fetch is tried again by the next call).
 * Without them, navigations load pages as the browser finds their imports.
 */
export function loadPagePreloads(url = '/page-preloads.json'): Promise<void> {
  loading ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<PagePreloads>) : null))
    .then((found) => {
      if (found && Array.isArray(found.files) && typeof found.pages === 'object') preloads = found;
    })
    .catch(() => undefined)
    .then(() => {
      if (!preloads) loading = null;
      const waiting = [...pending];
      pending.clear();
      waiting.forEach(addLinks);
    });
  return loading;
}

/**
 * Adds a modulepreload link for each chunk of `page` (a route table page
 * file) not already in the document; before the lists have come, asks for
 * them and does it when they arrive.
 */
export function preloadPage(page: string): void {
  if (preloads) return addLinks(page);
  // The first page's chunks are in its prerendered <head>: only a later navigation needs the lists.
  if (!fetchOnDemand || !isHydrated()) return;
  pending.add(page);
  void loadPagePreloads();
}

/**
 * Appends a `rel` link for each of `page`'s chunks not in <head> yet. A
 * preload skips only earlier preloads (a chunk prefetched before is then
 * preloaded as a module, which the cache answers); a prefetch skips any link.
 */
function appendLinks(page: string, rel: 'modulepreload' | 'prefetch'): void {
  const lists = preloads;
  const present = rel === 'modulepreload' ? 'link[rel="modulepreload"]' : 'link';
  for (const href of (lists?.pages[page] ?? []).map((at) => `/${lists?.files[at]}`)) {
    if (document.head.querySelector(`${present}[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const addLinks = (page: string) => appendLinks(page, 'modulepreload');

/**
 * Fetches `page`'s chunks into the HTTP cache at the lowest priority, without
 * running them: a later navigation to it then waits for no download (and the
 * spec's 'Loading...' spinner barely shows). Chunks already in <head>, as
 * preloads or prefetches, are skipped.
 */
export function prefetchPage(page: string): void {
  appendLinks(page, 'prefetch');
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
 * In a production build: the lists in spare time (src/lib/spare-time.ts), or
 * with the first navigation that needs them; once they are here, the next
 * steps the page links to are prefetched (`pageOf`: see prefetchLinkedSteps),
 * so a weak device or a saved-data connection fetches nothing ahead.
 */
export function installPagePreloads(pageOf: (path: string) => string | null = () => null): void {
  if (!import.meta.env.PROD) return;
  fetchOnDemand = true;
  whenSpare(() => void loadPagePreloads().then(() => prefetchLinkedSteps(document, pageOf)));
}

/** For tests: forget the lists; `onDemand` as a production build sets it. */
export function resetPagePreloads(onDemand = false): void {
  preloads = null;
  loading = null;
  pending.clear();
  fetchOnDemand = onDemand;
}
