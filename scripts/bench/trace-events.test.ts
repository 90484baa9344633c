import { describe, expect, it } from 'vitest';
import { blockingMs, mainThread, mainThreadTasks, phoneLength, type TraceEvent } from './trace-events.ts';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs = durMs): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
  pid,
  tid,
});

describe('trace events', () => {
  // about:blank's renderer (1:1) did little; the page's (2:1) did the work; 2:2 is a worker.
  const events = [
    meta(1, 1, 'CrRendererMain'),
    meta(2, 1, 'CrRendererMain'),
    meta(2, 2, 'DedicatedWorker thread'),
    task(1, 1, 0, 5),
    task(2, 1, 2_000_000, 120, 10),
    task(2, 1, 1_000_000, 60, 4),
    task(2, 2, 1_500_000, 900),
  ];

  it("finds the page's main thread and its tasks in order, not about:blank's or a worker's", () => {
    expect(mainThread(events)).toEqual({ pid: 2, tid: 1 });
    expect(mainThreadTasks(events).map((event) => event.ts)).toEqual([1_000_000, 2_000_000]);
  });

  it('sums what each task lasts beyond 50 ms, from a point in time on', () => {
    const tasks = mainThreadTasks(events);
    // Throttled: wall time is the phone's. 10 + 70.
    expect(blockingMs(tasks, 0, phoneLength(null))).toBe(80);
    // Only what starts after first paint counts.
    expect(blockingMs(tasks, 1_500_000, phoneLength(null))).toBe(70);
  });

  it('on a busy host, scales CPU time instead of the wall time other processes stretched', () => {
    const tasks = mainThreadTasks(events);
    // 4 ms and 10 ms of CPU on a host 7 times the phone: 28 ms (not long) and 70 ms (20 over).
    expect(blockingMs(tasks, 0, phoneLength(7))).toBeCloseTo(20, 5);
  });
});
