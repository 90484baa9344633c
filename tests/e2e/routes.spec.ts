import { expect, expectAccessible, expectNoSidewaysScroll, gotoReady, test } from './support/fixtures.ts';
import { loadRouteManifest } from './support/routes.ts';

const routes = loadRouteManifest();

/** The one walk of every route at each width: layout, overflow and axe are what the width changes. */
test.describe('every route in the table', { tag: '@both-widths' }, () => {
  for (const route of routes) {
    test(`${route.example} renders, hydrates cleanly, fits the width and passes axe`, async ({ page }) => {
      await gotoReady(page, route.example);
      if (route.access === 'public') {
        // A page with a parameter (a contractor profile) titles itself from its data: its own title, never the not-found one.
        if (route.path.includes(':')) await expect(page).toHaveTitle(/^(?!Page Not Found).+ \| WineCellarGPT$/);
        else await expect(page).toHaveTitle(route.title);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main h1')).toBeVisible();
      } else {
        // Signed-out visitors are sent to sign in, and come back afterwards.
        await expect(page).toHaveURL(/\/auth\?/);
      }
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, route.example);
    });
  }

  test('an unknown path shows the not-found page with status 404', async ({ page, consoleGuard }) => {
    // Chromium logs the document's own 404 status as a console error; that status is the point here.
    consoleGuard.expect(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto('/no-such-cellar');
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This bottle isn’t in the rack');
    await expect(page.getByText('/no-such-cellar')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page, 'not found');
  });
});

test.describe('site files', () => {
  test('sitemap.xml lists exactly the prerendered routes', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(locs.sort()).toEqual(routes.filter((route) => route.prerendered).map((route) => route.path).sort());
  });

  test('prerendered pages preload the entry in <head> and run it last, async, after all of #root', async ({ request }) => {
    for (const route of routes.filter((entry) => entry.prerendered)) {
      const html = await (await request.get(route.example)).text();
      const [head = '', body = ''] = html.split('</head>');
      const entry = body.match(/<script type="module" async crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*<\/body>/);
      expect(entry, route.example).not.toBeNull();
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="${entry?.[1]}">`);
      expect(head).not.toMatch(/<script type="module"/);
    }
  });

  test('a client-side navigation fetches the page and all it imports together, from /page-preloads.json', async ({ page, request }) => {
    const preloads = (await (await request.get('/page-preloads.json')).json()) as { files: string[]; pages: Record<string, number[]> };
    const files = (preloads.pages['features/calculators/pages/cost-calculator-page.tsx'] ?? []).map((at) => `/${preloads.files[at]}`);
    expect(files.length).toBeGreaterThan(1);
    const fetchedLists: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/page-preloads.json') fetchedLists.push(sent.url());
    });
    await gotoReady(page, '/calculators');
    const notPreloaded = () =>
      page.evaluate((hrefs) => hrefs.filter((href) => !document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)), files);
    // Some of the cost calculator's chunks are not on the index page: the navigation is what preloads them.
    expect((await notPreloaded()).length).toBeGreaterThan(0);
    // Nothing speculative before the visitor's first input (src/lib/spare-time.ts): the lists come with the navigation.
    expect(fetchedLists).toEqual([]);
    await page.locator('main a[href="/calculators/cost"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/cost/i);
    await expect.poll(notPreloaded).toEqual([]);
    expect(fetchedLists).toHaveLength(1);
  });

  test('robots.txt points at the sitemap and keeps private areas out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    for (const route of routes.filter((entry) => entry.access !== 'public')) {
      expect(robots).toContain(`Disallow: ${route.path.split('/:')[0]}`);
    }
  });
});
