/**
 * Markup stripping shared by the browser and the edge functions. It needs no
 * DOM, so the same rules apply on both sides of every form and chat message:
 * whatever a visitor types is stored and shown as plain text.
 *
 * One pass, linear in the input (a 141 KB message once took 17.5 s through
 * repeated regular expressions and held every other request behind it).
 * What it removes:
 * - a tag: `<` then an optional `/`, then a letter or `!`, up to the next `>`
 *   with no `<` or `>` between, or up to the end of the text;
 * - a tag rebuilt from pieces once an inner tag goes (`<scr<b>ipt>` is
 *   `<script>`): tags are removed innermost first, with a stack of the `<`
 *   still open in the output, so no second pass is needed;
 * - comments (`<!-- … -->`, or to the end when unclosed), and script, style,
 *   iframe, object, embed, template and noscript elements with their content
 *   when their closing tag follows;
 * - control characters other than tab, line feed and carriage return.
 * A `<` or `>` that starts no tag ("55°F < 60°F") stays.
 */
const BLOCKS_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
// Control characters other than tab (9), line feed (10) and carriage return (13).
const isControl = (code: number) => (code <= 31 && code !== 9 && code !== 10 && code !== 13) || code === 127;

/** True when `text[at]` is `<` followed by what opens a tag: `/`? then a letter or `!`. */
function opensTag(text: string, at: number): boolean {
  let next = at + 1;
  if (text.charCodeAt(next) === 47) next += 1; // '/'
  const code = text.charCodeAt(next);
  return isLetter(code) || code === 33; // '!'
}

/** The element name of an opening tag (`<script a=b` → "script"), or '' for a closing tag or a comment. */
function openingName(tag: string): string {
  const match = /^<([a-z]+)/i.exec(tag);
  return match?.[1]?.toLowerCase() ?? '';
}

export function stripMarkup(input: string): string {
  const out: string[] = [];
  /** Indexes in `out` of each `<` that may still open a tag (no `>` after it yet). */
  const open: number[] = [];
  /** Elements whose closing tag is known not to occur after some point, so no later search repeats the scan. */
  const unclosed = new Set<string>();
  let i = 0;

  const removeTagAt = (start: number) => {
    const tag = out.slice(start).join('');
    out.length = start;
    return tag;
  };

  while (i < input.length) {
    const code = input.charCodeAt(i);
    if (isControl(code)) {
      i += 1;
      continue;
    }
    if (code === 60 /* < */ && input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    if (code === 60) {
      open.push(out.length);
      out.push('<');
      i += 1;
      continue;
    }
    if (code === 62 /* > */) {
      i += 1;
      const start = open.pop();
      // Everything after the last open `<` has no `<` or `>` in it (each literal `>` clears the stack).
      if (start !== undefined && opensTag(out.slice(start, start + 3).join(''), 0)) {
        const name = openingName(removeTagAt(start));
        if (BLOCKS_WITH_CONTENT.has(name) && !unclosed.has(name)) {
          const close = new RegExp(`</${name}\\s*>`, 'gi');
          close.lastIndex = i;
          if (close.exec(input)) i = close.lastIndex;
          else unclosed.add(name);
        }
        continue;
      }
      out.push('>');
      // A literal `>` sits between every earlier `<` and anything after it: none of them can open a tag now.
      open.length = 0;
      continue;
    }
    out.push(input[i] as string);
    i += 1;
  }
  // Unterminated tags at the end go too, innermost first, until a `<` that opens none.
  for (let start = open.pop(); start !== undefined; start = open.pop()) {
    if (!opensTag(out.slice(start, start + 3).join(''), 0)) break;
    out.length = start;
  }
  return out.join('');
}

/** Typed text as the forms and functions keep it: no markup, no blanks at either end. */
export const cleanText = (input: string): string => stripMarkup(input).trim();
