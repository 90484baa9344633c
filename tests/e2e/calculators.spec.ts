/**
 * Every calculator from input to result, to a shareable link that reopens the
 * same result, to a saved item that reopens the same inputs; the signed-out
 * save that completes after sign-in; the quiz to its recommendation. Expected
 * figures come from the estimator itself, so the page is checked against the
 * same formulas the assistant quotes.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { assessCollection, estimateCapacity, estimateCoolingLoadSimple, estimateCost, projectRoi, scoreSuitability } from '../../supabase/functions/_domain/estimator/checked.ts';
import { formatNumber, formatPower, formatUsd, formatUsdRange } from '../../supabase/functions/_domain/estimator/format.ts';
import { SUITABILITY_QUESTIONS } from '../../supabase/functions/_domain/estimator/suitability.ts';
import type { SuitabilityAnswers } from '../../supabase/functions/_domain/estimator/schemas.ts';
import { createUser } from './support/backend.ts';
import { chunkTiming, expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

interface CalculatorCase {
  name: string;
  path: string;
  /** Changes a few inputs the way a visitor would. */
  act: (page: Page) => Promise<void>;
  /** The headline the estimator gives for those inputs. */
  headline: string;
  /** A field whose value must survive the link and the saved item. */
  field: { label: string | RegExp; value: string };
  /** The saved item's title on /my-calculations. */
  savedTitle: RegExp;
}

const roiInput = { collectionValue: 400_000, bottles: 3000, offsiteFeePerCasePerMonth: 3 };
const roi = projectRoi(roiInput);

const CASES: CalculatorCase[] = [
  {
    name: 'cost',
    path: '/calculators/cost',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Bottles' }).fill('2400');
      await page.getByLabel('Cellar type').selectOption('restaurant');
    },
    headline: (() => {
      const r = estimateCost({ bottles: 2400, cellarType: 'restaurant' });
      return formatUsdRange(r.total.low, r.total.high);
    })(),
    field: { label: 'Bottles', value: '2400' },
    savedTitle: /Cost estimate: 2,400-bottle restaurant cellar/,
  },
  {
    name: 'climate',
    path: '/calculators/climate',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Length (ft)' }).fill('14');
      await page.getByLabel('Glass').selectOption('one-wall');
    },
    headline: formatPower(estimateCoolingLoadSimple({ length: 14, glass: 'one-wall' }).designBtuh, 'imperial'),
    field: { label: 'Length (ft)', value: '14' },
    savedTitle: /Cooling load: .* design capacity/,
  },
  {
    name: 'capacity',
    path: '/calculators/capacity',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Wider bottles (%)' }).fill('30');
      await page.getByLabel('Main racking style').selectOption('diamond-bins');
    },
    headline: `${formatNumber(estimateCapacity({ nonBordeauxPercent: 30, style: 'diamond-bins' }).planning.capacity)} bottles`,
    field: { label: 'Wider bottles (%)', value: '30' },
    savedTitle: /Racking capacity: .* bottles/,
  },
  {
    name: 'roi',
    path: '/calculators/roi',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Collection value (USD)' }).fill('400000');
      await page.getByRole('textbox', { name: 'Bottles' }).fill('3000');
      await page.getByRole('textbox', { name: 'Fee per case per month (USD)' }).fill('3');
    },
    headline: roi.paybackYear === null ? roi.paybackLabel : `Year ${roi.paybackYear}`,
    field: { label: 'Collection value (USD)', value: '400000' },
    savedTitle: /ROI: \$60K cellar against off-site storage/,
  },
  {
    name: 'asset valuation',
    path: '/asset-valuation',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Bottles' }).fill('240');
      await page.getByRole('textbox', { name: 'Relative humidity (%)' }).fill('82');
    },
    headline: formatUsd(assessCollection({ lots: [{ count: 240, avgValue: 85, category: 'red' }], humidityPct: 82 }).totalValue),
    field: { label: 'Relative humidity (%)', value: '82' },
    savedTitle: /Collection valuation: 240 bottles/,
  },
];

