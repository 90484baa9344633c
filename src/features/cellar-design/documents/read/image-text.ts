/**
 * The text of a photo with tesseract.js, in a worker. Everything it needs
 * (the worker script, the core wasm, the English data) is served from our
 * own origin under /ocr/ (scripts/vite/ocr-assets-plugin.ts); the fixture
 * tests give the Node paths instead.
 */
import type { createWorker as CreateWorker, ImageLike, WorkerOptions } from 'tesseract.js';
import { hasText, type OnProgress, type ReadOutcome } from './outcome.ts';

/** tesseract's stages, and the share of the bar each ends at: loading is quick after the first time (the data is cached). */
const STAGES: Record<string, { end: number; label: string }> = {
  'loading tesseract core': { end: 0.15, label: 'Loading the text reader' },
  'initializing tesseract': { end: 0.2, label: 'Loading the text reader' },
  'loading language traineddata': { end: 0.45, label: 'Loading the English language data' },
  'initializing api': { end: 0.5, label: 'Loading the English language data' },
  'recognizing text': { end: 1, label: 'Reading the text in the photo' },
};

export async function imageText(
  createWorker: typeof CreateWorker,
  paths: Partial<WorkerOptions>,
  image: ImageLike,
  name: string,
  onProgress: OnProgress,
): Promise<ReadOutcome> {
  let start = 0;
  let current = '';
  const logger = (message: { status: string; progress: number }) => {
    const stage = STAGES[message.status];
    if (!stage) return;
    if (message.status !== current) {
      start = STAGES[current]?.end ?? start;
      current = message.status;
    }
    onProgress(start + (stage.end - start) * message.progress, stage.label);
  };
  let worker: Awaited<ReturnType<typeof CreateWorker>>;
  try {
    worker = await createWorker('eng', 1, { ...paths, logger });
  } catch {
    // The worker, its core or the language data did not load: not the photo's fault.
    return { ok: false, failure: 'unavailable', message: 'The text reader could not be loaded. Check your connection and choose the photo again.' };
  }
  try {
    const { data } = await worker.recognize(image);
    if (!hasText(data.text)) {
      return { ok: false, failure: 'no-text', message: `No text could be read in “${name}”. A sharper, straight-on photo in good light usually reads.` };
    }
    return { ok: true, text: data.text, note: `read from the photo, ${Math.round(data.confidence)}% confidence` };
  } catch {
    return { ok: false, failure: 'damaged', message: `“${name}” could not be opened as an image: the file may be damaged.` };
  } finally {
    await worker.terminate();
  }
}
