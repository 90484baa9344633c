import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markHydrated } from './hydration.ts';
import { canAffordSpeculation, resetFirstInput, useSpareTime, whenSpare } from './spare-time.ts';

describe('canAffordSpeculation', () => {
  it('says yes on a capable device, and when the browser gives no hints', () => {
    expect(canAffordSpeculation({ hardwareConcurrency: 8, deviceMemory: 4, connection: { saveData: false, effectiveType: '4g' } })).toBe(true);
    expect(canAffordSpeculation({})).toBe(true);
  });

  it('says no to Save-Data, a 3G-or-slower connection, fewer than 4 cores or under 2 GB of memory', () => {
    const capable = { hardwareConcurrency: 8, deviceMemory: 8, connection: { effectiveType: '4g' } };
    expect(canAffordSpeculation({ ...capable, connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(canAffordSpeculation({ ...capable, connection: { effectiveType } })).toBe(false);
    expect(canAffordSpeculation({ ...capable, hardwareConcurrency: 2 })).toBe(false);
    expect(canAffordSpeculation({ ...capable, hardwareConcurrency: 4 })).toBe(true);
    expect(canAffordSpeculation({ ...capable, deviceMemory: 1 })).toBe(false);
    expect(canAffordSpeculation({ ...capable, deviceMemory: 2 })).toBe(true);
  });
});

describe('whenSpare', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFirstInput();
    markHydrated();
  });
  afterEach(() => {
    resetFirstInput();
    vi.useRealTimers();
  });

  it('waits for the first input, then for an idle moment, and runs once', () => {
    const work = vi.fn();
    whenSpare(work, { afford: () => true });
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('scroll'));
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('after the first input, later work only waits for an idle moment', () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    const work = vi.fn();
    whenSpare(work, { afford: () => true });
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs on a device that cannot afford it, nor once cancelled', () => {
    const skipped = vi.fn();
    const cancelled = vi.fn();
    whenSpare(skipped, { afford: () => false });
    whenSpare(cancelled, { afford: () => true })();
    window.dispatchEvent(new Event('scroll'));
    vi.runAllTimers();
    expect(skipped).not.toHaveBeenCalled();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('useSpareTime runs once per mount, and not at all when unmounted first', () => {
    function Probe({ work }: { work: () => void }) {
      useSpareTime(work, { afford: () => true });
      return null;
    }
    const work = vi.fn();
    const { rerender } = render(<Probe work={work} />);
    rerender(<Probe work={work} />);
    const dropped = vi.fn();
    render(<Probe work={dropped} />).unmount();
    window.dispatchEvent(new Event('wheel'));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
