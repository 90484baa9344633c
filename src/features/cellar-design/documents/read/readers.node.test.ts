/**
 * The three readers on fixture files with known text (tests/support/document-fixtures.ts),
 * through the Node builds of the same libraries the page loads, then the findings.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import mammoth from 'mammoth';
import { createWorker } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { lockedQuotePdf, quoteDocx, quotePdf } from '../../../../../tests/support/document-fixtures.ts';
import { readFindings } from '@domain/document-analysis/findings.ts';
import { docxText } from './docx-text.ts';
import { imageText } from './image-text.ts';
import type { ReadOutcome } from './outcome.ts';
import { pdfText } from './pdf-text.ts';

// pdf.js 6 expects Promise.withResolvers (Node 22, every current browser); the repo's Node floor is 20.
const withResolvers = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
(Promise as unknown as { withResolvers?: typeof withResolvers }).withResolvers ??= withResolvers;

const noProgress = () => undefined;
const text = (outcome: ReadOutcome) => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.text;
};
const arrayBuffer = (buffer: Buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

/** What every fixture says, read back as findings. */
function expectQuote(found: string) {
  const findings = readFindings(found);
  expect(findings.kind).toBe('quote');
  expect(findings.dimensions[0]).toMatchObject({ lengthFt: 12, widthFt: 10, heightFt: 9 });
  expect(findings.bottles).toEqual([1200]);
  expect(findings.models).toEqual([{ brand: 'WhisperKOOL', model: 'SS8000' }]);
  expect(findings.prices.filter((p) => p.kind === 'item').map((p) => p.amount)).toEqual([14500, 11200, 4350, 1650, 450, 6800]);
  expect(findings.statedTotal).toBe(38950);
}

describe('pdfText', () => {
  it('reads the quote PDF line by line', async () => {
    const outcome = await pdfText(pdfjs, new Uint8Array(await quotePdf()), 'quote.pdf', undefined, noProgress);
    expect(outcome).toMatchObject({ ok: true, note: '1 page' });
    expect(text(outcome)).toContain('Insulation and vapor barrier $4,350');
    expectQuote(text(outcome));
  });

  it('asks for the password of a locked PDF, refuses a wrong one and reads it with the right one', async () => {
    const locked = await lockedQuotePdf('cellar');
    expect(await pdfText(pdfjs, new Uint8Array(locked), 'locked.pdf', undefined, noProgress)).toMatchObject({ ok: false, failure: 'password-needed' });
    expect(await pdfText(pdfjs, new Uint8Array(locked), 'locked.pdf', 'wrong', noProgress)).toMatchObject({ ok: false, failure: 'password-wrong' });
    expectQuote(text(await pdfText(pdfjs, new Uint8Array(locked), 'locked.pdf', 'cellar', noProgress)));
  });

  it('says a damaged PDF is damaged', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF');
    expect(await pdfText(pdfjs, broken, 'broken.pdf', undefined, noProgress)).toEqual({
      ok: false,
      failure: 'damaged',
      message: '“broken.pdf” could not be read as a PDF: the file may be damaged.',
    });
  });
});

describe('docxText', () => {
  it('reads the quote .docx, a table row to a line', async () => {
    const outcome = await docxText(mammoth, arrayBuffer(await quoteDocx()), 'quote.docx');
    expect(text(outcome)).toContain('Solid insulated cellar door\t$1,650');
    expectQuote(text(outcome));
  });

  it('says a damaged .docx is damaged', async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
    expect(await docxText(mammoth, broken.buffer, 'broken.docx')).toMatchObject({ ok: false, failure: 'damaged' });
  });
});

describe('imageText', () => {
  it('reads the quote photo with the English data shipped in node_modules', { timeout: 120_000 }, async () => {
    const require = createRequire(import.meta.url);
    const langPath = `${dirname(require.resolve('@tesseract.js-data/eng/package.json'))}/4.0.0_best_int`;
    const photo = await readFile(fileURLToPath(new URL('../../../../../tests/e2e/fixtures/document-quote.png', import.meta.url)));
    const stages: string[] = [];
    const outcome = await imageText(createWorker, { langPath, cacheMethod: 'none' }, photo, 'quote.png', (_, stage) => stages.push(stage));
    expect(stages).toContain('Reading the text in the photo');
    expectQuote(text(outcome));
  });

  it('says the reader did not load, not that the photo is damaged, when tesseract cannot start', async () => {
    const failing = (() => Promise.reject(new Error('404 /ocr/worker.min.js'))) as unknown as typeof createWorker;
    expect(await imageText(failing, {}, Buffer.from([0x89, 0x50]), 'quote.png', noProgress)).toEqual({
      ok: false,
      failure: 'unavailable',
      message: 'The text reader could not be loaded. Check your connection and choose the photo again.',
    });
  });
});
