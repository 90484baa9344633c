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
import { CONCEPTS, expandQuestion, fixTypos, outOfScope, type Concept } from '../knowledge/concepts.ts';
import { termsOf } from '../knowledge/terms.ts';
import {
  contentTerms,
  coverage,
  figuresOf,
  hasDigit,
  leadSentences,
  linkLabel,
  markdownLink,
  questionParts,
  retrievePassages,
  searchText,
  sentencesOf,
  shortTitle,
  supportingSentence,
  unquotedSentences,
  type QuoteOptions,
} from './passages.ts';
import { carriesEstimateDetail, mergeQuestions, parseQuestion, type BusinessTopic, type ParsedQuestion } from './question.ts';
import { questionKind, understand, type QuestionKind, type Understanding } from './understand.ts';
import { cabinetRunningCostBlock, coolingCostBlock, restaurantStockBlock, roomSizeBlock, runningCostBlock, weightBlock, type ComputedBlock } from './computed.ts';

export interface Source {
  title: string;
  url: string;
}

export interface ExpertAnswer {
  content: string;
  sources: Source[];
  /** Figures worked out for the question (estimates, running costs…), as written in the answer: a model's grounding takes them. */
  figures?: string[];
}

/** What a provider model is given for the latest message: the same reading, figures and passages the offline expert answers from. */
export interface Grounding {
  /** The question as understood: its kind, subjects, numbers and what it refers back to. */
  asks: string[];
  figures: string[];
  passages: KnowledgeResult[];
}

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface OfflineExpert {
  answer(messages: readonly ConversationTurn[]): ExpertAnswer;
  /** The grounding for a provider model: the offline reading of the conversation, its worked figures and the passages it used first. */
  ground(messages: readonly ConversationTurn[], limit?: number): Grounding;
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
  maintenance: 'maintenance protection scheduled service visits emergency response when a unit fails',
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

const pageOf = (result: KnowledgeResult) => (result.kind === 'faq' || result.kind === 'fact' ? result.id : (result.url.split('#')[0] ?? result.url));

/**
 * The best section of each page: one link per page. With `rank`, a page's
 * section ranked higher stands in for the page's best ("Is a through-the-wall
 * unit louder…?" before the same guide's cost table for a question about
 * noise), in the place of the page's best.
 */
function onePerPage(results: readonly KnowledgeResult[], rank?: (result: KnowledgeResult) => number): KnowledgeResult[] {
  const chosen = new Map<string, KnowledgeResult>();
  for (const result of results) {
    const page = pageOf(result);
    const current = chosen.get(page);
    if (!current || (rank !== undefined && rank(result) > rank(current))) chosen.set(page, result);
  }
  const seen = new Set<string>();
  return results.flatMap((result) => {
    const page = pageOf(result);
    if (seen.has(page)) return [];
    seen.add(page);
    const best = chosen.get(page);
    return best ? [best] : [];
  });
}

/**
 * Headings that answer a kind of question: the site's writers title a
 * section with the question it answers, so "Was my wine damaged by a heat
 * spike?" answers "have I wrecked my wine?" where "How long does a cellar
 * stay safe in a power cut?" explains the same event.
 */
const KIND_HEADINGS: Partial<Record<QuestionKind, RegExp>> = {
  'is-it-bad': /\b(damaged|damage|ruined|ruin|cooked|still (good|fine|ok|drinkable)|hurt|harm|bad for|too (high|low|warm|cold|damp|dry|humid))\b/i,
  'what-to-do': /\bwhat (should|to|can) (you |i |we )?do\b|\bhow (do|can|should) you (fix|stop|quiet|prevent|reduce|keep|deal|get rid|move|bring)\b|\bbefore moving\b/i,
  compare: /\b(vs\.?|versus|than|which|compared?|or)\b/i,
  'how-much': /\b(cost|costs|price|how much|budget)\b/i,
};

/** A question that weighs two things against each other. */
const COMPARE = /\b(vs\.?|versus|difference between|differences between|compared? (to|with)|which is better)\b|\bor\b[^.?!]*\bbetter\b/;

/** The section's heading as the answer's label ("**Where does the vapor barrier go?** On the warm side…"); a page's opening has none. */
function headingLabel(result: KnowledgeResult): string {
  const heading = result.heading.replace(/^\d+\.\s+/, '');
  if (heading === '' || heading === result.title) return '';
  return heading.endsWith('?') ? `**${heading}** ` : `**${heading}:** `;
}

/** The best other section that names a term of the question the lead's heading does not: the second side of a comparison. */
function compared(
  primary: KnowledgeResult,
  ranked: readonly KnowledgeResult[],
  asked: readonly string[],
  options: QuoteOptions,
  sides: readonly [string, string] | null = null,
): { result: KnowledgeResult; lead: string[] } | null {
  const own = new Set(termsOf(primary.heading));
  // With the two sides known ("self-contained vs split"), the other side is the one the lead's heading does not name.
  const sideTerms = sides?.map((side) => contentTerms(side)) ?? null;
  // A lead titled with both sides ("Is a through-the-wall unit louder than a split system?") already compares them.
  if (sideTerms && sideTerms.every((terms) => terms.some((term) => own.has(term)))) return null;
  const otherSide = sideTerms ? (sideTerms.find((terms) => terms.length > 0 && !terms.some((term) => own.has(term))) ?? null) : null;
  const missing = otherSide ?? asked.filter((term) => !own.has(term));
  const hits = (result: KnowledgeResult) => {
    const heading = new Set(termsOf(result.heading));
    return missing.filter((term) => heading.has(term)).length;
  };
  // The section titled most nearly by the other side alone ("Split systems") before one that only mentions it.
  const precision = (result: KnowledgeResult) => {
    const heading = termsOf(result.heading);
    return heading.length === 0 ? 0 : hits(result) / heading.length;
  };
  const candidates = ranked
    .slice(0, 12)
    .filter((result) => result !== primary && result.url !== primary.url && hits(result) > 0)
    .sort((a, b) => hits(b) - hits(a) || precision(b) - precision(a));
  for (const result of candidates) {
    const lead = leadSentences(result, { ...options, whole: true, maxSentences: 3, maxChars: 420 });
    if (lead.length > 0) return { result, lead };
  }
  return null;
}

/**
 * A passage titled with a subject the question does not name ("What does a
 * wine cellar cost to run?" for "how much does a wine cellar cost") answers
 * another question: it drops behind those that do not.
 */
const UNASKED_FACTOR = 0.5;
function demoteUnasked(results: KnowledgeResult[], asked: readonly Concept[]): KnowledgeResult[] {
  const askedIds = new Set(asked.map((concept) => concept.id));
  const others = CONCEPTS.filter((concept) => concept.proof && concept.headingHint && !askedIds.has(concept.id));
  // A subject counts as asked when an asked concept's heading hint covers the same heading.
  const covered = (heading: string) => asked.some((concept) => concept.proof !== undefined && (concept.headingHint?.test(heading) ?? false));
  // A heading that names two of the asked subjects ("moving wine out of a musty room") is the better answer to a question naming both.
  const named = (heading: string) => asked.filter((concept) => concept.headingHint?.test(heading) ?? false).length;
  return results
    .map((result) => {
      let score = result.score;
      if (!covered(result.heading) && others.some((concept) => concept.headingHint?.test(result.heading))) score *= UNASKED_FACTOR;
      if (named(result.heading) >= 2) score *= 1 + 0.3 * (named(result.heading) - 1);
      return score === result.score ? result : { ...result, score };
    })
    .sort((a, b) => b.score - a.score);
}

/** The reading of a message in words, for a model's grounding. */
function describeUnderstanding(u: Understanding): string[] {
  const q = u.question;
  const lines = [`Kind of question: ${u.kind.replace(/-/g, ' ')}.`];
  const labels = askedConcepts(u).map((concept) => concept.label ?? concept.id.replace(/-/g, ' '));
  if (labels.length > 0) lines.push(`About: ${labels.join(', ')}.`);
  const unit = q.unitSystem === 'metric' ? 'm' : 'ft';
  const degrees = q.unitSystem === 'metric' ? '°C' : '°F';
  const numbers: string[] = [];
  if (q.room) numbers.push(`a room of ${q.room.length} × ${q.room.width}${q.room.height !== undefined ? ` × ${q.room.height}` : ''} ${unit}`);
  if (q.bottles !== undefined) numbers.push(`${q.bottles} bottles`);
  if (q.wallRun !== undefined) numbers.push(`${q.wallRun} ${unit} of wall`);
  if (q.ceiling !== undefined && q.room?.height === undefined) numbers.push(`a ${q.ceiling} ${unit} ceiling`);
  if (q.surroundingsTemp !== undefined) numbers.push(`surroundings at ${q.surroundingsTemp}${degrees}`);
  if (q.cellarTemp !== undefined) numbers.push(`a cellar at ${q.cellarTemp}${degrees}`);
  if (u.covers !== undefined) numbers.push(`${u.covers} covers a night`);
  if (u.seats !== undefined) numbers.push(`${u.seats} seats`);
  if (u.pricePerKwh) numbers.push(`electricity at ${u.pricePerKwh.value} ${u.pricePerKwh.currency} per kWh`);
  if (u.growth) numbers.push(`${u.growth.now} bottles now, ${u.growth.perYear} more a year for ${u.growth.years} years`);
  if (numbers.length > 0) lines.push(`Numbers given: ${numbers.join('; ')}.`);
  if (u.followUp) lines.push('It follows on from the previous message: the room, bottles and subject above include what that message settled.');
  return lines;
}

/** Words in nearly every heading about cellars: sharing only these does not title a passage with a question's subject. */
const COMMON_HEADING_WORDS = new Set(['cellar', 'cellars', 'wine', 'wines', 'unit', 'units', 'system', 'systems', 'room', 'rooms'].map((word) => termsOf(word)[0] ?? word));

/** How much each of the question's own words in a heading adds to a passage's weight among those of equal priority. */
const HEADING_WORD_WEIGHT = 0.25;

/** How many of a question part's own words a passage's heading names, the words of nearly every heading aside. */
function headingShare(result: KnowledgeResult, part: string): number {
  const heading = new Set(termsOf(result.heading || result.title));
  return contentTerms(part).filter((term) => !COMMON_HEADING_WORDS.has(term) && heading.has(term)).length;
}

/** Whether a passage's heading names something a question part asks about. */
const titledBy = (result: KnowledgeResult, part: string): boolean => headingShare(result, part) > 0;

/** The concepts a part of a message names; the whole message's when the part names none. */
function conceptsOf(part: string, whole: readonly Concept[]): Concept[] {
  const own = expandQuestion(part.toLowerCase()).concepts;
  return own.length > 0 ? own : [...whole];
}

/** Subjects whose price is not a cellar's: an estimate for them would answer another question. */
const NOT_A_CELLAR = new Set(['by-the-glass', 'cabinet', 'beer-cheese', 'cigars', 'power-outage', 'moving']);

/** The subjects a message asks about; a follow-up that names none keeps the previous message's ("and what would that cost?"). */
function askedConcepts(u: Understanding): Concept[] {
  if (u.concepts.length > 0 || !u.followUp || !u.previous) return u.concepts;
  return expandQuestion(u.previous.normalized).concepts;
}

/** What the site cannot know, said plainly, with what it can do instead. */
const OUT_OF_SCOPE_REPLIES: ReadonlyArray<{ when: RegExp; text: string; sources: Source[] }> = [
  {
    when: /\b(prices?|worth|value)\b[^.?!]*\b(go up|going up|rise|rising|increase|fall|drop|next year|in 20\d\d)\b|\btariffs?\b|\bstock up\b/,
    text:
      "I can't predict what wine prices will do or what a bottle will be worth years from now, and nobody can reliably; I won't guess. " +
      'What storage can do is protect condition and provenance, which is what buyers pay for; for a market value, auction results and fine-wine merchants track prices. ' +
      `Our ${markdownLink('asset valuation tool', '/asset-valuation')} shows how storage conditions put a collection's value at risk.`,
    sources: [{ title: 'Asset valuation', url: '/asset-valuation' }],
  },
  {
    when: /\b(dishwasher|rinse aid|detergent|glass ?washer)\b/,
    text: "That is outside what we do: we design, build and cool wine cellars, and glassware cleaning is a question for your dishwasher's maker or your chemical supplier.",
    sources: [],
  },
];

export function createOfflineExpert(knowledge: KnowledgeSearch, options: { cacheSize?: number } = {}): OfflineExpert {
  const cacheSize = options.cacheSize ?? 256;
  const cache = new Map<string, ExpertAnswer>();
  /** The last searches, so a follow-up, a grounding or the same question's parts do not search twice. */
  const searches = new Map<string, KnowledgeResult[]>();
  const memoKnowledge: KnowledgeSearch = {
    size: knowledge.size,
    search(query, options = {}) {
      const key = `${options.limit ?? ''}\u0000${query}\u0000${options.exact ?? ''}`;
      const hit = searches.get(key);
      if (hit) return hit;
      const results = knowledge.search(query, options);
      // Sized with the answer cache: an expert built without one (to measure fresh answers) searches afresh too.
      if (cacheSize > 0) searches.set(key, results);
      if (searches.size > cacheSize * 2) searches.delete(searches.keys().next().value as string);
      return results;
    },
  };
  /** Whether the site's text uses a word, a typo allowed (prefix and fuzzy matching, as search forgives them). */
  const words = new Map<string, boolean>();
  const vocabulary = (word: string): boolean => {
    const known = words.get(word);
    if (known !== undefined) return known;
    const result = knowledge.search(word, { limit: 1 }).length > 0;
    if (words.size < 5000) words.set(word, result);
    return result;
  };
  /** Every passage an answer cited, by URL, so the grounding can hand the model the passages themselves. */
  const cited = new Map<string, KnowledgeResult>();
  const sourceOf = (result: KnowledgeResult): Source => {
    if (cited.size < 2000) cited.set(result.url, result);
    return { title: linkLabel(result), url: result.url };
  };

  /** Relevant passages, best first (`retrievePassages`); business topics put the FAQ and the facts ahead of the guides. */
  function retrieve(asked: string, topic: BusinessTopic | null, concepts: readonly Concept[] = []): KnowledgeResult[] {
    const ranked = retrievePassages(memoKnowledge, asked, concepts);
    if (!topic) return ranked;
    const own = ranked.filter((result) => result.kind === 'faq' || result.kind === 'fact' || (topic === 'maintenance' && result.kind === 'service'));
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
    return {
      ...finish(
        [lead, estimate.markdown, nextStep(question, estimate.calculator)],
        [...links.map(sourceOf), { title: estimate.calculator.title, url: estimate.calculator.url }],
        note,
      ),
      figures: [estimate.markdown],
    };
  }

  /** Where we work: the business facts say the United States; anywhere else is a question for the team, not a guess. */
  function areaAnswer(note: boolean): ExpertAnswer | null {
    const fact = knowledge.search(TOPIC_QUERIES.area, { limit: 10 }).find((result) => result.kind === 'fact' && /experience/i.test(result.heading));
    const area = fact ? /in the ([A-Z][\w ]+)\.$/.exec(sentencesOf(fact.excerpt)[0] ?? '')?.[1] : undefined;
    if (!fact || !area) return null;
    const parts = [
      `Our service area is the ${area}: ${sentencesOf(fact.excerpt)[0] ?? ''}`,
      `For a project outside the ${area}, I can't confirm we take it on; ${markdownLink('ask us through the contact form', CONTACT)} and the team will tell you.`,
    ];
    return finish(parts, [sourceOf(fact)], note);
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

  interface PassagePart {
    body: string[];
    used: KnowledgeResult[];
    extra: KnowledgeResult[];
  }

  /**
   * The passages that answer a question: the best one whose text speaks to
   * what was asked (each named subject's proof, concepts.ts) leads, quoted
   * from its top when its heading names the subject or the question asks
   * what to do; a comparison brings the other side's section; at most one
   * other passage adds a figure.
   */
  function passagePart(
    question: ParsedQuestion,
    asked: string,
    concepts: readonly Concept[],
    kind: QuestionKind | null,
    sides: readonly [string, string] | null = null,
  ): PassagePart | null {
    const query = question.topic ? TOPIC_QUERIES[question.topic] : asked;
    // Only the asked subjects steer the search: "next to the furnace. What humidity…?" is about humidity.
    const searchConcepts = concepts;
    const allRanked = demoteUnasked(retrieve(query, question.topic, question.topic ? [] : searchConcepts), searchConcepts);
    // A section titled with the asked subject ("…louder than a split system?" for "quieter") stands for its page, and
    // one also titled as the asked kind of question ("Was my wine damaged…?" for "have I wrecked my wine?") before it.
    const titledSubject = (result: KnowledgeResult) => concepts.some((concept) => concept.headingHint?.test(result.heading) ?? false);
    const kindHeading = kind ? KIND_HEADINGS[kind] : undefined;
    const titledKind = (result: KnowledgeResult) => kindHeading?.test(result.heading) ?? false;
    // The kind counts only in a heading on the question's own subject: "How do you keep by-the-glass wines fresh?" is no answer to a door left open.
    const priority = (result: KnowledgeResult) => {
      const subject = titledSubject(result);
      return (subject ? 2 : 0) + (titledKind(result) && (subject || titledBy(result, asked)) ? 1 : 0);
    };
    // Among equals, a heading that names more of the question's own words ("…next to diners?" for "diners will be 4 ft from the glass") counts for more.
    const weight = (result: KnowledgeResult) => result.score * (1 + HEADING_WORD_WEIGHT * Math.min(3, headingShare(result, asked)));
    const ranked = preferFaq(onePerPage(allRanked, priority));
    const askedTerms = contentTerms(asked);
    const conceptTerms = contentTerms(concepts.map((concept) => concept.terms).join(' '));
    const terms = askedTerms.length > 0 ? [...new Set([...askedTerms, ...conceptTerms])] : contentTerms(query);
    const quoteOptions = { terms, wantsFigure: question.wantsFigure };
    const proofs = question.topic ? [] : concepts.flatMap((concept) => (concept.proof ? [concept.proof] : []));
    const speaks = (result: KnowledgeResult) => proofs.length === 0 || proofs.some((proof) => proof.test(`${result.heading} ${result.excerpt}`));
    // The best passage whose opening can be quoted and that speaks to the subject leads; the others support it.
    let candidates = [...ranked.slice(0, LEAD_CANDIDATES).filter(speaks), ...ranked.slice(LEAD_CANDIDATES, 10).filter(speaks)];
    // A section titled with the asked subject leads before one that only mentions it; among those, one titled as the kind asked.
    // A business question keeps its own order: the FAQ and the facts say it first.
    if (!question.topic) {
      candidates = candidates
        .map((result, index) => ({ result, index, weight: weight(result) }))
        .sort((a, b) => priority(b.result) - priority(a.result) || b.weight - a.weight || a.index - b.index)
        .map((item) => item.result);
    }
    // A comparison leads with the section titled by its first side, so the second side can follow from its own.
    if (sides) {
      const first = contentTerms(sides[0]);
      const second = new Set(contentTerms(sides[1]));
      const titled = allRanked.slice(0, 12).find((result) => {
        const heading = new Set(termsOf(result.heading));
        return first.length > 0 && first.every((term) => heading.has(term)) && ![...second].some((term) => heading.has(term));
      });
      if (titled) candidates = [titled, ...candidates.filter((result) => result.id !== titled.id)];
    }
    const quoted = candidates.slice(0, LEAD_CANDIDATES + 2).flatMap((candidate) => {
      const named = concepts.some((concept) => concept.headingHint?.test(candidate.heading) ?? false);
      // A service's description is a short list: its items are the answer.
      const whole = named || kind === 'what-to-do' || candidate.kind === 'service';
      // Steps and signs to check are the answer to "what should I do" and "is it bad": a longer quote keeps the list whole.
      const long = kind === 'what-to-do' || kind === 'is-it-bad';
      const sentences = leadSentences(candidate, whole ? { ...quoteOptions, whole: true, maxSentences: long ? 9 : 6, maxChars: long ? 1000 : 720 } : quoteOptions);
      return sentences.length > 0 ? [{ candidate, sentences }] : [];
    });
    // A question that asks for a figure is answered by the first of the top passages that gives one.
    const top = quoted.slice(0, LEAD_CANDIDATES);
    const chosen = (question.wantsFigure ? top.find((item) => item.sentences.some(hasDigit)) : undefined) ?? quoted[0];
    if (!chosen) return null;
    const primary = chosen.candidate;
    const lead = chosen.sentences;
    const results = [primary, ...ranked.filter((result) => result !== primary)];
    const body = [`${headingLabel(primary)}${lead.join(' ')}`];
    // "Self-contained vs split": the other side of the comparison, from its own section.
    const other = kind === 'compare' || COMPARE.test(question.normalized) ? compared(primary, allRanked, askedTerms, quoteOptions, sides) : null;
    if (other) body.push(`${headingLabel(other.result)}${other.lead.join(' ')}`);
    const unquotedFigures = figuresOf(primary.excerpt).some((figure) => !figuresOf(lead.join(' ')).includes(figure));
    if (question.wantsFigure && (kind === null || kind === 'how-much' || kind === 'how-many') && !lead.some(hasDigit) && !other && unquotedFigures) {
      body.push(`The figures are laid out on that page: ${markdownLink(linkLabel(primary), primary.url)}.`);
    }
    const used = other ? [primary, other.result] : [primary];
    // At most one more sentence, from a passage as much on the subject as the lead, and only for a figure the lead did not give.
    const support = results
      .slice(1, 4)
      .find((result) => speaks(result) && result.score >= primary.score * SUPPORT_SCORE_SHARE && coverage(result, askedTerms) >= SUPPORT_COVERAGE);
    const sentence = support && !other ? supportingSentence(support, quoteOptions, lead.join(' ')) : null;
    if (support && sentence) {
      body.push(`${sentence} _(${shortTitle(support.title)})_`);
      used.push(support);
    }
    const extra = results.filter((result) => !used.includes(result) && speaks(result) && result.score >= primary.score * SUPPORT_SCORE_SHARE);
    return { body, used, extra };
  }

  /**
   * A follow-up on the passage the previous answer quoted ("and what would a
   * system like that cost?"): what that passage says about it and the earlier
   * quote left out, under its heading; null when it says nothing more.
   */
  function followUpPart(asked: string, concepts: readonly Concept[], previousAnswer: string): PassagePart | null {
    if (previousAnswer === '') return null;
    const terms = contentTerms(asked);
    if (terms.length === 0) return null;
    for (const result of retrieve(asked, null, concepts).slice(0, 10)) {
      if (result.heading === '' || !previousAnswer.includes(result.heading)) continue;
      const sentences = unquotedSentences(result, terms, previousAnswer);
      if (sentences.length > 0) return { body: [`${headingLabel(result)}${sentences.join(' ')}`], used: [result], extra: [] };
    }
    return null;
  }

  function passageAnswer(question: ParsedQuestion, note: boolean, preface: string[], u?: Understanding, previousAnswer = ''): ExpertAnswer | null {
    const text = fixTypos(question.text);
    const asked = searchText(text);
    const concepts = u ? askedConcepts(u) : expandQuestion(asked).concepts;
    // Each question in the message gets its own passage: "how do I move them, and how long should they rest?",
    // "what warranty do you give? …how fast can someone get out here?"
    const parts = questionParts(text);
    const questions = question.topic ? [parts.length > 1 ? (parts[0] ?? asked) : asked, ...parts.slice(1)] : parts;
    const first = questions[0] ?? asked;
    const firstConcepts = questions.length > 1 ? conceptsOf(first, concepts) : concepts;
    const part =
      (u?.followUp ? followUpPart(first, concepts, previousAnswer) : null) ??
      passagePart(question, first, firstConcepts, u?.kind ?? null, u?.sides ?? null) ??
      (questions.length > 1 ? passagePart(question, asked, concepts, u?.kind ?? null, u?.sides ?? null) : null);
    if (!part) return null;
    const body = [...part.body];
    const used = [...part.used];
    const unanswered: string[] = [];
    for (const next of questions.slice(1)) {
      const parsed = parseQuestion(next);
      // A part about the business ("do you do service contracts?") is answered from the business's own passages.
      const topic = question.topic ? parsed.topic : null;
      const own = topic ? [] : conceptsOf(next, concepts);
      const more = passagePart({ ...question, topic, wantsFigure: parsed.wantsFigure }, next, own, u ? questionKind(parsed.normalized, topic) : null);
      const lead = more?.used[0];
      // Another part's passage must be titled with something that part asks ("rest" for "how long should they rest?"), or be the business's answer to it.
      const answers = lead !== undefined && (titledBy(lead, next) || (topic !== null && topic !== question.topic) || own.some((concept) => concept.headingHint?.test(lead.heading) ?? false));
      if (!more || !lead || used.some((result) => result.id === lead.id) || !answers) {
        if (question.topic && /\b(you|your)\b/i.test(next) && /\?\s*$/.test(next.trim())) unanswered.push(next);
        continue;
      }
      body.push(more.body[0] ?? '');
      used.push(lead);
    }
    // What the business's facts do not say is said plainly, never guessed: a crew, a response time.
    if (unanswered.length > 0) {
      const asked = unanswered.map((part) => `_“${part.trim().replace(/^(and|also|plus|so)\b[\s,]*/i, '')}”_`).join(' and ');
      body.push(`On ${asked}: I can't answer that from this site's facts, and I won't guess. ${markdownLink('Ask the team through the contact form', CONTACT)} and they will tell you.`);
    }
    const links = [...used, ...part.extra.filter((result) => !used.includes(result))].slice(0, MAX_LINKS);
    // The check before sending: a "how much" answered with no figure says so; the same passage twice in a row answers nothing new.
    const asksFigure = u !== undefined && (u.kind === 'how-much' || u.kind === 'how-many');
    if (asksFigure && u.followUp && previousAnswer.includes(body[0] ?? '\u0000')) return null;
    const close = u && concepts.some((concept) => NOT_A_CELLAR.has(concept.id)) ? '' : nextStep(question);
    const saysUnknowable = body.some((line) => /\b(nobody|no one) can\b|\bcan't (say|tell|predict)\b/i.test(line));
    const honest = asksFigure && !body.some(hasDigit) && !saysUnknowable ? ["I don't have a figure for that in this site's guides; here is what they say."] : [];
    return finish([...preface, ...honest, ...body, close], links.map(sourceOf), note);
  }

  /** A subject-specific "we can't know that" for what the site does not cover, with what it can do instead. */
  function outOfScopeAnswer(text: string, note: boolean): ExpertAnswer {
    const reply = OUT_OF_SCOPE_REPLIES.find((item) => item.when.test(text));
    if (!reply) return capabilities('unknown', note);
    return finish([reply.text, `For anything about your cellar, ${markdownLink('ask us through the free quote', QUOTE)} or the ${markdownLink('contact form', CONTACT)}.`], reply.sources, note);
  }

  /** An honest answer when no passage speaks to the subject asked about: say so, and what the site can do. */
  function notCovered(u: Understanding, note: boolean, preface: string[], plain?: string): ExpertAnswer {
    const labels = askedConcepts(u).flatMap((concept) => (concept.label ? [concept.label] : []));
    if (labels.length === 0 && preface.length === 0 && plain === undefined) return capabilities('unknown', note);
    const subject = labels.length > 0 ? ` on ${labels.slice(0, 2).join(' or ')}` : '';
    const figure = u.kind === 'how-much' || u.kind === 'how-many';
    const parts = [
      ...preface,
      plain !== undefined
        ? plain
        : figure
        ? `I don't have a figure${labels.length > 0 ? ` for ${labels[0]}` : ''} in this site's guides, and I'd rather not guess one.`
        : `I couldn't find anything${subject} in this site's guides that answers this, and I'd rather not guess.`,
      CAPABILITIES,
      `For anything else about your project, ${markdownLink('ask us through the free quote', QUOTE)} or the ${markdownLink('contact form', CONTACT)}: we reply within a day.`,
    ];
    return finish(parts, [], note);
  }

  /** Figures worked out for this message beyond the three calculators (computed.ts). */
  function computedBlocks(u: Understanding, concepts: readonly Concept[]): ComputedBlock[] {
    const ids = new Set(concepts.map((concept) => concept.id));
    const blocks: ComputedBlock[] = [];
    if (u.wants.runningCost) {
      const block = ids.has('cabinet') ? cabinetRunningCostBlock(u) : runningCostBlock(u);
      if (block) blocks.push(block);
    }
    if (u.wants.coolingCost) {
      const block = coolingCostBlock(u);
      if (block) blocks.push(block);
    }
    if (u.wants.restaurantStock) {
      const block = restaurantStockBlock(u);
      if (block) blocks.push(block);
    }
    if (u.wants.roomSize) {
      const block = roomSizeBlock(u);
      if (block) blocks.push(block);
    }
    if (u.wants.weight) {
      const block = weightBlock(u);
      if (block) blocks.push(block);
    }
    return blocks;
  }

  /**
   * Passages for the subjects a computed answer leaves out ("do I need an
   * engineer?" after the weight), one each, at most two, from one search on
   * the whole message: the first passage that speaks to each subject.
   */
  function coverRest(question: ParsedQuestion, concepts: readonly Concept[], said: string, u: Understanding): PassagePart[] {
    const missing = concepts.filter((concept) => concept.proof && !concept.proof.test(said));
    if (missing.length === 0) return [];
    const asked = searchText(fixTypos(question.text));
    const ranked = demoteUnasked(retrieve(asked, null, concepts), concepts);
    const terms = contentTerms(`${asked} ${missing.map((concept) => concept.terms).join(' ')}`);
    const parts: PassagePart[] = [];
    for (const concept of missing.slice(0, 2)) {
      const proof = concept.proof;
      const hit = ranked.find(
        (result) =>
          proof !== undefined &&
          proof.test(`${result.heading} ${result.excerpt}`) &&
          !parts.some((part) => part.used[0]?.url === result.url) &&
          !said.includes(result.heading),
      );
      if (!hit) continue;
      const named = concept.headingHint?.test(hit.heading) ?? false;
      const lead = leadSentences(hit, named || u.kind === 'what-to-do' ? { terms, wantsFigure: false, whole: true, maxSentences: 4, maxChars: 520 } : { terms, wantsFigure: false });
      if (lead.length === 0) continue;
      parts.push({ body: [`${headingLabel(hit)}${lead.join(' ')}`], used: [hit], extra: [] });
    }
    return parts;
  }

  /** The message's other questions ("…do I need an engineer?" after a weight), each answered from its own passage when the figures did not. */
  function otherParts(question: ParsedQuestion, said: string, u: Understanding): PassagePart[] {
    const parts: PassagePart[] = [];
    for (const part of questionParts(fixTypos(question.text)).slice(1)) {
      const parsed = parseQuestion(part);
      const concepts = conceptsOf(part, []);
      const answer = passagePart({ ...question, wantsFigure: parsed.wantsFigure }, part, concepts, questionKind(parsed.normalized, null));
      const lead = answer?.used[0];
      if (!answer || !lead || said.includes(answer.body[0] ?? '\u0000') || parts.some((item) => item.used[0]?.id === lead.id)) continue;
      parts.push({ ...answer, body: answer.body.slice(0, 1), extra: [] });
      if (parts.length >= 2) break;
    }
    return parts;
  }

  function compose(messages: readonly ConversationTurn[], note: boolean): ExpertAnswer {
    const users = messages.filter((message) => message.role === 'user');
    return composeFor(users[users.length - 1]?.content ?? '', users[users.length - 2], messages, note, true);
  }

  /**
   * The answer to `latest`. Something asked about that the site never names
   * ("fruit flies around my cellar drain") is said plainly, never answered
   * with the cellar word beside it; the message's other questions are
   * answered as if asked alone.
   */
  function composeFor(latest: string, previous: ConversationTurn | undefined, messages: readonly ConversationTurn[], note: boolean, checkSubjects: boolean): ExpertAnswer {
    const u = understand(latest, previous?.content ?? null, vocabulary);
    if (checkSubjects && u.unknownSubjects.length > 0 && !u.question.topic) {
      const unknown = u.unknownSubjects;
      const parts = questionParts(fixTypos(latest));
      const rest = parts.filter((part) => !unknown.some((subject) => part.toLowerCase().includes(subject)));
      const plain = `I couldn't find anything on ${unknown.slice(0, 2).join(' or ')} in this site's guides, and I'd rather not guess.`;
      if (rest.length === 0 || rest.length === parts.length) return notCovered(u, note, [], plain);
      const answer = composeFor(rest.join(' '), previous, messages, note, false);
      return { ...answer, content: `${plain} On the rest of your question:\n\n${answer.content}` };
    }
    let question = u.question;
    if (question.intent === null && previous && !question.topic && carriesEstimateDetail(parseQuestion(latest)) && question.normalized.length < 160) {
      const earlier = parseQuestion(previous.content);
      if (earlier.intent) question = mergeQuestions(earlier, parseQuestion(latest));
    }
    // "ok and roughly how many bottles would that hold": the room of the turn before, counted.
    if (question.intent === null && u.followUp && u.kind === 'how-many' && /\bbottles?\b/.test(question.normalized) && question.room) {
      question = { ...question, intent: 'capacity' };
    }
    // "and what would that cost?": the room or bottles of the turn before, priced.
    if (question.intent === null && u.followUp && !u.wants.runningCost && /\b(cost|price|how much)\b/.test(question.normalized) && (question.room || question.bottles !== undefined)) {
      question = { ...question, intent: 'cost' };
    }
    const understood: Understanding = { ...u, question };
    const concepts = askedConcepts(understood);

    if (question.greeting || question.capabilities) return capabilities(question.greeting ? 'greeting' : 'capabilities', note);
    if (question.thanks) return capabilities('thanks', note);
    if (outOfScope(question.normalized)) return outOfScopeAnswer(question.normalized, note);
    if (question.topic === 'quote-request') {
      const answer = quoteRequest(note);
      if (answer) return answer;
    }
    if (question.topic === 'area') {
      const answer = areaAnswer(note);
      if (answer) return answer;
    }

    const blocks = computedBlocks(understood, concepts);
    if (blocks.length > 0) return computedAnswer(understood, blocks, concepts, note);

    const preface: string[] = [];
    // An estimate prices a cellar: a dispensing system, a fridge or a generator is something else.
    const foreign = question.intent === 'cost' && !question.room && concepts.some((concept) => NOT_A_CELLAR.has(concept.id));
    const estimate = foreign ? null : estimateFor(question);
    if (estimate?.ok) {
      const answer = estimateAnswer(question, estimate, false);
      const covered = coverRest(question, concepts.filter((concept) => concept.id !== 'restaurant' && concept.id !== 'closet'), answer.content, understood);
      const more = otherParts(question, `${answer.content}\n\n${covered.flatMap((part) => part.body).join('\n\n')}`, understood);
      const rest = [...covered, ...more.filter((part) => !covered.some((item) => item.used[0]?.id === part.used[0]?.id))];
      if (rest.length === 0) return estimateAnswer(question, estimate, note);
      const parts = answer.content.split('\n\n');
      const next = parts.pop() ?? '';
      return {
        ...finish([...parts, ...rest.flatMap((part) => part.body), next], [...rest.flatMap((part) => part.used.map(sourceOf)), ...answer.sources], note),
        figures: [estimate.markdown],
      };
    }
    if (estimate && !estimate.ok) {
      preface.push(
        `I couldn't run the ${estimate.calculator.title.toLowerCase()} with those numbers: ${estimate.problems.join('; ')}. ` +
          `You can adjust them in the ${markdownLink(estimate.calculator.title.toLowerCase(), estimate.calculator.url)}.`,
      );
    }
    const previousAnswer = [...messages].reverse().find((message) => message.role === 'assistant')?.content ?? '';
    const answer = passageAnswer(question, note, preface, understood, previousAnswer);
    if (answer) return answer;
    return notCovered(understood, note, preface);
  }

  /** Worked-out figures first, then the passages for whatever else the message asks. */
  function computedAnswer(u: Understanding, blocks: ComputedBlock[], concepts: readonly Concept[], note: boolean): ExpertAnswer {
    const said = blocks.map((block) => block.markdown).join('\n\n');
    const covered = coverRest(u.question, concepts.filter((concept) => !(concept.id === 'running-cost' || concept.id === 'restaurant-stock')), said, u);
    const more = otherParts(u.question, `${said}\n\n${covered.flatMap((part) => part.body).join('\n\n')}`, u);
    const rest = [...covered, ...more.filter((part) => !covered.some((item) => item.used[0]?.id === part.used[0]?.id))];
    const calculators = blocks.flatMap((block) => (block.calculator ? [block.calculator] : []));
    const calculator = calculators[0];
    const close = calculator
      ? `**Next step:** check it in the ${markdownLink(calculator.title.toLowerCase(), calculator.url)} with your own figures, or ${markdownLink('get your free quote', QUOTE)}.`
      : '';
    const answer = finish(
      [...blocks.map((block) => block.markdown), ...rest.flatMap((part) => part.body), close],
      [...rest.flatMap((part) => [...part.used, ...part.extra].slice(0, 2).map(sourceOf)), ...calculators.map((link) => ({ title: link.title, url: link.url }))].slice(0, MAX_LINKS + 1),
      note,
    );
    return { ...answer, figures: blocks.map((block) => block.markdown) };
  }

  function answer(messages: readonly ConversationTurn[]): ExpertAnswer {
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
    const fresh = compose(messages, note);
    cache.set(key, fresh);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
    return fresh;
  }

  function ground(messages: readonly ConversationTurn[], limit = 5): Grounding {
    const users = messages.filter((message) => message.role === 'user');
    const latest = users[users.length - 1]?.content ?? '';
    const u = understand(latest, users[users.length - 2]?.content ?? null, vocabulary);
    const offline = answer(messages);
    const used = offline.sources.flatMap((source) => {
      const passage = cited.get(source.url);
      return passage ? [passage] : [];
    });
    const searched = knowledge.search(searchText(fixTypos(latest)), { limit });
    const passages = [...used, ...searched.filter((result) => !used.some((item) => item.url === result.url))].slice(0, Math.max(limit, used.length));
    return { asks: describeUnderstanding(u), figures: offline.figures ?? [], passages };
  }

  return { answer, ground };
}
