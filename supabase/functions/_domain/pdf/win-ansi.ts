/** pdf-lib's standard fonts speak WinAnsi only: anything else becomes its nearest plain form (used by the proposal and contract PDFs). */
const REPLACEMENTS: Record<string, string> = { '≈': '~', '→': '->', '≥': '>=', '≤': '<=', '−': '-', '\u202f': ' ', '\u00a0': ' ' };
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export const winAnsi = (text: string) => [...text].map((ch) => REPLACEMENTS[ch] ?? (ch.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.includes(ch) ? ch : '')).join('');
