/**
 * A Vitest reporter that only records: every test's layer, file, name and
 * duration, for `npm test`'s timing summary (scripts/test-timing/summary.ts).
 * It runs beside the default reporter (scripts/test-unit.ts passes both);
 * TEST_TIMING_NAME names its file when two runs write at once.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { timingDir, writeTests, type Layer, type TimedTest } from './results.ts';

/** Vitest's projects (vitest.config.ts) as the layers of docs/testing.md. */
const LAYER_OF_PROJECT: Record<string, Layer> = { dom: 'component', 'dom-own': 'component', node: 'unit', 'node-own': 'unit', contract: 'contract' };

export default class TimingReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const root = process.cwd();
    const tests: TimedTest[] = [];
    for (const module of modules) {
      const layer = LAYER_OF_PROJECT[module.project.name] ?? 'unit';
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        tests.push({
          layer,
          file: relative(root, module.moduleId),
          name: test.fullName,
          ms: Math.round(test.diagnostic()?.duration ?? 0),
          status: state === 'failed' ? 'failed' : state === 'passed' ? 'passed' : 'skipped',
        });
      }
    }
    writeTests(timingDir(root), process.env.TEST_TIMING_NAME ?? 'vitest', tests);
  }
}
