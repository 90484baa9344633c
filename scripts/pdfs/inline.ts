import type { Token, Tokens } from 'marked';
import type { Run } from './line-breaker.ts';
import { colors, type FontKey, type TextStyle } from './theme.ts';
import { decodeEntities, labelIsAddress, QuoteSmartener, resolveLink } from './typography.ts';

export class UnsupportedMarkdownError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'UnsupportedMarkdownError';
  }
}

interface Flags {
  bold: boolean;
  italic: boolean;
  code: boolean;
  link?: string;
}

export interface InlineStyle extends TextStyle {
  /** Colour of link text; light on dark panels. */
  linkColor?: string;
  /** Colour of bold text; callouts print their labels and emphasis in their accent. */
  strongColor?: string;
}

function fontFor(base: FontKey, flags: Flags): FontKey {
  if (base.startsWith('display')) return base;
  if (flags.code) return 'bodySemibold';
  if (flags.bold) return base === 'bodyBold' ? 'bodyBold' : 'bodySemibold';
  if (flags.italic) return base === 'body' ? 'bodyItalic' : base;
  return base;
}

/**
 * Flattens marked's inline tokens into styled runs. Internal links keep their
 * label and add the printed address after it, because a paper reader cannot
 * click: "the cost calculator (winecellargpt.com/calculators/cost)".
 */
export function inlineRuns(tokens: Token[] | undefined, style: InlineStyle): Run[] {
  const runs: Run[] = [];
  const quotes = new QuoteSmartener();
  const linkColor = style.linkColor ?? colors.burgundy;

  const push = (text: string, flags: Flags, raw = false) => {
    if (text === '') return;
    let printed = text;
    if (raw) quotes.skip(text);
    else printed = quotes.apply(decodeEntities(text).replace(/\r?\n/g, ' '));
    runs.push({
      text: printed,
      font: fontFor(style.font, flags),
      size: style.size,
      color: flags.link ? linkColor : flags.code ? colors.slate : flags.bold && style.strongColor ? style.strongColor : style.color,
      ...(flags.link ? { link: flags.link } : {}),
    });
  };

  const walk = (list: Token[] | undefined, flags: Flags) => {
    for (const token of list ?? []) {
      switch (token.type) {
        case 'text':
        case 'escape': {
          const withChildren = token as Tokens.Text;
          if (withChildren.tokens && withChildren.tokens.length > 0) walk(withChildren.tokens, flags);
          else push(token.type === 'escape' ? token.text : withChildren.text, flags);
          break;
        }
        case 'strong':
          walk((token as Tokens.Strong).tokens, { ...flags, bold: true });
          break;
        case 'em':
          walk((token as Tokens.Em).tokens, { ...flags, italic: true });
          break;
        case 'del':
          walk((token as Tokens.Del).tokens, flags);
          break;
        case 'codespan':
          push(decodeEntities((token as Tokens.Codespan).text), { ...flags, code: true }, true);
          break;
        case 'br':
          runs.push({ text: '\n', font: style.font, size: style.size, color: style.color });
          break;
        case 'link': {
          const link = token as Tokens.Link;
          const target = resolveLink(link.href);
          const withUrl = target.url ? { ...flags, link: target.url } : flags;
          const before = runs.length;
          walk(link.tokens, withUrl);
          const label = runs.slice(before).map((run) => run.text).join('');
          if (target.display && !labelIsAddress(label, target)) {
            push(' (', flags, true);
            push(target.display, { ...withUrl, bold: false, italic: false }, true);
            push(')', flags, true);
          } else if (target.display) {
            runs.splice(before, runs.length - before);
            push(target.display, withUrl, true);
          }
          break;
        }
        case 'html': {
          const html = (token as Tokens.HTML).text.trim();
          if (!html.startsWith('<!--')) throw new UnsupportedMarkdownError(`raw HTML is not allowed in guides: ${html}`);
          break;
        }
        case 'image':
          throw new UnsupportedMarkdownError('images are not allowed in the body (artwork comes from the design)');
        case 'checkbox':
          break;
        default:
          if ('text' in token && typeof token.text === 'string') push(token.text, flags);
      }
    }
  };

  walk(tokens, { bold: false, italic: false, code: false });
  return runs;
}

/** Plain text of inline tokens, for bookmarks and the contents page. */
export function inlineText(tokens: Token[] | undefined): string {
  return inlineRuns(tokens, { font: 'body', size: 10, leading: 1, color: colors.ink })
    .map((run) => run.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
