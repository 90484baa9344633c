/**
 * Where `npm test`'s time went: each step's time, the slowest tests across
 * every runner, and how many tests each layer has (docs/testing.md explains
 * how to read it). Printed at the end of `npm test` and written beside the
 * reporters' files as summary.txt; `tsx scripts/test-timing/summary.ts`
 * prints the last run's again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAYERS, readSteps, readTests, timingDir, type TimedStep, type TimedTest } from './results.ts';

const SLOWEST = 20;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));
const padStart = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);

export function formatSummary(steps: TimedStep[], tests: TimedTest[], slowest = SLOWEST): string {
  const lines: string[] = [];
  if (steps.length > 0) {
    lines.push('Steps:');
    const total = steps.reduce((sum, step) => sum + step.seconds, 0);
    for (const step of steps) {
      const share = total > 0 ? Math.round((step.seconds / total) * 100) : 0;
      lines.push(`  ${pad(step.name, 12)} ${padStart(step.seconds.toFixed(1), 7)} s  ${padStart(String(share), 3)}%${step.ok ? '' : '  FAILED'}`);
    }
    lines.push(`  ${pad('total', 12)} ${padStart(total.toFixed(1), 7)} s`);
  }

  if (tests.length > 0) {
    lines.push('', 'Tests per layer (run, skipped; summed test time, not wall time):');
    for (const layer of LAYERS) {
      const inLayer = tests.filter((test) => test.layer === layer);
      if (inLayer.length === 0) continue;
      const run = inLayer.filter((test) => test.status !== 'skipped');
      const failed = run.filter((test) => test.status === 'failed').length;
      const retried = run.filter((test) => (test.attempts ?? 1) > 1).length;
      const ms = run.reduce((sum, test) => sum + test.ms, 0);
      const projects = [...new Set(run.map((test) => test.project).filter(Boolean))].sort();
      const byProject = projects.length > 0 ? ` (${projects.map((project) => `${project} ${run.filter((test) => test.project === project).length}`).join(', ')})` : '';
      lines.push(
        `  ${pad(layer, 10)} ${padStart(String(run.length), 5)} run${byProject}, ${inLayer.length - run.length} skipped, ${seconds(ms)}` +
          `${failed ? `, ${failed} failed` : ''}${retried ? `, ${retried} retried` : ''}`,
      );
    }
    lines.push(`  ${pad('all', 10)} ${padStart(String(tests.filter((test) => test.status !== 'skipped').length), 5)} run`);

    const ranked = tests.filter((test) => test.status !== 'skipped').sort((a, b) => b.ms - a.ms).slice(0, slowest);
    lines.push('', `The ${ranked.length} slowest tests:`);
    for (const test of ranked) {
      const where = test.project ? `${test.file} [${test.project}]` : test.file;
      lines.push(`  ${padStart(seconds(test.ms), 8)}  ${pad(test.layer, 9)} ${where} › ${test.name}`);
    }
  }
  return lines.join('\n');
}

/** Prints the summary of the run whose files are in `dir`, and keeps it there as summary.txt. */
export function printSummary(dir = timingDir()): void {
  const text = formatSummary(readSteps(dir), readTests(dir));
  if (!text) return;
  writeFileSync(join(dir, 'summary.txt'), `${text}\n`);
  console.log(`\nWhere the time went (also in ${join(dir, 'summary.txt')}):\n${text}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printSummary();
