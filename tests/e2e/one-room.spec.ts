/**
 * One room, one answer, in the browser: the same 12 × 10 ft room with a 9 ft
 * ceiling gives the same bottle count in the cost calculator by room size,
 * in the capacity calculator measured by that room, in /ai-design's
 * collector's library and in the chat's built-in expert, each saying what the
 * count is (racking on the walls); a count the collector types in the cost
 * calculator's room mode is priced as given and reaches the quote's bottle
 * field unchanged. The whole set of surfaces (designer, 3D, the proposal too)
 * is compared in supabase/functions/_domain/one-room.test.ts.
 */
import { estimateCost } from '../../supabase/functions/_domain/estimator/cost.ts';
import { COST_DEFAULTS } from '../../supabase/functions/_domain/estimator/defaults.ts';
import { formatNumber } from '../../supabase/functions/_domain/estimator/format.ts';
import { expect, gotoReady, test } from './support/fixtures.ts';

const room = { ...COST_DEFAULTS, sizeBy: 'room' as const, length: 12, width: 10, height: 9, rackingStyle: 'individual' as const };

test('one 12 × 10 × 9 ft room: the cost and capacity calculators, /ai-design and the chat agree on what its walls hold, and a typed count goes to the quote as given', async ({ page }) => {
  const walls = estimateCost(room);
  expect(walls.room.holds.basis).toBe('walls');
  const count = formatNumber(walls.bottles);

  await gotoReady(page, '/calculators/cost?by=room&l=12&w=10&h=9&rs=individual');
  await expect(page.getByTestId('cost-room-holds')).toHaveText(walls.room.holds.text);
  await expect(page.locator('main').getByText('What racking on the walls holds', { exact: true })).toBeVisible();
  await expect(page.locator('main')).toContainText(count);

  // The capacity calculator measured by the same room, typed in its form.
  await gotoReady(page, '/calculators/capacity');
  await page.getByLabel('Measure by').selectOption('room');
  await page.getByRole('textbox', { name: 'Room length' }).fill('12');
  await page.getByRole('textbox', { name: 'Room width' }).fill('10');
  await page.getByRole('textbox', { name: 'Ceiling height' }).fill('9');
  await expect(page.getByTestId('result-headline')).toHaveText(new RegExp(`^${count} bottles`));
  await expect(page.locator('main')).toContainText('as our designer lays it out');
  await expect(page).toHaveURL(/[?&]rl=12&rw=10/);

  // /ai-design's collector's library for the same room: individual racking on every free wall.
  await gotoReady(page, '/ai-design');
  await page.getByLabel('Shape').selectOption('rectangle');
  await page.getByLabel('Width (ft)', { exact: true }).fill('12');
  await page.getByLabel('Depth (ft)').fill('10');
  await page.getByLabel('Ceiling (ft)').fill('9');
  await page.getByLabel('Bottles you own').fill('1200');
  await page.getByRole('button', { name: 'Design my concepts' }).click();
  await expect(page.getByTestId('concepts-summary')).toContainText('12 ft × 10 ft, 9 ft ceiling');
  await expect(page.locator('[data-concept="library"]').getByTestId('concept-bottles')).toHaveText(count);

  // The chat's built-in expert, asked about the same room.
  await page.getByRole('button', { name: 'Chat with the wine cellar expert' }).click();
  const chat = page.getByRole('dialog', { name: 'Wine Cellar Expert' });
  await chat.getByPlaceholder('Ask about wine storage, cellar design, costs...').fill('How many bottles fit in a 12 x 10 ft cellar with a 9 ft ceiling?');
  await chat.getByPlaceholder('Ask about wine storage, cellar design, costs...').press('Enter');
  const reply = chat.locator('li[data-role="assistant"]').last();
  await expect(reply).toContainText('as our designer lays it out', { timeout: 15_000 });
  await expect(reply.getByRole('cell', { name: count, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The collector's own count, typed in the room mode: priced as given, carried to the quote unchanged.
  await gotoReady(page, '/calculators/cost?by=room&l=12&w=10&h=9');
  await page.getByRole('textbox', { name: 'Bottles (optional)' }).fill('1200');
  await expect(page.getByTestId('cost-room-holds')).toHaveText(estimateCost({ ...room, rackingStyle: COST_DEFAULTS.rackingStyle, roomBottles: 1200 }).room.holds.text);
  await page.getByRole('link', { name: 'Get a quote with this' }).click();
  await expect(page).toHaveURL(/\/quote\?/);
  await expect(page.getByLabel('Bottles to store (optional)')).toHaveValue('1200');
  await expect(page.getByTestId('attached-calculation')).toContainText('1,200-bottle');
});
