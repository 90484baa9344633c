/**
 * Reads the details of a consultation request out of what the visitor said,
 * as a transcription service writes it down: "my name is Ana María López",
 * "john dot smith at example dot com", "five five five, one two three, four
 * five six seven", "it's for a restaurant". Each reader answers null when it
 * finds nothing it can stand behind, so the agent asks again rather than
 * store a guess.
 */
import type { ProjectType } from '../inquiry/choices.ts';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[“”"¿?¡!,;:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

const has = (text: string, pattern: RegExp) => pattern.test(text.toLowerCase());

/** The visitor wants the business to get in touch: a consultation, a quote, a call. */
export const wantsConsultation = (text: string): boolean =>
  has(
    text,
    /\b(book|schedule|arrange|request|set up|want|like|need|get)\b.{0,40}\b(consultation|appointment|meeting|call ?back|site visit|quote|estimate from you)\b|\b(call me|contact me|get in touch|speak to|talk to) (a |an |someone|somebody|a person|a designer|your team|sales)|^\s*(free )?consultation\W*$/,
  );

export const isCancel = (text: string): boolean => has(text, /^\s*(cancel|never ?mind|forget (it|that)|stop (the )?(request|booking)|i changed my mind)\b/);

export type Answer = 'yes' | 'no';

export function yesOrNo(text: string): Answer | null {
  const said = text.toLowerCase().trim();
  if (/^(no|nope|nah|not (quite|really|right)|wrong|incorrect|that'?s (wrong|not right))\b/.test(said)) return 'no';
  if (/^(yes|yeah|yep|yup|sure|correct|right|that'?s (right|correct|it)|ok(ay)?|please (do|send)|send( it)?|go ahead|sounds good|perfect)\b/.test(said)) return 'yes';
  return null;
}

const NAME_LEAD = /^(?:(?:hi|hello|hey|well|okay|ok|so|yes|sure)[\s,]+)*(?:my (?:full )?name is|my name's|the name is|name's|this is|i am|i'm|it is|it's|call me)\s+/i;
const NAME_WORD = /^[\p{L}][\p{L}'.-]*$/u;
const NOT_A_NAME = new Set(['a', 'an', 'the', 'and', 'interested', 'looking', 'calling', 'here', 'not', 'sorry', 'um', 'uh', 'er']);

const capitalize = (word: string) => (word === word.toLowerCase() || word === word.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word);

export interface PersonName {
  firstName: string;
  /** Empty when only one name was said; the agent then asks for the family name. */
  lastName: string;
}

/** "My name is john smith" → John Smith. Up to four words of letters; the last is the family name. */
export function readName(text: string): PersonName | null {
  const said = text.trim().replace(NAME_LEAD, '').replace(/[.!?,]+$/g, '').replace(/,/g, ' ').trim();
  const parts = said.split(/\s+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 4) return null;
  if (!parts.every((part) => NAME_WORD.test(part) && !NOT_A_NAME.has(part.toLowerCase()))) return null;
  const names = parts.map(capitalize);
  if (names.length === 1) return { firstName: names[0] ?? '', lastName: '' };
  return { firstName: names.slice(0, -1).join(' '), lastName: names.at(-1) ?? '' };
}

/** A family name on its own, after the agent asked for it. */
export function readLastName(text: string): string | null {
  const said = text.trim().replace(/^(?:(?:it's|it is|my (?:last|family|sur)name is|last name|surname)\s+)/i, '');
  const name = readName(said);
  if (!name) return null;
  return [name.firstName, name.lastName].filter(Boolean).join(' ');
}

const SPOKEN_SYMBOLS: Array<[RegExp, string]> = [
  [/\s*\b(at sign|at)\b\s*/g, '@'],
  [/\s*\b(dot|period|point)\b\s*/g, '.'],
  [/\s*\b(underscore|under score)\b\s*/g, '_'],
  [/\s*\b(dash|hyphen|minus)\b\s*/g, '-'],
  [/\s*\bplus\b\s*/g, '+'],
];

const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/**
 * "John dot Smith at example dot com" → john.smith@example.com; letters spelled
 * one by one ("j o h n at …") are joined. Only an address that looks whole is
 * returned.
 */
export function readEmail(text: string): string | null {
  let said = ` ${text.toLowerCase().trim()} `
    .replace(/\b(my )?(e-?mail|email address|address) is\b/g, ' ')
    .replace(/\b(it's|it is|that's|sure|okay|ok|yes)\b/g, ' ')
    .replace(/[,;:!?]/g, ' ');
  for (const [pattern, symbol] of SPOKEN_SYMBOLS) said = said.replace(pattern, symbol);
  // Whatever is left between the symbols is the address's words and spelled letters.
  const compact = said.replace(/\s+/g, '').replace(/\.+$/, '');
  return EMAIL.test(compact) ? compact : null;
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  to: '2',
  too: '2',
  three: '3',
  four: '4',
  for: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const REPEATS: Record<string, number> = { double: 2, triple: 3 };
const TEENS: Record<string, string> = {
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
};
const TENS: Record<string, number> = { twenty: 2, thirty: 3, forty: 4, fifty: 5, sixty: 6, seventy: 7, eighty: 8, ninety: 9 };

/**
 * "Five five five, one two three, four five six seven" → (555) 123-4567;
 * "double", "triple", "hundred" ("eight hundred" → 800) and written digits
 * mixed in are read; a leading "plus" keeps an international number. 7 to 15
 * digits, or null.
 */
export function readPhone(text: string): string | null {
  const tokens = words(text.replace(/(\d)[-.()](?=\d)/g, '$1 ').replace(/[().-]/g, ' '));
  let digits = '';
  let international = false;
  let repeat = 1;
  let started = false;
  let afterTens = false;
  for (const token of tokens) {
    const tensBefore = afterTens;
    afterTens = false;
    if (token === 'plus' || token === '+') {
      if (!started) international = true;
      continue;
    }
    if (/^\+\d+$/.test(token) && !started) {
      international = true;
      digits += token.slice(1);
      started = true;
      continue;
    }
    if (/^\d+$/.test(token)) {
      digits += token.repeat(repeat);
      repeat = 1;
      started = true;
      continue;
    }
    const repeated = REPEATS[token];
    if (repeated) {
      repeat = repeated;
      continue;
    }
    const teen = TEENS[token];
    if (teen) {
      digits += teen;
      started = true;
      continue;
    }
    const tens = TENS[token];
    if (tens !== undefined) {
      digits += `${tens}0`;
      started = true;
      afterTens = true;
      continue;
    }
    if (token === 'hundred' && started) {
      digits += '00';
      continue;
    }
    const digit = DIGIT_WORDS[token];
    // "to", "for" and "o" are digits only among other digits ("call me on …" stays words).
    if (digit !== undefined && (started || !['to', 'too', 'for', 'o'].includes(token))) {
      // "twenty one" → 21, not 201.
      if (tensBefore && digit !== '0') digits = digits.slice(0, -1);
      digits += digit.repeat(repeat);
      repeat = 1;
      started = true;
    }
  }
  if (digits.length < 7 || digits.length > 15) return null;
  if (international) return `+${digits}`;
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  return digits;
}

/** Which of the four project types the visitor described, or null. */
export function readProjectType(text: string): ProjectType | null {
  const said = text.toLowerCase();
  if (/\b(renovat\w*|remodel\w*|redo|upgrade|existing cellar|fix (up )?my|refurbish\w*)\b/.test(said)) return 'renovation';
  if (/\b(restaurant|bar|hotel|commercial|business|shop|store|winery|club|retail)\b/.test(said)) return 'commercial';
  if (/\b(home|house|basement|residential|residence|apartment|condo|flat|personal|private|under the stairs|closet|garage)\b/.test(said)) return 'residential';
  if (/\b(design|advice|consult\w*|not sure|don'?t know|undecided|ideas?)\b/.test(said)) return 'consultation';
  return null;
}

/** Said when the visitor has nothing to add. */
export function isNothing(text: string): boolean {
  const said = text.toLowerCase().replace(/^\s*(no|nope)\b[\s,.!]*/, '');
  return said === '' || /^(nothing|none|not really|that'?s (it|all)|skip( it)?|no thanks?|nothing (else|more))\W*$/.test(said);
}
