/**
 * Semantic search: a question in the visitor's own words → the passages of
 * the site that answer it. The same retrieval as the offline expert
 * (`retrievePassages`: BM25 over the knowledge index, concepts, headings
 * weighted), with the question first read through the typo list, the
 * concept map and the synonym map, so "why is my basement so damp" meets
 * the sections about humidity. A question that describes a symptom ("my
 * basement smells musty") is answered facet by facet (`symptoms.ts`): the
 * best passage on each cause joins the list, so the sections on mould, on
 * air and on moisture all answer it rather than only the strongest one.
 * Pure and deterministic: the page runs it in the browser, the ai-tools
 * function runs it to ground a model's answer.
 */
import { retrievePassages, contentTerms, sentencesOf } from '../expert/passages.ts';
import { expandQuestion, fixTypos, outOfScope, type Concept } from '../knowledge/concepts.ts';
import { findSynonyms, type FoundSynonym, type SynonymMatch } from '../knowledge/synonyms.ts';
import { termsOf } from '../knowledge/terms.ts';
import type { KnowledgeResult, KnowledgeSearch, PassageKind } from '../knowledge/types.ts';
import { symptomsOf, type Facet } from './symptoms.ts';

/** Passages shown for one question. */
export const MAX_ANSWERS = 5;
/** At most this many sections of one page, so one long guide does not fill the list. */
const MAX_PER_PAGE = 2;
/**
 * A passage scoring under this share of the best one is left out: past a
 * clear answer, the tail of the ranking is passages that share a word or two
 * with the question ("basement" in a cost example), and five results would
 * bury the one that answers.
 */
const SCORE_FLOOR = 0.25;
/** The quoted part of a passage, in characters (whole sentences; at least one). */
const SNIPPET_CHARS = 360;

export interface SemanticPassage {
  id: string;
  title: string;
  heading: string;
  /** The page, with the section's anchor where it has one. */
  url: string;
  kind: PassageKind;
  /** The sentences of the passage that answer best, plain text. */
  snippet: string;
  score: number;
  /** For a symptom, the part of the answer this passage gives ("humidity and mould"). */
  facet: string | null;
}

export interface SemanticResult {
  question: string;
  /** How the question was read: the everyday words and the site's words they stand for. */
  readAs: SynonymMatch[];
  /** Subjects of the concept map the question names (ids). */
  concepts: string[];
  /** The symptoms the question describes, with the parts of the answer each needs. */
  symptoms: { id: string; label: string; facets: string[] }[];
  /** The terms to highlight in the passages (site terms, stemmed). */
  terms: string[];
  passages: SemanticPassage[];
  /** `none`: nothing on the site answers it; `off-topic`: a subject the site does not cover (buying wine, the weather…). */
  match: 'good' | 'none' | 'off-topic';
}

/**
 * How a question is read: typos fixed, then the subjects of the concept map
 * it names and its everyday words as the site's. A synonym works as a small
 * concept: its site words join the search, and a section whose heading names
 * them counts as answering even when the question shares few other words
 * with it ("the house shakes" → "Does vibration affect wine?").
 */
export function readQuestion(question: string): { asked: string; readAs: SynonymMatch[]; concepts: Concept[] } {
  const asked = fixTypos(question.toLowerCase());
  const found = findSynonyms(asked);
  const named = expandQuestion(asked).concepts;
  const fromSynonyms = found.map((synonym: FoundSynonym): Concept => ({ id: `synonym:${synonym.means}`, when: /$^/, terms: synonym.means, headingHint: synonym.heading }));
  return { asked, readAs: found.map(({ found, means, label }) => ({ found, means, label })), concepts: [...named, ...fromSynonyms] };
}

/**
 * The run of sentences with the most of the terms: the best sentence and
 * those after it, up to SNIPPET_CHARS, with "…" where it starts mid-passage.
 */
