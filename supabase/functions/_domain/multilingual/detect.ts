/**
 * Which language a question is written in. franc-min (trigram statistics,
 * passed in so the page loads it only when it is needed) is unreliable on a
 * one-line question: it reads "How much does a cellar cost?" as French and
 * "Quanto tempo ci vuole?" as Portuguese. So the script decides first (Han
 * is Chinese, kana Japanese, and so on), and for Latin text franc's scores
 * over the languages a visitor is likely to write are added to a count of
 * each language's small words ("qué", "combien", "welche", "quanto"), which
 * a short question always has.
 */
import { normalize } from './engine.ts';
import type { ExpertLanguage } from './languages.ts';

export type Detection =
  | { kind: 'supported'; language: ExpertLanguage }
  | { kind: 'english' }
  /** `code`: ISO 639-3 ("por"); `name`: its English name ("Portuguese"). */
  | { kind: 'unsupported'; code: string; name: string }
  /** Too short or too mixed to tell. */
  | { kind: 'unsure' };

/** franc-min's `francAll`. */
export type FrancAll = (text: string, options?: { minLength?: number; only?: string[] }) => Array<[string, number]>;

const FRANC_CODES: Record<string, ExpertLanguage | 'en' | null> = { spa: 'es', fra: 'fr', deu: 'de', ita: 'it', eng: 'en', por: null, nld: null };
const LATIN_CANDIDATES = Object.keys(FRANC_CODES);

/** Small words each language writes in almost any question (accents dropped, as `normalize` does). */
const MARKERS: Record<string, readonly string[]> = {
  spa: ['que', 'cuanto', 'cuanta', 'como', 'cual', 'donde', 'una', 'el', 'los', 'las', 'del', 'mi', 'es', 'hay', 'puedo', 'debe', 'tiene', 'necesita', 'usted', 'ustedes', 'tarda'],
  fra: ['que', 'le', 'quelle', 'quel', 'quels', 'quelles', 'est', 'une', 'les', 'des', 'combien', 'pour', 'vous', 'je', 'mon', 'ma', 'du', 'au', 'faut', 'il', 'ce', 'qu', 'comment', 'pourquoi'],
  deu: ['wie', 'der', 'die', 'das', 'ein', 'eine', 'welche', 'welcher', 'was', 'ist', 'ich', 'mein', 'meine', 'braucht', 'kostet', 'und', 'nicht', 'sie', 'fur', 'lange', 'viel', 'warum'],
  ita: ['che', 'una', 'il', 'quanto', 'quanta', 'quale', 'quali', 'qual', 'mia', 'mio', 'ci', 'serve', 'costa', 'gli', 'per', 'della', 'del', 'come', 'sono', 'vuole', 'avete', 'perche'],
  eng: ['what', 'how', 'the', 'does', 'is', 'my', 'should', 'much', 'do', 'you', 'which', 'a', 'cellar', 'wine', 'need', 'why', 'long', 'cost'],
  por: ['voce', 'uma', 'nao', 'quanto', 'qual', 'da', 'do', 'adega', 'custa', 'preciso', 'minha', 'meu', 'vinho', 'quais'],
  nld: ['hoe', 'wat', 'het', 'een', 'van', 'mijn', 'kost', 'wijnkelder', 'waarom', 'lang'],
};
/** Letters only one of them uses. */
const LETTERS: Record<string, RegExp> = {
  spa: /[¿¡ñ]/,
  fra: /[çœêâîôûëï]/,
  deu: /[ßäöü]/,
  ita: /(^|\s)è(\s|$)|[òì]/,
  por: /[ãõ]/,
};
const MARKER_WEIGHT = 0.35;
const LETTER_WEIGHT = 0.5;
/** The winner must lead the runner-up by this much. */
const MARGIN = 0.1;

const OTHER_SCRIPTS: Array<[RegExp, string]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'jpn'],
  [/\p{Script=Hangul}/u, 'kor'],
];

/** A language's name in the language of `locale` (BCP 47), or `fallback` where the runtime has none. */
export function languageName(code: string, locale: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code);
    return name && name !== code && name !== 'root' ? name : fallback;
  } catch {
    return fallback;
  }
}

const unsupported = (code: string): Detection => ({ kind: 'unsupported', code, name: languageName(code, 'en', 'this language') });

export function detectLanguage(text: string, francAll: FrancAll): Detection {
  for (const [script, code] of OTHER_SCRIPTS) if (script.test(text)) return unsupported(code);
  if (/\p{Script=Han}/u.test(text)) return { kind: 'supported', language: 'zh' };
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < 3) return { kind: 'unsure' };
  if (latin < letters / 2) {
    const [top] = francAll(text, { minLength: 3 });
    return top && top[0] !== 'und' ? unsupported(top[0]) : { kind: 'unsure' };
  }
  const words = normalize(text).split(' ');
  const lower = text.toLowerCase();
  const scores = new Map<string, number>(LATIN_CANDIDATES.map((code) => [code, 0]));
  for (const [code, score] of francAll(text, { minLength: 3, only: LATIN_CANDIDATES })) scores.set(code, score);
  for (const code of LATIN_CANDIDATES) {
    const markers = MARKERS[code] ?? [];
    const hits = words.filter((word) => markers.includes(word)).length;
    const letter = LETTERS[code]?.test(lower) ? LETTER_WEIGHT : 0;
    scores.set(code, (scores.get(code) ?? 0) + hits * MARKER_WEIGHT + letter);
  }
  const [first, second] = [...scores].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] === 0 || (second && first[1] - second[1] < MARGIN)) return { kind: 'unsure' };
  const language = FRANC_CODES[first[0]];
  if (language === 'en') return { kind: 'english' };
  if (language) return { kind: 'supported', language };
  return unsupported(first[0]);
}
