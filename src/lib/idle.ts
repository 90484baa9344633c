/** Runs work once the browser is idle (or after a short timeout where idle callbacks don't exist). Returns a canceller. */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}

const queue: Array<() => void> = [];
let pumping = false;

function pump(): void {
  const next = queue.shift();
  next?.();
  if (queue.length > 0) whenIdle(pump, 2000);
  else pumping = false;
}

/**
 * Like whenIdle, but one piece of work per idle period, in order: deferred
 * sections hydrate one after another in small tasks instead of all in one
 * long block. Returns a canceller.
 */
export function whenIdleInTurn(work: () => void): () => void {
  queue.push(work);
  if (!pumping) {
    pumping = true;
    whenIdle(pump, 2000);
  }
  return () => {
    const index = queue.indexOf(work);
    if (index >= 0) queue.splice(index, 1);
  };
}
