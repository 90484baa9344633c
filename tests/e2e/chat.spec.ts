import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';
import { E2E_PROVIDER_BACKEND_URL } from './support/ports.ts';
import { FAKE_TRANSCRIPT } from './support/fake-ai-script.ts';

/** A 1x1 PNG, standing in for a generated image. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const IMAGE_URL = 'https://im.runware.ai/image/ws/e2e/cellar.webp';

async function openChat(page: Page, path = '/') {
  await gotoReady(page, path);
  await page.getByRole('button', { name: 'Chat with the wine cellar expert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wine Cellar Expert' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const input = (page: Page) => page.getByPlaceholder('Ask about wine storage, cellar design, costs...');

/** Sends ai-chat or voice-to-text to the backend whose functions use the fake provider. */
async function useFakeProvider(page: Page, fn: 'ai-chat' | 'voice-to-text') {
  await page.route(`**/functions/v1/${fn}`, (route) => route.continue({ url: `${E2E_PROVIDER_BACKEND_URL}/functions/v1/${fn}` }));
}

test.describe('chat overlay (built-in offline expert)', () => {
  test('empty state, a grounded answer with its pages, clear resets everything', async ({ page }) => {
    const dialog = await openChat(page);
    await expect(dialog.getByText('Wine Cellar Expert Ready')).toBeVisible();
    await expect(dialog.getByText('Ask me anything about wine storage, cellar design, or cost estimation')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Clear chat' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'What temperature and humidity should a wine cellar be?' }).click();
    const log = dialog.getByRole('log', { name: 'Conversation' });
    const reply = log.locator('li[data-role="assistant"]').last();
    await expect(reply).toContainText('55°F', { timeout: 15_000 });
    await expect(reply).toContainText(/built-in/i);
    await expect(reply.getByRole('list', { name: 'Sources' }).getByRole('link').first()).toHaveAttribute('href', /^\//);
    await expect(dialog.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expectAccessible(page, 'chat with a reply', 'dialog[open]');

    await dialog.getByRole('button', { name: 'Clear chat' }).click();
    await expect(dialog.getByText('Wine Cellar Expert Ready')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('numbers in the question get an estimate from the estimator', async ({ page }) => {
    const dialog = await openChat(page);
    await input(page).fill('How much does a 1000 bottle cellar cost?');
    await input(page).press('Enter');
    const reply = dialog.locator('li[data-role="assistant"]').last();
    await expect(reply).toContainText('$', { timeout: 15_000 });
    await expect(reply.locator('a[href^="/calculators/cost"]').first()).toBeVisible();
  });

  test('a link in a reply navigates inside the site and closes the chat', async ({ page }) => {
    const dialog = await openChat(page);
    await input(page).fill('Do I need a vapor barrier?');
    await input(page).press('Enter');
    const link = dialog.locator('li[data-role="assistant"]').last().locator('a[href^="/"]').first();
    await expect(link).toBeVisible({ timeout: 15_000 });
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]?.replace(/[/.]/g, '\\$&')}`));
  });

  // Validation, markup, the client's limit and each code's words are use-chat-send.test.ts's: one failure end to end here.
  for (const [status, code, toast, banner] of [[500, 'internal_error', 'Failed to send message. Please try again.', 'Failed to send message. Please try again later.']] as const) {
    test(`a ${status} from the server shows the spec's message`, async ({ page, consoleGuard }) => {
      consoleGuard.expect(/status of \d{3}|\[chat\] request failed/);
      const dialog = await openChat(page);
      await page.route('**/functions/v1/ai-chat', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: { code, message: 'The service could not answer.' } }) }),
      );
      await input(page).fill('Hello?');
      await input(page).press('Enter');
      await expect(toasts(page).filter({ hasText: toast })).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveText(banner);
      await expect(input(page)).toBeEnabled();
      await expect(dialog.locator('li[data-role="assistant"]')).toHaveCount(0);
    });
  }

  test('the conversation survives a reload in the same tab', async ({ page }) => {
    const dialog = await openChat(page);
    await input(page).fill('How long does construction take?');
    await input(page).press('Enter');
    await expect(dialog.locator('li[data-role="assistant"]').last()).toContainText(/week/i, { timeout: 15_000 });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: 'Chat with the wine cellar expert' }).click();
    await expect(page.getByRole('dialog').locator('li[data-role="user"]')).toHaveText(/How long does construction take\?/);
  });

  test('focus stays in the dialog and returns to the opener', async ({ page }) => {
    const dialog = await openChat(page);
    for (let index = 0; index < 12; index += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Chat with the wine cellar expert' })).toBeFocused();
  });
});

