/**
 * /multilingual in a real browser, as a visitor uses it: a question in each
 * of the five languages is recognised and answered from that language's
 * card, with the page's screens following; a language chosen first; bad
 * input (empty, English, a language the page does not speak, no card) each
 * with its message and the text kept; the model's part with and without a
 * provider; and a quote request in French reaching the admin inbox marked
 * as French.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { roleState } from './support/auth.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';
import { E2E_PROVIDER_BACKEND_URL } from './support/ports.ts';

const question = (page: Page) => page.locator('input[name="question"]');
const card = (page: Page) => page.getByTestId('card-answer');

async function ask(page: Page, text: string, button = 'Ask') {
  await question(page).fill(text);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** A question per language, the card it must get, a figure of that card, and the page's button in that language afterwards. */
const LANGUAGES = [
  { tag: 'es', name: 'Español', text: '¿Qué humedad necesita mi bodega?', topic: 'humidity', figure: 'del 50 al 70 %', detected: 'Idioma detectado: Español.', button: 'Preguntar' },
  { tag: 'fr', name: 'Français', text: 'Combien coûte une cave à vin ?', topic: 'cost', figure: 'US$50,000', detected: 'Langue détectée : Français.', button: 'Demander' },
  { tag: 'de', name: 'Deutsch', text: 'Wie lange dauert der Bau?', topic: 'timeline', figure: '8 bis 12 Wochen', detected: 'Erkannte Sprache: Deutsch.', button: 'Fragen' },
  { tag: 'it', name: 'Italiano', text: 'Che garanzia offrite?', topic: 'warranty', figure: 'garantita 5 anni', detected: 'Lingua riconosciuta: Italiano.', button: 'Chiedi' },
  { tag: 'zh-Hans', name: '简体中文', text: '酒窖的温度应该是多少？', topic: 'temperature', figure: '55 °F（13 °C）', detected: '识别的语言：简体中文。', button: '提问' },
] as const;

