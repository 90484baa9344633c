/**
 * The built-in expert: what ai-chat answers with when no AI provider is
 * configured (the `npm run dev` default). It retrieves the site's own
 * passages, quotes the sentences that answer the question, runs the
 * estimator when the question carries numbers, links every page it used and
 * ends with the next step. It is deterministic and never writes a figure of
 * its own: each number comes from a passage, the business facts or an
 * estimator result.
 */
import type { KnowledgeResult, KnowledgeSearch } from '../knowledge/search.ts';
import { estimateFor, type CalculatorLink, type EstimateOutcome } from './estimate-answer.ts';
import { expandQuestion, fixTypos, outOfScope, type Concept } from '../knowledge/concepts.ts';
import { termsOf } from '../knowledge/terms.ts';
import {
  contentTerms,
  coverage,
  hasDigit,
  leadSentences,
  linkLabel,
  markdownLink,
  retrievePassages,
  searchText,
  sentencesOf,
  shortTitle,
  supportingSentence,
  type QuoteOptions,
} from './passages.ts';
import { carriesEstimateDetail, mergeQuestions, parseQuestion, type BusinessTopic, type ParsedQuestion } from './question.ts';

export interface Source {
  title: string;
  url: string;
}

export interface ExpertAnswer {
  content: string;
  sources: Source[];
}

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface OfflineExpert {
  answer(messages: readonly ConversationTurn[]): ExpertAnswer;
}

/** Said once per conversation; later answers look for it in the history. */
export const BUILT_IN_NOTE = "_I'm the built-in WineCellarGPT assistant: I answer from this site's guides and calculators, with no external AI._";
const BUILT_IN_MARKER = 'built-in WineCellarGPT assistant';

/** What to search for when a question is about the business itself: the fact and FAQ passages say it best. */
const TOPIC_QUERIES: Record<BusinessTopic, string> = {
  warranty: 'warranties construction climate systems racking',
  timeline: 'how long does construction take',
  pricing: 'what a professional cellar costs',
  experience: 'experience and cellars built',
  rating: 'client rating and reviews',
  contact: 'contact details email phone',
  quote: 'what does the free quote include',
  availability: 'new projects per quarter',
  services: 'services we offer',
  area: 'experience and cellars built united states',
  commercial: 'do you build cellars for restaurants and commercial spaces',
  repair: 'can you fix or upgrade an existing cellar',
  'quote-request': 'the free quote response time contact form',
};

const QUOTE = '/quote';
const CONTACT = '/#contact';
const CALCULATOR_LINKS = {
  cost: '/calculators/cost',
  climate: '/calculators/climate',
  capacity: '/calculators/capacity',
  quiz: '/calculators/suitability',
} as const;

const CAPABILITIES = [
  '- **Storage conditions**: temperature, humidity, light and vibration. _"What humidity should a wine cellar be?"_',
  '- **Cost estimates**: an itemized low–high range from our cost calculator. _"How much does a 1,500-bottle cellar cost?"_',
  '- **Cooling**: the heat load of a room and the unit it needs. _"Cooling for a 12x10x8 ft room with a glass door"_',
  '- **Capacity**: how many bottles your walls or room hold. _"How many bottles fit on 30 feet of wall at 8 ft?"_',
  '- **Design and construction**: insulation, vapor barriers, racking, and why cellars fail.',
  '- **Working with us**: warranties, timelines and the free quote.',
].join('\n');

/** A supporting passage must be about this close to the lead's score and cover this much of the question to add a sentence. */
const SUPPORT_SCORE_SHARE = 0.6;
const SUPPORT_COVERAGE = 0.6;
const FAQ_SCORE_SHARE = 0.85;
const LEAD_CANDIDATES = 3;
/** A passage this close to everything the question names is worth linking under an estimate (the worked example of the same room). */
const CLOSE_MATCH = 0.75;

/** Pages to read under an estimate: a close match to the question itself, then the guides on that calculator's subject. */
const ESTIMATE_READING: Record<'cost' | 'cooling' | 'capacity', string | null> = {
  cost: null,
  cooling: 'how do you size a wine cellar cooling unit heat load',
  capacity: 'how many bottles does racking hold per linear foot',
};
const MAX_LINKS = 3;

/**
 * The closing line, only where there is a next step to take: an estimate's
 * calculator (pre-filled), a business question's quote, or what the expert
 * needs to run an estimate the question asks for without its numbers.
 * Other answers end with their answer.
 */
