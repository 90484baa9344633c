/**
 * Voice-activity detection over short frames of microphone samples: energy
 * (RMS) against a running estimate of the room's noise floor, with a
 * zero-crossing check so a hiss (a fan, a hard-disk, white noise) that is loud
 * but crosses zero on almost every sample is not taken for a voice. A few
 * frames above the threshold start an utterance; a hangover of quiet frames
 * ends it, so the pauses between words do not cut a sentence in two.
 */

export interface VadOptions {
  /** Speech is this many times louder than the noise floor. */
  readonly onsetRatio: number;
  /** Below this RMS nothing is speech, however quiet the room (digital silence has a floor of 0). */
  readonly minRms: number;
  /** Above this share of zero crossings per sample a loud frame is noise, not a voice. */
  readonly maxZeroCrossingRate: number;
  /** Consecutive loud frames (in ms) before an utterance starts: a click or a knock is shorter. */
  readonly onsetMs: number;
  /** Quiet (in ms) after the last loud frame before the utterance ends. */
  readonly hangoverMs: number;
  /** An utterance is cut here, so a radio left on cannot hold the turn for ever. */
  readonly maxUtteranceMs: number;
  /** How fast the noise floor follows a quiet room (share of the difference per frame). */
  readonly floorAdaptation: number;
  /** The first frames (in ms) only teach the detector the room: a hum that was there from the start is never speech. */
  readonly calibrationMs: number;
}

export const VAD_DEFAULTS: VadOptions = {
  onsetRatio: 3,
  minRms: 0.01,
  maxZeroCrossingRate: 0.35,
  onsetMs: 80,
  hangoverMs: 900,
  maxUtteranceMs: 30_000,
  floorAdaptation: 0.05,
  calibrationMs: 300,
};

export interface FrameFeatures {
  rms: number;
  /** Sign changes per sample, 0–1. */
  zeroCrossingRate: number;
}

export function frameFeatures(samples: ArrayLike<number>): FrameFeatures {
  const count = samples.length;
  if (count === 0) return { rms: 0, zeroCrossingRate: 0 };
  let energy = 0;
  let crossings = 0;
  let previous = samples[0] ?? 0;
  for (let index = 0; index < count; index += 1) {
    const sample = samples[index] ?? 0;
    energy += sample * sample;
    if (index > 0 && (sample >= 0) !== (previous >= 0)) crossings += 1;
    previous = sample;
  }
  return { rms: Math.sqrt(energy / count), zeroCrossingRate: count > 1 ? crossings / (count - 1) : 0 };
}

export type VadEvent = { type: 'start' } | { type: 'end'; durationMs: number; reason: 'silence' | 'too-long' };

export interface VadSnapshot {
  speaking: boolean;
  noiseFloor: number;
  threshold: number;
  last: FrameFeatures;
}

/**
 * A detector fed one frame at a time (`frameMs` of audio each). `push` answers
 * 'start' when an utterance begins, 'end' when it is over, null otherwise.
 * `sensitivity` above 1 raises the threshold for that frame: while the agent
 * is talking, its own voice leaking into the microphone must not count as the
 * visitor interrupting.
 */
export function createVad(frameMs: number, overrides: Partial<VadOptions> = {}) {
  const options = { ...VAD_DEFAULTS, ...overrides };
  let noiseFloor = Number.NaN;
  let speaking = false;
  let loudMs = 0;
  let quietMs = 0;
  let utteranceMs = 0;
  let heardMs = 0;
  let last: FrameFeatures = { rms: 0, zeroCrossingRate: 0 };

  const threshold = (sensitivity: number) => Math.max(options.minRms, (Number.isNaN(noiseFloor) ? 0 : noiseFloor) * options.onsetRatio) * sensitivity;

  function push(samples: ArrayLike<number>, sensitivity = 1): VadEvent | null {
    last = frameFeatures(samples);
    if (heardMs < options.calibrationMs) {
      heardMs += frameMs;
      // Calibration: the floor is the mean level of the room so far.
      const seen = heardMs / frameMs;
      noiseFloor = Number.isNaN(noiseFloor) ? last.rms : noiseFloor + (last.rms - noiseFloor) / seen;
      return null;
    }
    const voiced = last.rms >= threshold(sensitivity) && last.zeroCrossingRate <= options.maxZeroCrossingRate;

    if (!voiced && !speaking) {
      // The floor learns only from frames that are not speech: it falls at once to a quieter frame, rises slowly.
      noiseFloor = Number.isNaN(noiseFloor) || last.rms < noiseFloor ? last.rms : noiseFloor + (last.rms - noiseFloor) * options.floorAdaptation;
    }

    if (!speaking) {
      loudMs = voiced ? loudMs + frameMs : 0;
      if (loudMs >= options.onsetMs) {
        speaking = true;
        quietMs = 0;
        utteranceMs = loudMs;
        return { type: 'start' };
      }
      return null;
    }

    utteranceMs += frameMs;
    quietMs = voiced ? 0 : quietMs + frameMs;
    if (quietMs >= options.hangoverMs || utteranceMs >= options.maxUtteranceMs) {
      const event: VadEvent = { type: 'end', durationMs: utteranceMs - quietMs, reason: quietMs >= options.hangoverMs ? 'silence' : 'too-long' };
      // Half a minute of unbroken sound is the room now (a radio, a fan turned on), not a visitor.
      if (event.reason === 'too-long') noiseFloor = Math.max(noiseFloor, last.rms);
      speaking = false;
      loudMs = 0;
      quietMs = 0;
      utteranceMs = 0;
      return event;
    }
    return null;
  }

  /** Drops a started utterance without an 'end' (the visitor turned listening off). */
  function reset(): void {
    speaking = false;
    loudMs = 0;
    quietMs = 0;
    utteranceMs = 0;
  }

  const snapshot = (): VadSnapshot => ({ speaking, noiseFloor: Number.isNaN(noiseFloor) ? 0 : noiseFloor, threshold: threshold(1), last });

  return { push, reset, snapshot, onsetMs: options.onsetMs, hangoverMs: options.hangoverMs };
}

export type Vad = ReturnType<typeof createVad>;
