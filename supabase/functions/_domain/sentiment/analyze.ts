/**
 * Sentiment, topics and flags of one text (a lead's message or an admin's
 * note). Sentiment is wink-nlp's (its English lite model, shipped in the npm
 * package, MIT); topics and urgency are our lexicon (lexicon.ts). The NLP
 * object is passed in, so this stays pure and the heavy model loads only
 * where it is used (load-nlp.ts).
 */
import { TOPICS, TOPIC_WORDS, URGENT_LEMMAS, URGENT_PHRASES, type Topic } from './lexicon.ts';

/** The few parts of wink-nlp this uses (typed here so the engine does not import the library). */
export interface Nlp {
  readDoc(text: string): {
    out(what: unknown): unknown;
    sentences(): { out(what: unknown): unknown };
    tokens(): { out(what: unknown): unknown };
  };
  its: { sentiment: unknown; lemma: unknown };
}

export type Mood = 'positive' | 'neutral' | 'negative';

export interface TextAnalysis {
  /** −1 (very negative) to 1 (very positive). */
  sentiment: number;
  mood: Mood;
  /** The most negative sentence's sentiment: one angry line in a long polite message still counts. */
  lowest: number;
  topics: Topic[];
  urgent: boolean;
  /** A complaint: negative, or a complaint's words whatever the model says. */
  unhappy: boolean;
  /** The words and phrases that made it urgent, to show why. */
  urgentCues: string[];
}

/** Thresholds, set on the labelled sentences of analyze.test.ts. */
export const POSITIVE_FROM = 0.2;
export const NEGATIVE_BELOW = -0.15;
export const UNHAPPY_SENTENCE_BELOW = -0.3;

export const moodOf = (sentiment: number): Mood => (sentiment >= POSITIVE_FROM ? 'positive' : sentiment <= NEGATIVE_BELOW ? 'negative' : 'neutral');

export function analyzeText(nlp: Nlp, text: string): TextAnalysis {
  const doc = nlp.readDoc(text);
  const sentiment = Number(doc.out(nlp.its.sentiment)) || 0;
  const sentences = (doc.sentences().out(nlp.its.sentiment) as number[]).map(Number);
  const lowest = Math.min(sentiment, ...sentences);
  const lemmas = new Set((doc.tokens().out(nlp.its.lemma) as string[]).map((lemma) => lemma.toLowerCase()));
  const lower = text.toLowerCase();
  const has = (words: { lemmas: readonly string[]; phrases?: readonly string[] | undefined }) =>
    words.lemmas.some((lemma) => lemmas.has(lemma)) || (words.phrases ?? []).some((phrase) => lower.includes(phrase));
  const topics = TOPICS.filter((topic) => has(TOPIC_WORDS[topic]));
  const urgentCues = [...URGENT_LEMMAS.filter((lemma) => lemmas.has(lemma)), ...URGENT_PHRASES.filter((phrase) => lower.includes(phrase))];
  let mood = moodOf(sentiment);
  // The model reads "still has not shown up" as neutral; a complaint's words make it negative.
  if (mood !== 'negative' && topics.includes('complaint')) mood = 'negative';
  return {
    sentiment,
    mood,
    lowest,
    topics,
    urgent: urgentCues.length > 0,
    unhappy: mood === 'negative' || lowest <= UNHAPPY_SENTENCE_BELOW,
    urgentCues,
  };
}
