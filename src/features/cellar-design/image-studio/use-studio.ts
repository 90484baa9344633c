/**
 * One studio session: the run in progress (cancellable), the images of the
 * latest run and every earlier run of this visit, newest first. The key is
 * passed in for each run and kept nowhere here.
 */
import { useCallback, useRef, useState } from 'react';
import { VISUAL_TEXT } from '@/lib/runware.ts';
import { notify } from '@/lib/notify.ts';
import type { StudioImage, StudioSettings } from './studio.ts';

export type StudioStatus = 'idle' | 'generating' | 'done' | 'failed';

export interface StudioRun {
  id: number;
  images: StudioImage[];
  /** Asked for more than came back. */
  missing: number;
}

// The provider call and the response check (zod) load with the first run.
const loadClient = () => import('./studio-client.ts');

export function useStudio() {
  const [status, setStatus] = useState<StudioStatus>('idle');
  const [runs, setRuns] = useState<StudioRun[]>([]);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const nextId = useRef(1);

  /** One run with checked settings and a key (the page asks for a missing key first, in the spec's order). */
  const generate = useCallback(async (apiKey: string, settings: StudioSettings) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus('generating');
    setError(null);
    try {
      const { generateStudioImages } = await loadClient();
      const images = await generateStudioImages(apiKey.trim(), settings, controller.signal);
      const run = { id: nextId.current++, images, missing: settings.results - images.length };
      setRuns((current) => [run, ...current]);
      setStatus('done');
      void notify.success(images.length === 1 ? VISUAL_TEXT.success : `${images.length} images generated`);
    } catch (caught) {
      if (controller.signal.aborted) {
        setStatus('idle');
        return;
      }
      console.error('[studio] generation failed', caught);
      setStatus('failed');
      setError(caught instanceof Error ? caught.message : String(caught));
      void notify.error(VISUAL_TEXT.failed);
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }, []);

  const cancel = useCallback(() => abort.current?.abort(), []);

  return { status, runs, error, generate, cancel };
}
