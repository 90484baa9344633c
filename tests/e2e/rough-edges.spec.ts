/**
 * Rough edges a collector hit, each at the width where it was seen.
 * A test tagged @phone runs at the phone's width, where it was seen; the rest are
 * behaviour, or set their own widths, and run once.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';


/** How a content table's scroll box and its CSS-drawn hint look right now. */
function tableState(wrap: Locator) {
  return wrap.evaluate((element) => {
    const scroller = element.querySelector<HTMLElement>('.table-scroll');
    if (!scroller) throw new Error('no .table-scroll in .table-wrap');
    const hint = getComputedStyle(element, '::after');
    const box = getComputedStyle(scroller);
    return {
      overflows: scroller.scrollWidth > scroller.clientWidth + 1,
      atEnd: scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1,
      hintText: hint.content,
      hintShown: hint.visibility === 'visible' && Number(hint.opacity) > 0.5 && parseFloat(hint.height) > 0,
      // The hint sits in the margin under the table: the wrapper is exactly as tall as the scroll box.
      hintTakesSpace: Math.abs(element.getBoundingClientRect().height - scroller.getBoundingClientRect().height) > 0.5,
      fadeStart: parseFloat(box.getPropertyValue('--table-fade-start')),
      fadeEnd: parseFloat(box.getPropertyValue('--table-fade-end')),
    };
  });
}

test.describe('wide tables say they scroll', () => {
  for (const path of ['/resources/technical-guide', '/case-studies/napa-valley-estate']) {
    test(`${path} at 390 px: a fade and "Scroll for more →" until the end`, { tag: '@phone' }, async ({ page }) => {
      await gotoReady(page, path);
      const wraps = page.locator('[data-content-body] .table-wrap');
      const count = await wraps.count();
      expect(count).toBeGreaterThan(0);
      let wide = 0;
      for (let index = 0; index < count; index += 1) {
        const wrap = wraps.nth(index);
        await wrap.scrollIntoViewIfNeeded();
        const before = await tableState(wrap);
        if (!before.overflows) {
          expect(before.hintShown, `table ${index} fits: no hint`).toBe(false);
          expect(before.fadeEnd).toBe(0);
          continue;
        }
        wide += 1;
        expect(before.hintText).toContain('Scroll for more →');
        expect(before.hintShown, `table ${index} overflows: hint shown`).toBe(true);
        expect(before.hintTakesSpace, 'the hint takes no space: nothing moves when it comes or goes').toBe(false);
        expect(before.fadeEnd, 'the right edge fades').toBeGreaterThan(0);
        expect(before.fadeStart, 'nothing hidden on the left yet').toBe(0);

        // The region is a named, focusable scroller: the keyboard scrolls it.
        const region = wrap.getByRole('region');
        await expect(region).toHaveAttribute('tabindex', '0');
        await expect(region).toHaveAccessibleName(/^Table/);
        await region.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        await expect.poll(async () => (await tableState(wrap)).fadeStart, { message: 'the left edge fades once scrolled' }).toBeGreaterThan(0);

        await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
        await expect.poll(async () => (await tableState(wrap)).atEnd).toBe(true);
        // The hint and the fades follow the scroll timeline, which the browser updates with its next frame.
        await expect.poll(async () => (await tableState(wrap)).hintShown, { message: 'the hint goes at the end' }).toBe(false);
        await expect.poll(async () => (await tableState(wrap)).fadeEnd, { message: 'the right edge is sharp at the end' }).toBe(0);
        expect((await tableState(wrap)).hintTakesSpace, 'gone without moving anything below').toBe(false);
      }
      expect(wide, 'at least one table is wider than a phone').toBeGreaterThan(0);
      await expectAccessible(page, `${path} tables`, '[data-content-body] .table-wrap');
    });
  }

  test('a table that fits shows no hint and takes no extra space (1440 px)', async ({ page }) => {
    await gotoReady(page, '/resources/technical-guide');
    const wraps = page.locator('[data-content-body] .table-wrap');
    const states = await Promise.all((await wraps.all()).map((wrap) => tableState(wrap)));
    const fitting = states.filter((state) => !state.overflows);
    expect(fitting.length).toBeGreaterThan(0);
    for (const state of fitting) {
      expect(state.hintShown).toBe(false);
      expect(state.hintTakesSpace).toBe(false);
    }
  });

  test('the hint is drawn, not written: the article text and the assistant index never contain it', async ({ page }) => {
    await gotoReady(page, '/resources/technical-guide');
    await expect(page.locator('[data-content-body]')).not.toContainText('Scroll for more');
  });
});

