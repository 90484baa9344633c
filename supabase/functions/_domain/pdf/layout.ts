/**
 * The layout both client documents are drawn with (the proposal, made in the
 * browser, and the contract, made by the contracts function and by the
 * client's page): letter pages, the house colours, text measured and wrapped
 * to a width, a new page when the next line or row would not fit, headings,
 * paragraphs, label-and-amount rows and a running footer. pdf-lib with its
 * standard fonts, so nothing is fetched at run time; every string drawn goes
 * through winAnsi (those fonts speak WinAnsi only). See docs/pdfs.md,
 * "The client's documents".
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { winAnsi } from './win-ansi.ts';

/** The house colours of the client's documents. */
export const PDF_COLORS = {
  ink: rgb(0.13, 0.12, 0.12),
  grey: rgb(0.42, 0.4, 0.4),
  wine: rgb(0.36, 0.09, 0.16),
  gold: rgb(0.72, 0.56, 0.27),
  cream: rgb(0.97, 0.93, 0.85),
} as const;

/** US letter, in points, with the margin on every side. */
export const LETTER = { width: 612, height: 792, margin: 54 } as const;

/** The width a label-and-amount row keeps on the right for its amount. */
export const AMOUNT_COLUMN = 110;

/** A line's height: its size and the space under it. */
export const lineHeight = (size: number) => size + 4;

/** What wrapping needs of a font: its width for a text at a size (pdf-lib's PDFFont has it). */
export interface Measure {
  widthOfTextAtSize(text: string, size: number): number;
}

/** The longest start of `word` that fits `width` (at least one character, so the text always moves on). */
function fittingStart(word: string, font: Measure, size: number, width: number): string {
  const chars = [...word];
  let end = 1;
  while (end < chars.length && font.widthOfTextAtSize(chars.slice(0, end + 1).join(''), size) <= width) end += 1;
  return chars.slice(0, end).join('');
}

/**
 * The lines of `text` at `size` that fit `width`, breaking between words; a
 * word wider than the whole line is broken where it fills one, rather than
 * drawn past the margin. The text is made WinAnsi first, as it will be drawn.
 */
