/**
 * Photos read by the configured vision model through the ai-tools function,
 * one request per photo, asked for only when the visitor wants it. Each photo
 * is shrunk in the browser first (the function takes at most 64 KB a request);
 * a failure costs that photo's reading, never the assessment.
 */
import { useCallback, useState } from 'react';
import { FunctionError } from '@/lib/functions.ts';
import { shrinkPhoto } from '@/lib/photo-shrink.ts';
import { readPhoto } from './api/read-photo.ts';
import type { Photo } from './files.ts';

export interface PhotoReading {
  text: string | null;
  note: string | null;
  by: string | null;
}

export function usePhotoReadings() {
  const [byPhoto, setByPhoto] = useState<Record<number, PhotoReading>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = useCallback(async (photos: Photo[], context: string) => {
    setBusy(true);
    setError(null);
    for (const photo of photos) {
      try {
        const image = await shrinkPhoto(photo.url);
        const answer = await readPhoto({ image, caption: photo.caption, context });
        const model = answer.parts.find((part) => part.source === 'model');
        setByPhoto((current) => ({ ...current, [photo.id]: { text: answer.result.reading, note: answer.result.note, by: model?.by ?? null } }));
      } catch (cause) {
        if (cause instanceof FunctionError && cause.code === 'rate_limited') {
          setError('Too many requests in a short time. Please wait a minute and try again.');
          break;
        }
        setByPhoto((current) => ({ ...current, [photo.id]: { text: null, note: `This photo could not be read: ${cause instanceof Error ? cause.message : String(cause)}.`, by: null } }));
      }
    }
    setBusy(false);
  }, []);
  return { byPhoto, busy, error, ask };
}
