/**
 * `npm test`: the whole suite in one command, in the order that fails
 * fastest. Type-checking, unit/component/contract tests (Vitest starts its
 * own backend for the contract tests), edge-function tests under Deno, a
 * production build pointed at the e2e backend, then the browser tests in
 * headless Chromium (Playwright starts and stops the backend and the site).
 *
 * Named steps run alone (`npm test -- unit functions`); the run stops at the
 * first step that fails. Under CI=true a missing Chromium (or PostgreSQL for
 * the postgres step) fails the run; on a developer machine the browser tests
 * (or the postgres step) are skipped with instructions to install it (the
 * build still runs).
 *
 * At the end (or at the failure) it prints where the time went: each step's
 * time, the slowest tests of every runner and the test count per layer
 * (scripts/test-timing; docs/testing.md says how to read it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium, INSTALL_HINT } from '../tests/e2e/support/chromium.ts';
import { E2E_BACKEND_URL } from '../tests/e2e/support/ports.ts';
import { parseDenoJunit, resetTiming, timingDir, TIMING_DIR_ENV, writeSteps, writeTests, type TimedStep } from './test-timing/results.ts';
import { printSummary } from './test-timing/summary.ts';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Turns a report the step wrote into timed tests, once it has run. */
  collect?: () => void;
}

const timing = timingDir();
const denoReport = join(timing, 'functions.junit.xml');

const ci = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2);

const steps: Step[] = [
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  // Edge functions (served by the contract tests' backend and tested under Deno) import the generated knowledge index.
  { name: 'knowledge', command: 'npm', args: ['run', '--silent', 'knowledge'] },
  // Component and unit files beside the contract files, in two runs (scripts/test-unit.ts says why).
  { name: 'unit', command: 'npx', args: ['tsx', 'scripts/test-unit.ts'] },
  // The privileges, the RLS/RPC matrix and the service-role flows again, on a throwaway PostgreSQL 15 cluster (scripts/postgres/test-step.ts).
  { name: 'postgres', command: 'npx', args: ['tsx', 'scripts/postgres/test-step.ts'] },
  {
    name: 'functions',
    command: 'npm',
    args: ['run', '--silent', 'test:functions', '--', `--junit-path=${denoReport}`],
    collect: () => {
      if (existsSync(denoReport)) writeTests(timing, 'deno', parseDenoJunit(readFileSync(denoReport, 'utf8'), 'supabase/functions'));
    },
  },
  // Each function type-checked and loaded with only supabase/functions and its import map beside it, as a deploy sees it.
  { name: 'deploy', command: 'npx', args: ['tsx', 'scripts/functions/deploy-check.ts'] },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'], env: { VITE_SUPABASE_URL: E2E_BACKEND_URL } },
  { name: 'e2e', command: 'npx', args: ['playwright', 'test'] },
];

const chromium = findChromium();
const selected = steps.filter((step) => only.length === 0 || only.includes(step.name));
const started = Date.now();
const timed: TimedStep[] = [];
resetTiming(timing);

for (const step of selected) {
  // The build runs everywhere (it proves the site builds and prerenders); only the browser tests need Chromium.
  if (step.name === 'e2e' && !chromium) {
    if (ci) {
      console.error(`\n✖ ${INSTALL_HINT}\nCI=true: the browser tests must run, so this is a failure.`);
      process.exit(1);
    }
    console.warn(`\n⚠ Skipping the ${step.name} step. ${INSTALL_HINT}`);
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const stepStarted = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, [TIMING_DIR_ENV]: timing, ...step.env } });
  const seconds = (Date.now() - stepStarted) / 1000;
  timed.push({ name: step.name, seconds, ok: result.status === 0 });
  writeSteps(timing, timed);
  step.collect?.();
  if (result.status !== 0) {
    printSummary(timing);
    console.error(`\n✖ ${step.name} failed after ${seconds.toFixed(1)}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds.toFixed(1)}s)`);
}
printSummary(timing);
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
