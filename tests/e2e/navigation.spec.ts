import type { Page } from '@playwright/test';
import { PAGE_LINKS, SECTION_LINKS } from '../../src/config/navigation.ts';
import { contextFor, newAccount } from './support/auth.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

/** Every header link of docs/product-spec.md §2, with where it points. */
const SPEC_LINKS: Array<[name: string, href: string]> = [
  ...SECTION_LINKS.map(({ label, section }): [string, string] => [label, section === 'top' ? '/' : `/#${section}`]),
  ...PAGE_LINKS.map(({ label, to }): [string, string] => [label, to]),
];

async function expectNoSidewaysOverflow(page: Page) {
  const { scrollWidth, innerWidth, overhanging } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // Fixed elements do not widen the page, so check the header's contents one by one.
    overhanging: [...document.querySelectorAll('header *')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && (rect.right > window.innerWidth + 0.5 || rect.left < -0.5);
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  }));
  expect(overhanging, 'header elements past the edge').toEqual([]);
  expect(scrollWidth).toBe(innerWidth);
}

test.describe('desktop header', () => {
  test('"More" pressed before its code has arrived opens once it has (the press is kept, not lost)', async ({ page }) => {
    let deliver = () => {};
    const held = new Promise<void>((resolve) => (deliver = resolve));
    await page.route(/\/assets\/nav-more-menu-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoReady(page, '/');
      const more = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      deliver();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await more.getAttribute('aria-controls')}`)).toBeVisible();
    } finally {
      deliver();
    }
  });

  for (const width of [1024, 1280, 1440]) {
    test(`at ${width} px: the navigation shows, fits, and every docs/product-spec.md §2 link is in the row or one menu away`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, '/');
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
      for (const name of ['GPT', 'Get Quote']) await expect(banner.getByRole('button', { name, exact: true })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expectNoSidewaysOverflow(page);

      const inMenu: Array<[string, string]> = [];
      for (const [name, href] of SPEC_LINKS) {
        const link = nav.getByRole('link', { name, exact: true });
        if ((await link.count()) === 1) await expect(link).toHaveAttribute('href', href);
        else inMenu.push([name, href]);
      }
      const more = nav.getByRole('button', { name: 'More' });
      if (width >= 1440) {
        expect(inMenu, 'all links in the row at 1440 px').toEqual([]);
        await expect(more).toBeHidden();
        return;
      }
      expect(inMenu.length).toBeGreaterThan(0);

      // Keyboard: Enter opens the disclosure, Tab walks its links, Escape closes it and returns focus.
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await more.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      for (const [name, href] of inMenu) await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      await expect(panel.getByRole('link')).toHaveCount(inMenu.length);
      await expectNoSidewaysOverflow(page);
      await expectAccessible(page, `header with More open at ${width} px`, 'header');

      for (const [name] of inMenu) {
        await page.keyboard.press('Tab');
        await expect(panel.getByRole('link', { name, exact: true })).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();

      // Choosing a link closes the menu; a section link still scrolls on the home page.
      await more.click();
      const [lastName, lastHref] = inMenu.at(-1)!;
      await panel.getByRole('link', { name: lastName, exact: true }).click();
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${lastHref}$`));
    });
  }

  test('More closes on a click outside it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoReady(page, '/');
    const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.locator('h1').first().click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('signed-in account button', () => {
  for (const width of [1366, 1400]) {
    test(`at ${width} px a long email’s local part is cut with an ellipsis, in full for screen readers and on hover`, async ({ browser }) => {
      const user = await newAccount('user', 'collector.with-a-remarkably-long-mailbox');
      const localPart = user.email.split('@')[0] ?? '';
      const context = await contextFor(browser, user, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await gotoReady(page, '/');

      const button = page.getByRole('banner').getByRole('button', { name: localPart, exact: true });
      await expect(button).toBeVisible();
      await expectNoSidewaysOverflow(page);
      await expect(button).toHaveAttribute('title', localPart);
      const label = button.locator('span.truncate');
      await expect(label).toHaveText(localPart);
      const shown = await label.evaluate((element) => ({
        cut: element.scrollWidth > element.clientWidth,
        overflow: getComputedStyle(element).textOverflow,
      }));
      expect(shown).toEqual({ cut: true, overflow: 'ellipsis' });
      await context.close();
    });
  }
});

test.describe('mobile menu', () => {
  test('the floating chat button does not cover the open menu', { tag: '@phone' }, async ({ page }) => {
    await gotoReady(page, '/');
    const fab = page.getByRole('button', { name: 'Chat with the wine cellar expert' });
    await expect(fab).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(fab).toBeHidden();
    // What sits at the FAB's corner is the menu (or the page under it), never the button.
    const atCorner = await page.evaluate(() => document.elementFromPoint(window.innerWidth - 48, window.innerHeight - 48)?.closest('[data-chat-fab]') ?? null);
    expect(atCorner).toBeNull();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(fab).toBeVisible();
  });
});

test.describe('site search on /resources', () => {
  test('what is typed before the search hydrates is kept, and the search runs on it', { tag: '@phone' }, async ({ page }) => {
    // Hold the section's code back, as a slow phone would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(resources-index-view|site-search)-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await gotoReady(page, '/resources');
    const box = page.getByRole('searchbox', { name: 'Search all guides, articles and answers' });
    await box.click();
    await box.pressSequentially('vapor barrier');
    await expect(box).toHaveValue('vapor barrier');
    // Nothing has run yet: the results list only exists once the section has hydrated.
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);

    release();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toHaveAttribute('href', /#where-does-the-vapor-barrier-go/);
    await expect(box).toHaveValue('vapor barrier');
    await expect(page).toHaveURL(/\?q=vapor\+barrier$/);

    // The box is live after hydration and keeps following the visitor.
    await box.press('End');
    await box.pressSequentially(' go');
    await expect(box).toHaveValue('vapor barrier go');
  });
});
