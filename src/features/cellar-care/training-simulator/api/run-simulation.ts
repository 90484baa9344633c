/**
 * Runs the simulator off the main thread: a first run costs tens of
 * milliseconds before the engine is warm, more on a slow phone, so it goes
 * to a worker. Where there is no worker (or it fails to start), the run
 * happens in place.
 */
import type { SimRequest, SimView } from '@domain/simulator/view.ts';

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (view: SimView) => void; reject: (error: Error) => void }>();

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<{ id: number; view?: SimView; error?: string }>) => {
      const pending = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      if (event.data.view) pending?.resolve(event.data.view);
      else pending?.reject(new Error(event.data.error ?? 'The simulation failed'));
    };
    started.onerror = () => {
      for (const pending of waiting.values()) pending.reject(new Error('The simulation failed'));
      waiting.clear();
      worker = null;
    };
    return started;
  } catch {
    return null;
  }
}

export async function runSimulation(request: SimRequest): Promise<SimView> {
  if (worker === undefined) worker = startWorker();
  const running = worker;
  if (!running) {
    const { computeView } = await import('@domain/simulator/view.ts');
    return computeView(request);
  }
  const id = nextId++;
  return new Promise<SimView>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    running.postMessage({ id, request });
  });
}
