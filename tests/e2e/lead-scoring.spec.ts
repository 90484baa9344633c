/**
 * /lead-scoring: a public page that explains the score and opens the tool
 * only for an admin. The admin fits the weights on won and lost leads whose
 * outcomes run against the priors, sees the fit beat them cross-validated,
 * applies it, and the inbox sorts every lead by the new scores, with each
 * score's reasons one click away. A new lead is scored as the inbox shows it.
 */
import { randomUUID } from 'node:crypto';
import { serviceClient } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

const FULL_DETAILS = 'A climate-controlled cellar of 1,500 bottles behind glass, with walnut racking and a tasting table.';

function leadRow(tag: string, index: number, values: Record<string, unknown>) {
  const name = `${tag} ${index}`;
  return {
    idempotency_key: randomUUID(),
    source: 'quote',
    first_name: tag,
    last_name: String(index),
    name,
    email: `${tag.toLowerCase()}.${index}@example.com`,
    phone: '+1 555 0100',
    details: 'A small cellar.',
    message: `Project Details:\n${name}`,
    ...values,
  };
}

/** Closed leads whose outcomes contradict the priors: consultations with no budget won, big complete builds lost. */
async function seedOutcomes(tag: string) {
  const won = Array.from({ length: 12 }, (_, i) => leadRow(tag, i, { project_type: 'consultation', budget: 'under-25k', timeline: 'planning', status: 'won' }));
  const lost = Array.from({ length: 12 }, (_, i) =>
    leadRow(tag, 100 + i, { project_type: 'residential', budget: 'over-200k', timeline: 'asap', details: FULL_DETAILS, location: 'Napa, CA', capacity_bottles: 1500, status: 'lost', status_reason: 'Went with another builder' }),
  );
  const inserted = await serviceClient().from('inquiries').insert([...won, ...lost]);
  expect(inserted.error).toBeNull();
}

test('a visitor reads what a score reads and is asked to sign in with an admin account; the tool’s code is not loaded', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoReady(page, '/lead-scoring');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which leads to call first, and why');
  await expect(page.getByRole('heading', { name: 'What a score reads' })).toBeVisible();
  const gate = page.getByTestId('role-gate');
  await expect(gate).toContainText('Sign in with an admin account to use it.');
  await expect(gate.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Flead-scoring');
  await expectAccessible(page, 'lead scoring for a visitor', 'main');
  expect(requests.some((url) => /lead-scoring-body/.test(url))).toBe(false);
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('an admin fits the weights on won and lost leads, applies the fit, and the inbox sorts by the new scores with their reasons', async ({ page, account: admin }) => {
    test.slow();
    const tag = `Scorefit${randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6)}`;
    await seedOutcomes(tag);
    await gotoReady(page, '/lead-scoring');

    await expect(page.getByTestId('data-note')).toContainText('No model provider is asked.');
    await expect(page.getByTestId('fit-counts')).toContainText('Enough to fit');
    await page.getByRole('button', { name: 'Fit the weights' }).click();
    const accuracy = page.getByTestId('fit-accuracy');
    await expect(accuracy).toContainText('Fitted, cross-validated');
    await expect(accuracy).toContainText('The fit ranks your leads better than the priors');
    // Consultations won here: the fitted weight turns positive, against its prior.
    const consultation = page.getByTestId('fit-weights').getByRole('row', { name: /Consultation only/ });
    await expect(consultation.getByRole('cell').nth(0)).toHaveText('−0.60');
    await expect(consultation.getByRole('cell').nth(1)).not.toContainText('−');
    await expectAccessible(page, 'lead scoring fit', 'main');

    await page.getByRole('button', { name: 'Apply this fit and rescore every lead' }).click();
    await expect(page.getByText(/^Fit applied; [\d,]+ leads scored again\.$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('model-in-use')).toContainText('Weights fitted on');

    // A new open lead arrives; the inbox scores it as it shows it.
    const fresh = `${tag}Fresh`;
    const added = await serviceClient().from('inquiries').insert(leadRow(fresh, 1, { project_type: 'consultation', budget: 'under-25k', timeline: 'planning' }));
    expect(added.error).toBeNull();
    await gotoReady(page, `/admin?q=${fresh}`);
    const row = page.getByTestId('lead-row').filter({ hasText: fresh });
    const badge = row.getByTestId('lead-score');
    await expect(badge).toContainText(/\d+ (High|Medium|Low)/);
    await badge.locator('summary').click();
    await expect(badge.getByTestId('score-reasons')).toContainText('Consultation only');

    // Sorted by score across every page: the first row holds the highest score in the database.
    await gotoReady(page, '/admin?sort=score');
    await expect(page.locator('#inbox-sort')).toHaveValue('score');
    const best = await serviceClient().from('lead_scores').select('score').order('score', { ascending: false }).limit(1).single();
    await expect(page.getByTestId('lead-row').first().getByTestId('lead-score').locator('summary')).toContainText(String(best.data?.score));
    const scores = (await page.getByTestId('lead-row').getByTestId('lead-score').locator('summary span.font-semibold').allTextContents()).map(Number);
    expect(scores.length).toBeGreaterThan(1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    await expectAccessible(page, 'inbox by score');
  });
});
