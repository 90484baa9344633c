/**
 * /dynamic-pricing: a public page that explains the guidance and opens the
 * tool only for an admin, who sees this quarter's bookings from the
 * pipeline, records an index value, saves margins and tries what-ifs. And
 * the landing badge: the spec's text prerendered, the live count after idle.
 */
import { randomUUID } from 'node:crypto';
import { anonClient, serviceClient } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

const BOOKED_RPC = '**/rest/v1/rpc/projects_booked_this_quarter';
const CAPACITY = 3;

/** A lead won now, as an admin marking it won in the inbox would leave it. */
async function winALead(name: string): Promise<string> {
  const service = serviceClient();
  const inserted = await service
    .from('inquiries')
    .insert({
      idempotency_key: randomUUID(),
      source: 'quote',
      first_name: name.split(' ')[0],
      last_name: name.split(' ')[1],
      name,
      email: 'spot@example.com',
      phone: '+1 555 0142',
      project_type: 'residential',
      budget: '100k-200k',
      details: 'A 1,500-bottle cellar under the stairs.',
      message: 'Project Details:\nA 1,500-bottle cellar under the stairs.',
    })
    .select('id')
    .single();
  expect(inserted.error).toBeNull();
  const id = (inserted.data as { id: string }).id;
  expect((await service.from('inquiries').update({ status: 'won' }).eq('id', id)).error).toBeNull();
  return id;
}

const bookedNow = async () => (await anonClient().rpc('projects_booked_this_quarter')).data as number;

test('a visitor reads how the guidance is made and is asked to sign in with an admin account; the tool’s code is not loaded', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoReady(page, '/dynamic-pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Price guidance from booked capacity, demand and material costs');
  await expect(page.getByRole('heading', { name: 'How the guidance is made' })).toBeVisible();
  await expect(page.getByText('no AI model, nothing sent anywhere else')).toBeVisible();
  const gate = page.getByTestId('role-gate');
  await expect(gate).toContainText('Sign in with an admin account to use it.');
  await expect(gate.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fdynamic-pricing');
  await expectAccessible(page, 'dynamic pricing for a visitor', 'main');
  expect(requested.some((url) => /pricing-body/.test(url))).toBe(false);
  expect(requested.some((url) => /pricing_signals|material_cost_index/.test(url))).toBe(false);
});

