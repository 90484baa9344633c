/**
 * /content-generator's engine: a topic → a draft article outline, FAQ answer
 * or social post, built only from the site's own passages (the semantic
 * search over the knowledge index) and, where the topic calls for numbers,
 * the estimator's figures. Every statement is a sentence of a passage with
 * its source number; nothing is written that the site does not already say.
 * Pure and deterministic: the page runs it in the browser, and the ai-tools
 * function runs it to give a model the same outline and sources to write
 * prose from.
 */
import { business } from '../business.ts';
import { estimateFor, type CalculatorLink } from '../expert/estimate-answer.ts';
import { contentTerms, figuresOf, linkLabel, looksLikeTable, markdownLink, sentencesOf } from '../expert/passages.ts';
import { parseQuestion } from '../expert/question.ts';
import { fixTypos } from '../knowledge/concepts.ts';
import type { KnowledgeSearch, PassageKind } from '../knowledge/types.ts';
import type { SemanticPassage, SemanticSearch } from '../semantic-search/engine.ts';
import { AUDIENCE_LABELS, checkTopic, NETWORK_RULES, type Audience, type ContentFormat, type DraftRequest, type Network } from './options.ts';

export * from './options.ts';

/** How many passages ground each format: an article needs breadth, an answer and a post one clear source. */
const SOURCES_FOR: Record<ContentFormat, number> = { article: 8, faq: 3, social: 2 };
const META_MAX = 155;
const FAQ_MAX_CHARS = 480;

const AUDIENCE_ANGLE: Record<Audience, string> = {
  collectors: 'protecting the value and drinkability of a collection over decades',
  homeowners: 'a cellar that fits the home, adds to it and runs without fuss',
  restaurants: 'service speed, stock at the right temperature and a cellar guests can see',
};

const AUDIENCE_TAGS: Record<Audience, string[]> = {
  collectors: ['#WineCollector', '#FineWine'],
  homeowners: ['#LuxuryHomes', '#HomeDesign'],
  restaurants: ['#RestaurantDesign', '#WineList'],
};

export interface DraftSource {
  /** The number the draft cites it by: [1], [2]… */
  n: number;
  label: string;
  url: string;
  kind: PassageKind;
  /** The passage's sentences the draft may quote. */
  quote: string;
}

export interface DraftFigures {
  markdown: string;
  /** The summary line alone, for an answer or a post. */
  summary: string;
  calculator: CalculatorLink;
}

export type ContentDraft =
  | {
      ok: true;
      request: DraftRequest & { topic: string };
      title: string;
      markdown: string;
      sources: DraftSource[];
      figures: DraftFigures | null;
      /** Things for the reviewer to know: a thin base, a post cut to fit. */
      warnings: string[];
      /** Social posts: the length as the network counts it. */
      length: { chars: number; max: number } | null;
    }
  | { ok: false; reason: 'invalid' | 'none' | 'off-topic'; message: string };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const cite = (sentence: string, n: number) => `${sentence} [${n}]`;
const plain = (markdown: string) => markdown.replace(/\*\*/g, '').trim();

/** "how much does a cellar cost" → "How much does a cellar cost?" when it reads as a question. */
function asQuestion(topic: string): string {
  const trimmed = topic.replace(/[.!\s]+$/, '');
  const questionWords = /^(how|what|why|when|where|which|who|can|do|does|is|are|should|will|would)\b/i;
  return capitalise(trimmed.endsWith('?') || questionWords.test(trimmed) ? trimmed.replace(/\?*$/, '?') : `What should you know about ${trimmed}?`);
}

function titleOf(topic: string): string {
  const trimmed = topic.replace(/[.!?\s]+$/, '');
  return capitalise(trimmed);
}

/** Quotable sentences of a passage: no flattened tables, none cut off. */
function quotableSentences(passage: SemanticPassage): string[] {
  return sentencesOf(passage.snippet.replace(/^…\s*/, '')).filter(
    // A heading flattened into the text ("Racking.") is not a statement.
    (sentence) => sentence.length <= 300 && sentence.split(/\s+/).length >= 4 && !looksLikeTable(sentence) && !sentence.endsWith('…'),
  );
}

