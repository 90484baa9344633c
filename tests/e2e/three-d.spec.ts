/**
 * /image-3d-converter and /video-tours in a real browser. Headless Chromium
 * draws WebGL with SwiftShader (software), so the canvas really renders:
 * a design opens in 3D from the designer's "View in 3D", the canvas has
 * non-blank pixels, walking moves the camera (by button and by key), the
 * picture downloads as a PNG; a short tour records to a WebM that starts
 * with the WebM magic bytes. A browser without WebGL, or without
 * MediaRecorder, gets its message and keeps what it had.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

/** Share of the canvas's pixels that differ from the clear colour (#1d1418), read back through a 2D canvas. */
async function paintedShare(page: Page): Promise<number> {
  return page.getByTestId('cellar-canvas').evaluate((element) => {
    const source = element as HTMLCanvasElement;
    const copy = document.createElement('canvas');
    copy.width = 160;
    copy.height = 90;
    const context = copy.getContext('2d');
    if (!context) return 0;
    context.drawImage(source, 0, 0, copy.width, copy.height);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let painted = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs((data[i] ?? 0) - 0x1d) + Math.abs((data[i + 1] ?? 0) - 0x14) + Math.abs((data[i + 2] ?? 0) - 0x18) > 24) painted += 1;
    }
    return painted / (data.length / 4);
  });
}

test.describe('/image-3d-converter', () => {
  test.beforeEach(async ({ page }) => {
    // A software renderer on a busy 2-core machine: triple time.
    test.slow();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('three-d-test-started')) {
        localStorage.removeItem('winecellargpt:designer-draft');
        sessionStorage.setItem('three-d-test-started', '1');
      }
    });
  });

  test('the designer’s "View in 3D" opens the design in 3D; walk, look and save a picture', async ({ page }) => {
    await gotoReady(page, '/visual-designer');
    await expect(page.getByTestId('design-bottles')).toHaveText('886 bottles');
    await page.getByRole('link', { name: 'View in 3D' }).click();
    await expect(page).toHaveURL(/\/image-3d-converter\?r=.*view=3d/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cellar in 3D');
    await expect(page.getByRole('radio', { name: /A design link/ })).toBeChecked();

    const canvas = page.getByTestId('cellar-canvas');
    await expect(canvas).toBeVisible({ timeout: 30_000 });
    await expect(canvas).toHaveAttribute('aria-label', '3D view of the cellar');
    await expect(page.getByTestId('scene-description')).toContainText('3 racks holding 886 bottles');
    expect(await paintedShare(page)).toBeGreaterThan(0.1);

    // Walk: the camera moves, by button and by key on the view.
    await page.getByRole('button', { name: 'Walk through' }).click();
    const status = page.getByTestId('camera-status');
    await expect(status).toContainText('Walking at eye height');
    const before = await status.innerText();
    const pixelsBefore = await canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
    await page.getByRole('button', { name: 'Forward' }).click();
    await expect(status).not.toHaveText(before);
    expect(await canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL())).not.toBe(pixelsBefore);
    const afterButton = await status.innerText();
    await canvas.focus();
    await page.keyboard.press('w');
    await expect(status).not.toHaveText(afterButton);
    await expect(status).toContainText('facing north');
    // A turn is 15°: three make the eighth of a circle the description names.
    for (let turn = 0; turn < 3; turn += 1) await page.keyboard.press('ArrowRight');
    await expect(status).toContainText('facing north-east');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download picture (PNG)' }).click()]);
    expect(download.suggestedFilename()).toBe('cellar-3d.png');
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(10_000);
    await expectAccessible(page, '/image-3d-converter with the 3D view open');
  });

  test('a room from its dimensions; a bad size and a bad link say why and keep the cellar shown', async ({ page }) => {
    await gotoReady(page, '/image-3d-converter');
    await expect(page.getByRole('radio', { name: /Your current design/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /Enter dimensions/ })).toBeChecked();
    const description = page.getByTestId('scene-description');
    await expect(description).toContainText('A 12 ft × 10 ft cellar');
    await page.getByLabel('Width, west to east (ft)').fill('16');
    await page.getByRole('button', { name: 'Build this room' }).click();
    await expect(description).toContainText('A 16 ft × 10 ft cellar');
    await page.getByLabel('Width, west to east (ft)').fill('60');
    await page.getByRole('button', { name: 'Build this room' }).click();
    await expect(page.getByTestId('source-error')).toContainText("The room's width must be 3–40 ft (60 ft given). The cellar shown has not changed.");
    await expect(description).toContainText('A 16 ft × 10 ft cellar');

    await page.getByRole('radio', { name: /A design link/ }).check();
    await page.getByLabel('Design link', { exact: true }).fill('/visual-designer?r=r_12_10_9_4_4&d=2_4.5_3&m=i_0_0_80_0&o=walnut_premium_average_residential_ducted-split_glass');
    await page.getByRole('button', { name: 'Open this link' }).click();
    await expect(page.getByTestId('source-error')).toContainText('could not be opened');
    await expect(description).toContainText('A 16 ft × 10 ft cellar');

    await page.getByRole('button', { name: 'Show in 3D' }).click();
    await expect(page.getByTestId('cellar-canvas')).toBeVisible({ timeout: 30_000 });
    expect(await paintedShare(page)).toBeGreaterThan(0.1);
  });

  test('without WebGL: a clear message, three.js is never fetched, and the cellar stays described', async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (/webgl/.test(type)) return null;
        return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof original;
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoReady(page, '/image-3d-converter');
    await expect(page.getByTestId('scene-description')).toContainText('A 12 ft × 10 ft cellar');
    const before = scripts.length;
    await page.getByRole('button', { name: 'Show in 3D' }).click();
    await expect(page.getByTestId('no-webgl')).toContainText('cannot draw 3D graphics');
    await expect(page.getByTestId('scene-description')).toContainText('A 12 ft × 10 ft cellar');
    await expect(page.getByTestId('cellar-canvas')).toHaveCount(0);
    expect(scripts.slice(before)).toEqual([]);
  });
});

