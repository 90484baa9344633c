/**
 * A small seeded generator for the property tests: the same seed gives the
 * same inputs on every run and machine, so a failure can be replayed.
 * (Used only by the *.test.ts files beside it.)
 */
export interface Sampler {
  next(): number;
  float(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bool(): boolean;
}

export function createSampler(seed: number): Sampler {
  // Linear congruential generator with the Numerical Recipes constants: plenty
  // for spreading test inputs, and trivially reproducible.
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    float: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(items.length * next())];
      if (item === undefined) throw new RangeError('Cannot pick from an empty list');
      return item;
    },
    bool: () => next() < 0.5,
  };
}
