/**
 * The document analyzer's fixture files, made here from known text so the
 * tests can assert what is read from them: a PDF (pdfkit, also one locked
 * with a password), a Word .docx (a zip written with JSZip, with the quote
 * as a table) and a photo of printed text (tests/e2e/fixtures/document-quote.png,
 * rendered by Chromium with `npx tsx tests/support/make-document-photo.ts`).
 */
import PDFDocument from 'pdfkit';
import JSZip from 'jszip';

/** A competitor's quote, one row per line: what every fixture holds. */
export const QUOTE_ROWS: [string, string][] = [
  ['Redwood wine racking, 1,200 bottles', '$14,500'],
  ['WhisperKOOL SS8000 ductless split system', '$11,200'],
  ['Insulation and vapor barrier', '$4,350'],
  ['Solid insulated cellar door', '$1,650'],
  ['Permit fees', '$450'],
  ['Installation labor', '$6,800'],
  ['Total', '$38,950'],
];
export const QUOTE_HEADING = 'Quotation Q-2291: wine cellar 12 ft x 10 ft x 9 ft';

function pdfBuffer(options: PDFKit.PDFDocumentOptions): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 60, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(14).text(QUOTE_HEADING, 60, 60);
  let y = 100;
  for (const [item, amount] of QUOTE_ROWS) {
    doc.fontSize(11).text(item, 60, y, { lineBreak: false });
    doc.text(amount, 420, y, { lineBreak: false });
    y += 20;
  }
  doc.end();
  return done;
}

export const quotePdf = () => pdfBuffer({});
export const lockedQuotePdf = (password = 'cellar') => pdfBuffer({ userPassword: password, ownerPassword: `${password}-owner` });

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;

export async function quoteDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const rows = QUOTE_ROWS.map(([item, amount]) => `<w:tr><w:tc>${paragraph(item)}</w:tc><w:tc>${paragraph(amount)}</w:tc></w:tr>`).join('');
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      `${paragraph(QUOTE_HEADING)}<w:tbl>${rows}</w:tbl></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The page the photo fixture is rendered from. */
export const QUOTE_PHOTO_HTML = `<!doctype html><html><body style="margin:0;padding:32px;background:#fff;color:#000;font:28px/1.6 'DejaVu Sans',Arial,sans-serif;width:900px">
<p style="margin:0 0 16px">${QUOTE_HEADING}</p>
<table style="border-collapse:collapse;width:100%;font-size:26px">${QUOTE_ROWS.map(([item, amount]) => `<tr><td style="padding:4px 0">${item}</td><td style="text-align:right">${amount}</td></tr>`).join('')}</table>
</body></html>`;

/**
 * The worked contractor quote (supabase/functions/_domain/document-analysis/fixtures.ts)
 * printed as a PDF, one line of text per line of the quote, on a wide page so
 * that no line wraps (a wrapped line would part a description from its price).
 */
export function workedQuotePdf(lines: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LEGAL', layout: 'landscape', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(8);
  let y = 40;
  for (const line of lines) {
    if (line) doc.text(line, 40, y, { lineBreak: false });
    y += 14;
  }
  doc.end();
  return done;
}