test.describe('/video-tours', () => {
  test.beforeEach(() => test.slow());

  test('records a short tour of a case study and downloads a WebM', async ({ page }) => {
    await gotoReady(page, '/video-tours');
    await page.getByRole('radio', { name: /Case study: Historic Home/ }).check();
    await expect(page.getByTestId('scene-description')).toContainText('A 15 ft × 10 ft cellar with a 7 ft ceiling');
    await page.getByLabel('Tour length').selectOption({ label: 'Short (5 s)' });
    // Every value the progress bar announces, kept as it changes.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await page.getByRole('button', { name: 'Record tour (WebM)' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Cancel recording' })).toBeVisible();
    const link = page.getByTestId('tour-download');
    await expect(link).toBeVisible({ timeout: 60_000 });
    await expect(link).toHaveText(/Download the tour \(WebM, \d+(\.\d)? (KB|MB), \d+\.\d s\)/);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    // The bar leaves as the tour ends, so its last value shown is near the end rather than exactly 100.
    expect(Math.max(...seen)).toBeGreaterThan(80);
    expect(await paintedShare(page)).toBeGreaterThan(0.1);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('cellar-tour.webm');
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.length).toBeGreaterThan(1000);
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    await expectAccessible(page, '/video-tours after recording');
  });

  test('without MediaRecorder: a clear message, and the tour still plays', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'MediaRecorder');
    });
    await gotoReady(page, '/video-tours?case=restaurant-solution');
    await expect(page.getByRole('radio', { name: /Case study: Restaurant/ })).toBeChecked();
    await expect(page.getByTestId('no-recorder')).toContainText('cannot record video');
    await expect(page.getByRole('button', { name: 'Record tour (WebM)' })).toBeDisabled();
    await page.getByLabel('Tour length').selectOption({ label: 'Short (5 s)' });
    await page.getByRole('button', { name: 'Play tour' }).click();
    await expect(page.getByTestId('tour-status')).toHaveText('The tour has finished.', { timeout: 60_000 });
    expect(await paintedShare(page)).toBeGreaterThan(0.1);
  });
});
