/**
 * The quote request (/quote): step validation, a calculation carried over
 * from a calculator or attached from the saved list, a submission that lands
 * in the database exactly once (double click included), a failure that keeps
 * the draft, and the confirmation with what happens next.
 */
import type { Page } from '@playwright/test';
import { estimateCost } from '../../supabase/functions/_domain/estimator/checked.ts';
import { contextFor, newAccount } from './support/auth.ts';
import { serviceClient, uniqueEmail } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

interface InquiryRow {
  id: string;
  source: string;
  user_id: string | null;
  project_type: string;
  budget: string | null;
  timeline: string | null;
  location: string | null;
  capacity_bottles: number | null;
  details: string;
  message: string;
  calculation: { kind: string; title: string; summary: string; link: string; inputs: Record<string, unknown> } | null;
  attachments: Array<{ path: string; name: string }>;
}

async function inquiriesFor(email: string): Promise<InquiryRow[]> {
  const { data, error } = await serviceClient().from('inquiries').select('*').eq('email', email);
  if (error) throw new Error(error.message);
  return (data ?? []) as InquiryRow[];
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Steps 2–4 with valid answers; step 1 is left to each test. */
async function finishSteps(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Budget and timing' })).toBeFocused();
  await page.getByText('$100,000 - $200,000').click();
  await page.getByText('3-6 months').click();
  await next(page);
  await expect(page.getByRole('heading', { name: 'Details and plans' })).toBeFocused();
  await page.getByLabel('Project details').fill('Basement room of about 12 × 10 ft with concrete walls; we host tastings.');
  await next(page);
  await expect(page.getByRole('heading', { name: 'How to reach you' })).toBeFocused();
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Duarte-Silva');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 (707) 555-0100');
}

// What each step asks and says, and that it does not move on until it is right: src/features/quote/quote-page.test.tsx.
test('a step showing its errors is accessible', async ({ page }) => {
  await gotoReady(page, '/quote');
  await next(page);
  await expect(page.getByText('Choose the kind of project')).toBeVisible();
  await expect(page.getByText('Step 1 of 4: Your project')).toBeVisible();
  await expectAccessible(page, 'quote step 1 with errors', 'main');
});

test('from the cost calculator to a stored quote: prefilled, attached, one row for a double click', async ({ page }) => {
  const email = uniqueEmail('quote');
  const expected = estimateCost({ bottles: 1500 });
  await gotoReady(page, '/calculators/cost?b=1500');
  await page.getByRole('link', { name: 'Get a quote with this' }).click();

  await expect(page).toHaveURL(/\/quote\?/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const card = page.getByTestId('attached-calculation');
  await expect(card).toContainText('Cost estimate: 1,500-bottle residential cellar');
  await expect(card).toContainText(expected.summary);
  await expect(page.getByRole('radio', { name: /Residential Wine Cellar/ })).toBeChecked();
  await expect(page.getByLabel('Bottles to store (optional)')).toHaveValue('1500');
  await expectAccessible(page, 'quote with an attached calculation', 'main');

  await page.getByLabel('Where is the cellar?').fill('Napa, CA');
  await next(page);
  await finishSteps(page, email);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles([{ name: 'floor plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 plan') }]);
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('floor plan.pdf');
  await next(page);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/submit-inquiry', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send my quote request' }).dblclick();
  await expect(page.getByRole('button', { name: 'Sending Request...' })).toBeDisabled();
  release();

  await expect(page.getByTestId('quote-confirmation')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for your inquiry!' })).toBeFocused();
  // The page says it all: no toast repeats it over the confirmation, and the build spots are not sold again.
  const confirmation = page.getByTestId('quote-confirmation');
  for (const step of ['Within 24 hours', 'Your free consultation', 'Design and itemized budget', 'If you go ahead']) {
    await expect(confirmation).toContainText(step);
  }
  await expect(confirmation).toContainText(`We’ll write to ${email} within 24 hours`);
  await expect(confirmation).not.toContainText('build spots');
  await expect(toasts(page)).toHaveCount(0);
  await expectAccessible(page, 'quote confirmation', 'main');

  const rows = await inquiriesFor(email);
  expect(rows).toHaveLength(1);
  const row = rows[0];
  expect(row).toMatchObject({
    source: 'quote',
    project_type: 'residential',
    budget: '100k-200k',
    timeline: '3-6months',
    location: 'Napa, CA',
    capacity_bottles: 1500,
  });
  expect(row?.calculation).toMatchObject({ kind: 'cost', link: '/calculators/cost?b=1500', inputs: { b: '1500' }, summary: expected.summary });
  expect(row?.message).toContain('Attached calculation:');
  expect(row?.attachments).toHaveLength(1);
  expect(row?.attachments[0]?.name).toBe('floor plan.pdf');
});