export function wrapText(text: string, font: Measure, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of winAnsi(text).split(/\s+/)) {
    while (font.widthOfTextAtSize(word, size) > width) {
      if (line) {
        lines.push(line);
        line = '';
      }
      const start = fittingStart(word, font, size, width);
      if (start === word) break;
      lines.push(start);
      word = word.slice(start.length);
    }
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextStyle {
  size?: number;
  font?: PDFFont;
  color?: RGB;
}

export interface ParagraphStyle extends TextStyle {
  /** From the left margin. */
  indent?: number;
  /** The width the text wraps to, from the left margin; the page's text width by default. */
  width?: number;
}

export interface RowStyle extends TextStyle {
  /** A smaller grey line under the label (what a price is made of, when a payment is due). */
  detail?: string;
}

export interface LayoutOptions {
  /** The space kept clear above the bottom margin (for a running footer): a line that would reach into it goes to a new page. */
  keepAbove: number;
}

/**
 * The page being written and the height (`y`, the next baseline) reached on
 * it. Drawing goes down the page; a line that would reach below `bottom`
 * starts a new page at the top margin.
 */
export class PdfLayout {
  readonly width = LETTER.width;
  readonly height = LETTER.height;
  readonly margin = LETTER.margin;
  /** The width between the margins. */
  readonly textWidth = LETTER.width - 2 * LETTER.margin;
  /** The lowest a line may reach. */
  readonly bottom: number;
  y: number;
  private current: PDFPage;

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
    { keepAbove }: LayoutOptions,
  ) {
    this.bottom = LETTER.margin + keepAbove;
    this.current = pdf.addPage([this.width, this.height]);
    this.y = this.height - this.margin;
  }

  /** The page being written, for what the layout does not draw itself (a header band). */
  get page(): PDFPage {
    return this.current;
  }

  newPage(): void {
    this.current = this.pdf.addPage([this.width, this.height]);
    this.y = this.height - this.margin;
  }

  /** Starts a new page unless `needed` points fit above the bottom of this one. */
  room(needed: number): void {
    if (this.y - needed < this.bottom) this.newPage();
  }

  /** Space down the page. */
  gap(points: number): void {
    this.y -= points;
  }

  /** One line of text at (x, y), as it is: the caller has measured it. */
  text(text: string, x: number, y: number, { size = 10, font = this.fonts.regular, color = PDF_COLORS.ink }: TextStyle = {}): void {
    this.current.drawText(winAnsi(text), { x, y, size, font, color });
  }

  /** The text wrapped to the width, each line on this page if it fits, else on the next. */
  paragraph(text: string, { size = 10, font = this.fonts.regular, color = PDF_COLORS.ink, indent = 0, width = this.textWidth }: ParagraphStyle = {}): void {
    for (const line of wrapText(text, font, size, width - indent)) {
      this.room(lineHeight(size));
      this.current.drawText(line, { x: this.margin + indent, y: this.y, size, font, color });
      this.y -= lineHeight(size);
    }
  }

  /** A rule across the text width at `y` (where the text has reached, by default). */
  rule({ y = this.y, thickness, color }: { y?: number; thickness: number; color: RGB }): void {
    this.current.drawLine({ start: { x: this.margin, y }, end: { x: this.width - this.margin, y }, thickness, color });
  }

  /** A section's title in wine over a gold rule; kept with room for the first lines under it. */
  heading(text: string): void {
    this.room(40);
    this.y -= 10;
    this.text(text, this.margin, this.y, { size: 13, font: this.fonts.bold, color: PDF_COLORS.wine });
    this.y -= 6;
    this.rule({ thickness: 0.8, color: PDF_COLORS.gold });
    this.y -= 16;
  }

  /**
   * A row of a line-item table, or a key and its value: the label wrapped on
   * the left, the amount against the right margin on the label's first line,
   * and the detail under it. The label and the first line of the detail go
   * to a new page together if they do not fit on this one.
   */
  row(label: string, amount: string, { font = this.fonts.regular, size = 10, detail = '' }: RowStyle = {}): void {
    const labelWidth = this.textWidth - AMOUNT_COLUMN;
    const labelLines = wrapText(label, font, size, labelWidth);
    this.room(labelLines.length * lineHeight(size) + (detail ? 14 : 0));
    const shown = winAnsi(amount);
    this.current.drawText(shown, { x: this.width - this.margin - font.widthOfTextAtSize(shown, size), y: this.y, size, font, color: PDF_COLORS.ink });
    for (const line of labelLines) {
      this.current.drawText(line, { x: this.margin, y: this.y, size, font, color: PDF_COLORS.ink });
      this.y -= lineHeight(size);
    }
    if (detail) this.paragraph(detail, { size: 8, color: PDF_COLORS.grey, width: labelWidth });
    this.y -= 3;
  }

  /** A line at the foot of every page, drawn once every page exists, so it can say "Page 2 of 3". */
  footer(line: (page: number, pages: number) => string): void {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) =>
      page.drawText(winAnsi(line(index + 1, pages.length)), { x: this.margin, y: 28, size: 8, font: this.fonts.regular, color: PDF_COLORS.grey }),
    );
  }
}

export interface DocumentOptions extends LayoutOptions {
  title: string;
  author: string;
  /** Embed Times Roman as well (the proposal's name and letter). */
  serif?: boolean;
}

/** A new document with its title and author, Helvetica and Helvetica Bold (Times Roman when asked), and its first page. */
export async function createPdfLayout(options: DocumentOptions & { serif: true }): Promise<{ layout: PdfLayout; serif: PDFFont }>;
export async function createPdfLayout(options: DocumentOptions): Promise<{ layout: PdfLayout; serif: PDFFont | null }>;
export async function createPdfLayout({ title, author, serif = false, keepAbove }: DocumentOptions): Promise<{ layout: PdfLayout; serif: PDFFont | null }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(author);
  const [regular, bold, times] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    serif ? pdf.embedFont(StandardFonts.TimesRoman) : Promise.resolve(null),
  ]);
  return { layout: new PdfLayout(pdf, { regular, bold }, { keepAbove }), serif: times };
}
