import { useCallback, useState } from 'react';
import { VISUAL_TEXT, generateVisual, type GeneratedVisual } from '@/lib/runware.ts';
import { stripMarkup } from '@domain/text/sanitize.ts';
import { notify } from '@/lib/notify.ts';

/** docs/product-spec.md §4: idle, generating, done or failed. */
export type GenerationStatus = 'idle' | 'generating' | 'done' | 'failed';

export function useVisualGenerator(onGenerated?: (visual: GeneratedVisual) => void) {
  const [status, setStatus] = useState<GenerationStatus>('idle');
  const [latest, setLatest] = useState<GeneratedVisual | null>(null);
  const [history, setHistory] = useState<GeneratedVisual[]>([]);

  const generate = useCallback(
    async (apiKey: string, rawDescription: string) => {
      const description = stripMarkup(rawDescription).trim();
      if (!apiKey.trim()) {
        void notify.error(VISUAL_TEXT.missingKey);
        return;
      }
      if (!description) {
        void notify.error(VISUAL_TEXT.missingDescription);
        return;
      }
      setStatus('generating');
      try {
        const visual = await generateVisual(apiKey.trim(), description);
        setLatest(visual);
        setHistory((items) => [visual, ...items]);
        setStatus('done');
        void notify.success(VISUAL_TEXT.success);
        onGenerated?.(visual);
      } catch (error) {
        console.error('[visuals] generation failed', error);
        setStatus('failed');
        void notify.error(VISUAL_TEXT.failed);
      }
    },
    [onGenerated],
  );

  return { status, latest, history, generate };
}
