import { useState, useSyncExternalStore } from 'react';

/**
 * Whether the first page has finished hydrating (or there was nothing to
 * hydrate: the SPA shell). Background work (prefetching, restoring a
 * session) waits for it with onHydrated() so it never competes with
 * hydration. The attribute and the performance mark let browser tests and
 * the benchmark wait for an interactive page. Whether one component must
 * match prerendered HTML is a different question: see useHydrating().
 */
let hydrated = typeof window === 'undefined';
const waiting: Array<() => void> = [];

export const markHydrated = (): void => {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.dataset.hydrated = 'true';
  // npm run bench counts the JavaScript fetched before this moment.
  performance.mark('winecellargpt:interactive');
  for (const callback of waiting.splice(0)) callback();
};

/** Whether the first page has hydrated (true on the server, which has nothing to wait for). */
export const isHydrated = (): boolean => hydrated;

/** Runs `callback` once the first page has hydrated (at once if it already has). */
export function onHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

const subscribeNever = () => () => {};
const serverSnapshot = () => true;

/**
 * True on the server and while React hydrates this very component instance
 * (even late, inside a deferred section that hydrates after the page is
 * interactive); false when it mounts fresh on the client. Use it to
 * decide whether a first render must match prerendered HTML.
 *
 * useSyncExternalStore reads the server snapshot only while hydrating; the
 * answer is then frozen in the instance, so the client snapshot agrees with
 * it afterwards and React never re-renders to "fix" the difference (a
 * re-render would reach a dehydrated boundary below and discard its HTML).
 */
export function useHydrating(): boolean {
  const [frozen] = useState<{ value?: boolean }>(() => ({}));
  const value = useSyncExternalStore(subscribeNever, () => frozen.value ?? false, serverSnapshot);
  frozen.value ??= value;
  return frozen.value;
}

/** A count of things still waiting, and what to run once none is. */
export class Waiting {
  private count = 0;
  private readonly afterNone: Array<() => void> = [];

  /** Counts one as waiting; the function it returns stops counting it (once). */
  hold(): () => void {
    this.count += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.count -= 1;
      if (this.count === 0) for (const callback of this.afterNone.splice(0)) callback();
    };
  }

  /** Runs `callback` once none waits (at once if none does). */
  whenNone(callback: () => void): void {
    if (this.count === 0) callback();
    else this.afterNone.push(callback);
  }
}

/**
 * Parts of the page whose server HTML is still waiting for their code
 * (deferred() sections, afterHydration() parts). Any update that reaches one
 * of them before it has hydrated, even a transition, makes React throw its
 * HTML away and show nothing until the code is in. Updates that can wait (the
 * hash of a jump within the page: src/app/site-router.tsx) wait for them.
 */
const sections = new Waiting();

/** Counts one part as waiting; the function it returns stops counting it (once). */
export const holdForSection = (): (() => void) => sections.hold();

/** Runs `callback` once no part of the page waits for its code (at once if none does). */
export const whenSectionsHydrated = (callback: () => void): void => sections.whenNone(callback);
