/**
 * Browser coverage for `npm run coverage` (scripts/test-coverage/run.ts), off
 * unless E2E_COVERAGE_DIR is set. Each test's page records Chromium's
 * JavaScript coverage of the site's own chunks (/assets/); each worker merges
 * what its tests recorded (counts add up per block) and writes one file when
 * it ends, which the script maps back to the sources through the build's
 * source maps.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeProcessCovs, type ProcessCov, type ScriptCov } from '@bcoe/v8-coverage';
import type { Page } from '@playwright/test';

export const COVERAGE_DIR = process.env.E2E_COVERAGE_DIR ?? '';

export class CoverageSink {
  private merged: ProcessCov = { result: [] };

  add(scripts: ScriptCov[]): void {
    if (scripts.length > 0) this.merged = mergeProcessCovs([this.merged, { result: scripts }]);
  }

  write(worker: number): void {
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(join(COVERAGE_DIR, `worker-${worker}-${process.pid}.json`), JSON.stringify(this.merged));
  }
}

/** Records the page's coverage around `body`, keeping only the site's chunks. */
export async function recordCoverage(page: Page, sink: CoverageSink, body: () => Promise<void>): Promise<void> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  try {
    await body();
  } finally {
    const entries = await page.coverage.stopJSCoverage().catch(() => []);
    sink.add(
      entries
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.url).pathname))
        .map((entry, index) => ({ scriptId: String(index), url: new URL(entry.url).pathname, functions: entry.functions })),
    );
  }
}