export function snippetOf(excerpt: string, terms: readonly string[]): string {
  const sentences = sentencesOf(excerpt);
  if (sentences.length === 0) return excerpt;
  const wanted = new Set(terms);
  const scores = sentences.map((sentence) => new Set(termsOf(sentence).filter((term) => wanted.has(term))).size);
  const best = scores.indexOf(Math.max(...scores));
  const taken: string[] = [];
  let used = 0;
  for (const sentence of sentences.slice(best)) {
    if (taken.length > 0 && used + sentence.length > SNIPPET_CHARS) break;
    taken.push(sentence);
    used += sentence.length + 1;
  }
  return `${best > 0 ? '… ' : ''}${taken.join(' ')}`;
}

function limitPerPage(results: readonly KnowledgeResult[]): KnowledgeResult[] {
  const perPage = new Map<string, number>();
  return results.filter((result) => {
    const page = result.url.split('#')[0] ?? result.url;
    const count = perPage.get(page) ?? 0;
    perPage.set(page, count + 1);
    return count < MAX_PER_PAGE;
  });
}

/** A facet as a concept of the shared retrieval: its words join the search, and a heading that answers it counts. */
const facetConcept = (facet: Facet): Concept => ({ id: `facet:${facet.id}`, when: /$^/, terms: facet.terms, headingHint: facet.heading });

/**
 * The passages for a symptom: the best of each facet, in the order the
 * symptom lists them (the order a collector needs them), then the rest of
 * the plain ranking above its floor. Each facet's passage must have a
 * heading that answers that facet, so "air quality" is not filled by a cost
 * example; a facet the site has nothing on is left out.
 */
function bySymptom(knowledge: KnowledgeSearch, asked: string, concepts: readonly Concept[], ranked: readonly KnowledgeResult[], facets: readonly Facet[]) {
  const chosen: { result: KnowledgeResult; facet: string | null }[] = [];
  const has = (id: string) => chosen.some((item) => item.result.id === id);
  for (const facet of facets) {
    const best = retrievePassages(knowledge, asked, [...concepts, facetConcept(facet)]).find((result) => facet.heading.test(result.heading) && !has(result.id));
    if (best) chosen.push({ result: best, facet: facet.label });
  }
  const floor = (ranked[0]?.score ?? 0) * SCORE_FLOOR;
  for (const result of ranked) if (result.score >= floor && !has(result.id)) chosen.push({ result, facet: null });
  return chosen;
}

export function createSemanticSearch(knowledge: KnowledgeSearch) {
  return function ask(question: string, limit = MAX_ANSWERS): SemanticResult {
    const { asked, readAs, concepts } = readQuestion(question);
    const symptoms = symptomsOf(asked);
    const facets = [...new Map(symptoms.flatMap((symptom) => symptom.facets).map((facet) => [facet.id, facet])).values()];
    const terms = contentTerms(`${asked} ${[...concepts.map((concept) => concept.terms), ...facets.map((facet) => facet.terms)].join(' ')}`);
    const base = {
      question,
      readAs,
      concepts: concepts.filter((concept) => !concept.id.startsWith('synonym:')).map((concept) => concept.id),
      symptoms: symptoms.map((symptom) => ({ id: symptom.id, label: symptom.label, facets: symptom.facets.map((facet) => facet.label) })),
      terms,
    };
    if (outOfScope(asked)) return { ...base, passages: [], match: 'off-topic' };
    const ranked = retrievePassages(knowledge, asked, concepts);
    const floor = (ranked[0]?.score ?? 0) * SCORE_FLOOR;
    const candidates = facets.length > 0 ? bySymptom(knowledge, asked, concepts, ranked, facets) : ranked.filter((result) => result.score >= floor).map((result) => ({ result, facet: null }));
    const perPage = new Set(limitPerPage(candidates.map((item) => item.result)).map((result) => result.id));
    const passages = candidates
      .filter((item) => perPage.has(item.result.id))
      .slice(0, limit)
      .map(({ result, facet }) => ({
        id: result.id,
        title: result.title,
        heading: result.heading,
        url: result.url,
        kind: result.kind,
        snippet: snippetOf(result.excerpt, terms),
        score: result.score,
        facet,
      }));
    return { ...base, passages, match: passages.length > 0 ? 'good' : 'none' };
  };
}

export type SemanticSearch = ReturnType<typeof createSemanticSearch>;
