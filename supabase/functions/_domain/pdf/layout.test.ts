import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { AMOUNT_COLUMN, LETTER, createPdfLayout, lineHeight, wrapText, type Measure } from './layout.ts';

// pdf.js 6 expects Promise.withResolvers (Node 22, every current browser); the repo's Node floor is 20.
(Promise as unknown as { withResolvers?: unknown }).withResolvers ??= function withResolvers<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
};

/** Every character one point wide at size 1: widths that can be counted by eye. */
const mono: Measure = { widthOfTextAtSize: (text, size) => [...text].length * size };

interface Drawn {
  text: string;
  x: number;
  y: number;
}

/** What each page of a PDF says, read back with pdf.js, with where each piece stands. */
async function readPages(bytes: Uint8Array): Promise<Drawn[][]> {
  const task = pdfjs.getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  const pages: Drawn[][] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.filter((item): item is TextItem => 'str' in item && item.str !== '').map((item) => ({ text: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0 })));
  }
  await task.destroy();
  return pages;
}

const top = LETTER.height - LETTER.margin;

describe('wrapText', () => {
  it('breaks between words, each line within the width', () => {
    expect(wrapText('one two three four', mono, 1, 9)).toEqual(['one two', 'three', 'four']);
  });

  it('breaks a word longer than the line where it fills one, and goes on with the next words', () => {
    const lines = wrapText(`see ${'x'.repeat(25)} then`, mono, 1, 10);
    expect(lines).toEqual(['see', 'xxxxxxxxxx', 'xxxxxxxxxx', 'xxxxx then']);
    for (const line of lines) expect(mono.widthOfTextAtSize(line, 1)).toBeLessThanOrEqual(10);
  });

  it('draws what the standard fonts can: text outside WinAnsi becomes its plain form', () => {
    expect(wrapText('≈ 12 m² → ready', mono, 1, 100)).toEqual(['~ 12 m² -> ready']);
  });
});

describe('the layout', () => {
  it('carries a paragraph over to a new page, line by line, and never below the bottom it keeps clear', async () => {
    const { layout } = await createPdfLayout({ title: 'Test', author: 'Test', keepAbove: 24 });
    layout.y = layout.bottom + 3 * lineHeight(10) + 1; // room for three lines, then the page is full
    const words = Array.from({ length: 60 }, (_, index) => `word${index + 1}`);
    layout.paragraph(words.join(' '));
    const pages = await readPages(await layout.pdf.save());
    expect(pages).toHaveLength(2);
    const [first = [], second = []] = pages;
    expect(first).toHaveLength(3);
    expect(Math.min(...first.map((line) => line.y))).toBeGreaterThanOrEqual(layout.bottom);
    expect(second[0]?.y).toBeCloseTo(top);
    // Nothing lost or repeated across the break.
    expect([...first, ...second].map((line) => line.text).join(' ')).toBe(words.join(' '));
  });

  it('moves a table row that would not fit to the next page whole: label, amount and the start of its detail together', async () => {
    const { layout } = await createPdfLayout({ title: 'Test', author: 'Test', keepAbove: 24 });
    layout.row('Racking', '$12,000');
    // Two lines of label and a detail line need 2 × 14 + 14 points; leave 30.
    layout.y = layout.bottom + 30;
    const label = 'Custom redwood racking with display rows, a tasting shelf, a wall of magnums and lighting under every shelf';
    expect(wrapText(label, layout.fonts.regular, 10, layout.textWidth - AMOUNT_COLUMN)).toHaveLength(2);
    layout.row(label, '$48,500', { detail: 'Built and finished in our shop' });
    const [first = [], second = []] = await readPages(await layout.pdf.save());
    expect(first.map((piece) => piece.text)).toEqual(['$12,000', 'Racking']);
    expect(second.map((piece) => piece.text)).toEqual(['$48,500', ...wrapText(label, layout.fonts.regular, 10, layout.textWidth - AMOUNT_COLUMN), 'Built and finished in our shop']);
    const [amount, firstLabelLine] = second;
    expect(amount?.y).toBeCloseTo(top);
    expect(firstLabelLine?.y).toBeCloseTo(top);
    // The amount stands against the right margin.
    expect((amount?.x ?? 0) + layout.fonts.regular.widthOfTextAtSize('$48,500', 10)).toBeCloseTo(LETTER.width - LETTER.margin);
  });

  it('numbers every page in the running footer once all pages exist', async () => {
    const { layout } = await createPdfLayout({ title: 'Test', author: 'Test', keepAbove: 24 });
    layout.newPage();
    layout.newPage();
    layout.footer((page, pages) => `Page ${page} of ${pages}`);
    const pages = await readPages(await layout.pdf.save());
    expect(pages.map((page) => page.map((piece) => piece.text))).toEqual([['Page 1 of 3'], ['Page 2 of 3'], ['Page 3 of 3']]);
  });
});
