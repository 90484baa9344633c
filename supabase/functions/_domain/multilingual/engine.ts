/**
 * The offline multilingual expert: a question in one of the five languages
 * is matched to the translated knowledge card that answers it. Matching is
 * on the card's words in that language (word starts, accents ignored; any
 * substring in Chinese, which has no spaces), each match worth its length,
 * so "barrera de vapor" outweighs "vapor". Deterministic: the same question
 * gets the same card. A question in several parts ("¿Qué temperatura… y
 * cuánto cuesta?") is split at its sentences and the words that join two
 * questions in its language, and each part gets its card, in the order asked.
 */
import type { ExpertLanguage } from './languages.ts';
import type { Card } from './topics.ts';

export interface CardMatch {
  card: Card;
  score: number;
  /** The card's words found in the question. */
  matched: string[];
}

/** Lower case, accents dropped, anything but letters and digits a space: "¿Qué humedad?" → "que humedad". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function found(question: string, keyword: string, language: ExpertLanguage): boolean {
  const word = normalize(keyword);
  if (word === '') return false;
  return language === 'zh' ? question.includes(word) : ` ${question}`.includes(` ${word}`);
}

/** The card that answers the question best, or null when none of its words are in it. */
export function matchCard(cards: readonly Card[], question: string, language: ExpertLanguage): CardMatch | null {
  const text = normalize(question);
  let best: CardMatch | null = null;
  for (const card of cards) {
    const matched = card.keywords.filter((keyword) => found(text, keyword, language));
    const score = matched.reduce((sum, keyword) => sum + normalize(keyword).length, 0);
    if (score > 0 && (!best || score > best.score)) best = { card, score, matched };
  }
  return best;
}

/**
 * Where one question ends and the next begins: sentence ends, commas,
 * semicolons, and the words that join two questions in each language ("y",
 * "et", "und", "e", "和"). Splitting a one-subject question this way costs
 * nothing: its parts find the same card, kept once.
 */
const JOINS: Record<ExpertLanguage, RegExp> = {
  es: /[?¿!¡.;,]+|\s(?:y|e|o|además|también|luego)\s/giu,
  fr: /[?!.;,]+|\s(?:et|ou|aussi|puis|ensuite)\s/giu,
  de: /[?!.;,]+|\s(?:und|oder|sowie|außerdem|dann)\s/giu,
  it: /[?!.;,]+|\s(?:e|ed|o|oppure|inoltre|poi)\s/giu,
  zh: /[？?！!。；;，,、]+|和|以及|还有|另外|并且|那么/gu,
};

/** At most this many cards for one question: more parts than that is a list, better sent with the quote request. */
export const MAX_CARDS = 4;

/** A card for each part of the question that one answers, in the order asked, each card once. */
export function matchCards(cards: readonly Card[], question: string, language: ExpertLanguage): CardMatch[] {
  const found: CardMatch[] = [];
  for (const part of question.split(JOINS[language])) {
    const match = part.trim() === '' ? null : matchCard(cards, part, language);
    if (match && !found.some((other) => other.card.topic === match.card.topic)) found.push(match);
  }
  // A subject named across a join ("barrera de vapor, y aislamiento" is two, "cuanto tiempo" is one): the whole question decides.
  if (found.length === 0) {
    const whole = matchCard(cards, question, language);
    if (whole) found.push(whole);
  }
  return found.slice(0, MAX_CARDS);
}
