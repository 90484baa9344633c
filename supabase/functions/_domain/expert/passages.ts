/**
 * How the offline expert reads retrieved passages: whether they really
 * answer the question, and which of their sentences to quote. Every figure
 * the expert gives outside an estimate is a sentence taken whole from a
 * passage, so this is where "never invent a number" is kept.
 */
import type { KnowledgeResult, KnowledgeSearch } from '../knowledge/search.ts';
import type { Concept } from '../knowledge/concepts.ts';
import { processTerm, termsOf } from '../knowledge/terms.ts';

/**
 * Words that match almost every passage on this site ("wine") or carry no
 * subject ("tell", "best"): a passage sharing only these with a question
 * does not answer it.
 */
const GENERIC_WORDS =
  'wine wines tell know want need get make best good great like please thank thanks help question ask thing things way really well give use look find show work take say idea kind sort lot yes ok okay actually realistically roughly'.split(' ');
const GENERIC = new Set(GENERIC_WORDS.map((word) => processTerm(word)).filter((term): term is string => term !== null));

/** Longest text searched: a real question is far shorter, and search time grows with every word. */
export const MAX_QUERY_CHARS = 500;
/** A question that points back ("How should we rack them?") takes the sentence before it along. */
const POINTS_BACK = /\b(it|its|them|they|their|that|this|these|those|one|ones)\b/i;

/**
 * What to search for a message. A one-sentence question is searched whole.
 * In a longer message (context, then a question) the last question sentence says
 * what is wanted, so that is searched, with the sentence before it when the
 * question points back to it; without a question mark, the opening and the end.
 */
export function searchText(text: string): string {
  const message = text.trim();
  const sentences = message.split(/(?<=[.!?])\s+/);
  if (sentences.length === 1 && message.length <= MAX_QUERY_CHARS) return message;
  const index = sentences.map((sentence) => sentence.trim().endsWith('?')).lastIndexOf(true);
  if (index >= 0) {
    const question = sentences[index] ?? '';
    // "What should I do?" says nothing of its subject: the sentence before it does.
    const needsContext = POINTS_BACK.test(question) || contentTerms(question).length < 2;
    const focus = needsContext && index > 0 ? `${sentences[index - 1] ?? ''} ${question}` : question;
    return focus.slice(-MAX_QUERY_CHARS);
  }
  if (message.length <= MAX_QUERY_CHARS) return message;
  const half = MAX_QUERY_CHARS / 2;
  return `${message.slice(0, half)} ${message.slice(-half)}`;
}

const ASKS = /^(how|what|which|when|where|why|who|should|do|does|did|is|are|can|could|will|would|have|has)\b/i;
/** A sentence that brings up something else ("Also, …", "Plus …", "And the …"). */
const ANOTHER = /^(also|plus|btw|by the way|another thing|and also)\b/i;

/**
 * The questions in a message, each with the context it needs: "How do I move
 * them without cooking anything, and how long should they rest?" is two
 * questions. A part that says little of its subject takes the sentence before
 * it; a remark after the last question ("diners will be 4 ft from the glass")
 * belongs to it. A message with no question mark is one part.
 */
export function questionParts(text: string): string[] {
  const message = text.trim();
  const sentences = message.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter((sentence) => sentence !== '');
  const isQuestion = (sentence: string) => sentence.endsWith('?');
  if (!sentences.some(isQuestion)) return [searchText(message)];
  const parts: string[] = [];
  sentences.forEach((sentence, index) => {
    if (!isQuestion(sentence)) return;
    const pieces = sentence.split(/,?\s+(?:and|also|plus)\s+(?=(?:how|what|which|when|where|why|should|do|does|is|are|can|will|would|if)\b)/i);
    pieces.forEach((piece, pieceIndex) => {
      let part = piece;
      const before = sentences[index - 1];
      if (pieceIndex === 0 && before && !isQuestion(before) && (POINTS_BACK.test(piece) || contentTerms(piece).length < 2)) part = `${before} ${part}`;
      const after = sentences[index + 1];
      if (after && !isQuestion(after) && !ANOTHER.test(after) && !sentences.slice(index + 1).some(isQuestion)) part = `${part} ${after}`;
      parts.push(part.slice(-MAX_QUERY_CHARS));
    });
  });
  // "…is it just looks? Also, my Champagne bottles don't fit standard slots.": a new subject after the last question is a question of its own.
  const lastQuestion = sentences.map(isQuestion).lastIndexOf(true);
  for (const sentence of sentences.slice(lastQuestion + 1)) if (ANOTHER.test(sentence)) parts.push(sentence.slice(-MAX_QUERY_CHARS));
  return parts.filter((part) => ASKS.test(part.trim()) || contentTerms(part).length > 0).slice(0, 3);
}

