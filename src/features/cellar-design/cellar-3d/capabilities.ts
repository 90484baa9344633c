/**
 * What this browser can do, checked before anything heavy loads: WebGL for
 * the 3D view (three.js is not fetched without it), and MediaRecorder with
 * a canvas stream for recording a tour.
 */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return false;
    // Give the test context back at once: browsers keep only a handful alive.
    (context as WebGLRenderingContext).getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

const WEBM_TYPES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'];

/** The WebM type to record in, or null when this browser cannot record a canvas. */
export function recordingType(): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof HTMLCanvasElement === 'undefined' || !('captureStream' in HTMLCanvasElement.prototype)) return null;
  return WEBM_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}
