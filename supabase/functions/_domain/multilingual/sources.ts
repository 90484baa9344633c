/**
 * What the multilingual expert names as a source: only this site's own
 * pages. The English content credits the publications behind its figures,
 * among them firms that sell cellars and cooling units; a visitor reading an
 * answer in their language must not be sent to another firm by it. So the
 * cards cite the English page they translate and the calculator whose
 * assumptions hold the figures, and the English passages a model is given
 * have those firms' names replaced by what kind of guidance they are, and a
 * sentence of the model's that names one anyway is dropped.
 */

/** Firms the site's content credits that sell cellars, racking or cooling units (names as written in the content). */
export const NOT_A_SOURCE = ['Vigilant', 'WineCellarHQ', 'Wine Cellar HQ', 'Wine Cellar Innovations', 'WhisperKOOL', 'Wine-Mate', 'Wine Mate', 'CellarPro', 'Breezaire', 'CellarCool', 'KoolSpace', 'Wine Guardian'] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAMES = NOT_A_SOURCE.map(escape).join('|');
const ANY_NAME = new RegExp(`\\b(${NAMES})\\b`, 'i');

/** The credits as the content writes them, most specific first, with what kind of guidance each is. */
const CREDITS: Array<[RegExp, string]> = [
  [new RegExp(`(guidance )?from (${NAMES})(,? (and )?(a |an )?(${NAMES})( designer interview)?)*( designer interview)?`, 'gi'), 'published storage guidance'],
  [new RegExp(`(${NAMES})( and (${NAMES}))* installation manuals`, 'gi'), 'cooling-unit installation manuals'],
  [new RegExp(`(${NAMES})( and (${NAMES}))* (product )?specifications`, 'gi'), 'cooling-unit specifications'],
  [new RegExp(`(${NAMES})(,? (and )?(${NAMES}))*`, 'gi'), 'industry guidance'],
];

const capitalise = (text: string) => text.replace(/(^|[.!?]\s+)([a-z])/g, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);

/** The text with every firm's name replaced by the kind of guidance it stands for. */
export function withoutOtherFirms(text: string): string {
  let out = text;
  for (const [pattern, instead] of CREDITS) out = out.replace(pattern, instead);
  return capitalise(out.replace(/\s+/g, ' ').trim());
}

export const namesOtherFirm = (text: string) => ANY_NAME.test(text);

/** A model's answer without the sentences that name another firm (in any language, the names are the same). */
export function dropOtherFirms(text: string): string {
  const sentences = text.match(/[^.!?。！？]+[.!?。！？]*\s*/gu) ?? [text];
  return sentences
    .filter((sentence) => !namesOtherFirm(sentence))
    .join('')
    .trim();
}