function nextStep(question: ParsedQuestion, calculator?: CalculatorLink): string {
  const quote = markdownLink('get your free quote', QUOTE);
  if (calculator) {
    switch (question.intent) {
      case 'cost':
        return `**Next step:** change any option in the ${markdownLink('cost calculator', calculator.url)}, or ${quote} for a budget built around your space.`;
      case 'cooling':
        return `**Next step:** adjust the room in the ${markdownLink('climate calculator', calculator.url)}, or ${quote} and our engineers will run the full load calculation.`;
      case 'capacity':
        return `**Next step:** lay out your walls in the ${markdownLink('capacity calculator', calculator.url)}, or ${quote} for a design around your collection.`;
      default:
        return '';
    }
  }
  switch (question.wants) {
    case 'cost':
      return `**For your cellar:** tell me how many bottles it should hold, or the room size (length × width), and I'll itemize the cost with our ${markdownLink('cost calculator', CALCULATOR_LINKS.cost)}.`;
    case 'cooling':
      return `**For your cellar:** tell me the room's length, width and height, any glass, and how warm the space around it gets, and I'll size the cooling with our ${markdownLink('climate calculator', CALCULATOR_LINKS.climate)}.`;
    case 'capacity':
      return `**For your cellar:** tell me the length of wall you can rack and the ceiling height, or the room size, and I'll count the bottles with our ${markdownLink('capacity calculator', CALCULATOR_LINKS.capacity)}.`;
    default:
      break;
  }
  if (question.topic && question.topic !== 'quote-request' && question.topic !== 'contact') {
    return `**Next step:** ${markdownLink('Get your free quote', QUOTE)}: a design consultation with no obligation.`;
  }
  return '';
}

function finish(parts: string[], sources: Source[], note: boolean): ExpertAnswer {
  if (note) parts.push(BUILT_IN_NOTE);
  const seen = new Set<string>();
  const unique = sources.filter((source) => (seen.has(source.url) ? false : (seen.add(source.url), true)));
  return { content: parts.filter((part) => part !== '').join('\n\n'), sources: unique };
}

const sourceOf = (result: KnowledgeResult): Source => ({ title: linkLabel(result), url: result.url });

/**
 * An FAQ answer close to the top is the better opening: it is written as a
 * direct answer to a visitor's question, where a guide section builds up to it.
 */
function preferFaq(results: KnowledgeResult[]): KnowledgeResult[] {
  const top = results[0];
  const faq = results.find((result) => result.kind === 'faq');
  if (!top || !faq || faq === top || faq.score < top.score * FAQ_SCORE_SHARE) return results;
  return [faq, ...results.filter((result) => result !== faq)];
}

/** The best section of each page: one link per page. */
function onePerPage(results: readonly KnowledgeResult[]): KnowledgeResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    const page = result.kind === 'faq' || result.kind === 'fact' ? result.id : (result.url.split('#')[0] ?? result.url);
    return seen.has(page) ? false : (seen.add(page), true);
  });
}

/** A question that weighs two things against each other. */
const COMPARE = /\b(vs\.?|versus|difference between|differences between|compared? (to|with)|which is better)\b|\bor\b[^.?!]*\bbetter\b/;

/** The section's heading as the answer's label ("**Where does the vapor barrier go?** On the warm side…"); a page's opening has none. */
function headingLabel(result: KnowledgeResult): string {
  const heading = result.heading.replace(/^\d+\.\s+/, '');
  if (heading === '' || heading === result.title) return '';
  return heading.endsWith('?') ? `**${heading}** ` : `**${heading}:** `;
}

/** The best other section that names a term of the question the lead's heading does not: the second side of a comparison. */
function compared(primary: KnowledgeResult, ranked: readonly KnowledgeResult[], asked: readonly string[], options: QuoteOptions): { result: KnowledgeResult; lead: string[] } | null {
  const own = new Set(termsOf(primary.heading));
  const missing = asked.filter((term) => !own.has(term));
  const hits = (result: KnowledgeResult) => {
    const heading = new Set(termsOf(result.heading));
    return missing.filter((term) => heading.has(term)).length;
  };
  const candidates = ranked
    .slice(0, 12)
    .filter((result) => result !== primary && result.url !== primary.url && hits(result) > 0)
    .sort((a, b) => hits(b) - hits(a));
  for (const result of candidates) {
    const lead = leadSentences(result, { ...options, whole: true, maxSentences: 3, maxChars: 420 });
    if (lead.length > 0) return { result, lead };
  }
  return null;
}

