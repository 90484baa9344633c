import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './support/fixtures.ts';

/** The fonts Chromium really draws an element's text with (not the CSS stack it asked for). */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  await page.locator(selector).first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  // The page can still be swapping its content in (the node then has gone): expect.poll asks again.
  const fonts = nodeId ? await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).then((result) => result.fonts, () => []) : [];
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test.describe('web fonts', () => {
  test('a late font never re-wraps the first page; the next page gets it', async ({ page }) => {
    // A slow first visit: the fonts are held back until the page has been laid out and measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    // The held fonts keep the load event back: wait for hydration instead.
    await page.goto('/book/chapter-1', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const title = page.locator('main h1');
    const before = await title.boundingBox();
    release();
    await page.waitForFunction(() => [...document.fonts].some((face) => face.family === 'Playfair Optional' && face.status === 'loaded'));
    // Two frames drawn since the font loaded: any re-layout it caused has happened.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    // Loaded, but this page keeps the fallback it was first laid out with.
    expect(await drawnFonts(page, 'main h1')).not.toContain('Playfair Display');
    expect(await title.boundingBox()).toEqual(before);
    await expect(page.locator('html')).not.toHaveClass(/web-fonts/);

    await page.locator('main a[href="/book"] >> visible=true').first().click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.locator('html')).toHaveClass(/web-fonts/);
    await expect.poll(() => drawnFonts(page, 'main h1')).toContain('Playfair Display');
    await expect.poll(() => drawnFonts(page, 'main p')).toContain('Inter');
  });

  test('on a repeat visit the cached fonts are used from first paint', async ({ page }) => {
    await gotoReady(page, '/privacy');
    await page.evaluate(() => document.fonts.load('400 1em "Playfair Optional"'));
    // A new document: the fonts come from the cache, well inside the optional faces' short wait.
    await gotoReady(page, '/');
    expect(await drawnFonts(page, 'main h1')).toContain('Playfair Display');
    expect(await drawnFonts(page, 'main p')).toContain('Inter');
  });

  test('a prerendered page never adds a stylesheet after it loads', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await gotoReady(page, '/blog/why-wine-cellars-fail');
    // Every deferred section and lazy chunk of the page loads on the way down.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  });
});
