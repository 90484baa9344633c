/**
 * /voice-agent in a real browser. With the suite's default backend (no
 * transcription provider) the page says voice is not set up and the typed
 * conversation does the whole job: an answer from the built-in expert, and a
 * consultation request typed, corrected on screen and stored as a
 * 'voice-agent' inquiry. With Chromium's fake microphone playing a WAV of
 * voiced bursts between silences, the agent hears each burst, sends it to be
 * transcribed (the first through the real function to the fake provider, the
 * rest from this file's script), answers out loud, stops talking when the
 * "visitor" talks over it, and takes the request by voice.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { encodeWav } from '../../supabase/functions/_domain/voice/wav.ts';
import { CHROMIUM_ARGS, requireChromium } from './support/chromium.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';
import { FAKE_TRANSCRIPT } from './support/fake-ai-script.ts';
import { E2E_PROVIDER_BACKEND_URL } from './support/ports.ts';

const PATH = '/voice-agent';
const RATE = 48_000;

/** Silence, a voiced burst (150 Hz and harmonics, with a syllable-like swell), silence: looped by Chromium, one "utterance" a loop. */
function speechLikeWav(): Uint8Array {
  const [before, burst, after] = [0.5, 0.7, 1.2].map((seconds) => Math.round(seconds * RATE)) as [number, number, number];
  let seed = 11;
  const hiss = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed / 2_147_483_648 - 0.5) * 0.004;
  };
  return encodeWav(
    Float32Array.from({ length: before + burst + after }, (_, index) => {
      const at = index - before;
      if (at < 0 || at >= burst) return hiss();
      const t = at / RATE;
      const swell = Math.sin((Math.PI * at) / burst) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * t));
      const pitch = 140 + 20 * Math.sin(2 * Math.PI * 1.5 * t);
      return hiss() + 0.35 * swell * (Math.sin(2 * Math.PI * pitch * t) + 0.5 * Math.sin(4 * Math.PI * pitch * t) + 0.3 * Math.sin(6 * Math.PI * pitch * t));
    }),
    RATE,
  );
}

