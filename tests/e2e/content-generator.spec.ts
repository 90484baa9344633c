/**
 * /content-generator: a public page that says what the generator drafts and
 * opens it only for an admin; the admin drafts from the site's own passages,
 * every statement cited, edits the Markdown, keeps it across a reload and
 * takes it away. No provider is configured for this backend, and the page
 * says so when the prose is asked for.
 */
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

test('a visitor reads what the generator drafts and is asked to sign in with an admin account; the generator’s code is not loaded', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoReady(page, '/content-generator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drafts that say only what our own guides say');
  await expect(page.getByRole('heading', { name: 'What it drafts' })).toBeVisible();
  const gate = page.getByTestId('role-gate');
  await expect(gate).toContainText('Sign in with an admin account to use it.');
  await expect(gate.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fcontent-generator');
  await expectAccessible(page, 'content generator for a visitor', 'main');
  expect(requested.some((url) => /content-generator-body/.test(url))).toBe(false);
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('an admin drafts an article from the site’s passages, edits it, keeps it across a reload and downloads it', async ({ page, account: admin }) => {
    test.slow();
    await gotoReady(page, '/content-generator');
    const topic = page.getByLabel('Topic', { exact: true });

    // Bad input: a clear message on the field, the focus on it, nothing lost.
    await page.getByRole('button', { name: 'Build the draft' }).click();
    await expect(page.locator('#draft-topic-error')).toHaveText('Name a topic first, for example "how much does a 1,000-bottle cellar cost?".');
    await expect(topic).toBeFocused();
    await topic.fill('best pizza in town');
    await page.getByRole('button', { name: 'Build the draft' }).click();
    await expect(page.locator('#draft-topic-error')).toContainText('No page of the site mentions “pizza”.');
    await expect(topic).toHaveValue('best pizza in town');
    await expect(page.getByTestId('content-draft')).toHaveCount(0);

    await topic.fill('what humidity should a wine cellar be');
    await page.getByRole('button', { name: 'Build the draft' }).click();
    const draft = page.getByTestId('content-draft');
    await expect(draft.getByRole('heading', { level: 2 })).toHaveText('What humidity should a wine cellar be');
    await expect(draft.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(draft.getByTestId('result-parts')).toHaveText('Outline: our content outline engine, in this browser');
    const markdown = draft.getByLabel(/Markdown of the draft/);
    await expect(markdown).toHaveValue(/^---\nstatus: draft\nformat: article\n/);
    await expect(markdown).toHaveValue(/50% and 70%[^\n]*\[\d\]/);
    // Every cited number is a listed source, and each source links to its page on this site.
    const text = await markdown.inputValue();
    const sources = draft.getByRole('heading', { name: /Sources on this site/ }).locator('..').getByRole('listitem');
    const count = await sources.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (const cited of text.matchAll(/\[(\d+)\]/g)) expect(Number(cited[1])).toBeLessThanOrEqual(count);
    await expect(sources.first().getByRole('link')).toHaveAttribute('href', /^\/[a-z]/);
    await expectAccessible(page, 'content generator draft', 'main');

    await draft.getByRole('button', { name: 'Preview' }).click();
    await expect(draft.getByTestId('draft-preview').getByRole('heading', { level: 1 })).toHaveText('What humidity should a wine cellar be');
    await expect(draft.getByTestId('draft-preview')).not.toContainText('status: draft');
    await draft.getByRole('button', { name: 'Markdown', exact: true }).click();

    // The admin's edit survives a reload.
    await markdown.fill(`${text}\n\nChecked by the editor.`);
    await page.reload();
    await expect(page.getByTestId('content-draft')).toContainText('Restored from this browser');
    await expect(page.getByLabel(/Markdown of the draft/)).toHaveValue(/Checked by the editor\.$/);
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('what humidity should a wine cellar be');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .md' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('what-humidity-should-a-wine-cellar-be-article-outline.md');
    expect(readFileSync(await file.path(), 'utf8')).toMatch(/Checked by the editor\.$/);

    // No model is configured for this backend: the function says so and the outline stays.
    await page.getByRole('button', { name: 'Write the prose with the AI model' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No AI model is configured' })).toHaveText('No AI model is configured, so there is no prose; the outline is the whole draft.');
    await expect(page.getByLabel(/Markdown of the draft/)).toHaveValue(/Checked by the editor\.$/);

    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByTestId('content-draft')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Build the draft' })).toBeVisible();
    await expect(page.getByTestId('content-draft')).toHaveCount(0);
  });
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('an admin drafts a post for X within its 280 characters, and an FAQ answer from a suggested topic', async ({ page, account: admin }) => {
    await gotoReady(page, '/content-generator');
    await page.getByRole('radio', { name: /^Social post/ }).check();
    await page.getByLabel('Network', { exact: true }).selectOption('x');
    await page.getByLabel('Reader', { exact: true }).selectOption('restaurants');
    await page.getByLabel('Topic', { exact: true }).fill('humidity for cork');
    await page.getByLabel('Topic', { exact: true }).press('Enter');
    const draft = page.getByTestId('content-draft');
    await expect(draft).toContainText(/\d+ of 280 characters as the network counts them/);
    const used = Number((await draft.getByText(/of 280 characters as the network/).textContent())?.match(/^(\d+)/)?.[1]);
    expect(used).toBeLessThanOrEqual(280);
    await expect(draft.getByLabel(/Markdown of the draft/)).toHaveValue(/#RestaurantDesign/);

    await page.getByRole('radio', { name: /^FAQ answer/ }).check();
    await page.getByRole('button', { name: 'where does the vapor barrier go' }).click();
    await expect(draft.getByRole('heading', { level: 2 })).toHaveText('Where does the vapor barrier go?');
    await expect(draft.getByLabel(/Markdown of the draft/)).toHaveValue(/### Where does the vapor barrier go\?\n\n.+\[1\]/);
    // Nothing scrolls sideways, on a phone too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
