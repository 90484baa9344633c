import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';
import { serviceClient, uniqueEmail } from './support/backend.ts';

/**
 * The badge shows the spots left this quarter once the page is idle, and other
 * tests win leads in the shared backend: these checks of the spec's wording
 * see a quarter with nothing booked (dynamic-pricing.spec.ts tests the count).
 */
const nothingBookedYet = (page: Page) => page.route('**/rest/v1/rpc/projects_booked_this_quarter', (route) => route.fulfill({ json: 0 }));

async function inViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return rect.top < window.innerHeight && rect.bottom > 0;
  });
}

test.describe('landing page content', () => {
  test('sections come in the order of docs/product-spec.md §1', async ({ page }) => {
    await gotoReady(page, '/');
    const order = await page.evaluate(() =>
      ['top', 'value-title', 'fail-title', 'services', 'projects', 'about', 'testimonials-title', 'faq-title', 'quiz-title', 'resources-title', 'contact'].map(
        (id) => {
          const element = document.getElementById(id);
          return element ? element.getBoundingClientRect().top + window.scrollY : -1;
        },
      ),
    );
    expect(order.every((top) => top >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('hero: offer, badge, both buttons and the hero-image offer on hover and keyboard focus', async ({ page }) => {
    await nothingBookedYet(page);
    await gotoReady(page, '/');
    const hero = page.locator('#top');
    await expect(hero.getByText('Get FREE Quote (Worth $2,500)')).toBeVisible();
    await expect(hero.getByText('Only 3 Spots Left This Quarter')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get FREE Quote' })).toHaveAttribute('href', '/quote');
    await expect(hero.getByRole('link', { name: 'See $2M+ Worth of Cellars' })).toHaveAttribute('href', '/case-studies');

    const offer = hero.getByRole('link', { name: 'Generate Custom Hero Images' });
    await expect(offer).toHaveAttribute('href', '/image-generator');
    await expect(offer).toHaveCSS('opacity', '0');
    await hero.locator('figure img').hover();
    await expect(offer).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(offer).toHaveCSS('opacity', '0');
    await offer.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(offer).toBeFocused();
    await expect(offer).toHaveCSS('opacity', '1');
  });

  test('hero on a touch screen: the hero-image offer is simply shown, as nothing can hover', { tag: '@phone' }, async ({ page }) => {
    await gotoReady(page, '/');
    const offer = page.locator('#top').getByRole('link', { name: 'Generate Custom Hero Images' });
    await expect(offer).toHaveAttribute('href', '/image-generator');
    await expect(offer).toHaveCSS('opacity', '1');
  });

  test('every marketing claim of docs/product-spec.md §1 is on the page', async ({ page }) => {
    await nothingBookedYet(page);
    await gotoReady(page, '/');
    // textContent, not innerText: sections below the fold use content-visibility: auto,
    // so innerText skips them until they are scrolled near, though they are in the page.
    const text = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    for (const claim of ['500+', '15+', '4.9/5', 'A+', '24 hours', '$2,500', 'Only 3 Spots Left This Quarter', '$50K-$200K+', '8-12 weeks']) {
      expect(text, claim).toContain(claim);
    }
    expect(text).toMatch(/construction 5 years, climate systems 3 years, racking lifetime/i);
    expect(text).toContain('90%');
    expect(text).toContain('10%');
    for (const service of ['Custom Wine Cellar Construction', 'Climate Control Systems', 'Design Consultation', 'Maintenance & Protection']) {
      await expect(page.getByRole('heading', { name: service })).toBeVisible();
    }
  });

  test('business structured data carries the 4.9 rating from 500 reviews', async ({ page }) => {
    await gotoReady(page, '/');
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? '{}') as { aggregateRating?: { ratingValue: number; reviewCount: number }; name?: string };
    expect(data.name).toBe('WineCellarGPT');
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 500 });
  });

  test('title and meta description per path', async ({ page }) => {
    for (const path of ['/', '/calculators', '/calculators/cost', '/resources', '/blog', '/case-studies']) {
      await gotoReady(page, path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title.length, path).toBeGreaterThan(15);
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/$' : `${path}$`}`));
    }
  });

  test('the free PDF guide downloads as a real PDF', async ({ page, request }) => {
    await gotoReady(page, '/');
    const link = page.getByRole('link', { name: /Download the free guide/ });
    await expect(link).toHaveAttribute('href', '/pdfs/7-deadly-sins-wine-cellars.pdf');
    const response = await request.get('/pdfs/7-deadly-sins-wine-cellars.pdf');
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the contact form, once hydrated, is accessible', async ({ page }) => {
    await gotoReady(page, '/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.locator('#contact-form[data-ready]')).toBeVisible();
    await expectAccessible(page, 'landing contact form, hydrated', '#contact');
  });
});

test.describe('header and navigation', () => {
  test('desktop: section anchors scroll on the home page and navigate from other pages', async ({ page }) => {
    await gotoReady(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect.poll(() => inViewport(page, '#services')).toBe(true);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await gotoReady(page, '/privacy');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => inViewport(page, '#about')).toBe(true);
  });

  test('desktop: links of docs/product-spec.md §2', async ({ page }) => {
    await gotoReady(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: Array<[string, string]> = [
      ['Resources', '/resources'],
      ['Contractors', '/contractors'],
      ['Voice AI', '/voice-ai'],
      ['Agents', '/autonomous-agents'],
      ['Blog', '/blog'],
      ['Calculators', '/calculators'],
      ['Book', '/book'],
    ];
    for (const [name, href] of expected) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('banner').getByRole('link', { name: 'WineCellarGPT home' })).toHaveAttribute('href', '/');
  });

  test('mobile menu: Get Quote opens the assistant, any choice closes it, Escape closes', { tag: '@phone' }, async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Get Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wine Cellar Expert' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Get Quote' })).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => inViewport(page, '#contact')).toBe(true);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('GPT, Get Quote and the floating button open the assistant; Escape returns focus', async ({ page }) => {
    await gotoReady(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Wine Cellar Expert' });
    const fab = page.getByRole('button', { name: 'Chat with the wine cellar expert' });
    await fab.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(fab).toBeFocused();

    const banner = page.getByRole('banner');
    for (const name of ['GPT', 'Get Quote']) {
      await banner.getByRole('button', { name, exact: true }).click();
      await expect(dialog).toBeVisible();
      await page.getByRole('button', { name: 'Close chat' }).click();
      await expect(dialog).toBeHidden();
      await expect(banner.getByRole('button', { name, exact: true })).toBeFocused();
    }
  });

  test('footer links of docs/product-spec.md §2', async ({ page }) => {
    await gotoReady(page, '/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const expected: Array<[string, string]> = [
      ['Case Studies', '/case-studies'],
      ['AI Hub', '/ai-hub'],
      ['Investment', '/investment-summary'],
      ['Sitemap', '/sitemap.xml'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ];
    for (const [name, href] of expected) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    const poweredBy = page.getByRole('contentinfo').getByRole('link', { name: /Powered by/ });
    await expect(poweredBy).toHaveAttribute('href', /^https:\/\//);
    await expect(poweredBy).toHaveAttribute('target', '_blank');
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`scroll-progress bar follows the scroll position (reduced motion: ${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await gotoReady(page, '/');
      const bar = page.getByTestId('scroll-progress');
      // Drawn by the page's scroll timeline in CSS (no script) where the browser has one, as in this Chromium.
      const scale = () => bar.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a);
      await expect.poll(scale).toBe(0);
      await page.evaluate(() => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) / 2, behavior: 'instant' }));
      await expect.poll(scale).toBeGreaterThan(0.4);
      await expect.poll(scale).toBeLessThan(0.6);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect.poll(scale).toBe(1);
    });
  }

  test('scroll-progress bar without scroll-driven animations: a script follows the scroll instead', async ({ page }) => {
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS);
      CSS.supports = ((...args: [string] | [string, string]) => (args.join(':').includes('animation-timeline') ? false : supports(...(args as [string])))) as typeof CSS.supports;
    });
    await gotoReady(page, '/');
    const bar = page.getByTestId('scroll-progress');
    await page.evaluate(() => window.scrollTo({ top: (document.documentElement.scrollHeight - window.innerHeight) / 2, behavior: 'instant' }));
    await expect.poll(async () => Number((await bar.getAttribute('style'))?.match(/scaleX\(([\d.]+)\)/)?.[1] ?? 0)).toBeGreaterThan(0.4);
  });

  test('page views are written to the console on load and on every navigation', async ({ page }) => {
    const views: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[analytics] page_view')) views.push(message.text());
    });
    await gotoReady(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => views).toEqual(['[analytics] page_view /', '[analytics] page_view /terms']);
  });
});

test.describe('FAQ', () => {
  test('one item open at a time, first open, clicking the open one closes it, keyboard works', async ({ page }) => {
    await gotoReady(page, '/');
    const items = page.locator('details[name="faq"]');
    await expect(items).toHaveCount(8);
    const isOpen = (index: number) => items.nth(index).evaluate((element) => (element as HTMLDetailsElement).open);
    expect(await isOpen(0)).toBe(true);

    await items.nth(1).locator('summary').click();
    expect(await isOpen(1)).toBe(true);
    expect(await isOpen(0)).toBe(false);

    await items.nth(1).locator('summary').click();
    expect(await isOpen(1)).toBe(false);

    await items.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(2)).toBe(true);
    await page.keyboard.press('Space');
    expect(await isOpen(2)).toBe(false);
  });
});

test.describe('errors and toasts', () => {
  test('an uncaught render error shows the fallback screen and is logged', async ({ page, consoleGuard }) => {
    consoleGuard.expect(/Boom from a broken page|error-log|The above error occurred/);
    await gotoReady(page, '/');
    // Serve a broken copy of the Terms page's chunk, then navigate to it client-side.
    await page.route(/\/assets\/terms-page-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export default function Broken() { throw new Error("Boom from a broken page"); }' }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText("We've encountered an unexpected error. Don't worry, we've logged it and will look into it.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();

    const logs = await page.evaluate(() => JSON.parse(localStorage.getItem('errorLogs') ?? '[]') as Array<Record<string, unknown>>);
    const entry = logs.find((log) => String(log.message).includes('Boom from a broken page'));
    expect(entry).toBeDefined();
    for (const field of ['message', 'stack', 'timestamp', 'userAgent', 'url', 'componentStack']) expect(entry, field).toHaveProperty(field);
    expect(String(entry?.componentStack)).toContain('Broken');

    await page.unroute(/\/assets\/terms-page-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Custom wine cellars');
  });

  test('unhandled rejections are logged; only the last 10 persist', async ({ page, consoleGuard }) => {
    consoleGuard.expect(/rejection number|error-log/);
    await gotoReady(page, '/');
    await page.evaluate(async () => {
      for (let index = 1; index <= 12; index += 1) {
        void Promise.reject(new Error(`rejection number ${index}`));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('errorLogs') ?? '[]') as Array<{ message: string }>).map((log) => log.message)))
      .toEqual(Array.from({ length: 10 }, (_, index) => `rejection number ${index + 3}`));
  });
  // At most 3 toasts at once, each closing after about 4 seconds: src/components/ui/toaster-host.test.tsx.
});

// The fields, their rules and messages, and refused files: src/features/contact/components/contact-form.test.tsx.
test.describe('contact form', () => {
  async function openForm(page: Page) {
    await gotoReady(page, '/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.locator('#contact-form[data-ready]');
    await expect(form).toBeVisible();
    return form;
  }

  async function fillValid(form: ReturnType<Page['locator']>, email: string) {
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Last Name').fill('Duarte-Silva');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByLabel('Phone').fill('+1 (707) 555-0100');
    await form.getByLabel('Project Type').selectOption('residential');
    await form.getByLabel('Budget').selectOption('50k-100k');
    await form.getByLabel('Timeline').selectOption('3-6months');
    await form.getByLabel('Project Details').fill('A 1,200-bottle cellar under the stairs, <b>glass</b> door.');
  }

  test('stores the inquiry with its attachment, shows the success toast and resets', async ({ page }) => {
    const email = uniqueEmail('contact');
    const form = await openForm(page);
    await fillValid(form, email);
    await form.locator('input[type="file"]').setInputFiles([{ name: 'cellar plan.dwg', mimeType: '', buffer: Buffer.from('AC1032 drawing') }]);
    await expect(form.getByRole('list', { name: 'Attached files' })).toContainText('cellar plan.dwg');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/submit-inquiry', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(form.getByRole('button', { name: 'Sending Request...' })).toBeDisabled();
    release();
    await expect(toasts(page).filter({ hasText: 'Thank you for your inquiry!' })).toContainText("We'll contact you within 24 hours to schedule your free consultation.");
    await expect(form.getByLabel('First Name')).toHaveValue('');

    const { data } = await serviceClient().from('inquiries').select('*').eq('email', email);
    expect(data).toHaveLength(1);
    const row = data?.[0] as { name: string; message: string; details: string; attachments: Array<{ path: string; name: string }> };
    expect(row.name).toBe('Ana Duarte-Silva');
    expect(row.details).toBe('A 1,200-bottle cellar under the stairs, glass door.');
    expect(row.message).toContain('Project Type: Residential Wine Cellar');
    expect(row.attachments).toHaveLength(1);
    expect(row.attachments[0]?.name).toBe('cellar plan.dwg');
    const file = await serviceClient().storage.from('inquiry-attachments').download(row.attachments[0]?.path ?? '');
    expect(await file.data?.text()).toBe('AC1032 drawing');
  });

  test('a failed submit keeps the draft; the retry stores exactly one inquiry', async ({ page, consoleGuard }) => {
    consoleGuard.expect(/submission failed|Failed to fetch|ERR_FAILED|net::/i);
    const email = uniqueEmail('draft');
    const form = await openForm(page);
    await fillValid(form, email);
    // The request reaches the server and is stored, but the answer never arrives.
    await page.route('**/functions/v1/submit-inquiry', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(toasts(page).filter({ hasText: 'Submission failed' })).toContainText('Please try again later or contact us directly.');
    const draft = await page.evaluate(() => localStorage.getItem('winecellargpt:contact-draft'));
    expect(draft).toContain(email);

    await page.unroute('**/functions/v1/submit-inquiry');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const restored = page.locator('#contact-form[data-ready]');
    await expect(restored.getByText('We kept the details from your last attempt')).toBeVisible();
    await expect(restored.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await restored.getByRole('button', { name: 'Get My Free Quote' }).dblclick();
    await expect(toasts(page).filter({ hasText: 'Thank you for your inquiry!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('winecellargpt:contact-draft'))).toBeNull();

    const { data } = await serviceClient().from('inquiries').select('id').eq('email', email);
    expect(data).toHaveLength(1);
  });
});

test.describe('newsletter', () => {
  test('signs up with the site’s own form and shows the thank-you state', async ({ page }) => {
    const email = uniqueEmail('letter');
    await gotoReady(page, '/');
    await page.getByRole('form', { name: 'Newsletter signup' }).scrollIntoViewIfNeeded();
    const form = page.locator('form[aria-label="Newsletter signup"][data-ready]');
    await expect(form).toBeVisible();
    await form.getByLabel('Email address').fill('nope');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('You’re on the list.')).toBeVisible();
    const { data } = await serviceClient().from('newsletter_signups').select('email').eq('email', email);
    expect(data).toHaveLength(1);
  });
});