test.describe('chat with a provider (fake, on loopback)', () => {
  test('replies stream, and Stop keeps the partial reply', async ({ page }) => {
    const dialog = await openChat(page);
    await useFakeProvider(page, 'ai-chat');
    await input(page).fill('Tell me everything about cellars');
    await input(page).press('Enter');
    const reply = dialog.locator('li[data-role="assistant"]').last();
    await expect(reply).toContainText('word3');
    await expect(dialog.getByRole('button', { name: 'Send message' })).toBeDisabled();
    // Stop cancels the stream itself: its request ends as aborted, so no later word can arrive.
    const aborted = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/functions/v1/ai-chat'));
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await aborted;
    await expect(reply).toContainText('Stopped');
    const text = await reply.innerText();
    expect(text).toContain('word3');
    expect(text).not.toContain('word40');
    await expect(dialog.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    expect(await reply.innerText()).toBe(text);
  });
});

test.describe('visuals', () => {
  test('the panel validates, calls the provider as SPEC §7 and sends the visual into the chat', async ({ page, consoleGuard }) => {
    consoleGuard.expect(/\[visuals\] generation failed|status of 400/);
    const dialog = await openChat(page);
    await dialog.getByRole('button', { name: 'Show Visuals' }).click();
    const panel = dialog.getByRole('complementary', { name: 'Generate Visuals' });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Runware API key')).toHaveAttribute('type', 'password');
    const presets = await panel.getByRole('group', { name: 'Quick presets' }).getByRole('button').allInnerTexts();
    expect(presets.map((preset) => preset.toLowerCase())).toEqual([
      'wine cellar floor plan layout',
      'temperature control system diagram',
      'wine rack storage arrangement',
      'cellar construction process steps',
      'wine storage capacity visualization',
      'climate monitoring dashboard',
    ]);

    await panel.getByRole('button', { name: 'Generate Visual' }).click();
    await expect(toasts(page).filter({ hasText: 'Please enter your Runware API key first' })).toBeVisible();
    await panel.getByLabel('Runware API key').fill('user-key-123');
    await panel.getByRole('button', { name: 'Generate Visual' }).click();
    await expect(toasts(page).filter({ hasText: 'Please enter a description' })).toBeVisible();

    await page.route('https://api.runware.ai/v1', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"errors":[{"message":"Invalid API key"}]}' }));
    await panel.getByRole('button', { name: 'wine rack storage arrangement' }).click();
    await panel.getByRole('button', { name: 'Generate Visual' }).click();
    await expect(toasts(page).filter({ hasText: 'Failed to generate visual. Please try again.' })).toBeVisible();

    let tasks: Array<Record<string, unknown>> = [];
    await page.unroute('https://api.runware.ai/v1');
    await page.route('https://api.runware.ai/v1', async (route) => {
      tasks = route.request().postDataJSON() as Array<Record<string, unknown>>;
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: [{ taskType: 'imageInference', imageURL: IMAGE_URL }] }) });
    });
    await page.route('https://im.runware.ai/**', (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
    await panel.getByRole('button', { name: 'Generate Visual' }).click();
    await expect(toasts(page).filter({ hasText: 'Visual generated successfully!' })).toBeVisible();
    await expect(panel.getByRole('figure')).toContainText('wine rack storage arrangement');

    expect(tasks[0]).toEqual({ taskType: 'authentication', apiKey: 'user-key-123' });
    expect(tasks[1]).toMatchObject({ taskType: 'imageInference', width: 768, height: 512, numberResults: 1, outputFormat: 'WEBP' });
    expect(String(tasks[1]?.positivePrompt)).toMatch(/^wine rack storage arrangement, wine cellar context, professional technical illustration, clean white background, ultra high resolution$/);
    for (const key of ['taskUUID', 'model', 'CFGScale', 'scheduler', 'strength']) expect(tasks[1]).toHaveProperty(key);

    await expect(dialog.locator('li[data-role="user"]').last()).toContainText('Generated visual: wine rack storage arrangement');
    await dialog.getByRole('button', { name: 'Hide Visuals' }).click();
    await expect(panel).toBeHidden();
  });

  test('/image-generator keeps this session’s images', async ({ page }) => {
    await page.route('https://api.runware.ai/v1', (route) => {
      const prompt = String((route.request().postDataJSON() as Array<{ positivePrompt?: string }>)[1]?.positivePrompt).split(',')[0];
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: [{ taskType: 'imageInference', imageURL: `${IMAGE_URL}?p=${encodeURIComponent(prompt ?? '')}` }] }) });
    });
    await page.route('https://im.runware.ai/**', (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
    await gotoReady(page, '/image-generator');
    await page.getByLabel('Runware API key').fill('user-key-123');
    for (const preset of ['climate monitoring dashboard', 'wine cellar floor plan layout']) {
      await page.getByRole('button', { name: preset }).click();
      await page.getByRole('button', { name: 'Generate Visual' }).click();
      await expect(page.getByRole('region', { name: 'Latest visual' }).getByRole('figure')).toContainText(preset);
    }
    await expect(page.getByRole('region', { name: 'This session' }).getByRole('figure')).toContainText('climate monitoring dashboard');
    await expect(page.getByRole('link', { name: 'Sign in to keep your visuals' }).first()).toBeVisible();
  });
});

