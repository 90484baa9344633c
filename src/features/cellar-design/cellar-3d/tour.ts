/**
 * Playing a fly-through on a cellar view, and recording it to WebM in the
 * browser (the canvas's stream into a MediaRecorder). Loaded with the scene,
 * on demand.
 */
import { cameraAt, type Keyframe } from './model.ts';
import type { CellarView } from './scene.ts';

export interface TourRun {
  seconds: number;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** Drives the camera along the keyframes in real time; resolves true at the end, false when cancelled. */
export function playTour(view: CellarView, frames: Keyframe[], run: TourRun): Promise<boolean> {
  return new Promise((resolve) => {
    const start = performance.now();
    const frame = (now: number) => {
      if (run.signal.aborted) return resolve(false);
      const elapsed = Math.min(run.seconds, (now - start) / 1000);
      const { position, target } = cameraAt(frames, elapsed);
      view.look(position, target);
      run.onProgress(elapsed / run.seconds);
      if (elapsed >= run.seconds) return resolve(true);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export interface Recording {
  blob: Blob;
  type: string;
  seconds: number;
}

/** Records the tour as it plays; null when cancelled (nothing is kept). */
export async function recordTour(view: CellarView, frames: Keyframe[], type: string, run: TourRun): Promise<Recording | null> {
  const stream = view.canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 4_000_000 });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
  // The tour starts once the recorder has (or after a second): on a busy machine the encoder can take a
  // moment to begin. A frame is drawn meanwhile, as the canvas stream only carries frames that are painted.
  const begun = new Promise<void>((resolve) => {
    recorder.addEventListener('start', () => resolve(), { once: true });
    setTimeout(resolve, 1000);
  });
  recorder.start(250);
  view.render();
  await begun;
  const started = performance.now();
  const finished = await playTour(view, frames, run);
  // One more frame so the last keyframe is in the video.
  view.render();
  recorder.stop();
  await stopped;
  for (const track of stream.getTracks()) track.stop();
  if (!finished) return null;
  if (chunks.reduce((sum, chunk) => sum + chunk.size, 0) === 0) throw new Error('the browser recorded no video frames; please try again');
  return { blob: new Blob(chunks, { type: type.split(';')[0] }), type, seconds: (performance.now() - started) / 1000 };
}