/** The terms of a question that say what it is about. */
export function contentTerms(text: string): string[] {
  return [...new Set(termsOf(text).filter((term) => !GENERIC.has(term)))];
}

const termCache = new Map<string, Set<string>>();

function passageTerms(result: KnowledgeResult): Set<string> {
  let terms = termCache.get(result.id);
  if (!terms) {
    terms = new Set(termsOf(`${result.title} ${result.heading} ${result.excerpt}`));
    // Bounded: the index has a few hundred passages.
    if (termCache.size < 2000) termCache.set(result.id, terms);
  }
  return terms;
}

const headingCache = new Map<string, Set<string>>();

/** Share of the terms that a passage's heading (or, for a page's opening, its title) contains (0–1). */
export function headingCoverage(result: KnowledgeResult, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  let own = headingCache.get(result.id);
  if (!own) {
    own = new Set(termsOf(result.heading || result.title));
    if (headingCache.size < 2000) headingCache.set(result.id, own);
  }
  const specific = terms.filter((term) => !EVERYWHERE.has(term));
  if (specific.length === 0) return 0;
  return specific.filter((term) => own.has(term)).length / specific.length;
}

/** Share of the question's subject terms that a passage contains (0–1). */
export function coverage(result: KnowledgeResult, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const own = passageTerms(result);
  return terms.filter((term) => own.has(term)).length / terms.length;
}

/**
 * Whether a passage answers a question with these subject terms: half of
 * them for a short question; for a longer one at least two, and a third.
 * Off-topic questions ("tell me a joke") meet none of their terms in the
 * passages search returns for them.
 */
export function isRelevant(result: KnowledgeResult, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const share = coverage(result, terms);
  return terms.length <= 4 ? share >= 0.5 : share * terms.length >= 2 && share >= 1 / 3;
}

export const shortTitle = (title: string) => title.split(/:\s/)[0]?.trim() || title;

/** "Technical Guide — Where does the vapor barrier go?", short enough for a chat bubble. */
export function linkLabel(result: Pick<KnowledgeResult, 'title' | 'heading'>): string {
  const title = shortTitle(result.title);
  return result.heading && result.heading !== result.title ? `${title} — ${result.heading}` : title;
}

const escapeLinkText = (text: string) => text.replace(/([[\]])/g, '\\$1');
export const markdownLink = (label: string, url: string) => `[${escapeLinkText(label)}](${url})`;

