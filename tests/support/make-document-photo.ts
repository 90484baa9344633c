/**
 * Renders tests/e2e/fixtures/document-quote.png, the photo fixture of the
 * document analyzer: the quote of document-fixtures.ts as printed text,
 * screenshotted by the system Chromium. Run again if the quote changes.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';
import { QUOTE_PHOTO_HTML } from './document-fixtures.ts';

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 964, height: 420 }, deviceScaleFactor: 1 });
await page.setContent(QUOTE_PHOTO_HTML);
await page.screenshot({ path: fileURLToPath(new URL('../e2e/fixtures/document-quote.png', import.meta.url)), fullPage: true });
await browser.close();
