/**
 * A tiny external store for app-wide state read with useSyncExternalStore.
 *
 * Why not React context: a context value that changes while part of a
 * prerendered page is still waiting to hydrate (a lazy page chunk, a
 * deferred section) makes React throw that part's server HTML away and
 * render it from scratch. Store updates reach only mounted subscribers, so
 * server HTML waiting to hydrate is left alone.
 */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