async function copiedLink(page: Page, context: BrowserContext): Promise<string> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts(page).filter({ hasText: 'Link copied' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

const headline = (page: Page) => page.getByTestId('result-headline');

test.describe('signed in', () => {
  test.use({ signedIn: 'user', freshAccount: true });

  for (const calculator of CASES) {
    test(`${calculator.name}: input → result → shared link → saved item → reopened`, async ({ page, context }) => {
      await gotoReady(page, calculator.path);
      await calculator.act(page);
      await expect(headline(page)).toContainText(calculator.headline);
      await expect(page).toHaveURL(/\?./);

      const link = await copiedLink(page, context);
      expect(new URL(link).pathname).toBe(calculator.path);
      const shared = await context.newPage();
      await gotoReady(shared, link);
      await expect(headline(shared)).toContainText(calculator.headline);
      await expect(shared.getByRole('textbox', { name: calculator.field.label }).first()).toHaveValue(calculator.field.value);
      await shared.close();

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toasts(page).filter({ hasText: 'Saved to My Calculations' })).toBeVisible();

      await gotoReady(page, '/my-calculations');
      const item = page.getByRole('listitem').filter({ hasText: calculator.savedTitle });
      await expect(item).toBeVisible();
      await expectAccessible(page, `${calculator.name} saved`, 'main');
      await item.getByRole('link', { name: /^Open/ }).click();
      await expect(page).toHaveURL(link);
      await expect(headline(page)).toContainText(calculator.headline);
      await expect(page.getByRole('textbox', { name: calculator.field.label }).first()).toHaveValue(calculator.field.value);
    });
  }
});

// The calculators whose figures load after the page is interactive (toolFigures): the chunk each one fetches.
const FIGURES_CHUNKS = [
  ['/calculators/cost', 'cost-figures'],
  ['/calculators/climate', 'climate-figures'],
  ['/calculators/capacity', 'capacity-figures'],
  ['/calculators/roi', 'roi-figures'],
  ['/asset-valuation', 'valuation-figures'],
  ['/investment-summary', 'investment-summary-figures'],
] as const;

test('the figures are in the prerendered page, and their engine arrives after the form is interactive', async ({ page }) => {
  test.slow();
  for (const [path, chunk] of FIGURES_CHUNKS) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('data-testid="result-headline"');
    await gotoReady(page, path);
    const shown = await headline(page).textContent();
    const { fetchedAt, interactiveAt } = await chunkTiming(page, chunk);
    expect(fetchedAt, path).toBeGreaterThanOrEqual(interactiveAt);
    // Hydrated in place: the prerendered figure is still the one on screen (the fixture fails on any hydration warning).
    await expect(headline(page)).toHaveText(shown ?? '');
  }
});

/** Holds the cost calculator's figures (its link is read once they are in), as a slow phone would; the result lets them in. */
async function holdCostFigures(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/cost-figures-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a shared link: until its inputs are read, the defaults on screen cannot be sent to a quote', async ({ page }) => {
  const release = await holdCostFigures(page);
  await gotoReady(page, '/calculators/cost?b=1500');
  await expect(page.getByText('Reading the inputs from your link…')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a quote with this' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  release();
  await expect(page.getByText('Reading the inputs from your link…')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Bottles' })).toHaveValue('1500');
  await page.getByRole('link', { name: 'Get a quote with this' }).click();
  await expect(page.getByTestId('attached-calculation')).toContainText('Cost estimate: 1,500-bottle residential cellar');
});

test('a shared link: a choice made while its inputs are read is kept, on top of them', async ({ page }) => {
  const release = await holdCostFigures(page);
  await gotoReady(page, '/calculators/cost?by=room&l=12&w=10&g=one-wall');
  await expect(page.getByText('Reading the inputs from your link…')).toBeVisible();
  await page.getByText('Metric (m, °C)').click();
  release();
  await expect(page.getByText('Reading the inputs from your link…')).toHaveCount(0);
  // The link's room (12 × 10 ft), in the visitor's metres; the address bar has both.
  await expect(page.getByRole('textbox', { name: /^Length/ })).toHaveValue('3.658');
  await expect(page.locator('main').getByText(/per m²/).first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]u=metric/);
  await expect(page).toHaveURL(/[?&]g=one-wall/);
});

