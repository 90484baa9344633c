/**
 * Whether the first page has finished hydrating (or there was nothing to
 * hydrate: the SPA shell). Deferred sections use it to tell "hydrating
 * prerendered HTML" (keep the HTML, load code later) from "rendering after a
 * client-side navigation" (load code now). The attribute lets browser tests
 * and the benchmark wait for an interactive page.
 */
let hydrated = typeof window === 'undefined';

export const isHydrated = (): boolean => hydrated;

export const markHydrated = (): void => {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.dataset.hydrated = 'true';
  // npm run bench counts the JavaScript fetched before this moment.
  performance.mark('winecellargpt:interactive');
};
