import { computeView, type SimRequest } from '@domain/simulator/view.ts';

self.onmessage = (event: MessageEvent<{ id: number; request: SimRequest }>) => {
  const { id, request } = event.data;
  try {
    self.postMessage({ id, view: computeView(request) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : 'The simulation failed' });
  }
};
