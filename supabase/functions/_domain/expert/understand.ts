/**
 * What a visitor's message asks, read before anything is retrieved: the kind
 * of question (how many, how much, what should I do, compare, is it bad, can
 * I, who are you, explain), the subjects it names (the concept map), the
 * numbers it carries with their units (question.ts, plus covers, seats, an
 * electricity price, a buying rate), and what the conversation had already
 * settled (the room and bottles of an earlier turn, its subjects). The offline
 * expert answers from this, and a provider model is grounded in it.
 */
import { expandQuestion, type Concept } from '../knowledge/concepts.ts';
import { contentTerms } from './passages.ts';
import { parseQuestion, type ParsedQuestion } from './question.ts';

export type QuestionKind = 'how-many' | 'how-much' | 'what-to-do' | 'compare' | 'is-it-bad' | 'can-i' | 'who-are-you' | 'explain';

export type Currency = 'USD' | 'GBP' | 'EUR';

export interface Understanding {
  kind: QuestionKind;
  /** The subjects the message asks about (the concept map), in map order: those its questions name, when it has question marks. */
  concepts: Concept[];
  /** Subjects named only in the message's context ("our basement is next to the furnace. What humidity…?"). */
  context: Concept[];
  /** The question's numbers, merged with the conversation's when the message only refers back to them. */
  question: ParsedQuestion;
  /** Guests a night, seats. */
  covers?: number;
  seats?: number;
  /** Electricity price the visitor pays, per kWh. */
  pricePerKwh?: { value: number; currency: Currency };
  /** Bottles owned today, bought a year, and the years to plan for ("1,500 now, 150 a year, 10 years"). */
  growth?: { now: number; perYear: number; years: number };
  /** What the message asks to be worked out. */
  wants: {
    runningCost: boolean;
    weight: boolean;
    roomSize: boolean;
    restaurantStock: boolean;
    /** What the cooling alone costs installed ("what would the split cost me, all in?"). */
    coolingCost: boolean;
  };
  /** The message refers back to the previous turn ("and what would that cost?", "how many bottles would that hold"). */
  followUp: boolean;
  /** The previous user message's reading, when there was one. */
  previous: ParsedQuestion | null;
  /** The two sides of a comparison, as written ("a through-the-wall unit", "a split system"). */
  sides: [string, string] | null;
  /**
   * Things the message asks about that the site's words never name ("fruit
   * flies", "my guitar collection"), as written: an answer about the cellar
   * word beside them ("…around my cellar drain") would answer another question.
   */
  unknownSubjects: string[];
}

