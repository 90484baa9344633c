/**
 * /sentiment-analysis: a public page that explains the analysis and opens it
 * only for an admin. The admin runs it over the leads' messages and notes
 * (the model loads only then), sees the summary, the trend and the topics,
 * and an unhappy, urgent lead is flagged here and in the inbox.
 */
import { randomUUID } from 'node:crypto';
import { serviceClient } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

function leadRow(name: string, message: string) {
  return {
    idempotency_key: randomUUID(),
    source: 'contact-form',
    first_name: name,
    last_name: 'Client',
    name: `${name} Client`,
    email: `${name.toLowerCase()}@example.com`,
    phone: '+1 555 0100',
    project_type: 'residential',
    details: message,
    message,
  };
}

test('a visitor reads what the analysis finds and is asked to sign in with an admin account; neither the tool nor the model is loaded', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoReady(page, '/sentiment-analysis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How your leads feel, and who needs an answer first');
  await expect(page.getByRole('heading', { name: 'What the analysis finds' })).toBeVisible();
  await expect(page.getByTestId('role-gate')).toContainText('Sign in with an admin account to use it.');
  await expectAccessible(page, 'sentiment for a visitor', 'main');
  expect(requests.some((url) => /sentiment-body|wink/.test(url))).toBe(false);
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('an admin runs the analysis: an urgent, unhappy lead is flagged on the page and in the inbox; the trend and topics show', async ({ page, account: admin }) => {
    test.slow();
    const tag = `Mood${randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6)}`;
    const angry = `${tag}angry`;
    const happy = `${tag}happy`;
    const inserted = await serviceClient()
      .from('inquiries')
      .insert([
        leadRow(angry, 'The cooling unit stopped working and the wine is getting warm. Nobody answers my calls, this is unacceptable. Please come today.'),
        leadRow(happy, 'We love the cellar you built for our friends and would like a quote for a 600 bottle one.'),
      ])
      .select('id, name');
    expect(inserted.error).toBeNull();

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoReady(page, '/sentiment-analysis');
    await expect(page.getByRole('button', { name: 'Run the analysis' })).toBeVisible();
    // The model is not fetched until the admin asks for the analysis.
    expect(requests.some((url) => /wink/.test(url))).toBe(false);
    await page.getByRole('button', { name: 'Run the analysis' }).click();
    await expect(page.getByText(/^Analysed \d+ texts; the inbox shows the new flags\.$/)).toBeVisible({ timeout: 60_000 });

    await expect(page.getByTestId('sentiment-summary')).toContainText('Texts read');
    await expect(page.getByTestId('sentiment-trend')).toBeVisible();
    await page.getByText('The figures').click();
    await expect(page.getByTestId('trend-table')).toContainText(new Date().toISOString().slice(0, 7));
    await page.getByLabel('By week').check();
    await expect(page.getByTestId('trend-table').getByRole('rowheader').last()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('sentiment-topics')).toContainText('Climate and cooling');

    const flagged = page.getByTestId('flagged-lead').filter({ hasText: `${angry} Client` });
    await expect(flagged).toContainText('Urgent');
    await expect(flagged).toContainText('Unhappy');
    await expect(flagged).toContainText(/because of: .*today/);
    await expect(page.getByTestId('flagged-lead').filter({ hasText: `${happy} Client` })).toHaveCount(0);
    await expectAccessible(page, 'sentiment results', 'main');

    await gotoReady(page, `/admin?q=${tag}`);
    const angryRow = page.getByTestId('lead-row').filter({ hasText: `${angry} Client` });
    await expect(angryRow.getByTestId('lead-mood')).toContainText('Urgent');
    await expect(angryRow.getByTestId('lead-mood')).toContainText('Unhappy');
    await expect(page.getByTestId('lead-row').filter({ hasText: `${happy} Client` }).getByTestId('lead-mood')).toHaveCount(0);

    // The inbox narrows to the leads that need attention.
    await page.getByLabel('Unhappy or urgent only').check();
    await expect(page).toHaveURL(/attention=1/);
    await expect(page.getByTestId('lead-row')).toHaveCount(1);
    await expect(page.getByTestId('lead-row')).toContainText(`${angry} Client`);
  });
});