test.describe('signed in', () => {
  test.use({ signedIn: 'user' });

  test('a signed-in user without the admin role is told so and reads nothing', async ({ page, account: user }) => {
    await gotoReady(page, '/dynamic-pricing');
    await expect(page.getByTestId('role-gate')).toContainText(`You are signed in as ${user.email}, and this account does not have the admin role.`);
    await expect(page.getByRole('heading', { name: 'Recommended multipliers' })).toHaveCount(0);
  });
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('an admin sees the quarter’s bookings, records an index value, saves margins and tries a what-if', async ({ page, consoleGuard }) => {
    test.slow();
    // The database refuses a second value for one date (409), which the form says in words.
    consoleGuard.expect(/status of 409/);
    const name = `Spot ${randomUUID().slice(0, 6)}`;
    await winALead(`${name} Taker`);
    await gotoReady(page, '/dynamic-pricing');

    // The quarter's bookings come from the pipeline: the lead just won is among them.
    await expect(page.getByTestId('booked-projects')).toContainText(`${name} Taker`);
    await expect(page.getByTestId('booked-figure')).toHaveText(/^\d+ of 3 booked$/);
    await expect(page.getByRole('heading', { name: 'Recommended multipliers' })).toBeVisible();
    await expect(page.getByTestId('advice-table').getByRole('row')).toHaveCount(8);

    // The index: bad input is refused with the values kept, then a dated value is recorded (a date of this test's own).
    const index = page.getByRole('form', { name: 'Record an index value' });
    const date = `20${String(10 + Math.floor(Math.random() * 10))}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
    await index.getByLabel('Date').fill(date);
    await index.getByLabel('Value').fill('abc');
    await index.getByRole('button', { name: 'Record the value' }).click();
    await expect(index.getByText('The index value must be a number')).toBeVisible();
    await expect(index.getByLabel('Value')).toHaveValue('abc');
    await index.getByLabel('Value').fill('1200');
    await index.getByRole('button', { name: 'Record the value' }).click();
    await expect(index.getByText('The index value is above 0 and at most 1000')).toBeVisible();
    await index.getByLabel('Value').fill('104.5');
    await index.getByLabel('Note (optional)').fill('<b>Lumber</b> up');
    await index.getByRole('button', { name: 'Record the value' }).click();
    await expect(page.getByText(`Index 104.5 recorded for ${date}.`)).toBeVisible();
    const row = page.getByTestId('index-table').getByRole('row').filter({ hasText: date });
    await expect(row).toContainText('104.5');
    await expect(row).toContainText('Lumber up');
    // One value per date.
    await index.getByLabel('Date').fill(date);
    await index.getByLabel('Value').fill('105');
    await index.getByRole('button', { name: 'Record the value' }).click();
    await expect(index.getByText('There is already a value for this date: remove it first to correct it')).toBeVisible();
    await row.getByRole('button', { name: `Remove the value of ${date}` }).click();
    await expect(row).toHaveCount(0);

    // Margins: an out-of-range target is refused; a saved labour target of 40 % moves labour by 0.65 / 0.60.
    const margins = page.getByRole('form', { name: 'Margins and baseline' });
    await margins.getByLabel('Margin the estimator’s prices carry (%)').fill('35');
    await margins.getByLabel('Index when those prices were set').fill('100');
    for (const line of ['Racking', 'Cooling', 'Envelope (insulation, vapor barrier, walls and ceiling)', 'Door and glass', 'Flooring and lighting', 'Design']) {
      await margins.getByLabel(line, { exact: true }).fill('35');
    }
    await margins.getByLabel('Labor', { exact: true }).fill('95');
    await margins.getByRole('button', { name: 'Save margins' }).click();
    await expect(margins.getByText('The target margin is from 0 to 80')).toBeVisible();
    await margins.getByLabel('Labor', { exact: true }).fill('40');
    await margins.getByRole('button', { name: 'Save margins' }).click();
    await expect(page.getByText('Margins saved; the guidance now uses them.')).toBeVisible();
    await expect(page.getByTestId('advice-labour')).toContainText('Margin: 35 % now, 40 % target, ×1.083');

    // What-if: one more project a quarter; the heading says so and the measured figure stays beside the new one.
    const capacity = page.getByLabel('Projects we take on this quarter');
    await capacity.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: 'Guidance for this what-if' })).toBeVisible();
    await expect(page.getByTestId('advice-summary')).toContainText('of 4 projects booked');
    await page.getByRole('button', { name: 'Back to measured' }).click();
    await expect(page.getByRole('heading', { name: 'Recommended multipliers' })).toBeVisible();

    // The guidance on a real estimate.
    const totals = page.getByTestId('example-totals');
    const before = await totals.textContent();
    await page.getByLabel('Try it on a cellar of').selectOption('2500');
    await expect(totals).not.toHaveText(before ?? '');
    await expect(page.getByTestId('result-parts')).toHaveText(
      'Guidance: our pricing engine, from your pipeline, cost index and margins · Example prices: our cost estimator; no AI model',
    );
    // The page never scrolls sideways (the wide table scrolls inside its card).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'dynamic pricing for an admin', 'main');
  });
});

test.describe('the landing badge', () => {
  test('is the spec’s text in the prerendered page', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Only 3 Spots Left This Quarter');
  });

  for (const [booked, text] of [
    [1, 'Only 2 Spots Left This Quarter'],
    [2, 'Only 1 Spot Left This Quarter'],
    [3, 'Fully Booked This Quarter'],
    [0, 'Only 3 Spots Left This Quarter'],
  ] as const) {
    test(`${booked} booked: “${text}” in the hero and the contact section, with nothing moving`, async ({ page }) => {
      await page.route(BOOKED_RPC, (route) => route.fulfill({ json: booked }));
      await gotoReady(page, '/');
      const heading = page.getByRole('heading', { level: 1 });
      const top = (await heading.boundingBox())?.y;
      const badge = page.locator('#top [data-spots-badge]');
      await expect(badge).toHaveText(text);
      expect((await heading.boundingBox())?.y).toBe(top);
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await expect(page.locator('#contact')).toContainText(`${text}. We take on 3 new builds per quarter.`);
    });
  }

  test('keeps the spec’s text when the count cannot be read', async ({ page, consoleGuard }) => {
    consoleGuard.expect(/status of 503/);
    await page.route(BOOKED_RPC, (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    const answered = page.waitForResponse((response) => response.url().includes('projects_booked_this_quarter'));
    await gotoReady(page, '/');
    await answered;
    await expect(page.locator('#top [data-spots-badge]')).toHaveText('Only 3 Spots Left This Quarter');
  });

  test('counts a lead won this quarter, from the real backend', async ({ page }) => {
    await winALead('Badge Counter');
    const before = await bookedNow();
    const answered = page.waitForResponse((response) => response.url().includes('projects_booked_this_quarter'));
    await gotoReady(page, '/');
    await answered;
    const after = await bookedNow();
    // Other tests may win leads meanwhile: the badge shows a count from this window.
    const words = (booked: number) => {
      const left = Math.max(0, CAPACITY - booked);
      return left === 0 ? 'Fully Booked This Quarter' : left === 1 ? 'Only 1 Spot Left This Quarter' : `Only ${left} Spots Left This Quarter`;
    };
    const possible = Array.from({ length: after - before + 1 }, (_, i) => words(before + i));
    await expect.poll(async () => possible.includes((await page.locator('#top [data-spots-badge]').textContent()) ?? '')).toBe(true);
  });
});
