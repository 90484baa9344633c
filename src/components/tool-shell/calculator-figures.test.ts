import { describe, expect, it, vi } from 'vitest';
import { lastResultOf } from './calculator-figures.tsx';

describe('lastResultOf', () => {
  it('runs the engine once for the same inputs and again for new ones', () => {
    const engine = vi.fn((values: { bottles: number }) => ({ racks: Math.ceil(values.bottles / 100) }));
    const estimate = lastResultOf(engine);
    const first = { bottles: 1000 };
    expect(estimate(first)).toEqual({ racks: 10 });
    expect(estimate(first)).toBe(estimate(first));
    expect(engine).toHaveBeenCalledTimes(1);
    expect(estimate({ bottles: 1250 })).toEqual({ racks: 13 });
    expect(engine).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous inputs too, so a deferred pass on them runs nothing again', () => {
    const engine = vi.fn((values: { bottles: number }) => values.bottles * 2);
    const estimate = lastResultOf(engine);
    const before = { bottles: 1 };
    const after = { bottles: 2 };
    estimate(before);
    estimate(after);
    estimate(before);
    estimate(after);
    expect(engine).toHaveBeenCalledTimes(2);
  });
});
