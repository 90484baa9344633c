/**
 * The text of a PDF, page by page, with pdf.js. The library is passed in: the
 * page loads the browser build (and its worker from our own origin), the
 * fixture tests the Node build, and both run this same code.
 */
import type * as PdfJs from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { hasText, type OnProgress, type ReadOutcome } from './outcome.ts';

type PdfLib = Pick<typeof PdfJs, 'getDocument' | 'PasswordResponses'>;

/** Items on one baseline join with a space; a new baseline starts a new line, as the quote's rows are laid out. */
function pageLines(items: TextItem[]): string {
  let text = '';
  let lastY: number | null = null;
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    if (lastY !== null) text += Math.abs(y - lastY) > 2 ? '\n' : text.endsWith(' ') || item.str.startsWith(' ') ? '' : ' ';
    text += item.str;
    lastY = y;
  }
  return text;
}

const isTextItem = (item: object): item is TextItem => 'str' in item;

export async function pdfText(pdfjs: PdfLib, data: Uint8Array, name: string, password: string | undefined, onProgress: OnProgress): Promise<ReadOutcome> {
  const task = pdfjs.getDocument({ data, password, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  let doc: PdfJs.PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (cause) {
    const error = cause as { name?: string; code?: number };
    if (error.name === 'PasswordException') {
      const wrong = error.code === pdfjs.PasswordResponses.INCORRECT_PASSWORD;
      return wrong
        ? { ok: false, failure: 'password-wrong', message: `That password does not open “${name}”. Check it and try again.` }
        : { ok: false, failure: 'password-needed', message: `“${name}” is password-protected. Type its password to read it here; the password stays in this browser.` };
    }
    return { ok: false, failure: 'damaged', message: `“${name}” could not be read as a PDF: the file may be damaged.` };
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageLines(content.items.filter(isTextItem)));
      onProgress(number / doc.numPages, `Reading page ${number} of ${doc.numPages}`);
    }
    const text = pages.join('\n\n');
    if (!hasText(text)) {
      return {
        ok: false,
        failure: 'no-text',
        message: `“${name}” has no text to read: it is probably a scan. Save its pages as images (JPEG or PNG) and choose those, and the text will be read from the picture.`,
      };
    }
    return { ok: true, text, note: `${doc.numPages} ${doc.numPages === 1 ? 'page' : 'pages'}` };
  } finally {
    void task.destroy();
  }
}
