/**
 * /document-analyzer in a real browser: a competitor's quote uploaded as a
 * PDF, a Word file and a photo (all made from the same known text in
 * tests/support/document-fixtures.ts) is read in the page, its figures found
 * and its lines set beside our estimate; bad files each say what is wrong and
 * keep the document read before; a locked PDF asks for its password; signed
 * in, the analysis is saved (its text, not the file) and reopens.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { SILENT_QUOTE_LINES, SUMMIT_QUOTE_LINES } from '../../supabase/functions/_domain/document-analysis/fixtures.ts';
import { lockedQuotePdf, quoteDocx, quotePdf, workedQuotePdf } from '../support/document-fixtures.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

const PHOTO = fileURLToPath(new URL('./fixtures/document-quote.png', import.meta.url));
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('#document-file').setInputFiles({ name, mimeType, buffer });
}

/** What every fixture says, as the report shows it. */
async function expectQuoteReport(page: Page) {
  await expect(page.getByTestId('document-headline')).toHaveText(/^\$38,950 against \$[\d.]+K–\$[\d.]+K$/, { timeout: 90_000 });
  const findings = page.getByTestId('document-findings');
  await expect(findings.locator('[data-finding="Dimensions"]')).toContainText('12 ft × 10 ft × 9 ft');
  await expect(findings.locator('[data-finding="Bottles"]')).toContainText('1,200');
  await expect(findings.locator('[data-finding="Cooling units"]')).toContainText('WhisperKOOL SS8000');
  await expect(findings.locator('[data-finding="Priced lines"]')).toContainText('6 items, total $38,950');
  // The cellar the estimate prices comes from the document.
  await expect(page.getByLabel('Length (ft)')).toHaveValue('12');
  await expect(page.getByLabel('Bottles')).toHaveValue('1200');
  await expect(page.getByLabel('Cooling')).toHaveValue('ductless-split');
  await expect(page.getByLabel('Racking material')).toHaveValue('redwood-mahogany');
  const lines = page.getByTestId('comparison-lines');
  await expect(lines.locator('[data-line="racking"]')).toContainText('$14,500');
  await expect(lines.locator('[data-line="racking"]')).toContainText('Within our range');
  await expect(lines.locator('[data-line="cooling"]')).toContainText('Within our range');
  await expect(lines.locator('[data-line="envelope"]')).toContainText(/\$[\d,]+ below our range/);
  await expect(lines.locator('[data-line="design"]')).toContainText('Not in their quote');
  await expect(page.getByText('“Permit fees”, $450 (line', { exact: false })).toBeVisible();
  await expect(page.getByTestId('total-verdict')).toContainText('below our range');
  await expect(page.getByTestId('result-parts')).toContainText('no AI model');
}

