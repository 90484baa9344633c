import { describe, expect, it } from 'vitest';
import { createSampler } from './test-sampler.ts';
import {
  areaFromSqft,
  areaToSqft,
  btuhToW,
  cToF,
  deltaCToF,
  deltaFToC,
  deltaToF,
  fToC,
  ftToM,
  lengthToFt,
  mToFt,
  powerToBtuh,
  roundTo,
  rsiToR,
  rToRsi,
  sqftToSqm,
  tempToF,
  volumeToCuft,
  wToBtuh,
} from './units.ts';

describe('units', () => {
  it('knows the fixed points', () => {
    expect(ftToM(1)).toBe(0.3048);
    expect(mToFt(1)).toBeCloseTo(3.28084, 5);
    expect(sqftToSqm(1)).toBeCloseTo(0.09290304, 10);
    expect(fToC(32)).toBe(0);
    expect(fToC(55)).toBeCloseTo(12.778, 3);
    expect(cToF(100)).toBe(212);
    expect(wToBtuh(20)).toBeCloseTo(68.24, 10);
    expect(btuhToW(3.412)).toBe(1);
    expect(rsiToR(1)).toBe(5.678);
    expect(volumeToCuft(1, 'metric')).toBeCloseTo(35.3147, 4);
    expect(powerToBtuh(1000, 'metric')).toBe(3412);
    expect(powerToBtuh(12000, 'imperial')).toBe(12000);
  });

  it('converts temperature differences without the 32° offset', () => {
    expect(deltaCToF(10)).toBe(18);
    expect(deltaFToC(18)).toBe(10);
    expect(deltaToF(10, 'metric')).toBe(18);
    expect(tempToF(10, 'metric')).toBe(50);
  });

  it('round-trips every conversion', () => {
    const s = createSampler(1);
    for (let i = 0; i < 500; i += 1) {
      const x = s.float(-100, 10_000);
      expect(mToFt(ftToM(x))).toBeCloseTo(x, 9);
      expect(cToF(fToC(x))).toBeCloseTo(x, 9);
      expect(deltaCToF(deltaFToC(x))).toBeCloseTo(x, 9);
      expect(wToBtuh(btuhToW(x))).toBeCloseTo(x, 9);
      expect(rsiToR(rToRsi(x))).toBeCloseTo(x, 9);
      expect(areaToSqft(areaFromSqft(x, 'metric'), 'metric')).toBeCloseTo(x, 9);
      expect(lengthToFt(x, 'imperial')).toBe(x);
    }
  });

  it('rounds half away from zero without negative zero', () => {
    expect(roundTo(2.5)).toBe(3);
    expect(roundTo(-2.5)).toBe(-3);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(Object.is(roundTo(-0.2), 0)).toBe(true);
  });
});
