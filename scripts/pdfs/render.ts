import { Lexer, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';
import { business } from '../../supabase/functions/_domain/business.ts';
import { layoutBlocks } from './blocks.ts';
import { drawChrome, editionOf } from './chrome.ts';
import { drawClosing } from './closing.ts';
import { CONTENTS_MIN_SECTIONS, planContents } from './contents.ts';
import type { LayoutContext } from './context.ts';
import { drawCover } from './cover.ts';
import { PdfFonts } from './fonts.ts';
import { parseGuide, PdfContentError } from './frontmatter.ts';
import { inlineText, UnsupportedMarkdownError } from './inline.ts';
import { UnsupportedCharacterError } from './line-breaker.ts';
import { paginate } from './paginator.ts';
import { bodyWidth, page } from './theme.ts';

export interface RenderOptions {
  /** Named in every error message, e.g. `src/content/pdfs/planning-checklist.md`. */
  fileName: string;
  /** Deflate content streams (default true); tests turn it off to read the drawing operators. */
  compress?: boolean;
}

type OutlineItem = ReturnType<InstanceType<typeof PDFDocument>['outline']['addItem']>;

function collect(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Renders one guide (Markdown with frontmatter) to a designed PDF: cover,
 * contents when the guide is long enough, the body with running header and
 * footer, and a closing page with the business's offer. The same input
 * always gives the same bytes: every date in the file comes from the
 * frontmatter.
 */
export async function renderPdf(markdownSource: string, options: RenderOptions): Promise<Buffer> {
  const { frontmatter, body } = parseGuide(markdownSource, options.fileName);
  const tokens = new Lexer({ gfm: true }).lex(body);
  const created = new Date(`${frontmatter.published}T00:00:00Z`);
  const modified = new Date(`${frontmatter.updated ?? frontmatter.published}T00:00:00Z`);
  const keywords = [business.name, 'wine cellar', ...(frontmatter.keywords ?? [])];

  const doc = new PDFDocument({
    size: [page.width, page.height],
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    autoFirstPage: false,
    bufferPages: true,
    compress: options.compress ?? true,
    displayTitle: true,
    lang: 'en-US',
    info: {
      Title: frontmatter.title,
      Author: business.name,
      Subject: frontmatter.description,
      Keywords: [...new Set(keywords)].join(', '),
      Creator: `${business.name} guide renderer`,
      CreationDate: created,
      ModDate: modified,
    },
  });
  const output = collect(doc);
  const edition = editionOf(frontmatter.version, frontmatter.updated ?? frontmatter.published);

  const sectionPages: number[] = [];
  let section: OutlineItem | null = null;
  const ctx: LayoutContext = {
    doc,
    fonts: new PdfFonts(doc),
    onHeading(depth, title, y) {
      const pageNumber = doc.bufferedPageRange().count;
      if (depth === 2) {
        sectionPages.push(pageNumber);
        doc.addNamedDestination(`section-${sectionPages.length}`, 'XYZ', 0, Math.max(0, y - 12), null);
        section = doc.outline.addItem(title);
      } else if (depth === 3) {
        (section ?? doc.outline).addItem(title);
      }
    },
  };

  try {
    doc.addPage();
    drawCover(ctx, frontmatter, edition);

    const sectionTitles = tokens
      .filter((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 2)
      .map((token) => inlineText(token.tokens));
    const about = [
      frontmatter.description,
      `By the ${frontmatter.author.replace(/^the\s+/i, '')}. ${edition.label}, ${edition.date}.`,
      `Addresses such as ${new URL(business.url).host}/quote are printed in full so the paper copy leads somewhere; in the PDF they are also links.`,
    ];
    const contents = sectionTitles.length >= CONTENTS_MIN_SECTIONS ? planContents(ctx, sectionTitles, about) : null;
    const contentsStart = doc.bufferedPageRange().count;
    for (let i = 0; i < (contents?.pageCount ?? 0); i += 1) {
      doc.addPage();
      if (i === 0) doc.outline.addItem('Contents');
    }

    const slices = layoutBlocks(ctx, tokens, { x: page.marginX, width: bodyWidth });
    doc.addPage();
    paginate(slices, { top: page.bodyTop, bottom: page.bodyBottom, newPage: () => doc.addPage() });

    doc.addPage();
    doc.outline.addItem('Your next step');
    drawClosing(ctx, edition);

    const { count } = doc.bufferedPageRange();
    for (let index = 1; index < count - 1; index += 1) {
      doc.switchToPage(index);
      drawChrome(ctx, frontmatter.title, edition, index + 1, count);
    }
    contents?.draw(ctx, contentsStart, sectionPages);
  } catch (error) {
    if (error instanceof UnsupportedCharacterError || error instanceof UnsupportedMarkdownError) {
      throw new PdfContentError(options.fileName, error.message);
    }
    throw error;
  }

  doc.end();
  return output;
}