/** Whether the site's text uses a word, allowing for a typo (the knowledge index's vocabulary); without one, every word is known. */
export type Vocabulary = (term: string) => boolean;

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** The kind of answer a message wants. Order matters: "which is quieter, A or B" is a comparison before it is a question about noise. */
export function questionKind(text: string, topic: ParsedQuestion['topic']): QuestionKind {
  if (topic && topic !== 'commercial' && topic !== 'repair') return 'who-are-you';
  if (has(text, /\b(vs\.?|versus|compared? (to|with)|difference between|which (is|makes|would be|one is) (the )?(better|best|quieter|cheaper|louder|worse|more)|(better|quieter|cheaper|louder|worse|colder|warmer) than|or (do|should) i (actually |really )?need)\b|\bwhich is (better|quieter|cheaper)\b|\bhow much worse\b/)) {
    return 'compare';
  }
  if (has(text, /\b(how many|how big|how large|what size room|how much (space|room|floor))\b/)) return 'how-many';
  if (has(text, /\bhow much\b|\bwhat (does|would|will) (it|that|this|a|the)\b[^.?!]*\bcost\b|\b(cost|price|kwh|budget|ballpark)\b|\bper (month|year)\b/)) return 'how-much';
  if (
    has(
      text,
      /\bwhat (should|do|can|must) (i|we)\b|\bwhat to do\b|\bhow (do|can|should) (i|we)\b|\boptions\b|\bwhat now\b|\bwhat('s| is) going on\b|\bhow to (fix|stop|get rid|reduce|keep|prevent)\b/,
    )
  ) {
    return 'what-to-do';
  }
  if (has(text, /\b(is (it|that|this|my \w+) (ok|okay|bad|too|a problem|fine|safe|ruined|cooked)|have i (wrecked|ruined|killed)|is my wine|ruined|cooked|wrecked|going to hurt|will (it|that|this) (hurt|harm|damage))\b/)) {
    return 'is-it-bad';
  }
  if (has(text, /^(can|could|may|should|do i need|do we need|is it (ok|okay|possible|safe))\b|\b(can|could) (i|we)\b|\bdo (i|we) (need|have to)\b|\bis it (ok|okay)\b/)) return 'can-i';
  return 'explain';
}

const PRICE =
  /(?:(\$|£|€)\s?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s?(p|pence|c|cents?|¢))\s*(?:\/|per|a|an)\s*(?:kwh|kilowatt[- ]?hour)|(\d+(?:\.\d+)?)\s*(?:usd|dollars?|eur|euros?|gbp)\s*(?:\/|per|a)\s*kwh/;

function parsePrice(text: string): Understanding['pricePerKwh'] {
  const match = PRICE.exec(text);
  if (!match) return undefined;
  if (match[1] && match[2]) {
    const currency: Currency = match[1] === '£' ? 'GBP' : match[1] === '€' ? 'EUR' : 'USD';
    return { value: Number(match[2]), currency };
  }
  if (match[3] && match[4]) {
    const currency: Currency = match[4].startsWith('p') ? 'GBP' : 'USD';
    return { value: Number(match[3]) / 100, currency };
  }
  if (match[5]) return { value: Number(match[5]), currency: /eur/.test(match[0]) ? 'EUR' : /gbp/.test(match[0]) ? 'GBP' : 'USD' };
  return undefined;
}

function parseGrowth(text: string): Understanding['growth'] {
  const now = /(\d+)\s*(?:bottles?)?\s*(?:now|today|at the moment|currently)|(?:have|own|got)\s*(?:roughly|about|around|~)?\s*(\d+)\s*bottles?/.exec(text);
  const perYear = /(\d+)\s*(?:bottles?\s*)?(?:a|per|each|every)\s*year/.exec(text);
  const years = /(\d+)\s*years?\s*(?:of growth|ahead|from now|of buying)|(?:next|for|about|over)\s*(\d+)\s*years/.exec(text);
  const n = now ? Number(now[1] ?? now[2]) : NaN;
  const rate = perYear ? Number(perYear[1]) : NaN;
  const span = years ? Number(years[1] ?? years[2]) : NaN;
  if (!Number.isFinite(n) || !Number.isFinite(rate) || !Number.isFinite(span) || span <= 0 || span > 50) return undefined;
  return { now: n, perYear: rate, years: span };
}

/**
 * The things a question acts on, as written: what is to be got rid of, kept
 * or stored somewhere, or found somewhere ("there are fruit flies around my
 * drain. How do I get rid of them?"). A pronoun takes the thing of the
 * sentence before.
 */
const OBJECT_PATTERNS: readonly RegExp[] = [
  /\b(?:get rid of|deal with|kill|stop|prevent|remove|clean off|treat|keep out)\s+(?:the |these |those |my |our |all (?:the |these |those )?)?([a-z][a-z' -]{1,40}?)(?=\s+(?:in|on|around|near|from|at|under|behind|out)\b|\s*[?.!,]|$)/g,
  /\b(?:store|keep|put|age|hang|stack|display)\s+(?:my |our |the |a |an |some |a few |all (?:my |our )?)?([a-z][a-z' -]{1,40}?)\s+(?:in|inside|next to|beside|with|alongside|near|down|out of|away from)\b/g,
  /\bthere (?:are|is|'s)\s+(?:some |a few |lots of |a lot of |loads of |tiny |little |a |an )?([a-z][a-z' -]{1,40}?)\s+(?:in|on|around|near|under|behind|all over|coming)\b/g,
  /\bi (?:see|found|noticed|have|'ve got|got|keep finding)\s+(?:some |a few |lots of |a |an )?([a-z][a-z -]{1,30}?)\s+(?:in|on|around|near|under|behind|all over)\b/g,
];
const PRONOUN = /^(them|it|this|that|these|those|they)$/;
/** Words that say how many or whose, not what. */
const DETERMINERS = /^(my|our|the|a|an|some|few|lots|lot|of|all|these|those|this|that|little|tiny|small|big|old|new|whole)$/;
/** Nouns that name a heap of something: the thing is the word before ("guitar collection"). */
const COLLECTIVE = /^(collections?|stuff|things|boxes|sets?|supply|supplies|stash|bunch|pile|cases?)$/;

function objectPhrases(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const found: string[] = [];
  sentences.forEach((sentence, index) => {
    for (const pattern of OBJECT_PATTERNS) {
      for (const match of sentence.matchAll(pattern)) {
        const phrase = (match[1] ?? '').trim();
        const first = phrase.split(/\s+/)[0] ?? '';
        if (PRONOUN.test(first) && phrase !== first) continue; // "store it perfectly in": no thing named
        if (PRONOUN.test(phrase)) {
          // "How do I get rid of them?": the thing of the sentence before.
          const before = sentences[index - 1];
          if (before) found.push(...objectPhrases(before));
        } else if (phrase !== '') {
          found.push(phrase);
        }
      }
    }
  });
  return [...new Set(found)];
}

/**
 * The things asked about that the site never names: a thing (or one side of
 * "X and Y") whose subject is no concept of the map, and whose head word the
 * site's text never uses, or a heap of something ("guitar collection") whose
 * thing it never uses.
 */
export function unknownSubjects(text: string, vocabulary: Vocabulary): string[] {
  const unknown: string[] = [];
  for (const phrase of objectPhrases(text)) {
    for (const conjunct of phrase.split(/\s+(?:and|or|&)\s+|,\s*/)) {
      if (expandQuestion(conjunct).concepts.length > 0) continue;
      const words = conjunct
        .replace(/\b\w+'s\b/g, ' ')
        .split(/[\s-]+/)
        .filter((word) => word.length > 1 && !DETERMINERS.test(word));
      const head = words[words.length - 1];
      if (!head) continue;
      const thing = COLLECTIVE.test(head) ? words[words.length - 2] : head;
      if (thing !== undefined && contentTerms(thing).length > 0 && !vocabulary(thing)) unknown.push(conjunct.trim());
    }
  }
  return unknown;
}

/** A question about what the cooling system alone costs, not the cellar around it. */
const COOLING_COST =
  /\b(split|ductless|ducted|mini[- ]?split|through[- ]?(the[- ])?wall( unit)?|self[- ]contained( unit)?|cooling (unit|system))s?\b[^.?!]{0,40}\b(cost|price|run (me|us)|set (me|us) back|installed)\b|\b(cost|price) of (a |an |the )?(split|ductless|ducted|mini[- ]?split|through[- ]?(the[- ])?wall|cooling (unit|system))/;

/** "and what would that cost?", "how many bottles would that hold", "what if it's double pane": a message that leans on the one before. */
const REFERS_BACK = /^(and|ok|okay|so|what about|how about|what if|then)\b|\b(that|it|this|those|them)\b[^.?!]*\b(cost|hold|weigh|run|take|fit)\b|\bwould (that|it|this) (cost|hold|take|weigh|need)\b|\bthat (room|closet|cellar|space|floor|system|unit)\b/;

export function understand(latest: string, previousText: string | null, vocabulary: Vocabulary = () => true): Understanding {
  let question = parseQuestion(latest);
  const text = question.normalized;
  const previous = previousText === null ? null : parseQuestion(previousText);
  // What the questions name is asked; what the other sentences name is context.
  const sentences = text.split(/(?<=[.!?])\s+/);
  const questions = sentences.filter((sentence) => sentence.trim().endsWith('?'));
  const all = expandQuestion(text).concepts;
  const named = questions.length > 0 ? expandQuestion(questions.join(' ')).concepts : [];
  // "…got to 80F for three days. What should I do?": a question that says nothing of its subject asks about its context;
  // "What humidity should we keep?" names its own, and the furnace next door stays context.
  // A context subject the question's own words touch ("screw caps … can I skip humidity control?") is asked too; so is the
  // whole context of "what should I do" or "options?", whose problem is the context.
  const questionTerms = contentTerms(questions.join(' '));
  const saysSubject = questions.length > 0 && questionTerms.length >= 2;
  const touches = (concept: Concept) => contentTerms(concept.terms).some((term) => questionTerms.includes(term));
  const wantsActions = questionKind(text, parseQuestion(latest).topic) === 'what-to-do';
  // "…smells musty and labels have mould. What do we do before we move the wine?": what to do is about the problem told, too.
  const asked = named.length > 0 ? (wantsActions ? all : named) : !saysSubject || wantsActions ? all : all.filter(touches);
  const concepts = asked;
  const context = all.filter((concept) => !asked.includes(concept) && !asked.some((item) => item.id === concept.id));
  const coversMatch = /(\d+)\s*(?:covers?|guests? a night|diners? a night)/.exec(text);
  const seatsMatch = /(\d+)[- ]?(?:seats?|seater|seat restaurant)\b/.exec(text);
  const pricePerKwh = parsePrice(text);
  const growth = parseGrowth(text);
  const followUp = previous !== null && text.length < 200 && REFERS_BACK.test(text);

  // A follow-up keeps the earlier room and bottles unless it gives its own.
  if (followUp && previous) {
    if (!question.room && previous.room) question = { ...question, room: previous.room, unitSystem: previous.unitSystem };
    if (question.bottles === undefined && previous.bottles !== undefined) question = { ...question, bottles: previous.bottles };
    if (question.ceiling === undefined && previous.ceiling !== undefined) question = { ...question, ceiling: previous.ceiling };
    if (question.surroundingsTemp === undefined && previous.surroundingsTemp !== undefined) question = { ...question, surroundingsTemp: previous.surroundingsTemp };
    if (!question.glass && previous.glass) question = { ...question, glass: previous.glass };
    if (!question.cellarType && previous.cellarType) question = { ...question, cellarType: previous.cellarType, ...(previous.traffic ? { traffic: previous.traffic } : {}) };
  }
  const conceptIds = new Set(all.map((concept) => concept.id));
  const kind = questionKind(text, question.topic);
  const wants = {
    runningCost: conceptIds.has('running-cost'),
    weight: /\bweigh\w*\b/.test(text) && (question.bottles !== undefined || question.room !== undefined),
    roomSize: /\b(how big|how large|what size) (a |of a |the )?(room|space|cellar)\b|\bhow much (space|room|floor)\b/.test(text) && (question.bottles !== undefined || growth !== undefined),
    restaurantStock:
      (coversMatch !== null || seatsMatch !== null) && /\bhow many bottles\b|\bhow (big|large|much)\b|\bhold\b|\bstock\b|\binventory\b/.test(text),
    coolingCost: !conceptIds.has('running-cost') && COOLING_COST.test(text),
  };
  const sidesMatch = /\b(?:is|are)\s+(?:a |an |the )?([a-z][a-z -]{2,60}?)\s+(?:quieter|better|cheaper|louder|worse|colder|warmer)\s+than\s+(?:a |an |the )?([a-z][a-z -]{2,60}?)(?:[?.!,]|$)|\b(?:between|,)\s*(?:a |an |the )?([a-z][a-z -]{2,60}?)\s+(?:or|vs\.?|versus|and)\s+(?:a |an |the )?([a-z][a-z -]{2,60}?)(?:[?.!,]|$)/.exec(
    text,
  );
  const versus = /(?:^|[.?!]\s+)(?:is |are |which is (?:better|quieter|cheaper),? )?(?:an? |the )?([a-z][a-z -]{2,60}?)\s+(?:vs\.?|versus)\s+(?:an? |the )?([a-z][a-z -]{2,60}?)(?:\s+(?:-|–|—)|[?.!,:]|$)/.exec(text);
  const sides: [string, string] | null = versus
    ? [versus[1]?.trim() ?? '', versus[2]?.trim() ?? '']
    : sidesMatch
    ? [(sidesMatch[1] ?? sidesMatch[3] ?? '').trim(), (sidesMatch[2] ?? sidesMatch[4] ?? '').trim()]
    : null;
  const understanding: Understanding = {
    kind,
    concepts,
    context,
    question,
    wants,
    followUp,
    previous,
    sides: sides && sides[0] && sides[1] ? sides : null,
    unknownSubjects: unknownSubjects(text, vocabulary),
  };
  if (coversMatch?.[1]) understanding.covers = Number(coversMatch[1]);
  if (seatsMatch?.[1]) understanding.seats = Number(seatsMatch[1]);
  if (pricePerKwh) understanding.pricePerKwh = pricePerKwh;
  if (growth) understanding.growth = growth;
  return understanding;
}
