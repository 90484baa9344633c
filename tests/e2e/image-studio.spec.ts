import type { Page, Route } from '@playwright/test';
import { STARTER_PLAN } from '../../supabase/functions/_domain/designer/plan.ts';
import { serviceClient } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

/** A real 1×1 PNG: the browser decodes it, and storage takes it as an image. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Task = Record<string, unknown> & { taskType: string; taskUUID?: string; seed?: number };

/** Runware intercepted: every image task gets an image named after its seed; the tasks sent are kept. */
async function fakeRunware(page: Page): Promise<Task[][]> {
  const calls: Task[][] = [];
  await page.route('https://api.runware.ai/v1', async (route: Route) => {
    const tasks = route.request().postDataJSON() as Task[];
    calls.push(tasks);
    const data = tasks
      .filter((task) => task.taskType === 'imageInference')
      .map((task) => ({ taskType: 'imageInference', taskUUID: task.taskUUID, imageURL: `https://im.runware.ai/image/e2e/${task.seed}.webp` }));
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data }) });
  });
  await page.route('https://im.runware.ai/**', (route) => route.fulfill({ contentType: 'image/png', headers: { 'access-control-allow-origin': '*' }, body: PIXEL }));
  return calls;
}

test.describe('the image studio', () => {
  test('composes the prompt offline, asks for a key and a description, then makes images with known seeds', async ({ page }) => {
    const calls = await fakeRunware(page);
    await gotoReady(page, '/ai-image-generator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Render your cellar before it is built');
    const form = page.getByRole('form', { name: 'Image studio' });
    const prompt = page.getByTestId('studio-prompt');

    // The composer needs no key: the prompt follows every choice.
    await form.getByLabel('Description').fill('A 1,500-bottle cellar under the stairs');
    await form.getByText('Modern glass wine wall').click();
    await form.getByLabel('Racking').selectOption('walnut');
    await expect(prompt).toHaveText(/^A 1,500-bottle cellar under the stairs, modern glass-enclosed wine room, .*walnut racking, wide-angle eye-level view from the doorway, warm 2700K lighting/);
    await expectAccessible(page, 'image studio');

    // The spec's messages: the key first, then the description.
    await form.getByRole('button', { name: 'Generate images' }).click();
    await expect(toasts(page).filter({ hasText: 'Please enter your Runware API key first' })).toBeVisible();
    await form.getByLabel('Runware API key').fill('user-key-123');
    await form.getByLabel('Description').fill('   ');
    await form.getByRole('button', { name: 'Generate images' }).click();
    await expect(form.getByText('Please enter a description')).toBeVisible();
    expect(calls).toHaveLength(0);

    await form.getByLabel('Description').fill('A 1,500-bottle cellar under the stairs');
    await form.getByText('Wide 16:9').click();
    await form.getByLabel('Images').selectOption('3');
    await form.getByLabel('Seed').fill('4242');
    await form.getByRole('button', { name: 'Generate images' }).click();
    const latest = page.getByRole('region', { name: 'Latest images' });
    await expect(latest.getByTestId('studio-image')).toHaveCount(3);
    await expect(toasts(page).filter({ hasText: '3 images generated' })).toBeVisible();

    const [auth, ...tasks] = calls[0] ?? [];
    expect(auth).toEqual({ taskType: 'authentication', apiKey: 'user-key-123' });
    expect(tasks.map((task) => task.seed)).toEqual([4242, 4243, 4244]);
    for (const task of tasks) {
      expect(task).toMatchObject({ taskType: 'imageInference', width: 1024, height: 576, numberResults: 1, outputFormat: 'WEBP', model: 'runware:101@1' });
      expect(task.positivePrompt).toBe(await prompt.textContent());
      expect(String(task.negativePrompt)).toContain('watermark');
    }
    await expect(latest.getByTestId('studio-image').first()).toContainText('seed 4242');
    await expect(latest.getByRole('img').first()).toHaveAttribute('width', '1024');
    await expect(latest.getByRole('link', { name: 'Sign in to keep your images' }).first()).toBeVisible();

    // A seed goes back into the form; the next run keeps the first one below.
    await latest.getByTestId('studio-image').nth(2).getByRole('button', { name: 'Use this seed' }).click();
    await expect(form.getByLabel('Seed')).toHaveValue('4244');
    await expect(form.getByLabel('Seed')).toBeFocused();
    await form.getByLabel('Images').selectOption('1');
    await form.getByRole('button', { name: 'Generate images' }).click();
    await expect(latest.getByTestId('studio-image')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Earlier this visit' }).getByTestId('studio-image')).toHaveCount(3);
    await expectAccessible(page, 'image studio with images');
  });

  test('a refused key says why and keeps every setting', async ({ page, consoleGuard }) => {
    consoleGuard.expect(/status of 400|\[studio\] generation failed/);
    await page.route('https://api.runware.ai/v1', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"errors":[{"message":"Invalid API key"}]}' }));
    await gotoReady(page, '/ai-image-generator');
    const form = page.getByRole('form', { name: 'Image studio' });
    await form.getByLabel('Runware API key').fill('wrong-key');
    await form.getByLabel('Description').fill('A tasting room with a long oak table');
    await form.getByLabel('Seed').fill('77');
    await form.getByRole('button', { name: 'Generate images' }).click();
    await expect(toasts(page).filter({ hasText: 'Failed to generate visual. Please try again.' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid API key' })).toBeVisible();
    await expect(form.getByLabel('Description')).toHaveValue('A tasting room with a long oak table');
    await expect(form.getByLabel('Seed')).toHaveValue('77');
    await expect(form.getByLabel('Runware API key')).toHaveValue('wrong-key');
  });

  test.describe('signed in', () => {
    test.use({ signedIn: 'user', freshAccount: true });

    test('brings in the visitor’s own design, and a signed-in visitor keeps an image and its settings', async ({ page, account: user }) => {
      await fakeRunware(page);
      await gotoReady(page, '/ai-image-generator');
      const form = page.getByRole('form', { name: 'Image studio' });

      // No design in this browser yet: said, with the way to make one.
      await form.getByRole('button', { name: 'Add my design from the visual designer' }).click();
      await expect(form.getByText('No design in this browser yet.')).toBeVisible();
      await expect(form.getByRole('link', { name: 'Draw one in the visual designer' })).toHaveAttribute('href', '/visual-designer');
      await page.evaluate((plan) => localStorage.setItem('winecellargpt:designer-draft', plan), JSON.stringify(STARTER_PLAN));
      await form.getByRole('button', { name: 'Add my design from the visual designer' }).click();
      await expect(form.getByTestId('studio-design')).toContainText(/ft ceiling, [\d.,]+ ft² of floor; 1 × individual bottle rack, .*; about [\d,]+ bottles$/);
      await expect(page.getByTestId('studio-prompt')).toContainText('the room: ');

      await form.getByLabel('Runware API key').fill('user-key-123');
      await form.getByLabel('Description').fill('Evening light on the racks');
      await form.getByLabel('Images').selectOption('1');
      await form.getByLabel('Seed').fill('9001');
      await form.getByRole('button', { name: 'Generate images' }).click();
      const image = page.getByRole('region', { name: 'Latest images' }).getByTestId('studio-image');
      await image.getByRole('button', { name: /^Save/ }).click();
      await expect(toasts(page).filter({ hasText: 'Saved to My Image Analyses' })).toBeVisible();
      await expect(image.getByRole('button', { name: /^Saved/ })).toBeDisabled();

      // The file itself is kept in the visitor's private folder, with the settings that made it.
      const rows = await serviceClient().from('image_analyses').select('kind, title, image_path, image_url, result').eq('user_id', user.id);
      expect(rows.data).toHaveLength(1);
      expect(rows.data?.[0]).toMatchObject({ kind: 'studio-image', title: 'Evening light on the racks', image_url: null, result: { seed: 9001, aspect: '3:2', width: 1152, height: 768, stored: true } });
      expect(String(rows.data?.[0]?.image_path)).toMatch(new RegExp(`^${user.id}/studio/[0-9a-f-]+\\.png$`));

      // Listed below, and it gives its settings back to the form.
      const saved = page.getByRole('list', { name: 'Saved studio images' });
      await expect(saved.getByRole('listitem')).toHaveCount(1);
      await form.getByLabel('Seed').fill('');
      await form.getByLabel('Description').fill('something else');
      await saved.getByRole('button', { name: /Use these settings/ }).click();
      await expect(form.getByLabel('Description')).toHaveValue('Evening light on the racks');
      await expect(form.getByLabel('Seed')).toHaveValue('9001');
      await expectAccessible(page, 'image studio, signed in');
    });
  });
});
