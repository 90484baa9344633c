/**
 * Markup stripping shared by the browser and the edge functions. It needs no
 * DOM, so the same rules apply on both sides of every form and chat message:
 * whatever a visitor types is stored and shown as plain text.
 */
const BLOCKS_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;
const TAGS = /<\/?[a-z!][^<>]*(>|$)/gi;
// Control characters other than tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function stripMarkup(input: string): string {
  let text = input.replace(CONTROL, '');
  // Repeat until stable so nested or split tags ("<scr<b>ipt>") cannot survive.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(BLOCKS_WITH_CONTENT, '').replace(COMMENTS, '').replace(TAGS, '');
  }
  return text;
}
