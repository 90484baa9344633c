import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scheduler, schedulerIntervalFromEnv } from './scheduler.ts';

const ok = (body: unknown = { jobs: {} }) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('Scheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at a given now, passing it to the function; without one it sends an empty body', async () => {
    const calls: Array<{ now?: string }> = [];
    const scheduler = new Scheduler({ intervalMs: 0, call: (body) => (calls.push(body), ok({ now: body.now })), log: () => {} });
    expect(await scheduler.run(new Date('2026-12-03T00:00:00Z'))).toEqual({ now: '2026-12-03T00:00:00.000Z' });
    await scheduler.run();
    expect(calls).toEqual([{ now: '2026-12-03T00:00:00.000Z' }, {}]);
  });

  it('has no timer at 0; at an interval it calls on each tick and never stacks a slow run', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let finish: () => void = () => {};
    const call = () => {
      calls += 1;
      return new Promise<Response>((resolve) => (finish = () => resolve(new Response('{}'))));
    };
    new Scheduler({ intervalMs: 0, call, log: () => {} }).start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(0);

    const scheduler = new Scheduler({ intervalMs: 1000, call, log: () => {} });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    scheduler.stop();
    finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
  });

  it('reports a refused run as an error', async () => {
    const scheduler = new Scheduler({ intervalMs: 0, call: () => Promise.resolve(new Response('{"error":{"code":"forbidden"}}', { status: 403 })), log: () => {} });
    await expect(scheduler.run()).rejects.toThrow(/scheduled-jobs answered 403/);
  });
});

describe('schedulerIntervalFromEnv', () => {
  it('reads whole milliseconds, 0 for off, else the fallback; refuses anything else', () => {
    expect(schedulerIntervalFromEnv(60_000, {})).toBe(60_000);
    expect(schedulerIntervalFromEnv(60_000, { BACKEND_SCHEDULER_INTERVAL_MS: '0' })).toBe(0);
    expect(schedulerIntervalFromEnv(60_000, { BACKEND_SCHEDULER_INTERVAL_MS: '5000' })).toBe(5000);
    expect(() => schedulerIntervalFromEnv(60_000, { BACKEND_SCHEDULER_INTERVAL_MS: '1m' })).toThrow(/whole number/);
  });
});
