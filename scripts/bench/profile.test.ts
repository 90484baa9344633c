import { describe, expect, it } from 'vitest';
import { effectiveIndex, isHostTooSlow, PHONE_TARGET_INDEX, profileFromArgs, runFitsProfile, slowdownFor } from './profile.ts';

describe('the phone profile', () => {
  it('runs an index-1,500 host at 4x and an index-2,700 host at about 7x, the same phone', () => {
    expect(slowdownFor(1500, PHONE_TARGET_INDEX)).toBe(4);
    expect(slowdownFor(2700, PHONE_TARGET_INDEX)).toBe(7.2);
    expect(effectiveIndex(1500, slowdownFor(1500, PHONE_TARGET_INDEX))).toBeCloseTo(375, 0);
    expect(effectiveIndex(2700, slowdownFor(2700, PHONE_TARGET_INDEX))).toBeCloseTo(375, 0);
  });

  it('never speeds a host up: a host slower than the phone runs unthrottled and is reported as too slow', () => {
    expect(slowdownFor(250, PHONE_TARGET_INDEX)).toBe(1);
    expect(isHostTooSlow(250, PHONE_TARGET_INDEX)).toBe(true);
    expect(isHostTooSlow(1500, PHONE_TARGET_INDEX)).toBe(false);
  });

  it('falls back to no slowdown for an index it cannot use', () => {
    expect(slowdownFor(Number.NaN, PHONE_TARGET_INDEX)).toBe(1);
    expect(slowdownFor(0, PHONE_TARGET_INDEX)).toBe(1);
  });

  it('repeats a run whose own index shows the host changed speed after the calibration', () => {
    // Calibrated at 1,500 (4x); the run's own index agrees.
    expect(runFitsProfile(1550, 4, PHONE_TARGET_INDEX)).toBe(true);
    // The host was twice as fast during the run: the page ran on a faster phone.
    expect(runFitsProfile(3000, 4, PHONE_TARGET_INDEX)).toBe(false);
    // And half as fast: a slower one.
    expect(runFitsProfile(750, 4, PHONE_TARGET_INDEX)).toBe(false);
    // Already unthrottled on a host slower than the phone: repeating cannot help.
    expect(runFitsProfile(200, 1, PHONE_TARGET_INDEX)).toBe(true);
  });
});

describe('profileFromArgs', () => {
  it('is the phone profile unless a fixed slowdown is asked for', () => {
    expect(profileFromArgs([])).toEqual({ kind: 'phone', targetIndex: PHONE_TARGET_INDEX });
    expect(profileFromArgs(['--target-index', '500'])).toEqual({ kind: 'phone', targetIndex: 500 });
    expect(profileFromArgs(['--cpu-slowdown', '6'])).toEqual({ kind: 'fixed', slowdown: 6 });
  });

  it('refuses what it cannot use, with the option named', () => {
    expect(() => profileFromArgs(['--profile', 'tablet'])).toThrow(/--profile tablet/);
    expect(() => profileFromArgs(['--cpu-slowdown', 'fast'])).toThrow(/--cpu-slowdown/);
    expect(() => profileFromArgs(['--target-index', '-1'])).toThrow(/--target-index/);
  });
});
