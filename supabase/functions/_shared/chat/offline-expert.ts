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
import { contentTerms, coverage, hasDigit, isRelevant, leadSentences, linkLabel, markdownLink, searchText, shortTitle, supportingSentence } from './passages.ts';
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
};

const QUOTE = '/quote';
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

const SUPPORT_SCORE_SHARE = 0.4;
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

function nextStep(question: ParsedQuestion, terms: readonly string[], calculator?: CalculatorLink): string {
  const quote = markdownLink('get your free quote', QUOTE);
  const about = (pattern: RegExp) => terms.some((term) => pattern.test(term));
  const subject =
    question.intent ??
    (question.topic
      ? 'business'
      : about(/^(cost|pay|spend|afford|invest|expens)/)
        ? 'cost'
        : about(/^(cool|btu|temperatur|humidity|insulation|vapor|barrier|glass|mold|condens|climat|split|duct|unit|heat)/)
          ? 'cooling'
          : about(/^(bottl|rack|capacit|shelv|magnum|bordeaux|burgundy|champagn|collect)/)
            ? 'capacity'
            : 'general');
  switch (subject) {
    case 'cost':
      return `**Next step:** try your own numbers in the ${markdownLink('cost calculator', calculator?.url ?? CALCULATOR_LINKS.cost)}, then ${quote} for a budget built around your space.`;
    case 'cooling':
      return `**Next step:** size the cooling for your own room with the ${markdownLink('climate calculator', calculator?.url ?? CALCULATOR_LINKS.climate)}, or ${quote} and our engineers will run the full load calculation.`;
    case 'capacity':
      return `**Next step:** lay out your racking in the ${markdownLink('capacity calculator', calculator?.url ?? CALCULATOR_LINKS.capacity)}, or ${quote} for a design around your collection.`;
    case 'business':
      return `**Next step:** ${markdownLink('Get your free quote', QUOTE)}: a design consultation with no obligation.`;
    default:
      return `**Next step:** not sure where to start? Take the ${markdownLink('cellar suitability quiz', CALCULATOR_LINKS.quiz)}, or ${quote}.`;
  }
}

function finish(parts: string[], sources: Source[], note: boolean): ExpertAnswer {
  if (note) parts.push(BUILT_IN_NOTE);
  const seen = new Set<string>();
  const unique = sources.filter((source) => (seen.has(source.url) ? false : (seen.add(source.url), true)));
  return { content: parts.filter((part) => part !== '').join('\n\n'), sources: unique };
}

const sourceOf = (result: KnowledgeResult): Source => ({ title: linkLabel(result), url: result.url });

function readMore(results: readonly KnowledgeResult[]): string {
  if (results.length === 0) return '';
  return `**Read more:** ${results.map((result) => markdownLink(linkLabel(result), result.url)).join(' · ')}`;
}

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

function uniqueByUrl(results: readonly KnowledgeResult[]): KnowledgeResult[] {
  const seen = new Set<string>();
  return results.filter((result) => (seen.has(result.url) ? false : (seen.add(result.url), true)));
}

