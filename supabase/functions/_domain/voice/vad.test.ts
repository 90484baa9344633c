import { describe, expect, it } from 'vitest';
import { createVad, frameFeatures } from './vad.ts';

const RATE = 16_000;
const FRAME_MS = 20;
const FRAME = (RATE * FRAME_MS) / 1000;

/** A deterministic pseudo-random source, so the noise is the same on every run. */
function noise(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648 - 0.5;
  };
}

const random = noise(7);
/** Room noise: white, RMS ≈ 0.003. */
const hiss = (amplitude = 0.01) => Float32Array.from({ length: FRAME }, () => random() * amplitude);
/** A voiced sound: 150 Hz with two harmonics, RMS ≈ 0.1. */
let phase = 0;
function voice(amplitude = 0.12) {
  return Float32Array.from({ length: FRAME }, () => {
    phase += 1;
    const t = phase / RATE;
    return amplitude * (Math.sin(2 * Math.PI * 150 * t) + 0.5 * Math.sin(2 * Math.PI * 300 * t) + 0.25 * Math.sin(2 * Math.PI * 450 * t)) / 1.3 + random() * 0.01;
  });
}

function run(frames: Float32Array[], vad = createVad(FRAME_MS)) {
  return frames.flatMap((frame, index) => {
    const event = vad.push(frame);
    return event ? [{ at: index * FRAME_MS, ...event }] : [];
  });
}

const repeat = (count: number, make: () => Float32Array) => Array.from({ length: count }, make);

describe('frameFeatures', () => {
  it('measures energy and zero crossings', () => {
    // A square wave of ±0.5 flipping every 2 samples: RMS 0.5, a crossing every other step.
    const square = Float32Array.from({ length: 8 }, (_, index) => (Math.floor(index / 2) % 2 === 0 ? 0.5 : -0.5));
    const features = frameFeatures(square);
    expect(features.rms).toBeCloseTo(0.5, 6);
    expect(features.zeroCrossingRate).toBeCloseTo(3 / 7, 6);
    expect(frameFeatures(new Float32Array(0))).toEqual({ rms: 0, zeroCrossingRate: 0 });
  });

  it('tells a voice from a hiss by its crossings', () => {
    expect(frameFeatures(voice()).zeroCrossingRate).toBeLessThan(0.1);
    expect(frameFeatures(hiss(0.4)).zeroCrossingRate).toBeGreaterThan(0.4);
  });
});

describe('createVad on synthetic audio', () => {
  it('finds one utterance between silences: start after the onset, end after the hangover', () => {
    // 1 s of room noise, 1.2 s of voice, 2 s of room noise.
    const events = run([...repeat(50, hiss), ...repeat(60, voice), ...repeat(100, hiss)]);
    expect(events).toEqual([
      // The 4th voiced frame (80 ms onset, after 300 ms of calibration) starts it: frame 53.
      { at: 53 * FRAME_MS, type: 'start' },
      // 900 ms of quiet after the last voiced frame (frame 109) ends it at frame 154; it lasted 1.2 s.
      { at: 154 * FRAME_MS, type: 'end', durationMs: 1200, reason: 'silence' },
    ]);
  });

  it('keeps a sentence whole across the pauses between words', () => {
    const words = [...repeat(15, voice), ...repeat(20, hiss), ...repeat(15, voice), ...repeat(30, hiss), ...repeat(10, voice)];
    const events = run([...repeat(25, hiss), ...words, ...repeat(60, hiss)]);
    expect(events.map((event) => event.type)).toEqual(['start', 'end']);
    expect(events[1]).toMatchObject({ durationMs: (15 + 20 + 15 + 30 + 10) * FRAME_MS });
  });

  it('ignores a click shorter than the onset, and a loud hiss', () => {
    expect(run([...repeat(25, hiss), ...repeat(3, voice), ...repeat(25, hiss)])).toEqual([]);
    expect(run([...repeat(25, hiss), ...repeat(50, () => hiss(0.5)), ...repeat(25, hiss)])).toEqual([]);
  });

  it('learns a louder room: the same voice over a noise floor near it is not speech', () => {
    const vad = createVad(FRAME_MS);
    // A steady hum at RMS ≈ 0.06, voiced-looking (low crossings) but constant.
    const hum = () => voice(0.07);
    // The first 300 ms teach the floor: the hum is the room.
    run(repeat(50, hum), vad);
    expect(vad.snapshot().noiseFloor).toBeGreaterThan(0.04);
    expect(vad.snapshot().threshold).toBeGreaterThan(0.12);
    expect(run(repeat(20, () => voice(0.12)), vad)).toEqual([]);
    // Speech well above the hum still counts.
    expect(run(repeat(10, () => voice(0.5)), vad).map((event) => event.type)).toEqual(['start']);
  });

  it('cuts an utterance that never pauses, and takes that sound for the room afterwards', () => {
    const events = run([...repeat(20, hiss), ...repeat(1600, voice)], createVad(FRAME_MS, { maxUtteranceMs: 30_000 }));
    expect(events.slice(0, 2)).toMatchObject([{ type: 'start' }, { type: 'end', reason: 'too-long', durationMs: 30_000 }]);
    expect(events).toHaveLength(2);
  });

  it('hears nothing during calibration, even a voice', () => {
    expect(run(repeat(15, () => voice(0.3)))).toEqual([]);
  });

  it('a raised sensitivity (the agent is talking) needs a louder voice to interrupt', () => {
    const vad = createVad(FRAME_MS);
    run(repeat(25, hiss), vad);
    const quiet = repeat(10, () => voice(0.03));
    expect(quiet.map((frame) => vad.push(frame, 3)).filter(Boolean)).toEqual([]);
    expect(repeat(10, () => voice(0.3)).map((frame) => vad.push(frame, 3)).filter(Boolean)).toEqual([{ type: 'start' }]);
  });
});
