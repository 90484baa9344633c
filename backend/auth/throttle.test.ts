import { describe, expect, it } from 'vitest';
import { FailureCounter, KeyedQueue } from './throttle.ts';

describe('FailureCounter', () => {
  it('is exhausted at the limit and recovers as failures leave the window', () => {
    let now = 0;
    const counter = new FailureCounter(3, 1000, () => now);
    for (let index = 0; index < 3; index += 1) {
      expect(counter.exhausted('a')).toBe(false);
      counter.fail('a');
      now += 100;
    }
    expect(counter.exhausted('a')).toBe(true);
    expect(counter.exhausted('b')).toBe(false);
    now = 1001; // the first failure (at 0) has left the window
    expect(counter.exhausted('a')).toBe(false);
    counter.clear('a');
    counter.fail('a');
    counter.fail('a');
    expect(counter.exhausted('a')).toBe(false);
  });
});

describe('KeyedQueue', () => {
  it('runs tasks of one key one after another, and of different keys side by side', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const task = (label: string, ms: number) => async () => {
      log.push(`start ${label}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${label}`);
      if (label === 'a1') throw new Error('a failure does not stop the queue');
      return label;
    };
    const results = await Promise.allSettled([queue.run('a', task('a1', 30)), queue.run('a', task('a2', 1)), queue.run('b', task('b1', 1))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('start a2')).toBeGreaterThan(log.indexOf('end a1'));
    expect(log.indexOf('end b1')).toBeLessThan(log.indexOf('end a1'));
  });
});