test.describe('/auth at 390 px', () => {
  test('the privacy sentence wraps as text: the full stop follows the link', { tag: '@phone' }, async ({ page }) => {
    await gotoReady(page, '/auth');
    const link = page.getByRole('link', { name: 'privacy policy' });
    await expect(link).toBeVisible();
    const gap = await link.evaluate((element) => {
      const stop = element.nextSibling;
      if (!stop || stop.nodeType !== Node.TEXT_NODE || !stop.textContent?.startsWith('.')) throw new Error('no full stop after the link');
      const range = document.createRange();
      range.setStart(stop, 0);
      range.setEnd(stop, 1);
      const dot = range.getBoundingClientRect();
      const rects = element.getClientRects();
      const last = rects[rects.length - 1];
      if (!last) throw new Error('link not laid out');
      return { left: dot.left - last.right, top: Math.abs(dot.top - last.top) };
    });
    expect(gap.left).toBeGreaterThanOrEqual(-1);
    expect(gap.left).toBeLessThan(4);
    expect(gap.top).toBeLessThan(4);
  });

  test('sent from a signed-in page, the visitor is told why', async ({ page }) => {
    await page.goto('/my-calculations');
    await expect(page).toHaveURL(/\/auth\?next=%2Fmy-calculations$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByTestId('sign-in-reason')).toHaveText('Sign in to see My Calculations');
    // Spec strings of the page are unchanged.
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Magic Link' })).toBeVisible();
  });

  test('nobody sent the visitor: no reason is shown', async ({ page }) => {
    await gotoReady(page, '/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByTestId('sign-in-reason')).toHaveCount(0);
  });

  test('after Save, the visitor is asked to sign in or create an account, and Sign Up is one press away', async ({ page }) => {
    await gotoReady(page, '/calculators/cost?b=1800&f=luxury');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/auth\?next=.*&reason=save$/);
    // The page's own notice says why; no toast is drawn over the form's heading.
    const notice = page.getByTestId('sign-in-reason');
    await expect(notice).toContainText('Sign in or create an account to save this');
    await expectAccessible(page, '/auth with the save notice', '.card');

    await notice.getByRole('button', { name: 'New here? Create an account' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Create an account' }).getByLabel('Full name')).toBeFocused();
    await expect(notice.getByRole('button')).toHaveCount(0);
    await expect(notice).toContainText('Sign in or create an account to save this');
  });
});

/** Each figure's top and its label's line count, grouped by the grid row it sits in. */
async function figureRows(list: Locator) {
  const items = await list.evaluate((dl) =>
    [...dl.children].map((item) => {
      const dd = item.querySelector('dd');
      const dt = item.querySelector('dt');
      if (!dd || !dt) throw new Error('figure without dd/dt');
      const lineHeight = parseFloat(getComputedStyle(dt).lineHeight);
      return {
        row: Math.round(item.getBoundingClientRect().top),
        figure: dd.textContent ?? '',
        top: dd.getBoundingClientRect().top,
        labelLines: Math.round(dt.getBoundingClientRect().height / lineHeight),
      };
    }),
  );
  const rows = new Map<number, typeof items>();
  for (const item of items) rows.set(item.row, [...(rows.get(item.row) ?? []), item]);
  return [...rows.values()];
}

test.describe('home page figures', () => {
  const check = async (page: Page, list: Locator, name: string) => {
    let mixed = 0;
    for (const width of [390, 640, 700, 768, 1024, 1100, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await list.scrollIntoViewIfNeeded();
      for (const row of await figureRows(list)) {
        const lines = new Set(row.map((item) => item.labelLines));
        if (lines.size > 1) mixed += 1;
        const tops = row.map((item) => item.top);
        expect(Math.max(...tops) - Math.min(...tops), `${name} at ${width}px: ${row.map((item) => `${item.figure} (${item.labelLines} lines)`).join(', ')}`).toBeLessThanOrEqual(1);
      }
    }
    // The check means something only where one label wraps and another does not.
    expect(mixed, `${name}: some width wraps one label in a row and not another`).toBeGreaterThan(0);
  };

  test('the hero figures share one line when a label wraps', async ({ page }) => {
    await gotoReady(page, '/');
    const list = page.locator('#top dl');
    await expect(list).toContainText('15+');
    await check(page, list, 'hero');
  });

  test('the about figures share one line when a label wraps', async ({ page }) => {
    await gotoReady(page, '/');
    const list = page.locator('#about dl');
    await expect(list).toContainText('15+');
    await check(page, list, 'about');
  });
});

test.describe('the image-provider key, explained', () => {
  const expectExplained = async (scope: Locator, forgotten: RegExp) => {
    const key = scope.getByLabel('Runware API key');
    await expect(key).toHaveAttribute('type', 'password');
    // Generate needs the key: the field never calls it optional.
    await expect(key).toHaveAccessibleDescription(/Needed to draw the pictures: Runware is an image service that draws these cellar visuals/);
    await expect(key).not.toHaveAccessibleDescription(/optional/i);
    await expect(key).toHaveAttribute('aria-required', 'true');
    await expect(key).toHaveAccessibleDescription(/Sign up at runware\.ai, then in your account open API Keys/);
    await expect(key).toHaveAccessibleDescription(/We never store your key\. It stays in this page’s memory, goes only to Runware when you generate a visual/);
    await expect(key).toHaveAccessibleDescription(forgotten);
    const link = scope.getByTestId('runware-key-help').getByRole('link', { name: 'runware.ai' });
    await expect(link).toHaveAttribute('href', 'https://runware.ai');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  };

  test('in the chat’s visuals panel at 390 px, and what it says is what happens', { tag: '@phone' }, async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Chat with the wine cellar expert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wine Cellar Expert' });
    await dialog.getByRole('button', { name: 'Show Visuals' }).click();
    const panel = dialog.getByRole('complementary', { name: 'Generate Visuals' });
    await expectExplained(panel, /forgotten when you hide this panel or reload the page/);
    await expectAccessible(page, 'visuals panel', '[aria-labelledby="visuals-title"]');

    // The spec's messages are unchanged.
    await panel.getByRole('button', { name: 'Generate Visual' }).click();
    await expect(toasts(page).filter({ hasText: 'Please enter your Runware API key first' })).toBeVisible();

    // Never stored: not in either storage, and gone once the panel is hidden.
    const secret = 'homeowner-key-7f3a';
    await panel.getByLabel('Runware API key').fill(secret);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain('homeowner-key');
    await dialog.getByRole('button', { name: 'Hide Visuals' }).click();
    await dialog.getByRole('button', { name: 'Show Visuals' }).click();
    await expect(panel.getByLabel('Runware API key')).toHaveValue('');
  });

  test('on /image-generator', async ({ page }) => {
    await gotoReady(page, '/image-generator');
    await expectExplained(page.getByRole('form', { name: 'Generate a visual' }), /forgotten when you leave or reload this page/);
  });
});
