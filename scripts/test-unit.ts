/**
 * `npm test`'s unit step: Vitest's projects (vitest.config.ts) in two runs at
 * once. The contract files share one backend and run one at a time; Vitest
 * puts such files in a phase of their own after every other file, so in one
 * run the machine's second core idles through them (and the contract tests
 * spend much of their time waiting on the backend: realtime delivery,
 * throttles, restarts). Two runs overlap that phase with the component and
 * unit files, with one worker per core in all (the contract run's one, the
 * others' the rest). The contract run's lines are prefixed with [contract].
 *
 * `npx vitest run` still runs everything in one process; this only changes
 * how `npm test` schedules it. Extra arguments go to both runs.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

const extra = process.argv.slice(2);
const reporter = ['--reporter=default', '--reporter=./scripts/test-timing/vitest-reporter.ts'];

function run(name: string, projects: string[], prefix: string, workers: number): Promise<number> {
  const child = spawn('npx', ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...reporter, ...extra], {
    env: { ...process.env, TEST_TIMING_NAME: `vitest-${name}`, VITEST_MAX_WORKERS: String(workers) },
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => console.log(`${prefix} ${line}`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

// One worker per core in all: the contract run's one, and the rest for the component and unit files.
const cores = Math.max(1, availableParallelism());
const codes = await Promise.all([run('contract', ['contract'], '[contract]', 1), run('local', ['dom', 'dom-own', 'node', 'node-own'], '', cores)]);
process.exit(codes.find((code) => code !== 0) ?? 0);
