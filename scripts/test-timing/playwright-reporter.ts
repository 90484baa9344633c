/**
 * A Playwright reporter that only records: every browser test's file, title,
 * project (width) and duration, for `npm test`'s timing summary
 * (scripts/test-timing/summary.ts). playwright.config.ts adds it beside the
 * list reporter.
 */
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { timingDir, writeTests, type TimedTest } from './results.ts';

export default class TimingReporter implements Reporter {
  /** By test id: a retried test is recorded once, with its last attempt and how many it took. */
  private readonly tests = new Map<string, TimedTest>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name;
    this.tests.set(test.id, {
      layer: 'browser',
      file: relative(process.cwd(), test.location.file),
      // Without the project and file: those are their own fields.
      name: test.titlePath().slice(3).join(' › '),
      ...(project ? { project } : {}),
      ms: result.duration,
      status: result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed',
      attempts: result.retry + 1,
    });
  }

  onEnd(): void {
    writeTests(timingDir(), 'playwright', [...this.tests.values()]);
  }

  printsToStdio(): boolean {
    return false;
  }
}
