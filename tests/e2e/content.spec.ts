/**
 * The expert library in a real browser: article navigation (contents,
 * breadcrumbs, related and in-text links without reloads), structured data,
 * PDF downloads, tag filters and site search by keyboard, phone layout and
 * print styles. routes.spec.ts already walks every route at both widths for
 * sideways scrolling and axe.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoReady, test, waitForHydrated } from './support/fixtures.ts';

const ARTICLE = '/blog/why-wine-cellars-fail';
const GUIDE = '/resources/technical-guide';

/** Marks the current document; a client-side navigation keeps the mark, a reload loses it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('article pages', () => {
  /** Where a jump should put the heading: the page's scroll padding (the fixed header) plus its scroll margin; it lands there. */
  async function expectJumpedTo(page: Page, heading: ReturnType<Page['locator']>) {
    await expect(heading).toBeInViewport();
    const wanted = await heading.evaluate(
      (element) => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(element).scrollMarginTop),
    );
    expect(wanted, 'the heading clears the fixed header').toBeGreaterThanOrEqual(64);
    // The smooth scroll ends with the heading there: the sections it passed kept the sizes measured for the jump
    // (and, should one still change on the way, the jump is put right when its scroll ends: src/lib/in-page-scroll.ts).
    await expect
      .poll(async () => Math.abs((await heading.evaluate((element) => element.getBoundingClientRect().top)) - wanted), { timeout: 5000 })
      .toBeLessThanOrEqual(2);
  }

  test('a contents link scrolls to its section', async ({ page }) => {
    await gotoReady(page, GUIDE);
    const heading = page.locator('#where-does-the-vapor-barrier-go-in-a-wine-cellar');
    await expect(heading).not.toBeInViewport();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Where does the vapor barrier go in a wine cellar?' }).click();
    await expect(page).toHaveURL(/#where-does-the-vapor-barrier-go-in-a-wine-cellar$/);
    await expectJumpedTo(page, heading);
  });

  test('a contents entry chosen before the article has hydrated jumps all the same, and the article stays', async ({ page }) => {
    // The article's code is held back: while the jump runs, its server HTML is all there is. An update that
    // reached it then (the router hearing of the new hash) used to make React drop that HTML: the page went blank.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/article-view-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await gotoReady(page, GUIDE);
      const heading = page.locator('#where-does-the-vapor-barrier-go-in-a-wine-cellar');
      const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Where does the vapor barrier go in a wine cellar?' });
      await link.click();
      await expect(page).toHaveURL(/#where-does-the-vapor-barrier-go-in-a-wine-cellar$/);
      await expectJumpedTo(page, heading);
      await expect(page.locator('[data-content-body]')).toBeVisible();
      release();
      await waitForHydrated(link);
      // Hydrated in place: the same heading, where the jump left it.
      await expectJumpedTo(page, heading);
    } finally {
      release();
    }
  });

  test('on a phone the contents are a list that opens, jumps to its section and closes', { tag: '@phone' }, async ({ page }) => {
    await gotoReady(page, GUIDE);
    const heading = page.locator('#where-does-the-vapor-barrier-go-in-a-wine-cellar');
    await expect(heading).not.toBeInViewport();
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await toc.getByText('On this page').click();
    await toc.getByRole('link', { name: 'Where does the vapor barrier go in a wine cellar?' }).click();
    // Choosing a section closes the list again.
    await expect(toc.locator('details')).not.toHaveAttribute('open');
    await expect(page).toHaveURL(/#where-does-the-vapor-barrier-go-in-a-wine-cellar$/);
    await expectJumpedTo(page, heading);
  });

  test('the desktop contents stay in view and mark the section being read', async ({ page }) => {
    await gotoReady(page, GUIDE);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    // Nothing is marked before the text is reached.
    await expect(toc.locator('a[aria-current="location"]')).toHaveCount(0);
    // Scrolled by the wheel until the heading sits just under the fixed header, it is the section being read.
    const heading = page.locator('#what-checks-apply-when-choosing-the-cooling-unit');
    await heading.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
        if (top < 80 || top > 130) await page.mouse.wheel(0, top - 100);
        return top >= 80 && top <= 130;
      })
      .toBe(true);
    await expect(toc).toBeInViewport();
    await expect(toc.locator('a[aria-current="location"]')).toHaveText('What checks apply when choosing the cooling unit?');
  });

  test('breadcrumbs lead back to the index without a reload, and describe the trail in JSON-LD', async ({ page }) => {
    await gotoReady(page, ARTICLE);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Blog']);
    const trail = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; itemListElement?: Array<{ name: string; position: number }> })
        .find((data) => data['@type'] === 'BreadcrumbList'),
    );
    expect(trail?.itemListElement?.map((item) => item.name)).toEqual(['Home', 'Blog', 'Why Wine Cellars Fail: The Root Causes and How to Be in the 10%']);
    await markDocument(page);
    // The article's view hydrates once the page is interactive (a deferred section); a click that beats it
    // is a full page load to the same place (plain links, by design), not the client-side visit checked here.
    const blog = crumbs.getByRole('link', { name: 'Blog' });
    await waitForHydrated(blog);
    await blog.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes from the cellar');
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('its JSON-LD parses and describes the post', async ({ page }) => {
    await gotoReady(page, ARTICLE);
    const data = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
    );
    const post = data.find((entry) => entry['@type'] === 'BlogPosting');
    expect(post).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Why Wine Cellars Fail: The Root Causes and How to Be in the 10%',
      datePublished: '2026-03-10',
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
    });
    expect(String(post?.image)).toMatch(/^https?:\/\//);
    await expect(page.locator('head meta[property="article:published_time"]').first()).toHaveAttribute('content', '2026-03-10');
  });

  test('related articles and links in the text navigate client-side', async ({ page }) => {
    await gotoReady(page, ARTICLE);
    await markDocument(page);
    const related = page.getByRole('region', { name: 'Related guides and articles' });
    await related.scrollIntoViewIfNeeded();
    const firstCard = related.getByRole('article').first().getByRole('link');
    // The section hydrates as it comes into view; a click that beats it is a full page load (plain links, by design).
    await waitForHydrated(firstCard);
    const target = await firstCard.getAttribute('href');
    await firstCard.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('[data-content-body]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await stillSameDocument(page)).toBe(true);

    const inText = page.locator('[data-content-body] a[href^="/"]:not([href^="/pdfs/"])').first();
    const href = (await inText.getAttribute('href')) ?? '';
    await inText.click();
    await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]}`));
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('a client-side visit renders the body and contents of the next article', async ({ page }) => {
    await gotoReady(page, '/blog');
    await page.getByRole('link', { name: 'Wine Storage Climate Control: Temperature, Humidity and the Equipment Behind Them' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'What humidity should a wine cellar be?' })).toBeAttached();
    await expect(page.locator('nav a[href="#what-humidity-should-a-wine-cellar-be"]').first()).toBeAttached();
  });

  test('the chapter page links back to the book and offers the checklist', async ({ page }) => {
    await gotoReady(page, '/book/chapter-1');
    await expect(page.locator('.eyebrow', { hasText: 'Chapter 1' })).toBeVisible();
    const chapters = page.getByRole('navigation', { name: 'Chapters' });
    await expect(chapters.getByText('What Wine Needs: The Science of Storage')).toBeVisible();
    await expect(chapters.getByRole('link')).toHaveCount(1);
    await chapters.getByRole('link').click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByText('Coming in the full edition').first()).toBeVisible();
  });
});

test.describe('downloads', () => {
  test('the download button serves a real PDF', async ({ page, request }) => {
    await gotoReady(page, '/downloads/planning-checklist');
    const button = page.getByRole('link', { name: /Download .*PDF, 12 pages/ }).first();
    await expect(button).toHaveAttribute('download', /planning-checklist\.pdf/);
    const href = (await button.getAttribute('href')) ?? '';
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('planning-checklist.pdf');
  });
});

test.describe('index pages', () => {
  test('the tag filter works from the keyboard and keeps the filter in the URL', async ({ page }) => {
    await gotoReady(page, '/resources');
    const filter = page.getByRole('navigation', { name: 'Filter by topic' });
    const all = await page.locator('main article').count();
    await filter.getByRole('link', { name: /^Cooling/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resources\?tag=cooling$/);
    await expect(filter.getByRole('link', { name: /^Cooling/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status').filter({ hasText: 'about Cooling' })).toBeVisible();
    const shown = await page.locator('main article').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
    for (const tags of await page.locator('main article ul[aria-label="Tags"]').allInnerTexts()) expect(tags).toContain('Cooling');

    await filter.getByRole('link', { name: 'All topics' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.locator('main article')).toHaveCount(all);
  });

  test('a shared ?tag= link filters once the page is interactive', async ({ page }) => {
    await gotoReady(page, '/case-studies?tag=restaurant');
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(page.locator('main article h3')).toContainText('Restaurant');
  });

  test('without JavaScript the prerendered index lists everything, with real filter links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.locator('main article')).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Filter by topic' }).getByRole('link', { name: /^Climate/ })).toHaveAttribute('href', '/blog?tag=climate');
    await context.close();
  });

  test('case study cards show the fields of docs/product-spec.md §3', async ({ page }) => {
    await gotoReady(page, '/case-studies');
    const napa = page.locator('main article', { hasText: 'Napa Valley Estate' });
    for (const text of ['Napa Valley, California', '3,200 bottles', '$186,000', 'Challenge', 'Result']) await expect(napa.getByText(text, { exact: true })).toBeVisible();
    await expect(napa.locator('img')).toHaveAttribute('width', '1200');
  });
});

test.describe('site search', () => {
  test('finds a passage from the keyboard and opens its section', async ({ page }) => {
    await gotoReady(page, '/resources');
    const box = page.getByRole('searchbox', { name: 'Search all guides, articles and answers' });
    await box.focus();
    await page.keyboard.type('vapor barrier');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toContainText('Where does the vapor barrier go in a wine cellar?');
    await expect(page.getByRole('status').filter({ hasText: /results? for “vapor barrier”/ })).toBeVisible();
    await expect(page).toHaveURL(/\?q=vapor\+barrier$/);

    await page.keyboard.press('ArrowDown');
    await expect(results.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resources\/technical-guide#where-does-the-vapor-barrier-go-in-a-wine-cellar$/);
    await expect(page.locator('#where-does-the-vapor-barrier-go-in-a-wine-cellar')).toBeInViewport();
  });

  test('Escape clears the search and suggestions help when nothing matches', async ({ page }) => {
    await gotoReady(page, '/blog');
    const box = page.getByRole('searchbox');
    await box.fill('xyzzy plover');
    await expect(page.getByText('No results for “xyzzy plover”.')).toBeVisible();
    await page.getByRole('button', { name: 'BTU for a 10x8 room' }).click();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toContainText('10 × 8 × 8 ft');
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });

  test('a shared ?q= link shows its results, and the index loads only for search', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/knowledge-index/.test(request.url())) indexRequests.push(request.url());
    });
    await gotoReady(page, '/blog');
    expect(indexRequests, 'no index download before the search box is used').toEqual([]);
    await gotoReady(page, '/resources?q=power%20outage');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toContainText('power outage');
    expect(indexRequests.length).toBe(1);
    await expectAccessible(page, 'search results', 'main');
  });
});

test.describe('reading on a phone and on paper', () => {
  test('wide tables scroll inside their own box on a phone', { tag: '@phone' }, async ({ page }) => {
    await gotoReady(page, GUIDE);
    const table = page.locator('[data-content-body] table').first();
    await expect(table).toBeAttached();
    const box = await table.evaluate((element) => ({ client: element.clientWidth, viewport: window.innerWidth }));
    expect(box.client).toBeLessThanOrEqual(box.viewport);
  });

  test('print shows only the article, black on white, with link targets', async ({ page }) => {
    await gotoReady(page, GUIDE);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#root > header')).toBeHidden();
    await expect(page.locator('#root > footer')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Related guides and articles' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const style = await page.locator('[data-content-body] p').first().evaluate((element) => {
      const computed = getComputedStyle(element);
      return { color: computed.color, background: getComputedStyle(document.body).backgroundColor };
    });
    expect(style.color).toBe('rgb(0, 0, 0)');
    expect(style.background).toBe('rgb(255, 255, 255)');
    const suffix = await page
      .locator('[data-content-body] a[href^="/"]')
      .first()
      .evaluate((element) => getComputedStyle(element, '::after').content);
    expect(suffix).toMatch(/^" \(\/.+\)"$/);
  });
});

test.describe('legal pages from Markdown', () => {
  test('the privacy policy lists its sections, keeps its anchors and links inside the site through the router', async ({ page }) => {
    await gotoReady(page, '/privacy#cookies-and-storage');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(13);
    await expect(page.locator('h2#cookies-and-storage')).toHaveText('Cookies and browser storage');
    await expect(page.locator('h2#cookies-and-storage')).toBeInViewport();
    await expect(page.getByRole('link', { name: 'hello@winecellargpt.com' }).first()).toHaveAttribute('href', 'mailto:hello@winecellargpt.com');
    // A same-site link in the prose is handled by the router: no document load. The policy's text is a
    // deferred() section like an article's: until it hydrates its links are plain anchors (a full load, by design).
    await waitForHydrated(page.locator('.prose-cellar'));
    await page.locator('.prose-cellar a[href="/terms"]').first().click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name)).toMatch(/\/privacy/);
  });
});
