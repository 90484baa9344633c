import { business } from '../../supabase/functions/_domain/business.ts';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  copy: '©',
  reg: '®',
  trade: '™',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  asymp: '≈',
  ge: '≥',
  le: '≤',
  rarr: '→',
  larr: '←',
  minus: '−',
};

/** Marked leaves character references in text tokens for its HTML renderer to keep; print them as characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Typographer's quotes for straight quotes, carried across inline runs so
 * `**"word"**` still gets a matching pair. A quote right after a digit with
 * no quotation open is a measurement (3.5" or 10') and becomes a prime.
 */
export class QuoteSmartener {
  private previous = ' ';
  private doubleOpen = false;
  private singleOpen = false;

  apply(text: string): string {
    let out = '';
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] ?? '';
      const next = text[i + 1] ?? ' ';
      if (char === '"') {
        out += this.double();
      } else if (char === "'") {
        out += this.single(next);
      } else {
        out += char;
      }
      this.previous = out.at(-1) ?? char;
    }
    return out;
  }

  /** Code spans are printed verbatim but still move the context forward. */
  skip(text: string): void {
    if (text.length > 0) this.previous = text.at(-1) ?? this.previous;
  }

  private double(): string {
    const opening = /[\s([{\u2014\u2013/-]/.test(this.previous);
    if (this.doubleOpen && !opening) {
      this.doubleOpen = false;
      return '”';
    }
    if (/\d/.test(this.previous) && !this.doubleOpen) return '″';
    if (opening) {
      this.doubleOpen = true;
      return '“';
    }
    return '”';
  }

  private single(next: string): string {
    const opening = /[\s([{\u2014\u2013/-]/.test(this.previous);
    if (/\d/.test(this.previous) && !this.singleOpen && !/[a-z]/i.test(next)) return '′';
    if (opening && /[\p{L}\p{N}]/u.test(next)) {
      this.singleOpen = true;
      return '‘';
    }
    if (this.singleOpen && !/[\p{L}\p{N}]/u.test(next)) this.singleOpen = false;
    return '’';
  }
}

const SITE_HOST = new URL(business.url).host;

export interface LinkTarget {
  /** What a reader of the printed page types: `winecellargpt.com/quote`. */
  display: string | null;
  /** The clickable annotation for screen readers of the PDF. */
  url: string | null;
}

/** Internal routes print as the site's address so a paper copy still leads somewhere. */
export function resolveLink(href: string): LinkTarget {
  const trimmed = href.trim();
  if (trimmed.startsWith('#') || trimmed === '') return { display: null, url: null };
  if (trimmed.startsWith('mailto:')) {
    const address = trimmed.slice('mailto:'.length);
    return { display: address, url: trimmed };
  }
  if (trimmed.startsWith('/')) {
    const path = trimmed === '/' ? '' : trimmed.replace(/\/$/, '');
    return { display: `${SITE_HOST}${path}`, url: `${business.url}${path || '/'}` };
  }
  if (/^https?:\/\//i.test(trimmed)) {
    const display = trimmed.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/$/, '');
    return { display, url: trimmed };
  }
  return { display: trimmed, url: null };
}

/** Normalises a link label and its printed address for comparison ("/quote" vs "winecellargpt.com/quote"). */
export function labelIsAddress(label: string, target: LinkTarget): boolean {
  if (!target.display) return true;
  const simplify = (value: string) =>
    value.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/$/, '');
  const plain = simplify(label);
  return plain === simplify(target.display) || `${SITE_HOST}${plain}` === simplify(target.display);
}
