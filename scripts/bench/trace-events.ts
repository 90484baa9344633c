/**
 * Reading Chrome traces (Lighthouse's, or one recorded around an
 * interaction): the page's main thread, its tasks, and how long each would
 * take on the profile's phone.
 */
export interface StackFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time inside the event (µs), where the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      lineNumber?: number;
      columnNumber?: number;
      type?: string;
      frame?: string;
      stackTrace?: StackFrame[];
      isLoadingMainFrame?: boolean;
    };
    beginData?: { stackTrace?: StackFrame[] };
  };
}

/** Chrome's long-task threshold, and Total Blocking Time's. */
export const LONG_TASK_MS = 50;

/** The page's renderer main thread: of the threads named CrRendererMain, the one that ran the most task time (Lighthouse's about:blank has its own). */
export function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const renderers = new Set(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && event.name === 'RunTask' && renderers.has(key)) busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['0:0'];
  const [pid = 0, tid = 0] = key.split(':').map(Number);
  return { pid, tid };
}

/**
 * How long an event lasts on the profile's phone, in µs. A throttled run's
 * wall time is that length already (`scale` null). On a busy host a run is
 * made unthrottled instead and the event's own CPU time is scaled by how much
 * slower the phone is than this host running alone (Calibrator.quietIndex ÷
 * the target index): other processes' load stretches wall time, not CPU time.
 */
export const phoneLength =
  (scale: number | null) =>
  (event: TraceEvent): number =>
    scale === null ? (event.dur ?? 0) : (event.tdur ?? event.dur ?? 0) * scale;

/** The main thread's tasks of a trace, in order. */
export function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const { pid, tid } = mainThread(events);
  return events.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === pid && event.tid === tid).sort((a, b) => a.ts - b.ts);
}

/** Blocking time: what each task from `fromUs` on lasts beyond 50 ms, summed (Total Blocking Time's rule), in ms. */
export function blockingMs(tasks: TraceEvent[], fromUs: number, length: (event: TraceEvent) => number): number {
  return tasks.filter((task) => task.ts >= fromUs).reduce((sum, task) => sum + Math.max(0, length(task) / 1000 - LONG_TASK_MS), 0);
}
