/**
 * The interaction probe: on an interactive page, throttled to the bench's
 * CPU profile, a script types into the page's inputs and drags a piece of a
 * plan the way a visitor would, while a PerformanceObserver records every
 * long task (over 50 ms). Used by `npm run bench` on the calculators, the
 * visual designer and the design studio's pages.
 */
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/chromium.ts';
import type { Calibrator, CpuProfile } from './profile.ts';
import { LONG_TASK_MS, mainThreadTasks, phoneLength, type TraceEvent } from './trace-events.ts';

export interface InteractionResult {
  /** Long tasks while typing and dragging, and the longest, in ms. */
  count: number;
  longestMs: number;
  /** What the probe did: inputs typed into, drag steps. */
  typed: number;
  dragSteps: number;
  slowdown: number;
  hostIndex: number | null;
  /** On the cpu-time profile, the factor from this host's CPU time to the phone's; else null. */
  scale: number | null;
}

/** Routes the probe runs on: the calculators with free-text inputs, and the design studio. */
export const wantsInteraction = (path: string): boolean =>
  /^\/(calculators\/(?!suitability)|asset-valuation$|investment-summary$|quote$|visual-designer$|ai-design$|ai-image-generator$|image-3d-converter$|video-tours$)/.test(path);

const NUMBER_INPUTS = 'main input[type="number"], main input[inputmode="numeric"], main input[inputmode="decimal"]';
const TEXT_INPUTS = 'main input[type="text"]:not([readonly]), main input:not([type]):not([readonly]), main textarea:not([readonly])';

async function typeInto(inputs: Locator, limit: number, text: string): Promise<number> {
  const count = Math.min(await inputs.count(), limit);
  for (let index = 0; index < count; index += 1) {
    const input = inputs.nth(index);
    await input.scrollIntoViewIfNeeded();
    await input.click();
    await input.press('Control+A');
    // About as fast as a quick typist (60 ms a key), so a slow key handler shows as a long task.
    await input.pressSequentially(text, { delay: 60 });
  }
  return count;
}

/** Drags the first piece of a plan (the visual designer's `[data-piece]`) across the room in small steps, as a finger would. */
async function dragPiece(page: Page, steps: number): Promise<number> {
  const piece = page.locator('main [data-piece]').first();
  if ((await piece.count()) === 0) return 0;
  await piece.scrollIntoViewIfNeeded();
  const start = await piece.boundingBox();
  if (!start) return 0;
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step += 1) await page.mouse.move(x + step * 3, y + step * 2);
  await page.mouse.up();
  return steps;
}

export async function measureInteraction(browserPath: string, url: string, profile: CpuProfile, calibrator: Calibrator): Promise<InteractionResult | undefined> {
  const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // Let the code that loads once the page is interactive arrive, as it would before a visitor's first edit.
    await page.waitForLoadState('networkidle');
    const numbers = page.locator(NUMBER_INPUTS).filter({ visible: true });
    const texts = page.locator(TEXT_INPUTS).filter({ visible: true });
    const hasPiece = (await page.locator('main [data-piece]').count()) > 0;
    if ((await numbers.count()) + (await texts.count()) === 0 && !hasPiece) return undefined;

    const { slowdown, hostIndex } = await calibrator.slowdown(profile);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    // Throttled, the page's own long-task entries are the phone's; on the cpu-time profile a trace's CPU times are scaled instead.
    const scale = profile.kind === 'cpu-time' && hostIndex !== null ? hostIndex / profile.targetIndex : null;
    if (scale !== null) await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
    await page.evaluate(() => {
      const store: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = store;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => store.push(entry.duration))).observe({ type: 'longtask' });
    });
    let typed = await typeInto(numbers, 3, '1250');
    typed += await typeInto(texts, 2, 'Walnut racks, glass door');
    const dragSteps = await dragPiece(page, 40);
    // The work an edit schedules (a transition, a deferred estimate) finishes inside this window.
    await page.waitForTimeout(500 * slowdown);
    let tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    if (scale !== null) {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      tasks = mainThreadTasks(trace.traceEvents)
        .map((task) => phoneLength(scale)(task) / 1000)
        .filter((ms) => ms > LONG_TASK_MS);
    }
    return { count: tasks.length, longestMs: Math.round(Math.max(0, ...tasks)), typed, dragSteps, slowdown, hostIndex, scale };
  } finally {
    await browser.close();
  }
}
