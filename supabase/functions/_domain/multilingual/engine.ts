/**
 * The offline multilingual expert: a question in one of the five languages
 * is matched to the translated knowledge card that answers it. Matching is
 * on the card's words in that language (word starts, accents ignored; any
 * substring in Chinese, which has no spaces), each match worth its length,
 * so "barrera de vapor" outweighs "vapor". Deterministic: the same question
 * gets the same card.
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