test('an invalid value is named, keeps the last result and is never shared', async ({ page }) => {
  await gotoReady(page, '/calculators/cost');
  const before = await headline(page).textContent();
  await page.getByRole('textbox', { name: 'Bottles' }).fill('60000');
  await expect(page.getByText('Bottles must be a whole number, 12–50,000')).toBeVisible();
  await expect(page.getByText('Showing the last valid inputs.')).toBeVisible();
  await expect(headline(page)).toHaveText(before ?? '');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page).not.toHaveURL(/b=60000/);
  await expectAccessible(page, 'cost with an error', 'main');
});

test('units: switching to metric keeps the same room and recommendation', async ({ page }) => {
  await gotoReady(page, '/calculators/climate');
  const imperial = await headline(page).innerText();
  await page.getByText('Metric (m, °C)').click();
  await expect(page.getByRole('textbox', { name: 'Length (m)' })).toBeVisible();
  await expect(page).toHaveURL(/u=metric/);
  // Same heat load and unit; the figures lead with watts in metric.
  await expect(headline(page)).toContainText(/W \(1,45\d BTU\/h\)/);
  expect(imperial).toMatch(/1,45\d BTU\/h/);
  await expect(page.getByText(/choose a 1,456 BTU\/h self-contained through-the-wall unit/)).toBeVisible();
});

test('detailed mode: the quick room surface by surface, the same answer, and a link that reopens it', async ({ page }) => {
  const quick = estimateCoolingLoadSimple({ length: 14 });
  await gotoReady(page, '/calculators/climate');
  await page.getByRole('textbox', { name: 'Length (ft)' }).fill('14');
  await expect(headline(page)).toContainText(formatPower(quick.designBtuh, 'imperial'));

  // The detailed form is built from the quick inputs when first opened (its module loads then).
  await page.getByText('Detailed: each surface').click();
  const surfaces = page.getByRole('group', { name: 'Surfaces' }).getByRole('listitem');
  // The default room has no glass: its walls, ceiling and floor.
  await expect(surfaces).toHaveCount(3);
  await expect(headline(page)).toContainText(formatPower(quick.designBtuh, 'imperial'));
  await expect(page).toHaveURL(/[?&]m=detailed/);

  // A surface of its own changes the load, and the link carries it.
  await page.getByRole('button', { name: 'Add a surface' }).click();
  await expect(surfaces).toHaveCount(4);
  await expect(headline(page)).not.toContainText(formatPower(quick.designBtuh, 'imperial'));
  const changed = (await headline(page).textContent()) ?? '';
  await expectAccessible(page, 'climate in detailed mode', 'main');

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('radio', { name: 'Detailed: each surface' })).toBeChecked();
  await expect(surfaces).toHaveCount(4);
  await expect(headline(page)).toHaveText(changed);
});