export function createOfflineExpert(knowledge: KnowledgeSearch, options: { cacheSize?: number } = {}): OfflineExpert {
  const cacheSize = options.cacheSize ?? 256;
  const cache = new Map<string, ExpertAnswer>();

  /** Relevant passages, best first (`retrievePassages`); business topics put the FAQ and the facts ahead of the guides. */
  function retrieve(asked: string, topic: BusinessTopic | null, concepts: readonly Concept[] = []): KnowledgeResult[] {
    const ranked = retrievePassages(knowledge, asked, concepts);
    if (!topic) return ranked;
    const own = ranked.filter((result) => result.kind === 'faq' || result.kind === 'fact');
    return [...own, ...ranked.filter((result) => !own.includes(result))];
  }

  function capabilities(kind: 'greeting' | 'capabilities' | 'thanks' | 'unknown', note: boolean): ExpertAnswer {
    const intro =
      kind === 'thanks'
        ? "You're welcome. Anything else about your cellar? I can help with:"
        : kind === 'unknown'
          ? "I couldn't find that in this site's guides, and I'd rather not guess. Here is what I can help with:"
          : note
            ? "Hello! I'm the built-in WineCellarGPT assistant. I answer from this site's guides and calculators, with no external AI, and I can help with:"
            : 'Here is what I can help with:';
    const close =
      kind === 'unknown'
        ? `For anything else about your project, ${markdownLink('ask us through the free quote', QUOTE)} or the ${markdownLink('contact form', CONTACT)}: we reply within a day.`
        : `When you're ready, ${markdownLink('request your free design consultation', QUOTE)}.`;
    const parts = [intro, CAPABILITIES, close];
    // The greeting already says who is answering.
    return finish(parts, [], note && !(kind === 'greeting' || kind === 'capabilities'));
  }

  function estimateLinks(question: ParsedQuestion, intent: 'cost' | 'cooling' | 'capacity'): KnowledgeResult[] {
    const asked = searchText(fixTypos(question.text));
    const terms = contentTerms(asked);
    const direct = retrieve(asked, null);
    const subject = ESTIMATE_READING[intent];
    if (subject === null) return onePerPage(direct).slice(0, MAX_LINKS);
    const close = direct.filter((result) => coverage(result, terms) >= CLOSE_MATCH).slice(0, 1);
    return onePerPage([...close, ...retrieve(subject, null)]).slice(0, MAX_LINKS);
  }

  function estimateAnswer(question: ParsedQuestion, estimate: EstimateOutcome & { ok: true }, note: boolean): ExpertAnswer {
    const links = estimateLinks(question, estimate.intent);
    const lead = `Here is an estimate from our ${estimate.calculator.title.toLowerCase()}, using the same formulas as the calculator pages:`;
    return finish(
      [lead, estimate.markdown, nextStep(question, estimate.calculator)],
      [...links.map(sourceOf), { title: estimate.calculator.title, url: estimate.calculator.url }],
      note,
    );
  }

  /** How to ask for the quote: the page, the form and the response time, each fact quoted from the business facts. */
  function quoteRequest(note: boolean): ExpertAnswer | null {
    const facts = knowledge.search(TOPIC_QUERIES['quote-request'], { limit: 20 }).filter((result) => result.kind === 'fact');
    const fact = (heading: RegExp) => facts.find((result) => heading.test(result.heading));
    const offer = fact(/^The free quote/);
    const response = fact(/^Response time/);
    const contact = fact(/^Contact details/);
    if (!offer || !response || !contact) return null;
    const first = (result: KnowledgeResult) => sentencesOf(result.excerpt)[0] ?? '';
    const parts = [
      `Ask for it on the ${markdownLink('quote page', QUOTE)}: a short form about your space, your collection and your timeline. ${first(response)}`,
      `What you get: ${first(offer).replace(/^Get FREE Quote \(Worth \$2,500\): /, '')}`,
      `Prefer to talk first? ${first(contact)}`,
    ];
    return finish(parts, [offer, response, contact].map(sourceOf), note);
  }

  function passageAnswer(question: ParsedQuestion, note: boolean, preface: string[]): ExpertAnswer | null {
    const asked = searchText(fixTypos(question.text));
    const { concepts } = expandQuestion(asked);
    const query = question.topic ? TOPIC_QUERIES[question.topic] : asked;
    const allRanked = retrieve(query, question.topic, question.topic ? [] : concepts);
    const ranked = preferFaq(onePerPage(allRanked));
    const askedTerms = contentTerms(asked);
    const conceptTerms = contentTerms(concepts.map((concept) => concept.terms).join(' '));
    const terms = askedTerms.length > 0 ? [...new Set([...askedTerms, ...conceptTerms])] : contentTerms(query);
    const quoteOptions = { terms, wantsFigure: question.wantsFigure };
    // The best passage whose opening can be quoted leads; the others support it.
    let primary: KnowledgeResult | undefined;
    let lead: string[] = [];
    for (const candidate of ranked.slice(0, LEAD_CANDIDATES)) {
      const named = concepts.some((concept) => concept.headingHint?.test(candidate.heading) ?? false);
      lead = leadSentences(candidate, named ? { ...quoteOptions, whole: true, maxSentences: 6, maxChars: 720 } : quoteOptions);
      if (lead.length > 0) {
        primary = candidate;
        break;
      }
    }
    if (!primary) return null;
    const results = [primary, ...ranked.filter((result) => result !== primary)];
    const body = [`${headingLabel(primary)}${lead.join(' ')}`];
    // "Self-contained vs split": the other side of the comparison, from its own section.
    const other = COMPARE.test(question.normalized) ? compared(primary, allRanked, askedTerms, quoteOptions) : null;
    if (other) body.push(`${headingLabel(other.result)}${other.lead.join(' ')}`);
    if (question.wantsFigure && !lead.some(hasDigit)) {
      body.push(`The figures are laid out on that page: ${markdownLink(linkLabel(primary), primary.url)}.`);
    }
    const used = other ? [primary, other.result] : [primary];
    // At most one more sentence, from a passage as much on the subject as the lead, and only for a figure the lead did not give.
    const support = results
      .slice(1, 4)
      .find((result) => result.score >= primary.score * SUPPORT_SCORE_SHARE && coverage(result, askedTerms) >= SUPPORT_COVERAGE);
    const sentence = support && !other ? supportingSentence(support, quoteOptions, lead.join(' ')) : null;
    if (support && sentence) {
      body.push(`${sentence} _(${shortTitle(support.title)})_`);
      used.push(support);
    }
    const extra = results.filter((result) => !used.includes(result) && result.score >= primary.score * SUPPORT_SCORE_SHARE);
    const links = [...used, ...extra].slice(0, MAX_LINKS);
    return finish([...preface, ...body, nextStep(question)], links.map(sourceOf), note);
  }

  function compose(messages: readonly ConversationTurn[], note: boolean): ExpertAnswer {
    const users = messages.filter((message) => message.role === 'user');
    const latest = users[users.length - 1]?.content ?? '';
    let question = parseQuestion(latest);
    const previous = users[users.length - 2];
    if (question.intent === null && previous && !question.topic && carriesEstimateDetail(question) && question.normalized.length < 160) {
      const earlier = parseQuestion(previous.content);
      if (earlier.intent) question = mergeQuestions(earlier, question);
    }

    if (question.greeting || question.capabilities) return capabilities(question.greeting ? 'greeting' : 'capabilities', note);
    if (question.thanks) return capabilities('thanks', note);

    const preface: string[] = [];
    const estimate = estimateFor(question);
    if (estimate?.ok) return estimateAnswer(question, estimate, note);
    if (estimate && !estimate.ok) {
      preface.push(
        `I couldn't run the ${estimate.calculator.title.toLowerCase()} with those numbers: ${estimate.problems.join('; ')}. ` +
          `You can adjust them in the ${markdownLink(estimate.calculator.title.toLowerCase(), estimate.calculator.url)}.`,
      );
    }
    if (preface.length === 0 && outOfScope(question.normalized)) return capabilities('unknown', note);
    if (question.topic === 'quote-request') {
      const answer = quoteRequest(note);
      if (answer) return answer;
    }
    const answer = passageAnswer(question, note, preface);
    if (answer) return answer;
    if (preface.length > 0) return finish(preface, [], note);
    return capabilities('unknown', note);
  }

  return {
    answer(messages) {
      const note = !messages.some((message) => message.role === 'assistant' && message.content.includes(BUILT_IN_MARKER));
      const users = messages.filter((message) => message.role === 'user');
      const key = `${note ? 1 : 0}\u0000${users[users.length - 2]?.content ?? ''}\u0000${users[users.length - 1]?.content ?? ''}`;
      const cached = cache.get(key);
      if (cached) {
        // Refresh its place so the most used answers stay.
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const answer = compose(messages, note);
      cache.set(key, answer);
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
      return answer;
    },
  };
}