test('a failed submit keeps the draft and the calculation; the retry stores exactly one inquiry', async ({ page, consoleGuard }) => {
  consoleGuard.expect(/submission failed|Failed to fetch|ERR_FAILED|net::/i);
  const email = uniqueEmail('quote-draft');
  await gotoReady(page, '/quote?type=commercial&calc=cost&title=Cost%20estimate&summary=Estimated%20%24119K%E2%80%93%24190K&link=%2Fcalculators%2Fcost%3Fb%3D2400');
  await expect(page.getByRole('radio', { name: /Commercial \/ Restaurant/ })).toBeChecked();
  await page.getByLabel('Where is the cellar?').fill('Austin, TX');
  await next(page);
  await finishSteps(page, email);

  // The request reaches the server and is stored, but the answer never arrives.
  await page.route('**/functions/v1/submit-inquiry', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Send my quote request' }).click();
  await expect(toasts(page).filter({ hasText: 'Submission failed' })).toContainText('Please try again later or contact us directly.');
  expect(await page.evaluate(() => localStorage.getItem('winecellargpt:quote-draft'))).toContain(email);

  await page.unroute('**/functions/v1/submit-inquiry');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByText('We kept the details from your last attempt')).toBeVisible();
  await expect(page.getByTestId('attached-calculation')).toContainText('Cost estimate');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send my quote request' }).dblclick();
  await expect(page.getByTestId('quote-confirmation')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('winecellargpt:quote-draft'))).toBeNull();

  const rows = await inquiriesFor(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ source: 'quote', project_type: 'commercial', location: 'Austin, TX' });
});

test('a saved calculation attached by id, with the visitor’s session, and removable', async ({ page, browser }) => {
  const user = await newAccount('user', 'quote-saved');
  const { data, error } = await serviceClient()
    .from('saved_calculations')
    .insert({
      user_id: user.id,
      kind: 'capacity',
      title: 'Racking capacity: 1,713 bottles',
      inputs: { nb: '30' },
      summary: { headline: '1,713 bottles of racking', lines: [{ label: 'Start with', value: '1,317–1,370 bottles' }], link: '/calculators/capacity?nb=30' },
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`could not seed a saved calculation: ${error?.message}`);

  // Signed out, the page says how to attach it instead of failing.
  await gotoReady(page, `/quote?calculation=${data.id}`);
  await expect(page.getByRole('link', { name: 'sign in', exact: true })).toBeVisible();

  const owner = await contextFor(browser, user);
  const ownerPage = await owner.newPage();
  await gotoReady(ownerPage, `/quote?calculation=${data.id}`);
  const card = ownerPage.getByTestId('attached-calculation');
  await expect(card).toContainText('Racking capacity: 1,713 bottles');
  await expect(card).toContainText('1,713 bottles of racking. Start with: 1,317–1,370 bottles.');
  await expect(card.getByRole('link', { name: 'Open the calculation' })).toHaveAttribute('href', '/calculators/capacity?nb=30');
  await card.getByRole('button', { name: /Remove/ }).click();
  await expect(ownerPage.getByTestId('attached-calculation')).toHaveCount(0);
  await owner.close();

  // Someone else's id finds nothing: row-level security keeps saved items private.
  const other = await contextFor(browser, await newAccount('user', 'quote-other'));
  const otherPage = await other.newPage();
  await gotoReady(otherPage, `/quote?calculation=${data.id}`);
  await expect(otherPage.getByText('We could not find that saved calculation in your account.')).toBeVisible();
  await expect(otherPage.getByTestId('attached-calculation')).toHaveCount(0);
  await other.close();
});

test('a page that links to the quote request fetches its code ahead of the click, so the quote opens without a wait', async ({ page }) => {
  // Speculative fetches wait for a capable device and the visitor's first input (src/lib/spare-time.ts): this host reports 2 cores.
  await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 8 }));
  await gotoReady(page, '/calculators/cost?b=1500');
  await page.mouse.wheel(0, 200);
  const prefetched = () => page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await expect.poll(prefetched).toContainEqual(expect.stringMatching(/^\/assets\/quote-page-[\w-]+\.js$/));
  await page.getByRole('link', { name: 'Get a quote with this' }).click();
  await expect(page.getByRole('heading', { name: 'Your project' })).toBeVisible();
});
