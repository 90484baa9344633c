/**
 * npm run bench:trace -- /resources/technical-guide [--no-build] [--dist <dir>]
 *   [--profile phone | --cpu-slowdown 6 | --cpu-time] [--target-index 375] [--min 50] [--save trace.json]
 *
 * One Lighthouse mobile run of a prerendered route (the same settings and
 * CPU profile as `npm run bench`), then, for every main-thread task of 50 ms
 * or more while the page loads, whether it came before or after first paint
 * and what it spent its time on: the trace's own event names (script
 * evaluation, style recalculation, layout, parsing...) and the scripts whose
 * functions ran. It answers "what blocks the main thread before this page is
 * interactive", at the profile asked for.
 *
 * --cpu-time is for a busy host, where wall times say more about the other
 * processes than about the page: the page loads unthrottled and each task's
 * length on the phone is estimated from the thread's own CPU time, scaled by
 * the host's index running alone (Calibrator.quietIndex) over the phone's
 * (profile.ts, trace-events.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveDist } from '../serve-dist.ts';
import { requireChromium } from '../../tests/e2e/support/chromium.ts';
import { profiledLighthouseRun } from './lighthouse.ts';
import { Calibrator, describeProfile, profileFromArgs } from './profile.ts';
import { LONG_TASK_MS, mainThread, phoneLength, type TraceEvent } from './trace-events.ts';

/** Tasks at least this long are listed (`--min 30` to see the ones close to the limit too). */
const LIST_FROM_MS = LONG_TASK_MS;

function value(argv: string[], flag: string): string | undefined {
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : undefined;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || '(page)';

/** For one task: the time of each kind of event directly or deeply inside it (self time), and the scripts that ran. */
function breakdown(task: TraceEvent, inside: TraceEvent[], length: (event: TraceEvent) => number) {
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
      const self = length(top.event) - top.child;
      byName.set(top.event.name, (byName.get(top.event.name) ?? 0) + self);
      const url = top.event.args?.data?.url;
      if (url && top.event.name.match(/FunctionCall|EvaluateScript|v8.compile|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks/)) {
        byScript.set(short(url), (byScript.get(short(url)) ?? 0) + length(top.event));
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.child += length(top.event);
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
  const profile = profileFromArgs(argv);
  const browserPath = requireChromium();
  const distArg = value(argv, '--dist');
  if (!argv.includes('--no-build') && !distArg) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dist = distArg ? resolve(distArg) : join(process.cwd(), 'dist');
  await readFile(join(dist, 'routes.json'), 'utf8');
  const server = await serveDist({ dir: dist, port: 0 });
  const calibrator = new Calibrator(browserPath);
  try {
    const { result, slowdown, runIndex, calibratedIndex, scale } = await profiledLighthouseRun(browserPath, `${server.url}${route}`, profile, calibrator);
    const { lhr } = result;
    // A task's length on the profile's phone: its wall time when throttled, or its CPU time scaled by how much slower the phone is than this host running alone.
    const length = phoneLength(scale);
    const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
    // The whole trace, for Chrome DevTools' Performance panel (Load profile) or a closer look.
    const save = value(argv, '--save');
    if (save) await writeFile(save, JSON.stringify(trace));
    const events = trace.traceEvents.filter((event) => event.ph === 'X' && typeof event.dur === 'number');
    const { pid, tid } = mainThread(trace.traceEvents);
    const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
    const navigationStart = trace.traceEvents.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? onMain[0]?.ts ?? 0;
    const minUs = Number(value(argv, '--min') ?? LIST_FROM_MS) * 1000;
    const tasks = onMain.filter((event) => event.name === 'RunTask' && length(event) >= minUs);
    const fcpMs = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
    const afterPaint = tasks.filter((task) => (task.ts - navigationStart) / 1000 >= fcpMs);
    const blocking = afterPaint.reduce((sum, task) => sum + Math.max(0, length(task) / 1000 - LONG_TASK_MS), 0);
    const how =
      scale === null
        ? `the ${describeProfile(profile)}, ${slowdown}x on a host of benchmark index ${runIndex}`
        : `1x on a host of benchmark index ${runIndex} (${calibratedIndex} running alone), each task's CPU time × ${scale.toFixed(1)}: the ${describeProfile(profile)}`;
    console.log(
      `${route} at ${how}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
        `TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms, FCP ${Math.round(fcpMs)} ms, ` +
        `LCP ${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)} ms; ` +
        `${tasks.length} tasks of ${minUs / 1000} ms or more${scale === null ? '' : ' on the phone'}, ${afterPaint.length} after first paint ` +
        `(${Math.round(blocking)} ms of blocking over 50 ms${scale === null ? '' : ', estimated'}):`,
    );
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && event.name !== 'RunTask');
      const { byName, byScript } = breakdown(task, inside, length);
      const top = (map: Map<string, number>) =>
        [...map.entries()]
          .filter(([, us]) => us >= 2_000)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
          .join(', ');
      const at = (task.ts - navigationStart) / 1000;
      const cpu = scale === null ? '' : ` (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms here)`;
      console.log(`\n  at ${at.toFixed(0)} ms (${at >= fcpMs ? 'after' : 'before'} first paint), ${(length(task) / 1000).toFixed(0)} ms${cpu}`);
      console.log(`    events (self ms): ${top(byName) || '-'}`);
      console.log(`    scripts (ms):     ${top(byScript) || '-'}`);
      // The script entry points that took longest: which function, where (a build with --sourcemap maps these to the source).
      const calls = inside
        .filter((event) => /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|v8.evaluateModule)$/.test(event.name) && length(event) >= 5_000)
        .sort((a, b) => length(b) - length(a))
        .slice(0, 4)
        .map((event) => {
          const data = event.args?.data;
          const where = data?.url ? ` ${short(data.url)}:${data.lineNumber ?? 0}:${data.columnNumber ?? 0}` : '';
          return `${event.name}${data?.type ? `(${data.type})` : ''} ${data?.functionName || ''}${where} ${(length(event) / 1000).toFixed(0)}`;
        });
      if (calls.length > 0) console.log(`    entry points (ms): ${calls.join('; ')}`);
      // Style and layout that a script forced: where it was asked for.
      for (const event of inside) {
        const stack = event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace;
        if (!stack?.length || length(event) < 5_000 || !/Layout|UpdateLayoutTree|RecalculateStyles/.test(event.name)) continue;
        const frames = stack.slice(0, 4).map((frame) => `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`);
        console.log(`    ${event.name} ${(length(event) / 1000).toFixed(0)} ms forced by: ${frames.join(' < ')}`);
      }
    }
  } finally {
    await calibrator.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