function sourceOf(passage: SemanticPassage, n: number): DraftSource {
  return { n, label: linkLabel(passage), url: passage.url, kind: passage.kind, quote: quotableSentences(passage).join(' ') };
}

/** The estimator's worked figures when the topic is about cost, cooling or capacity; the topic's own numbers are used where it gives them. */
function figuresFor(topic: string): DraftFigures | null {
  const question = parseQuestion(topic);
  const intent = question.intent ?? question.wants;
  if (!intent) return null;
  const outcome = estimateFor({ ...question, intent });
  if (!outcome?.ok) return null;
  const summary = outcome.markdown.split('\n\n')[0] ?? '';
  return { markdown: outcome.markdown, summary: plain(summary), calculator: outcome.calculator };
}

function frontMatter(request: DraftRequest, today: string, extra: Record<string, string> = {}): string {
  const fields: Record<string, string> = {
    status: 'draft',
    format: request.format,
    topic: JSON.stringify(request.topic),
    audience: request.audience,
    ...extra,
    generated: today,
    'written-by': 'outline engine (site passages and estimator, no AI model)',
  };
  return ['---', ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`), '---'].join('\n');
}

const REVIEW_NOTE = '> **Draft for review — not published.** Each statement is taken from the site passage cited beside it; check the sources before publishing.';

function sourcesMarkdown(sources: readonly DraftSource[]): string {
  return ['## Sources', ...sources.map((source) => `${source.n}. ${markdownLink(source.label, source.url)} (${source.kind})`)].join('\n');
}

/** Keeps a sentence once, even when two sections of a page state it. */
function unseen(seen: Set<string>) {
  return (sentence: string) => {
    const key = sentence.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

/** The lead passage's opening sentences, as many as fit a result snippet (cut at a word when the first alone is too long). */
export function metaDescription(sentences: readonly string[]): string {
  let meta = '';
  for (const sentence of sentences) {
    const next = meta ? `${meta} ${sentence}` : sentence;
    if (next.length > META_MAX) break;
    meta = next;
  }
  if (meta) return meta;
  const first = sentences[0] ?? '';
  return `${first.slice(0, META_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

function articleDraft(request: DraftRequest, passages: SemanticPassage[], figures: DraftFigures | null, today: string) {
  const sources = passages.map((passage, index) => sourceOf(passage, index + 1));
  const title = titleOf(request.topic);
  const lead = sources.find((source) => source.quote !== '');
  const firstSentence = lead ? (sentencesOf(lead.quote)[0] ?? '') : '';
  const meta = metaDescription(lead ? sentencesOf(lead.quote) : []);
  const fresh = unseen(new Set());
  const sections = sources
    .map((source) => {
      const points = sentencesOf(source.quote).filter(fresh).map((sentence) => `- ${cite(sentence, source.n)}`);
      if (points.length === 0) return null;
      return [`## ${source.label.split(' — ').pop() ?? source.label}`, ...points, `- Link: ${markdownLink(source.label, source.url)}`].join('\n');
    })
    .filter((section): section is string => section !== null);
  const figureSection = figures
    ? [
        '## Figures from our estimator',
        `Worked with the calculators' own engine on ${today}; the topic's numbers were used where it gave them, the calculator's defaults otherwise. Readers can rerun it: ${markdownLink(figures.calculator.title, figures.calculator.url)}.`,
        figures.markdown,
      ].join('\n\n')
    : null;
  const markdown = [
    frontMatter(request, today),
    REVIEW_NOTE,
    `# ${title}`,
    `**Meta description** (${meta.length} characters): ${meta}`,
    [
      '## Introduction (to write)',
      `- Reader: ${AUDIENCE_LABELS[request.audience].toLowerCase()}, who care most about ${AUDIENCE_ANGLE[request.audience]}.`,
      `- The question the article answers: ${asQuestion(request.topic)}`,
      lead ? `- Open with: ${cite(firstSentence, lead.n)}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
    ...sections,
    figureSection,
    [
      '## Close (to write)',
      `- Invite the reader to a free design consultation and quote: ${markdownLink(business.offer.quoteCta, '/quote')}.`,
      `- Build time to state if relevant: ${business.timeline.constructionWeeksMin}–${business.timeline.constructionWeeksMax} weeks from approved design.`,
    ].join('\n'),
    sourcesMarkdown(sources),
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');
  return { title, markdown, sources, length: null };
}

function faqDraft(request: DraftRequest, passages: SemanticPassage[], figures: DraftFigures | null, today: string) {
  const sources = passages.map((passage, index) => sourceOf(passage, index + 1));
  const question = asQuestion(request.topic);
  const fresh = unseen(new Set());
  const answer: string[] = [];
  let used = 0;
  for (const source of sources) {
    for (const sentence of sentencesOf(source.quote).filter(fresh)) {
      if (answer.length > 0 && used + sentence.length > FAQ_MAX_CHARS) break;
      answer.push(cite(sentence, source.n));
      used += sentence.length;
    }
    if (used >= FAQ_MAX_CHARS / 2) break;
  }
  const top = sources[0];
  const markdown = [
    frontMatter(request, today),
    REVIEW_NOTE,
    `### ${question}`,
    answer.join(' '),
    figures ? `${figures.summary} (${markdownLink(figures.calculator.title, figures.calculator.url)})` : null,
    top ? `Read more: ${markdownLink(top.label, top.url)}` : null,
    sourcesMarkdown(sources),
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');
  return { title: question, markdown, sources, length: null };
}

/** The length of a post as the network counts it (X: every link 23 characters). */
export function postLength(text: string, network: Network): number {
  const rule = NETWORK_RULES[network];
  if (rule.linkChars === null) return [...text].length;
  return [...text.replace(/https?:\/\/\S+/g, '')].length + (text.match(/https?:\/\/\S+/g)?.length ?? 0) * rule.linkChars;
}

function socialDraft(request: DraftRequest, passages: SemanticPassage[], figures: DraftFigures | null, today: string) {
  const network = request.network ?? 'linkedin';
  const rule = NETWORK_RULES[network];
  const sources = passages.map((passage, index) => sourceOf(passage, index + 1));
  const top = sources[0];
  const sentences = sources.flatMap((source) => sentencesOf(source.quote).map((sentence) => ({ sentence, n: source.n })));
  // A post leads with a figure when the site gives one: it is what stops the scroll.
  const hook = sentences.find(({ sentence }) => figuresOf(sentence).length > 0) ?? sentences[0];
  const link = top ? (rule.linkNote ?? `${business.url}${top.url}`) : business.url;
  const tags = ['#WineCellar', '#WineStorage', ...AUDIENCE_TAGS[request.audience]];
  const warnings: string[] = [];
  const compose = (lines: readonly string[], tagCount: number) => [...lines, link, tags.slice(0, tagCount).join(' ')].filter(Boolean).join('\n\n');
  const candidates: string[][] = [];
  const body = [hook?.sentence, figures?.summary, sentences.find((s) => s !== hook)?.sentence].filter((line): line is string => Boolean(line));
  for (let lines = body.length; lines >= 1; lines -= 1) candidates.push(body.slice(0, lines));
  let post = '';
  // Two tags beat a third sentence: a post without them is not found by anyone who follows the subject.
  search: for (const tagCount of [tags.length, 2, 0]) {
    for (const lines of candidates) {
      const text = compose(lines, tagCount);
      if (postLength(text, network) <= rule.maxChars) {
        post = text;
        break search;
      }
    }
  }
  if (!post) {
    // Even one sentence is too long for the network: cut it at a word and say so.
    const room = rule.maxChars - postLength(compose([''], 0), network) - 1;
    post = compose([`${(body[0] ?? '').slice(0, room).replace(/\s+\S*$/, '')}…`], 0);
    warnings.push(`The source sentence was cut to fit ${rule.label}'s ${rule.maxChars} characters; check it still reads true.`);
  }
  if (rule.linkNote) warnings.push(`${rule.label} does not make links in a post clickable; put ${business.url}${top?.url ?? ''} in the profile's link.`);
  const length = { chars: postLength(post, network), max: rule.maxChars };
  const usedSources = sources.filter((source) => post.includes(sentencesOf(source.quote)[0] ?? '\u0000') || sources.length === 1);
  const markdown = [
    frontMatter(request, today, { network }),
    REVIEW_NOTE,
    `## ${rule.label} post (${length.chars} of ${length.max} characters)`,
    post,
    sourcesMarkdown(usedSources.length > 0 ? usedSources : sources),
  ].join('\n\n');
  return { title: `${rule.label} post: ${titleOf(request.topic)}`, markdown, sources, length, warnings };
}

export const NO_SOURCES_MESSAGE = (topic: string) =>
  `Nothing on the site covers “${topic}” closely, so there is nothing to ground a draft in. Try the words a guide would use, or write the guide first.`;
export const OFF_TOPIC_MESSAGE = (topic: string) =>
  `“${topic}” is outside what the site covers (cellar design, construction, climate and cost), so no draft is made from it.`;

export interface DraftEngine {
  /** The semantic search over the knowledge index. */
  ask: SemanticSearch;
  knowledge: KnowledgeSearch;
}

/**
 * The topic's own words that no passage of the site contains. A draft is
 * grounded only when most of what the topic names is something the site
 * writes about: "best pizza in town" shares "town" with one passage, and an
 * outline built on that would be about something else.
 */
export function unknownWords(topic: string, knowledge: KnowledgeSearch): string[] {
  const words = [...new Set(fixTypos(topic.toLowerCase()).match(/\p{L}[\p{L}'-]+/gu) ?? [])];
  return words.filter((word) => contentTerms(word).length > 0 && knowledge.search(word, { limit: 1 }).length === 0);
}

/**
 * Builds a draft from the site's passages; `today` (YYYY-MM-DD) dates the
 * draft and its figures.
 */
export function buildDraft(request: DraftRequest, engine: DraftEngine, today: string): ContentDraft {
  const checked = checkTopic(request.topic);
  if (!checked.ok) return { ok: false, reason: 'invalid', message: checked.message };
  const clean = { ...request, topic: checked.topic };
  const found = engine.ask(checked.topic, SOURCES_FOR[request.format]);
  if (found.match === 'off-topic') return { ok: false, reason: 'off-topic', message: OFF_TOPIC_MESSAGE(checked.topic) };
  const unknown = unknownWords(checked.topic, engine.knowledge);
  const named = contentTerms(checked.topic).length;
  if (unknown.length > 0 && unknown.length * 2 >= named) {
    return { ok: false, reason: 'none', message: `${NO_SOURCES_MESSAGE(checked.topic)} No page of the site mentions ${unknown.map((word) => `“${word}”`).join(' or ')}.` };
  }
  const passages = found.passages.filter((passage) => quotableSentences(passage).length > 0);
  if (passages.length === 0) return { ok: false, reason: 'none', message: NO_SOURCES_MESSAGE(checked.topic) };
  const figures = figuresFor(checked.topic);
  const built =
    clean.format === 'article' ? articleDraft(clean, passages, figures, today) : clean.format === 'faq' ? faqDraft(clean, passages, figures, today) : socialDraft(clean, passages, figures, today);
  const warnings = 'warnings' in built ? [...built.warnings] : [];
  if (clean.format === 'article' && passages.length < 3) {
    warnings.unshift(`Only ${passages.length === 1 ? 'one passage covers' : 'two passages cover'} this topic: an article on it would rest on little of our own material.`);
  }
  return { ok: true, request: clean, title: built.title, markdown: built.markdown, sources: built.sources, figures, warnings, length: built.length };
}