/** Sentences of an excerpt, without a cut-off tail ("…") when there is anything else. */
export function sentencesOf(excerpt: string): string[] {
  const parts = excerpt
    // A list flattened into text ("What to do now: Bring the humidity down…") starts a new sentence after its short lead-in.
    .replace(/(^|[.!?]\s+)([^.!?:]{3,80}:)\s+(?=\p{Lu})/gu, '$1$2\u0000')
    .split(/(?<=[.!?])\s+(?=["'(\d\p{Lu}])|\u0000/u)
    // A lead-in before a flattened table stays with it, so neither is quoted.
    .reduce<string[]>((merged, part) => {
      const last = merged[merged.length - 1];
      if (last?.endsWith(':') && looksLikeTable(part)) merged[merged.length - 1] = `${last} ${part}`;
      else merged.push(part);
      return merged;
    }, [])
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > 1 && parts[parts.length - 1]?.endsWith('…')) parts.pop();
  return parts;
}

/**
 * A table flattened into text ("Condition Target Why it matters Temperature
 * 55°F…") reads as nonsense when quoted; such runs have many capitalised
 * words in the middle of a "sentence".
 */
export function looksLikeTable(sentence: string): boolean {
  const words = sentence.split(/\s+/);
  if (words.length < 12) return false;
  const capitalised = words.slice(1).filter((word) => /^\p{Lu}[\p{Ll}]/u.test(word)).length;
  return capitalised >= 6 && capitalised / words.length > 0.2;
}

/** The numbers a text states ("50–70%" → 50 and 70; "1,500" → 1500), to avoid quoting the same figures twice. */
export function figuresOf(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((figure) => figure.replace(/,(?=\d{3}\b)/g, '').replace(/,$/, ''));
}

export const hasDigit = (text: string) => /\d/.test(text);

/** Longer "sentences" are flattened tables or lists: quoted out of their layout they read as noise. */
export const MAX_SENTENCE_CHARS = 300;
/** A section quoted whole from its top keeps a long sentence of its own, up to this. */
const WHOLE_SENTENCE_CHARS = 440;
const quotable = (sentence: string) => sentence.length <= MAX_SENTENCE_CHARS && !looksLikeTable(sentence);

/** Terms in nearly every sentence on this site: sharing only these does not put a sentence on the question's subject. */
const EVERYWHERE = new Set(['cellar', 'cellars', 'wine'].map((word) => processTerm(word)).filter((term): term is string => term !== null));

function sharesTerm(sentence: string, terms: readonly string[]): boolean {
  const specific = terms.filter((term) => !EVERYWHERE.has(term));
  if (specific.length === 0) return false;
  const own = new Set(termsOf(sentence));
  return specific.some((term) => own.has(term));
}

export interface QuoteOptions {
  terms: readonly string[];
  wantsFigure: boolean;
  /** The section is the answer (its heading names what was asked): quote it from the top, in order, up to the limits. */
  whole?: boolean;
  maxSentences?: number;
  maxChars?: number;
}

/**
 * The sentences of the best passage that answer the question: its first
 * sentence (the site's writers answer first), then those with figures on
 * the question's subject.
 */
export function leadSentences(result: KnowledgeResult, options: QuoteOptions): string[] {
  const maxSentences = options.maxSentences ?? 4;
  const maxChars = options.maxChars ?? 560;
  const all = sentencesOf(result.excerpt);
  // An opening that is a table or a long list cannot be quoted whole; another passage should lead.
  if (!all[0] || !quotable(all[0])) return [];
  const clean = all.filter(quotable);
  const first = all[0];
  if (options.whole) {
    // Quoted in order from the top, a long sentence reads in its context: only a flattened table or list is left out.
    const inOrder = all.filter((sentence) => sentence.length <= WHOLE_SENTENCE_CHARS && !looksLikeTable(sentence));
    const taken: string[] = [];
    let used = 0;
    for (const sentence of inOrder) {
      if (taken.length >= maxSentences || used + sentence.length > maxChars) break;
      taken.push(sentence);
      used += sentence.length;
    }
    return taken;
  }
  const chosen = [first];
  let length = first.length;
  const add = (sentence: string) => {
    if (chosen.includes(sentence) || chosen.length >= maxSentences || length + sentence.length > maxChars) return;
    chosen.push(sentence);
    length += sentence.length;
  };
  for (const sentence of clean.slice(1)) {
    if (hasDigit(sentence) && sharesTerm(sentence, options.terms)) add(sentence);
  }
  if (options.wantsFigure && !chosen.some(hasDigit)) {
    const withFigure = clean.find(hasDigit);
    if (withFigure) add(withFigure);
  }
  // Then the sentences that say something about the question's own subject, so "It can, with caveats." brings its caveats.
  for (const sentence of clean.slice(1)) {
    if (!hasDigit(sentence) && sharesTerm(sentence, options.terms)) add(sentence);
  }
  // A short opening usually needs the sentence after it ("Yes." / "It depends.").
  const second = clean[1];
  if (chosen.length === 1 && second && first.length + second.length <= 320) add(second);
  // Keep the passage's own order so the quote reads as written.
  return clean.filter((sentence) => chosen.includes(sentence));
}

/**
 * What a passage says about a follow-up that its earlier quote left out
 * ("and what would a system like that cost?" after the ways to keep open wine
 * fresh): its sentences not already in the earlier answer that speak to the
 * follow-up's terms, in the passage's order.
 */
export function unquotedSentences(result: KnowledgeResult, terms: readonly string[], earlier: string, max = 2): string[] {
  const specific = terms.filter((term) => !EVERYWHERE.has(term));
  const shared = (sentence: string) => {
    const own = new Set(termsOf(sentence));
    return specific.filter((term) => own.has(term)).length;
  };
  const fresh = sentencesOf(result.excerpt).filter((sentence) => quotable(sentence) && !earlier.includes(sentence) && shared(sentence) > 0);
  // The sentences that speak to most of the follow-up, in the passage's order.
  const most = Math.max(0, ...fresh.map(shared));
  return fresh.filter((sentence) => shared(sentence) === most).slice(0, max);
}

/**
 * One sentence from a supporting passage that adds a figure not already
 * given; without one, the passage is only linked (a figure-free sentence out
 * of its context tends to read as filler).
 */
export function supportingSentence(result: KnowledgeResult, options: QuoteOptions, already: string): string | null {
  const given = new Set(figuresOf(already));
  const adds = (sentence: string) => figuresOf(sentence).some((figure) => !given.has(figure));
  return (
    sentencesOf(result.excerpt).find(
      (sentence) => sentence.length <= 240 && !looksLikeTable(sentence) && sharesTerm(sentence, options.terms) && adds(sentence),
    ) ?? null
  );
}

/** How much a heading that says what the question asks lifts a passage: the section title states its subject. */
const HEADING_WEIGHT = 0.8;
/** A heading that names the concept the question is about (concepts.ts). */
const CONCEPT_HEADING_BOOST = 1.6;

/**
 * Relevant passages, best first: the retrieval the offline expert and the
 * semantic search share. The search runs on the question and the site's
 * words for the concepts it names; a passage counts when it covers the
 * question's own subject words or its heading names one of those concepts,
 * and is then ranked with its heading weighted (a section titled with what
 * was asked is the one to quote). `score` is that rank.
 */
export function retrievePassages(knowledge: KnowledgeSearch, asked: string, concepts: readonly Concept[] = [], limit = 20): KnowledgeResult[] {
  const askedTerms = contentTerms(asked);
  const conceptText = concepts.map((concept) => concept.terms).join(' ');
  // The concepts' words are the site's own: matched as written, each once, and not the question's words again.
  const askedWords = new Set(asked.toLowerCase().split(/\s+/));
  const exact = [...new Set(conceptText.split(/\s+/))].filter((word) => word !== '' && !askedWords.has(word.toLowerCase())).join(' ');
  const rankTerms = [...new Set([...askedTerms, ...contentTerms(conceptText)])];
  const hinted = (result: KnowledgeResult) => concepts.some((concept) => concept.headingHint?.test(result.heading) ?? false);
  return knowledge
    .search(asked, { limit, exact })
    .filter((result) => result.heading !== 'Sources' && (isRelevant(result, askedTerms) || hinted(result)))
    .map((result) => ({
      result,
      rank: result.score * (1 + HEADING_WEIGHT * headingCoverage(result, rankTerms)) * (hinted(result) ? CONCEPT_HEADING_BOOST : 1),
    }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ result, rank }) => ({ ...result, score: Math.round(rank * 1000) / 1000 }));
}
