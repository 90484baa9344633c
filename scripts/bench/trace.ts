/**
 * npm run bench:trace -- /resources/technical-guide [--cpu-slowdown 6] [--no-build]
 *
 * One Lighthouse mobile run of a prerendered route (the same settings as
 * `npm run bench`), then, for every main-thread task of 50 ms or more while
 * the page loads, what it spent its time on: the trace's own event names
 * (script evaluation, style recalculation, layout, parsing...) and the
 * scripts whose functions ran. It answers "what blocks the main thread
 * before this page is interactive", at the slowdown asked for.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveDist } from '../serve-dist.ts';
import { requireChromium } from '../../tests/e2e/support/chromium.ts';
import { lighthouseRun } from './lighthouse.ts';

interface StackFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string; frame?: string; stackTrace?: StackFrame[] };
    beginData?: { stackTrace?: StackFrame[] };
  };
}

const LONG_TASK_US = 50_000;

function value(argv: string[], flag: string): string | undefined {
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** The page's renderer main thread: of the threads named CrRendererMain, the one that ran the most task time (Lighthouse's about:blank has its own). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const renderers = new Set(
    events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && (event.args as { name?: string } | undefined)?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
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

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || '(page)';

/** For one task: the time of each kind of event directly or deeply inside it (self time), and the scripts that ran. */
function breakdown(task: TraceEvent, inside: TraceEvent[]) {
  const byName = new Map<string, number>();
  const byScript = new Map<string, number>();
  // Self time: an event's duration less the durations of the events directly inside it.
  const sorted = inside.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: Array<{ event: TraceEvent; child: number }> = [];
  const close = (until: number) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.event.ts + (top.event.dur ?? 0) > until) break;
      stack.pop();
      const self = (top.event.dur ?? 0) - top.child;
      byName.set(top.event.name, (byName.get(top.event.name) ?? 0) + self);
      const url = top.event.args?.data?.url;
      if (url && top.event.name.match(/FunctionCall|EvaluateScript|v8.compile|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks/)) {
        byScript.set(short(url), (byScript.get(short(url)) ?? 0) + (top.event.dur ?? 0));
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.child += top.event.dur ?? 0;
    }
  };
  for (const event of sorted) {
    close(event.ts);
    stack.push({ event, child: 0 });
  }
  close(task.ts + (task.dur ?? 0) + 1);
  return { byName, byScript };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const route = argv.find((arg) => arg.startsWith('/')) ?? '/';
  const cpuSlowdown = Number(value(argv, '--cpu-slowdown') ?? 4);
  const browserPath = requireChromium();
  if (!argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dist = join(process.cwd(), 'dist');
  await readFile(join(dist, 'routes.json'), 'utf8');
  const server = await serveDist({ dir: dist, port: 0 });
  try {
    const result = await lighthouseRun(browserPath, `${server.url}${route}`, cpuSlowdown);
    const { lhr } = result;
    const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
    const events = trace.traceEvents.filter((event) => event.ph === 'X' && typeof event.dur === 'number');
    const { pid, tid } = mainThread(trace.traceEvents);
    const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
    const navigationStart = trace.traceEvents.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? onMain[0]?.ts ?? 0;
    const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= LONG_TASK_US);
    console.log(
      `${route} at ${cpuSlowdown}x: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
        `TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms, ` +
        `LCP ${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)} ms ` +
        `(benchmark index ${lhr.environment.benchmarkIndex}); ${tasks.length} tasks of 50 ms or more:`,
    );
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && event.name !== 'RunTask');
      const { byName, byScript } = breakdown(task, inside);
      const top = (map: Map<string, number>) =>
        [...map.entries()]
          .filter(([, us]) => us >= 2_000)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
          .join(', ');
      console.log(`\n  at ${((task.ts - navigationStart) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
      console.log(`    events (self ms): ${top(byName) || '-'}`);
      console.log(`    scripts (ms):     ${top(byScript) || '-'}`);
      // Style and layout that a script forced: where it was asked for.
      for (const event of inside) {
        const stack = event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace;
        if (!stack?.length || (event.dur ?? 0) < 5_000 || !/Layout|UpdateLayoutTree|RecalculateStyles/.test(event.name)) continue;
        const frames = stack.slice(0, 4).map((frame) => `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`);
        console.log(`    ${event.name} ${((event.dur ?? 0) / 1000).toFixed(0)} ms forced by: ${frames.join(' < ')}`);
      }
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