test('unit check: a rated capacity typed in either mode is that mode\'s, judged against its load and kept in the link', async ({ page }) => {
  const quick = estimateCoolingLoadSimple({});
  await gotoReady(page, '/calculators/climate');
  const capacity = page.getByRole('textbox', { name: 'Its rated capacity (BTU/h)' });
  // Well above 1.5× the default room's design capacity: flagged as oversized.
  await capacity.fill(String(Math.ceil(quick.designBtuh * 2)));
  await expect(page.getByText(/more than 1\.5× the .* design capacity/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]cap=${Math.ceil(quick.designBtuh * 2)}`));

  // The detailed form has its own field, wired to its own draft.
  await page.getByText('Detailed: each surface').click();
  await expect(page).toHaveURL(/[?&]m=detailed/);
  await capacity.fill('500');
  await expect(capacity).toHaveValue('500');
  await expect(page.getByText(/The 500 BTU\/h unit is below the .* design capacity/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]cap=500(&|$)/);
});

test('signed out: Save asks to sign in, and the calculation is saved on return', async ({ page }) => {
  const user = await createUser('calc-return');
  await gotoReady(page, '/calculators/cost?b=1800&f=luxury');
  const expected = estimateCost({ bottles: 1800, finishes: 'luxury' });
  await expect(headline(page)).toContainText(formatUsdRange(expected.total.low, expected.total.high));

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await expect(toasts(page).filter({ hasText: 'Sign in to save' })).toBeVisible();
  await page.locator('#signin-email').fill(user.email);
  await page.locator('#signin-password').fill(user.password);
  await page.getByRole('form', { name: 'Sign in with your password' }).getByRole('button').last().click();

  await expect(page).toHaveURL(/\/calculators\/cost\?b=1800&f=luxury$/);
  await expect(toasts(page).filter({ hasText: 'Saved to My Calculations' })).toBeVisible();
  await gotoReady(page, '/my-calculations');
  await expect(page.getByRole('listitem').filter({ hasText: 'Cost estimate: 1,800-bottle residential cellar' })).toHaveCount(1);
});

test('the quiz: eight questions by keyboard, a recommendation, a link that reopens it', async ({ page, context }) => {
  await gotoReady(page, '/calculators/suitability');
  await expect(page.getByText('Question 1 of 8')).toBeVisible();

  // An unanswered question does not move on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose one of the options to continue')).toBeVisible();
  await expect(page.getByText('Question 1 of 8')).toBeVisible();

  const answers = {} as Record<string, string>;
  for (const [index, question] of SUITABILITY_QUESTIONS.entries()) {
    const heading = page.getByRole('heading', { level: 2, name: question.question });
    await expect(heading).toBeVisible();
    // After Next, focus moves to the new question so keyboard and screen-reader users start there.
    if (index > 0) await expect(heading).toBeFocused();
    // Arrow keys move between radios and select; pick the second option of each question.
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    answers[question.id] = question.options[1]?.id ?? '';
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    await page.getByRole('button', { name: index === SUITABILITY_QUESTIONS.length - 1 ? 'See my result' : 'Next' }).press('Enter');
  }

  const result = scoreSuitability(answers as SuitabilityAnswers);
  await expect(page.getByTestId('quiz-recommendation')).toHaveText(result.headline);
  await expect(page.getByTestId('quiz-score')).toHaveText(`Suitability score ${result.score}/100`);
  await expect(page.getByRole('main').getByRole('link', { name: result.nextStep.label })).toBeVisible();
  await expectAccessible(page, 'quiz result', 'main');

  const link = await copiedLink(page, context);
  const shared = await context.newPage();
  await gotoReady(shared, link);
  await expect(shared.getByTestId('quiz-recommendation')).toHaveText(result.headline);

  // Changing one answer goes back to that question and keeps the others.
  await page.getByRole('button', { name: /Change the answer to “How many bottles/ }).click();
  await expect(page.getByText('Question 1 of 8')).toBeVisible();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
});

test('investment summary: the ROI case from a link, ready to print', async ({ page }) => {
  await gotoReady(page, '/investment-summary?cv=400000&b=3000&fc=3');
  await expect(headline(page)).toContainText(roi.paybackYear === null ? roi.paybackLabel : `Pays back in year ${roi.paybackYear}`);
  await expect(page.getByText(formatUsd(roi.homeValueEffect)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print this summary' })).toBeVisible();
  await expectAccessible(page, 'investment summary from a link', 'main');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Assumptions and sources' })).toBeVisible();
});

test('the index lists every tool and the guide to choosing one', async ({ page }) => {
  await gotoReady(page, '/calculators');
  for (const path of ['/calculators/cost', '/calculators/climate', '/calculators/capacity', '/calculators/roi', '/calculators/suitability', '/asset-valuation', '/investment-summary']) {
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Which calculator do I need?' })).toBeVisible();
});
