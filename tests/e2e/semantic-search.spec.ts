/**
 * /semantic-search in a real browser, as a visitor uses it: a question in
 * everyday words finds the guide's section (with the site's word for it
 * marked), the link opens that section, the question is in the URL (a link
 * repeats the search; back returns to the previous one), the keyboard alone
 * works, a refused question stays in the box, and a question the site cannot
 * answer points to the assistant.
 */
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

const passages = (page: import('@playwright/test').Page) => page.getByTestId('passage');

test.describe('/semantic-search', () => {
  test('a musty basement gets several passages: mould and humidity, smells and air, ventilation', async ({ page }) => {
    await gotoReady(page, '/semantic-search');
    await page.getByRole('searchbox', { name: 'Your question' }).fill('my basement smells musty');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('symptoms')).toContainText('A musty smell or mould has more than one cause, so the answers cover humidity and mould, smells and air quality, air leaks and ventilation');
    // Several passages, not one: one for each cause the site covers.
    await expect(passages(page).nth(2)).toBeVisible();
    await expect(passages(page).nth(0).getByTestId('passage-facet')).toHaveText('· on humidity and mould');
    await expect(passages(page).filter({ hasText: 'How do odors and air quality affect stored wine?' })).toHaveCount(1);
    await expect(passages(page).filter({ hasText: 'Air leakage' })).toHaveCount(1);
    await expectAccessible(page, 'a symptom’s answers', 'main');
  });

  test('a paraphrased question finds highlighted passages whose links open the section', async ({ page }) => {
    await gotoReady(page, '/semantic-search');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Your question' }).fill('my basement always feels damp, is that bad for the bottles?');
    await page.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\?q=my\+basement\+always\+feels\+damp/);
    await expect(page.getByTestId('read-as')).toContainText('“damp” → humidity');
    await expect(passages(page).first()).toBeVisible();
    const count = await passages(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await expect(page.getByTestId('answers-summary')).toHaveText(new RegExp(`^${count} passages? answers? “my basement always feels damp, is that bad for the bottles\\?”\\.$`));
    // The guide's own word, found through the synonym, is marked in the passages.
    const marked = passages(page).locator('mark', { hasText: /^humidity$/i });
    await expect(marked.first()).toBeVisible();
    await expect(page.getByTestId('answer-origin')).toContainText('No AI model was used for them.');
    await expectAccessible(page, 'answers', 'main');

    // No model is switched on here: a written answer is not offered, and the passages are the whole answer.
    await expect(page.getByRole('button', { name: 'Write a short answer' })).toHaveCount(0);
    await expect(page.getByTestId('written-answer')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/configured/);

    const humidity = passages(page).getByRole('link', { name: /humidity/i }).first();
    const href = await humidity.getAttribute('href');
    expect(href).toMatch(/^\/[a-z-/]+#[a-z0-9-]+$/);
    await humidity.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${href!.split('#')[1]}"]`)).toBeVisible();
  });

  test('the question is in the link: a shared link searches it, and back returns to the previous search', async ({ page }) => {
    await gotoReady(page, '/semantic-search?q=can+I+just+put+a+regular+AC+in+the+room%3F');
    await expect(page.getByRole('searchbox', { name: 'Your question' })).toHaveValue('can I just put a regular AC in the room?');
    await expect(page.getByTestId('read-as')).toContainText('“ac” → cooling unit');
    await expect(passages(page).first().getByRole('link')).toHaveAttribute('href', /wine-storage-climate-control#/);

    await page.getByRole('button', { name: 'Should the bottles lie down or stand up?' }).click();
    await expect(page).toHaveURL(/q=Should\+the\+bottles\+lie\+down/);
    // Either guide's section on bottle orientation answers it (the restaurant guide's covers display bottles standing).
    await expect(passages(page).first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/resources\/(wine-storage-guide#should-wine-bottles-be-stored-on-their-side|restaurant-wine-rooms#can-display-bottles-stand-upright)$/,
    );

    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Your question' })).toHaveValue('can I just put a regular AC in the room?');
    await expect(passages(page).first().getByRole('link')).toHaveAttribute('href', /wine-storage-climate-control#/);
  });

  test('works from the keyboard alone', async ({ page }) => {
    await gotoReady(page, '/semantic-search');
    const box = page.getByRole('searchbox', { name: 'Your question' });
    await box.focus();
    await page.keyboard.type('what does the cost calculator assume?');
    await page.keyboard.press('Enter');
    // Focus moves to the answers, and Tab reaches the first passage's link.
    await expect(page.getByRole('heading', { name: 'Answers' })).toBeFocused();
    await expect(passages(page).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const first = passages(page).first().getByRole('link');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('href', '/calculators/cost#assumptions-title');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calculators\/cost#assumptions-title$/);
    await expect(page.getByRole('heading', { name: 'Assumptions and sources' })).toBeVisible();
  });

  test('bad input gets a clear message and nothing typed is lost', async ({ page }) => {
    await gotoReady(page, '/semantic-search');
    const box = page.getByRole('searchbox', { name: 'Your question' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('question-problem')).toHaveText('Type a question first, for example "why is my cellar damp?".');
    await expect(box).toBeFocused();

    const long = `why ${'is my cellar so warm '.repeat(15)}`.trim();
    await box.fill(long);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('question-problem')).toContainText('Keep the question to 300 characters or fewer');
    await expect(box).toHaveValue(long);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/\?q=/);

    // Markup is taken out, never run or shown.
    await box.fill('<img src=x onerror=alert(1)>why is my cellar damp?');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('question-problem')).toHaveCount(0);
    await expect(page.getByTestId('answers-summary')).toContainText('“why is my cellar damp?”');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });

  test('a question the site cannot answer says so and offers the assistant', async ({ page }) => {
    await gotoReady(page, '/semantic-search?q=quantum+chromodynamics+lattice');
    await expect(page.getByTestId('no-match')).toContainText('Nothing on the site answers “quantum chromodynamics lattice” closely.');
    await expectAccessible(page, 'no match', 'main');
    await page.getByTestId('no-match').getByRole('button', { name: 'Ask the assistant' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