test.describe('/multilingual', () => {
  test('a question in each language is recognised and answered from that language’s card', async ({ page }) => {
    await gotoReady(page, '/multilingual');
    await expect(page.getByRole('radio', { name: 'Detect from my question' })).toBeChecked();
    await expectAccessible(page, '/multilingual, empty', 'main');
    let button = 'Ask';
    for (const language of LANGUAGES) {
      await ask(page, language.text, button);
      await expect(card(page)).toHaveAttribute('data-topic', language.topic);
      await expect(card(page)).toContainText(language.figure);
      await expect(page.getByTestId('language-notice')).toHaveText(language.detected);
      // The tool now speaks the language, marked for screen readers; the question stays in the box.
      await expect(page.getByRole('button', { name: language.button, exact: true })).toBeVisible();
      await expect(card(page).locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', language.tag);
      await expect(question(page)).toHaveValue(language.text);
      button = language.button;
    }
    await expectAccessible(page, '/multilingual, a Chinese answer', 'main');
  });

  test('a language chosen first: the screens switch before asking, and a word it cannot place is read in it', async ({ page }) => {
    await gotoReady(page, '/multilingual');
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await expect(page.getByRole('heading', { name: 'Fragen Sie den Experten' })).toBeVisible();
    await expect(page.getByLabel('Ihre Frage')).toBeVisible();
    await ask(page, 'Dampfsperre', 'Fragen');
    await expect(card(page)).toHaveAttribute('data-topic', 'insulation');
    await expect(card(page)).toContainText('R-13');
    await expect(card(page).getByRole('link', { name: 'A vapor barrier that is missing or on the wrong side' })).toHaveAttribute('href', '/blog/why-wine-cellars-fail#a-vapor-barrier-that-is-missing-or-on-the-wrong-side');

    // Written in another of the five: the page follows the writing and says so.
    await ask(page, '¿Cuánto tiempo tarda la construcción?', 'Fragen');
    await expect(card(page)).toHaveAttribute('data-topic', 'timeline');
    await expect(page.getByTestId('language-notice')).toHaveText('Su pregunta está en Español, así que la página ha cambiado a ese idioma.');
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  });

  test('works from the keyboard alone: choose, ask, land on the answer, reach its source', async ({ page }) => {
    await gotoReady(page, '/multilingual');
    await page.getByRole('radio', { name: 'Detect from my question' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Pregunte al experto' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(question(page)).toBeFocused();
    await page.keyboard.type('¿Qué garantías ofrecen?');
    await page.keyboard.press('Enter');
    await expect(card(page)).toHaveAttribute('data-topic', 'warranty');
    await expect(page.getByRole('heading', { name: 'Respuesta' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card(page).getByRole('link')).toBeFocused();
  });

  test('bad input: each gets its message and nothing typed is lost', async ({ page }) => {
    await gotoReady(page, '/multilingual');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(page.getByTestId('question-problem')).toHaveText('Type a question first.');
    await expect(question(page)).toBeFocused();

    await ask(page, 'Quanto custa uma adega de vinhos?');
    await expect(page.getByTestId('question-problem')).toContainText('not in Portuguese');
    await expect(question(page)).toHaveValue('Quanto custa uma adega de vinhos?');
    await expect(question(page)).toHaveAttribute('aria-invalid', 'true');

    await ask(page, 'x'.repeat(301));
    await expect(page.getByTestId('question-problem')).toHaveText('Keep the question to 300 characters or fewer (it has 301).');

    // English is the site's assistant's language: the page sends the visitor there.
    await ask(page, 'How much does a cellar cost?');
    await page.getByTestId('english-question').getByRole('button', { name: 'Ask the English assistant' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('no card answers: said in the visitor’s language, with the English assistant and the quote request', async ({ page }) => {
    await gotoReady(page, '/multilingual');
    await ask(page, '¿Cuál es la capital de Francia?');
    const none = page.getByTestId('no-card');
    await expect(none).toContainText('Ninguna ficha responde a esto');
    await expect(none.getByRole('button', { name: 'Preguntar al asistente en inglés' })).toBeVisible();
    await none.getByRole('link', { name: 'Ir a la solicitud de presupuesto' }).click();
    await expect(page.getByRole('heading', { name: 'Solicite un presupuesto gratuito' })).toBeInViewport();
    await expectAccessible(page, '/multilingual, no card', 'main');
  });

  test('the model’s part: none configured says so; with a model, its answer is marked as the model’s', async ({ page }) => {
    await gotoReady(page, '/multilingual');
    await ask(page, 'Quelle humidité pour une cave à vin ?');
    await page.getByRole('button', { name: 'Demander une réponse plus complète au modèle d’IA' }).click();
    await expect(page.getByTestId('model-note')).toHaveText('Aucun modèle d’IA n’est configuré : la fiche est toute la réponse.');
    await expect(page.getByTestId('answer-parts')).toHaveText('Fiche : nos fiches de connaissances traduites');

    // The backend whose functions talk to the suite's fake OpenAI-compatible provider (model "fake-model").
    await page.route('**/functions/v1/ai-tools', (route) => route.continue({ url: `${E2E_PROVIDER_BACKEND_URL}/functions/v1/ai-tools` }));
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/functions/v1/ai-tools') && request.method() === 'POST') sent.push(request.postDataJSON());
    });
    await ask(page, 'Che umidità serve in cantina?', 'Demander');
    await page.getByRole('button', { name: 'Chiedi al modello di IA una risposta più completa' }).click();
    await expect(page.getByTestId('model-answer')).toContainText('word1 word2', { timeout: 20_000 });
    await expect(page.getByTestId('answer-parts')).toHaveText('Scheda: le nostre schede di conoscenza tradotte · Risposta: modello di IA fake-model');
    expect(sent[0]).toEqual({ tool: 'multilingual', input: { language: 'it', question: 'Che umidità serve in cantina?' } });
    await expect(card(page)).toHaveAttribute('data-topic', 'humidity');
  });

  test('a quote request in French: French errors keep the draft, and the lead reaches the inbox marked French', async ({ page, browser }) => {
    const lastName = `Moreau${randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6)}`;
    await gotoReady(page, '/multilingual');
    await page.getByRole('radio', { name: 'Français' }).check();
    const form = page.getByTestId('multilingual-quote');
    await expect(page.getByRole('heading', { name: 'Demandez un devis gratuit' })).toBeVisible();
    await form.getByLabel('Prénom').fill('Camille');
    await form.locator('#ml-quote-lastName').fill(lastName);
    await form.getByLabel('E-mail').fill('camille.example.com');
    await form.getByLabel('Téléphone').fill('+33 1 42 68 53 00');
    await form.getByLabel('Type de projet').selectOption('residential');
    await form.getByLabel('Votre projet').fill('Une cave de 800 bouteilles sous l’escalier.');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText('Adresse e-mail non valide')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toBeFocused();
    await expect(toasts(page).filter({ hasText: 'Corrigez les erreurs ci-dessous' })).toBeVisible();
    await expect(form.getByLabel('Votre projet')).toHaveValue('Une cave de 800 bouteilles sous l’escalier.');

    await form.getByLabel('E-mail').fill('camille@example.com');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByTestId('quote-sent')).toHaveText('Demande envoyée. Nous répondons sous 24 heures.', { timeout: 15_000 });
    await expect(toasts(page).filter({ hasText: 'Merci pour votre demande !' })).toBeVisible();
    await expect(form.getByLabel('Prénom')).toHaveValue('');

    // The business reads it in its inbox, in a browser of its own.
    const business = await browser.newContext({ storageState: await roleState('admin') });
    const inbox = await business.newPage();
    await gotoReady(inbox, '/admin');
    await inbox.getByLabel('Search name, email or message').fill(lastName);
    await inbox.getByRole('button', { name: 'Search', exact: true }).click();
    const row = inbox.getByTestId('lead-row').filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('lead-language')).toHaveText('French (Français)');
    await expect(row).toContainText('Quote request');
    await row.getByRole('button', { name: new RegExp(`Camille ${lastName}`) }).click();
    const panel = inbox.getByRole('dialog', { name: `Camille ${lastName}` });
    await expect(panel.getByTestId('lead-language')).toHaveText('French (Français)');
    await expect(panel).toContainText('Une cave de 800 bouteilles sous l’escalier.');
    await expectAccessible(inbox, 'a French lead', 'dialog');
    await business.close();
  });

  test('a request that fails to send is kept: after a reload it is back, in its language, and sends as the same request', async ({ page, consoleGuard }) => {
    consoleGuard.expect(/\[quote\] submission failed|Failed to load resource/);
    const lastName = `Keller${randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6)}`;
    await gotoReady(page, '/multilingual');
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    const form = page.getByTestId('multilingual-quote');
    await expect(page.getByRole('heading', { name: 'Kostenloses Angebot anfordern' })).toBeVisible();
    await form.getByLabel('Vorname').fill('Jonas');
    await form.locator('#ml-quote-lastName').fill(lastName);
    await form.getByLabel('E-Mail').fill('jonas@example.com');
    await form.getByLabel('Telefon').fill('+49 30 1234567');
    await form.getByLabel('Projektart').selectOption('renovation');
    await form.getByLabel('Ihr Projekt').fill('Der Keller ist zu feucht.');

    await page.route('**/functions/v1/submit-inquiry', (route) => route.abort());
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(toasts(page).filter({ hasText: 'Senden fehlgeschlagen' })).toBeVisible();
    await expect(form.getByLabel('Ihr Projekt')).toHaveValue('Der Keller ist zu feucht.');

    await page.unroute('**/functions/v1/submit-inquiry');
    await gotoReady(page, '/multilingual');
    await expect(page.getByText('Wir haben die Angaben Ihres letzten Versuchs aufbewahrt.', { exact: false })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    await expect(form.locator('#ml-quote-lastName')).toHaveValue(lastName);
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByTestId('quote-sent')).toHaveText('Anfrage gesendet. Wir antworten innerhalb von 24 Stunden.', { timeout: 15_000 });
  });
});