export function createOfflineExpert(knowledge: KnowledgeSearch, options: { cacheSize?: number } = {}): OfflineExpert {
  const cacheSize = options.cacheSize ?? 256;
  const cache = new Map<string, ExpertAnswer>();

  /** Relevant passages, best first: business topics put the FAQ and the facts ahead of the guides. */
  function retrieve(query: string, terms: readonly string[], topic: BusinessTopic | null): KnowledgeResult[] {
    const results = knowledge.search(query, { limit: 10 }).filter((result) => isRelevant(result, terms));
    if (!topic) return results;
    const own = results.filter((result) => result.kind === 'faq' || result.kind === 'fact');
    return [...own, ...results.filter((result) => !own.includes(result))];
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
    const parts = [intro, CAPABILITIES, `When you're ready, ${markdownLink('request your free design consultation', QUOTE)}.`];
    // The greeting already says who is answering.
    return finish(parts, [], note && !(kind === 'greeting' || kind === 'capabilities'));
  }

  function estimateLinks(question: ParsedQuestion, intent: 'cost' | 'cooling' | 'capacity'): KnowledgeResult[] {
    const query = searchText(question.text);
    const terms = contentTerms(query);
    const direct = retrieve(query, terms, null);
    const subject = ESTIMATE_READING[intent];
    if (subject === null) return uniqueByUrl(direct).slice(0, MAX_LINKS);
    const close = direct.filter((result) => coverage(result, terms) >= CLOSE_MATCH).slice(0, 1);
    return uniqueByUrl([...close, ...retrieve(subject, contentTerms(subject), null)]).slice(0, MAX_LINKS);
  }

  function estimateAnswer(question: ParsedQuestion, estimate: EstimateOutcome & { ok: true }, note: boolean): ExpertAnswer {
    const terms = contentTerms(searchText(question.text));
    const links = estimateLinks(question, estimate.intent);
    const lead = `Here is an estimate from our ${estimate.calculator.title.toLowerCase()}, using the same formulas as the calculator pages:`;
    return finish(
      [lead, estimate.markdown, readMore(links), nextStep(question, terms, estimate.calculator)],
      [...links.map(sourceOf), { title: estimate.calculator.title, url: estimate.calculator.url }],
      note,
    );
  }

  function passageAnswer(question: ParsedQuestion, note: boolean, preface: string[]): ExpertAnswer | null {
    const asked = searchText(question.text);
    const query = question.topic ? TOPIC_QUERIES[question.topic] : asked;
    const terms = contentTerms(query);
    const ranked = preferFaq(uniqueByUrl(retrieve(query, terms, question.topic)));
    const askedTerms = contentTerms(asked);
    const quoteOptions = { terms: askedTerms.length > 0 ? askedTerms : terms, wantsFigure: question.wantsFigure };
    // The best passage whose opening can be quoted leads; the others support it.
    let primary: KnowledgeResult | undefined;
    let lead: string[] = [];
    for (const candidate of ranked.slice(0, LEAD_CANDIDATES)) {
      lead = leadSentences(candidate, quoteOptions);
      if (lead.length > 0) {
        primary = candidate;
        break;
      }
    }
    if (!primary) return null;
    const results = [primary, ...ranked.filter((result) => result !== primary)];
    // A question heading gives the quote its context ("Where does the vapor barrier go?" → "On the warm side…").
    const context = primary.heading.endsWith('?') ? `**${primary.heading}** ` : '';
    const body = [`${context}${lead.join(' ')}`];
    if (question.wantsFigure && !lead.some(hasDigit)) {
      body.push(`The figures are laid out on that page: ${markdownLink(linkLabel(primary), primary.url)}.`);
    }
    const used = [primary];
    let said = lead.join(' ');
    const supporting: string[] = [];
    for (const result of results.slice(1)) {
      if (supporting.length >= 2 || result.score < primary.score * SUPPORT_SCORE_SHARE) break;
      const sentence = supportingSentence(result, quoteOptions, said);
      if (!sentence) continue;
      supporting.push(`- ${sentence} _(${shortTitle(result.title)})_`);
      used.push(result);
      said += ` ${sentence}`;
    }
    if (supporting.length > 0) body.push(`**Also on our site**\n${supporting.join('\n')}`);
    const extra = results.filter((result) => !used.includes(result) && result.score >= primary.score * SUPPORT_SCORE_SHARE);
    const links = [...used, ...extra].slice(0, MAX_LINKS);
    return finish([...preface, ...body, readMore(links), nextStep(question, terms)], links.map(sourceOf), note);
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
    const answer = passageAnswer(question, note, preface);
    if (answer) return answer;
    if (preface.length > 0) return finish([...preface, nextStep(question, [], estimate?.calculator)], [], note);
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
