import { describe, expect, it } from 'vitest';
import { downsample, encodeWav, joinFrames } from './wav.ts';

describe('the utterance as WAV', () => {
  it('writes a 16 kHz mono 16-bit header and clamped samples', () => {
    const bytes = encodeWav(Float32Array.from([0, 1, -1, 2, -0.5]));
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.slice(8, 16))).toBe('WAVEfmt ');
    expect(view.getUint32(4, true)).toBe(36 + 10);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect([0, 1, 2, 3, 4].map((index) => view.getInt16(44 + index * 2, true))).toEqual([0, 32767, -32768, 32767, -16384]);
  });

  it('averages 48 kHz down to 16 kHz, three samples to one', () => {
    expect(Array.from(downsample(Float32Array.from([0.3, 0.6, 0.9, -0.3, -0.3, -0.3, 1]), 48_000))).toEqual([Math.fround(0.6), Math.fround(-0.3)]);
    const same = Float32Array.from([1, 2]);
    expect(downsample(same, 16_000)).toBe(same);
  });

  it('joins frames in order', () => {
    expect(Array.from(joinFrames([Float32Array.from([1, 2]), Float32Array.from([3])]))).toEqual([1, 2, 3]);
  });
});
