/**
 * Whether the first page has finished hydrating (or there was nothing to
 * hydrate: the SPA shell). Deferred sections use it to tell "hydrating
 * prerendered HTML" (keep the HTML, load code later) from "rendering after a
 * client-side navigation" (load code now); background work (prefetching,
 * restoring a session) waits for it so it never competes with hydration.
 * The attribute and the performance mark let browser tests and the
 * benchmark wait for an interactive page.
 */
let hydrated = typeof window === 'undefined';
const waiting: Array<() => void> = [];

export const isHydrated = (): boolean => hydrated;

export const markHydrated = (): void => {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.dataset.hydrated = 'true';
  // npm run bench counts the JavaScript fetched before this moment.
  performance.mark('winecellargpt:interactive');
  for (const callback of waiting.splice(0)) callback();
};

/** Runs `callback` once the first page has hydrated (at once if it already has). */
export function onHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}