test.describe('voice', () => {
  test('chat input: record, transcribe, append', async ({ page }) => {
    const dialog = await openChat(page);
    await useFakeProvider(page, 'voice-to-text');
    await input(page).fill('Hello.');
    await dialog.getByRole('button', { name: 'Voice input' }).click();
    await expect(toasts(page).filter({ hasText: 'Recording started' })).toBeVisible();
    // Recording: stopped as soon as it has started (the fake microphone gives data at once).
    await dialog.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(toasts(page).filter({ hasText: 'Voice transcribed successfully!' })).toBeVisible();
    await expect(input(page)).toHaveValue(`Hello. ${FAKE_TRANSCRIPT}`);
  });

  test('contact form: shows Transcribing... and appends after a space; failures and a missing microphone have their toasts', async ({ page, consoleGuard }) => {
    consoleGuard.expect(/\[voice\] transcription failed|status of 503/);
    await gotoReady(page, '/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.locator('#contact-form[data-ready]');
    await expect(form).toBeVisible();
    await form.getByLabel('Project Details').fill('Basement room.');

    // The offline backend has no transcription provider configured: a clear failure.
    await form.getByRole('button', { name: 'Voice input' }).click();
    // Recording: stopped as soon as it has started (the fake microphone gives data at once).
    await form.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(toasts(page).filter({ hasText: 'Transcription failed' })).toBeVisible();
    await expect(form.getByLabel('Project Details')).toHaveValue('Basement room.');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/voice-to-text', async (route) => {
      await held;
      await route.continue({ url: `${E2E_PROVIDER_BACKEND_URL}/functions/v1/voice-to-text` });
    });
    await form.getByRole('button', { name: 'Voice input' }).click();
    // Recording: stopped as soon as it has started (the fake microphone gives data at once).
    await form.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(form.getByRole('button', { name: 'Transcribing...' })).toBeDisabled();
    release();
    await expect(form.getByLabel('Project Details')).toHaveValue(`Basement room. ${FAKE_TRANSCRIPT}`);
  });

  test('a refused microphone says so', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    const dialog = await openChat(page);
    await dialog.getByRole('button', { name: 'Voice input' }).click();
    await expect(toasts(page).filter({ hasText: 'Could not access microphone' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Voice input' })).toBeEnabled();
  });

  test('/voice-ai: a spoken question is transcribed, answered and read aloud; typing works too', async ({ page }) => {
    await page.addInitScript(() => {
      const spoken: string[] = [];
      (window as unknown as { __spoken: string[] }).__spoken = spoken;
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        spoken.push(utterance.text);
        setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 10);
      };
    });
    await gotoReady(page, '/voice-ai');
    await useFakeProvider(page, 'voice-to-text');
    await page.getByRole('button', { name: 'Voice input' }).click();
    // Recording: stopped as soon as it has started (the fake microphone gives data at once).
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    // The recording goes through the function to the fake provider and back: on a loaded 2-core CI host that has taken over 10 s.
    await expect(conversation.locator('li[data-role="user"]').first()).toContainText(FAKE_TRANSCRIPT, { timeout: 25_000 });
    await expect(conversation.locator('li[data-role="assistant"]').first()).toContainText(/humidity/i, { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken.length)).toBe(1);
    const spoken = await page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken[0] ?? '');
    expect(spoken).not.toMatch(/[*#`]|\]\(/);

    await page.getByLabel('Or type your question').fill('How long does construction take?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(conversation.locator('li[data-role="assistant"]').nth(1)).toContainText(/week/i, { timeout: 15_000 });
    await expectAccessible(page, '/voice-ai with a conversation', 'main');
  });
});