// The microphone plays this file (the whole file's browser: a launch option cannot change per test).
const wav = join(tmpdir(), `voice-agent-e2e-${process.pid}.wav`);
writeFileSync(wav, speechLikeWav());
test.use({
  launchOptions: {
    executablePath: requireChromium(),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`],
  },
});

/** Replaces speech synthesis: records what is spoken and what is cut off; `holdMs` is how long each utterance "plays". */
async function stubSpeech(page: Page, holdMs: number) {
  await page.addInitScript((hold) => {
    const log = { spoken: [] as string[], interrupted: [] as string[] };
    (window as unknown as { __speech: typeof log }).__speech = log;
    let current: SpeechSynthesisUtterance | null = null;
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      current = utterance;
      log.spoken.push(utterance.text);
      if (hold > 0)
        setTimeout(() => {
          if (current !== utterance) return;
          current = null;
          utterance.onend?.(new Event('end') as SpeechSynthesisEvent);
        }, hold);
    };
    window.speechSynthesis.cancel = () => {
      if (current) log.interrupted.push(current.text);
      current = null;
    };
  }, holdMs);
}

const speech = (page: Page) => page.evaluate(() => (window as unknown as { __speech: { spoken: string[]; interrupted: string[] } }).__speech);
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const reply = (page: Page, index: number) => conversation(page).locator('li[data-role="assistant"]').nth(index);
const card = (page: Page) => page.getByTestId('request-card');

function inquiryBody(request: Request) {
  return request.postDataJSON() as { source: string; form: Record<string, string> };
}

test.describe(`${PATH}: the voice check`, () => {
  // Whatever the check answers, the controls' place keeps its height: the typing box does not move (no layout shift).
  const outcomes = { unavailable: 'offline', available: 'provider', unknown: 'error' } as const;
  for (const [voice, backend] of Object.entries(outcomes)) {
    test(`its answer (${voice}) moves nothing below it`, { tag: '@both-widths' }, async ({ page, consoleGuard }) => {
      if (backend === 'error') consoleGuard.expect(/502 \(Bad Gateway\)/);
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/functions/v1/voice-to-text', async (route) => {
        await held;
        if (backend === 'error') return route.fulfill({ status: 502, body: 'Bad gateway' });
        return route.continue(backend === 'provider' ? { url: `${E2E_PROVIDER_BACKEND_URL}/functions/v1/voice-to-text` } : {});
      });
      await gotoReady(page, PATH);
      await expect(page.locator('form[data-ready]')).toHaveCount(1);
      await expect(page.getByTestId('voice-status')).toHaveAttribute('data-voice', 'checking');
      const typingBox = page.getByLabel('Or type to the agent');
      const before = await typingBox.boundingBox();
      answer();
      await expect(page.getByTestId('voice-status')).toHaveAttribute('data-voice', voice);
      expect(await typingBox.boundingBox()).toEqual(before);
      // Only what works is offered: the button where voice can be tried, the notice where it cannot.
      await expect(page.getByRole('button', { name: 'Start hands-free conversation' })).toHaveCount(voice === 'unavailable' ? 0 : 1);
    });
  }
});

test.describe(`${PATH} with no transcription provider`, () => {
  test('says voice is not set up and does the whole job typed: an expert answer, then a request corrected on screen and sent', async ({ page }) => {
    await stubSpeech(page, 20);
    await gotoReady(page, PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to the expert, hands-free');
    await expect(page.getByTestId('voice-status')).toHaveText(/Voice transcription isn’t set up on this site yet, so the agent can’t listen\. Type to it instead/);
    await expect(page.getByRole('button', { name: 'Start hands-free conversation' })).toHaveCount(0);
    await expect(page.locator('form[data-ready]')).toHaveCount(1);

    const typed = page.getByLabel('Or type to the agent');
    await typed.fill('What humidity should my wine cellar be?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(reply(page, 0)).toContainText(/humidity/i, { timeout: 20_000 });
    await expect(reply(page, 0).getByTestId('answered-by')).toHaveText(/Built-in expert \(no AI model\)/);
    await expect.poll(async () => (await speech(page)).spoken.length).toBe(1);

    await page.getByRole('button', { name: 'Book a consultation' }).click();
    await expect(reply(page, 1)).toContainText('What is your first and last name?');
    await expect(reply(page, 1).getByTestId('answered-by')).toHaveText(/Voice agent \(this page, no AI model\)/);
    for (const [said, asked] of [
      ['My name is John Smith', 'What email address should we use?'],
      ['jon at example dot com', 'I have jon@example.com.'],
      ['five five five, one two three, four five six seven', 'I have (555) 123-4567.'],
      ['A cellar in the basement of our house', 'Residential Wine Cellar.'],
      ['About 800 bottles', 'Here is your request: John Smith, jon@example.com'],
    ]) {
      await typed.fill(said ?? '');
      await typed.press('Enter');
      await expect(conversation(page).locator('li[data-role="assistant"]').last()).toContainText(asked ?? '');
    }
    await expect(card(page).getByLabel('First name')).toHaveValue('John');
    await expect(card(page).getByLabel('Phone')).toHaveValue('(555) 123-4567');
    await expect(card(page).getByLabel('Project type')).toHaveValue('residential');

    // A wrong email typed on screen is refused under its field, every value kept; then corrected by typing.
    await card(page).getByLabel('Email').fill('jon at example');
    await card(page).getByRole('button', { name: 'Send request' }).click();
    await expect(card(page).locator('#request-email-error')).toBeVisible();
    await expect(card(page).getByLabel('Email')).toBeFocused();
    await expect(card(page).getByLabel('Email')).toHaveValue('jon at example');
    await expect(card(page).getByLabel('First name')).toHaveValue('John');
    await expectAccessible(page, `${PATH} request with an error`, 'main');

    await card(page).getByLabel('Email').fill('john@example.com');
    const sent = page.waitForRequest((request) => request.url().endsWith('/functions/v1/submit-inquiry'));
    await typed.fill('yes');
    await typed.press('Enter');
    const body = inquiryBody(await sent);
    expect(body.source).toBe('voice-agent');
    expect(body.form).toMatchObject({ firstName: 'John', lastName: 'Smith', email: 'john@example.com', phone: '(555) 123-4567', projectType: 'residential' });
    expect(body.form.message).toBe('About 800 bottles\n\nRequested through the voice agent (/voice-agent).');
    await expect(toasts(page).filter({ hasText: 'Thank you for your inquiry!' })).toBeVisible();
    await expect(page.getByTestId('request-sent')).toContainText('Consultation request sent');
    await expect(conversation(page).locator('li[data-role="assistant"]').last()).toContainText('Your request is sent.');
  });

  test('empty input is refused; cancel drops a request', async ({ page }) => {
    await gotoReady(page, PATH);
    // The agent's code loads once the page is interactive; an Enter before that reaches only the prerendered box.
    await expect(page.locator('form[data-ready]')).toHaveCount(1);
    await page.getByLabel('Or type to the agent').fill('   ');
    await page.getByLabel('Or type to the agent').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Message cannot be empty' })).toBeVisible();
    await expect(conversation(page).locator('li[data-role]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Book a consultation' }).click();
    await expect(card(page)).toBeVisible();
    await page.getByLabel('Or type to the agent').fill('Cancel');
    await page.getByLabel('Or type to the agent').press('Enter');
    await expect(card(page)).toHaveCount(0);
    await expect(conversation(page).locator('li[data-role="assistant"]').last()).toContainText('nothing was sent');
  });
});


test.describe(`${PATH} with a microphone and a transcription provider`, () => {
  /** Sends the page's recordings to the provider's functions host, or answers them with `texts` in turn (then nothing heard). */
  async function transcribeAs(page: Page, texts: Array<string | 'provider'>) {
    let posts = 0;
    await page.route('**/functions/v1/voice-to-text', async (route) => {
      if (route.request().method() !== 'POST') return route.continue({ url: `${E2E_PROVIDER_BACKEND_URL}/functions/v1/voice-to-text` });
      const text = texts[posts] ?? '';
      posts += 1;
      if (text === 'provider') return route.continue({ url: `${E2E_PROVIDER_BACKEND_URL}/functions/v1/voice-to-text` });
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ text }) });
    });
  }

  async function startListening(page: Page) {
    await gotoReady(page, PATH);
    await expect(page.getByTestId('voice-status')).toHaveAttribute('data-voice', 'available');
    await page.getByRole('button', { name: 'Start hands-free conversation' }).click();
    await expect(page.getByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');
  }

  async function stopListening(page: Page) {
    await page.getByRole('button', { name: 'Stop listening' }).click();
    await expect(page.getByRole('button', { name: 'Start hands-free conversation' })).toHaveAttribute('aria-pressed', 'false');
    // The stubbed voice "plays" until stopped: unless a later burst cut it off, the agent is still reading its last reply.
    const stopSpeaking = page.getByRole('button', { name: 'Stop speaking' });
    if (await stopSpeaking.isVisible()) await stopSpeaking.click();
    await expect(page.getByTestId('agent-activity')).toHaveText('Not listening');
  }

  test('hears through the transcription provider, answers aloud, and stops speaking when talked over', async ({ page }) => {
    // Each utterance "plays" until it is cut off: the next burst from the microphone must stop it.
    await stubSpeech(page, 0);
    // The first utterance goes through the real function to the fake provider; the next burst is heard as nothing.
    await transcribeAs(page, ['provider']);
    await startListening(page);

    await expect(conversation(page).locator('li[data-role="user"]').first()).toHaveText(new RegExp(FAKE_TRANSCRIPT), { timeout: 30_000 });
    await expect(reply(page, 0)).toContainText(/humidity/i, { timeout: 20_000 });
    await expect.poll(async () => (await speech(page)).spoken.length).toBe(1);
    // The next burst is the visitor talking over the answer: speaking stops.
    await expect.poll(async () => (await speech(page)).interrupted.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const { spoken, interrupted } = await speech(page);
    expect(interrupted[0]).toBe(spoken[0]);
    await stopListening(page);
  });

  test('takes a consultation request by voice and sends it once confirmed', async ({ page }) => {
    await stubSpeech(page, 0);
    await transcribeAs(page, [
      'I would like to book a consultation',
      'My name is John Smith',
      'john at example dot com',
      'five five five, one two three, four five six seven',
      "It's for a restaurant",
      'Nothing else',
      'Yes, send it',
    ]);
    const sent = page.waitForRequest((request) => request.url().endsWith('/functions/v1/submit-inquiry'), { timeout: 40_000 });
    await startListening(page);

    await expect(card(page).getByLabel('Email')).toHaveValue('john@example.com', { timeout: 30_000 });
    await expect(card(page).getByLabel('First name')).toHaveValue('John');
    await expect(card(page).getByLabel('Last name')).toHaveValue('Smith');
    await expect(card(page).getByLabel('Phone')).toHaveValue('(555) 123-4567', { timeout: 20_000 });
    await expect(card(page).getByLabel('Project type')).toHaveValue('commercial', { timeout: 20_000 });
    const body = inquiryBody(await sent);
    expect(body).toMatchObject({ source: 'voice-agent', form: { firstName: 'John', lastName: 'Smith', email: 'john@example.com', projectType: 'commercial' } });
    await expect(page.getByTestId('request-sent')).toBeVisible();
    await expectAccessible(page, `${PATH} after a spoken request`, 'main');
    await stopListening(page);
  });
});