test.describe('/document-analyzer', () => {
  test('a PDF quote is read and compared with our estimate line by line', async ({ page }) => {
    test.setTimeout(120_000);
    await gotoReady(page, '/document-analyzer');
    await expect(page.getByTestId('document-empty')).toBeVisible();
    // Nothing is sent anywhere while the document is read and compared: only files are fetched.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    await upload(page, 'competitor-quote.pdf', PDF, await quotePdf());
    await expectQuoteReport(page);
    expect(sent, 'requests that send data').toEqual([]);
    await expect(page.getByTestId('result-parts')).toContainText('PDF reader (pdf.js), in your browser');
    await expect(page.getByTestId('document-source')).toContainText('The file stayed in this browser');
    await expectAccessible(page, '/document-analyzer with a compared quote');

    // A bad field keeps the last valid comparison and says so.
    await page.getByLabel('Length (ft)').fill('200');
    await expect(page.getByText('The length is between 2 and 60 ft')).toBeVisible();
    await expect(page.getByText('Showing the last valid inputs')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.getByLabel('Length (ft)').fill('12');
    await expect(page.getByText('Showing the last valid inputs')).toHaveCount(0);

    // Correcting the text changes the findings.
    const text = page.getByLabel('The document’s text');
    await text.fill((await text.inputValue()).replace('$450', '$650'));
    await expect(page.getByText('“Permit fees”, $650 (line', { exact: false })).toBeVisible();
  });

  test('a contractor’s quote: each line placed by what it says, the unsure one shown as unsure, the ceiling read and the guides’ red flags raised', async ({ page }) => {
    test.setTimeout(120_000);
    await gotoReady(page, '/document-analyzer');
    await upload(page, 'summit-proposal.pdf', PDF, await workedQuotePdf(SUMMIT_QUOTE_LINES));
    await expect(page.getByTestId('document-headline')).toHaveText(/^\$40,570 against /, { timeout: 90_000 });
    const findings = page.getByTestId('document-findings');
    await expect(findings.locator('[data-finding="Ceiling"]')).toHaveText(/9 ft/);
    await expect(findings.locator('[data-finding="Vapor barrier"]')).toContainText('cold side');
    await expect(page.getByLabel('Ceiling (ft)')).toHaveValue('9');

    // The $6,800 framing-and-insulation line is the envelope's, not the door's.
    const lines = page.getByTestId('comparison-lines');
    await expect(lines.locator('[data-line="envelope"]')).toContainText('Framing and insulation');
    await expect(lines.locator('[data-line="envelope"]')).toContainText('$9,200');
    await expect(lines.locator('[data-line="doorGlass"]')).toContainText('$2,650');
    await expect(lines.locator('[data-line="doorGlass"]')).not.toContainText('Framing');
    // The electrical line could be labour or cooling: shown as unsure, counted in neither.
    await expect(lines.locator('[data-line="labour"]').getByTestId('line-unsure')).toContainText('Electrical');
    await expect(lines.locator('[data-line="labour"]')).toContainText('Not in their quote');
    await expect(page.getByText('Lines we are unsure of')).toBeVisible();
    await expect(page.getByText(/“Demolition of existing shelving and haul-away”, \$950 \(line \d+\): site work/)).toBeVisible();
    await expect(page.getByText(/“Electrical: dedicated 20 A circuit for the cooling unit”, \$850 \(line \d+\): could be Labor.* or Cooling/)).toBeVisible();

    // What the site's guides call failure causes, each flagged with the guide that says so.
    const flags = page.getByTestId('red-flags');
    for (const id of ['vapor-barrier-cold-side', 'single-pane-glass', 'unit-below-load', 'walls-below-r19', 'short-warranty']) {
      await expect(flags.locator(`[data-flag-id="${id}"]`)).toBeVisible();
    }
    await expect(flags.locator('[data-flag-id="unit-below-load"]')).toContainText('1,500 BTU/h');
    await expect(flags.locator('[data-flag-id="vapor-barrier-cold-side"]').getByRole('link')).toHaveAttribute('href', '/resources/technical-guide#where-does-the-vapor-barrier-go-in-a-wine-cellar');
    await expectAccessible(page, '/document-analyzer with a flagged quote');
  });

  test('a build quote silent on the vapor barrier and the ceiling’s insulation: each a question to put to the builder, citing the guide', async ({ page }) => {
    await gotoReady(page, '/document-analyzer');
    await page.getByLabel('The document’s text').fill(SILENT_QUOTE_LINES.join('\n'));
    await page.getByRole('button', { name: 'Fill the cellar below from this text again' }).click();
    await expect(page.getByTestId('document-headline')).toHaveText(/^\$38,200 against /);
    const flags = page.getByTestId('red-flags');
    const vapor = flags.locator('[data-flag-id="vapor-barrier-not-mentioned"]');
    const ceiling = flags.locator('[data-flag-id="ceiling-insulation-not-mentioned"]');
    await expect(vapor).toContainText('Ask the builder: Vapor barrier not mentioned (line 3)');
    await expect(vapor.getByRole('link')).toHaveAttribute('href', '/resources/technical-guide#where-does-the-vapor-barrier-go-in-a-wine-cellar');
    await expect(ceiling).toContainText('at least R-19');
    await expect(ceiling.getByRole('link')).toHaveAttribute('href', '/resources/technical-guide#what-r-values-does-a-wine-cellar-need');
    // Once the quote says it, the question goes.
    const text = page.getByLabel('The document’s text');
    await text.fill((await text.inputValue()).replace('in the walls', 'in the walls and ceiling, vapor barrier on the warm side'));
    await expect(vapor).toHaveCount(0);
    await expect(ceiling).toHaveCount(0);
    await expectAccessible(page, '/document-analyzer with questions for the builder');
  });

  test('a Word quote is read, its table rows as lines', async ({ page }) => {
    await gotoReady(page, '/document-analyzer');
    await upload(page, 'competitor-quote.docx', DOCX, await quoteDocx());
    await expectQuoteReport(page);
    await expect(page.getByTestId('result-parts')).toContainText('Word reader (mammoth)');
  });

  test('a photo of a quote is read by text recognition served from our own origin, with a progress bar', async ({ page }) => {
    test.setTimeout(180_000);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob')) foreign.push(request.url());
    });
    await gotoReady(page, '/document-analyzer');
    await page.locator('#document-file').setInputFiles(PHOTO);
    await expect(page.getByTestId('document-progress').locator('progress')).toBeVisible();
    await expectQuoteReport(page);
    await expect(page.getByTestId('result-parts')).toContainText('text recognition (Tesseract)');
    expect(foreign, 'requests to other origins').toEqual([]);
  });

  test('wrong, empty, damaged and locked files each say what is wrong, and the document read before is kept', async ({ page }) => {
    await gotoReady(page, '/document-analyzer');
    await upload(page, 'competitor-quote.pdf', PDF, await quotePdf());
    await expect(page.getByTestId('document-headline')).toContainText('$38,950 against');
    const error = page.getByTestId('document-error');

    await upload(page, 'notes.txt', 'text/plain', Buffer.from('hello'));
    await expect(error).toHaveText('“notes.txt” is not a PDF, Word (.docx) or photo (JPEG, PNG, WebP) file, so it cannot be read. The document you had is kept.');
    await upload(page, 'empty.pdf', PDF, Buffer.alloc(0));
    await expect(error).toContainText('“empty.pdf” is empty.');
    await upload(page, 'broken.pdf', PDF, Buffer.from('%PDF-1.7\nnot really a PDF at all'));
    await expect(error).toContainText('“broken.pdf” could not be read as a PDF: the file may be damaged.');
    await upload(page, 'renamed.docx', DOCX, Buffer.from('%PDF-1.7\n'));
    await expect(error).toContainText('“renamed.docx” could not be opened as a Word file');
    await upload(page, 'locked.docx', DOCX, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0]));
    await expect(error).toContainText('“locked.docx” is password-protected.');
    await upload(page, 'huge.png', 'image/png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(11 * 1024 * 1024)]));
    await expect(error).toContainText('“huge.png” is 11.0 MB; the most this tool reads is 10 MB for a photo.');
    // Through all of it, the quote read first is still there.
    await expect(page.getByTestId('document-headline')).toContainText('$38,950 against');
    await expect(page.getByTestId('document-source')).toContainText('competitor-quote.pdf');

    await upload(page, 'locked.pdf', PDF, await lockedQuotePdf('cellar'));
    await expect(error).toContainText('“locked.pdf” is password-protected. Type its password');
    const password = page.getByLabel('Password for locked.pdf');
    await password.fill('wrong');
    await page.getByRole('button', { name: 'Open the PDF' }).click();
    await expect(page.getByText('That password does not open “locked.pdf”.')).toBeVisible();
    await expectAccessible(page, '/document-analyzer asking for a password', '[data-testid="document-password"]');
    await password.fill('cellar');
    await page.getByRole('button', { name: 'Open the PDF' }).click();
    await expect(page.getByTestId('document-source')).toContainText('locked.pdf');
    await expect(page.getByTestId('document-password')).toHaveCount(0);
    await expect(page.getByTestId('document-headline')).toContainText('$38,950 against');
  });

  test.describe('signed in', () => {
    test.use({ signedIn: 'user', freshAccount: true });

    test('signed in: the analysis is saved to My Calculations and reopens', async ({ page, account: user }) => {
      test.setTimeout(120_000);
      await gotoReady(page, '/document-analyzer');
      await upload(page, 'competitor-quote.pdf', PDF, await quotePdf());
      await expect(page.getByTestId('document-headline')).toContainText('$38,950 against');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toasts(page).filter({ hasText: 'Saved to My Calculations' })).toBeVisible();
      await gotoReady(page, '/my-calculations');
      const item = page.locator('li').filter({ hasText: 'Quote analysed: competitor-quote.pdf' }).first();
      await expect(item).toContainText('Document analysis');
      await item.getByRole('link', { name: /open/i }).first().click();
      await expect(page).toHaveURL(/\/document-analyzer\?report=da-/);
      await expect(page.getByText(/Reopened from My Calculations, saved/)).toBeVisible();
      await expectQuoteReport(page);
    });
  });
});
