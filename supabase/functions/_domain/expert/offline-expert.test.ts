import { it } from 'vitest';
import { formatNumber, formatUsd, runTool } from '../estimator/index.ts';
import { assert, assertEquals, assertExcludes, assertIncludes } from '../../_shared/testing/assert.ts';
import { buildKnowledgeIndex } from '../../../../scripts/knowledge/build.ts';
import { createKnowledgeSearch } from '../knowledge/search.ts';
import { BUILT_IN_NOTE, createOfflineExpert, type ConversationTurn, type ExpertAnswer } from './offline-expert.ts';

// Built from the repo's content in memory, as `npm run knowledge` builds the file the functions load.
const knowledge = createKnowledgeSearch(await buildKnowledgeIndex());
const expert = createOfflineExpert(knowledge);
const ask = (content: string): ExpertAnswer => expert.answer([{ role: 'user', content }]);
const urls = (answer: ExpertAnswer) => answer.sources.map((source) => source.url);

function estimate<T>(name: string, args: Record<string, unknown>): T {
  const outcome = runTool(name, args);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.result as T;
}

// ---------------------------------------------------------------- known questions

it('ideal humidity for wine: the 50–70% range, ideally 60–65%, from the humidity sections', () => {
  const answer = ask('ideal humidity for wine');
  assertIncludes(answer.content, '50–70%');
  assertIncludes(answer.content, '60–65%');
  assert(urls(answer).some((url) => url.includes('humidity')), 'links a humidity section');
  // The page is cited once, as a source (the overlay shows sources as links under the reply), not again in the text.
  assert(urls(answer).includes('/blog/wine-storage-climate-control#what-humidity-should-a-wine-cellar-be'), 'cites the humidity section');
  assertExcludes(answer.content, '](/blog/wine-storage-climate-control#what-humidity-should-a-wine-cellar-be)');
});

it('how much does a 1000 bottle cellar cost: the estimator total and every line, with the cost calculator', () => {
  const answer = ask('how much does a 1000 bottle cellar cost');
  const result = estimate<{ total: { low: number; high: number }; lines: Array<{ label: string; low: number; high: number }> }>('estimate_cost', {
    sizeBy: 'bottles',
    bottles: 1000,
  });
  assertIncludes(answer.content, `| **Total** | **${formatUsd(result.total.low)}** | **${formatUsd(result.total.high)}** |`);
  for (const line of result.lines) assertIncludes(answer.content, `| ${line.label} | ${formatUsd(line.low)} | ${formatUsd(line.high)} |`);
  assert(urls(answer).some((url) => url.startsWith('/calculators/cost')), 'links the cost calculator');
  assertIncludes(answer.content, '](/quote)');
});

it('what warranty do you offer: 5 years construction, 3 years climate systems, racking for life', () => {
  const answer = ask('what warranty do you offer');
  assertIncludes(answer.content, 'Construction is covered for 5 years, climate-control systems for 3 years, and racking for life.');
  assertEquals(urls(answer)[0], '/#faq-title');
});

it('how long does construction take: 8-12 weeks', () => {
  const answer = ask('how long does construction take');
  assertIncludes(answer.content, 'Construction takes 8-12 weeks once the design is approved.');
  assert(urls(answer).includes('/#faq-title'));
});

it('why do cellars fail: the 90% observation and its causes, with the blog post', () => {
  const answer = ask('why do cellars fail');
  assertIncludes(answer.content, '90%');
  assertIncludes(answer.content, 'vapor barrier');
  assert(urls(answer).some((url) => url.startsWith('/blog/why-wine-cellars-fail')), 'links the failure post');
});

it('cooling for a 10x8x8 room: the estimator load and unit, the worked example, the climate calculator pre-filled', () => {
  const answer = ask('cooling for a 10x8x8 room');
  const result = estimate<{ totalBtuh: number; designBtuh: number; recommended: { sizeBtuh: number; label: string } }>('estimate_cooling_load', {
    length: 10,
    width: 8,
    height: 8,
  });
  assertIncludes(answer.content, `| **Heat load** | **${formatNumber(result.totalBtuh)}** |`);
  assertIncludes(answer.content, `| **Capacity to buy** | **${formatNumber(result.designBtuh)}** |`);
  assertIncludes(answer.content, `${result.recommended.label}, ${formatNumber(result.recommended.sizeBtuh)} BTU/h class`);
  assert(urls(answer).includes('/resources/technical-guide#a-worked-example-a-10-8-8-ft-cellar'), 'links the worked example');
  assert(urls(answer).includes('/calculators/climate?l=10&w=8&h=8'), 'links the calculator with the room');
});

it('how many bottles in a 6 by 8 room: three racked walls through the capacity estimator, the short one less the racks at its corners', () => {
  const answer = ask('how many bottles in a 6 by 8 room');
  // 14.5 in deep racks on the long walls take 2 × 1.21 ft off the 6 ft wall.
  const result = estimate<{ nominalBottles: number; walls: Array<{ bottles: number }> }>('estimate_capacity', {
    walls: [{ length: 8 }, { length: 3.58 }, { length: 8 }],
  });
  assertIncludes(answer.content, `**${formatNumber(result.nominalBottles)}** |`);
  assertIncludes(answer.content, 'Racking on three walls of the 6 × 8 ft room (8, 3.6, 8 ft)');
  assert(urls(answer).some((url) => url.startsWith('/calculators/capacity')), 'links the capacity calculator');
});

it('do I need a vapor barrier: the warm side of the insulation, from the technical guide', () => {
  const answer = ask('do I need a vapor barrier');
  assertIncludes(answer.content, 'On the warm side of the insulation');
  assertEquals(urls(answer)[0], '/resources/technical-guide#where-does-the-vapor-barrier-go-in-a-wine-cellar');
});

it('a greeting lists what the assistant can do and says plainly that it is the built-in assistant', () => {
  for (const greeting of ['hello', 'Hi there!', 'good morning']) {
    const answer = ask(greeting);
    assertIncludes(answer.content, "I'm the built-in WineCellarGPT assistant");
    assertIncludes(answer.content, 'no external AI');
    assertIncludes(answer.content, '**Cost estimates**');
    assertIncludes(answer.content, '](/quote)');
    assertEquals(answer.sources, []);
  }
});

// ---------------------------------------------------------------- behaviour

it('the built-in note is said once per conversation', () => {
  const first = ask('ideal humidity for wine');
  assertIncludes(first.content, BUILT_IN_NOTE);
  const conversation: ConversationTurn[] = [
    { role: 'user', content: 'ideal humidity for wine' },
    { role: 'assistant', content: first.content },
    { role: 'user', content: 'what warranty do you offer' },
  ];
  const second = expert.answer(conversation);
  assertExcludes(second.content, 'built-in WineCellarGPT assistant');
  assertIncludes(second.content, '5 years');
});

it('a follow-up changes the earlier estimate: "and with a glass door?"', () => {
  const first = ask('cooling for a 10x8x8 room');
  const followUp = expert.answer([
    { role: 'user', content: 'cooling for a 10x8x8 room' },
    { role: 'assistant', content: first.content },
    { role: 'user', content: 'and with a glass door?' },
  ]);
  const withGlass = estimate<{ designBtuh: number }>('estimate_cooling_load', { length: 10, width: 8, height: 8, glass: 'door' });
  const without = estimate<{ designBtuh: number }>('estimate_cooling_load', { length: 10, width: 8, height: 8 });
  assert(withGlass.designBtuh > without.designBtuh);
  assertIncludes(followUp.content, `| **Capacity to buy** | **${formatNumber(withGlass.designBtuh)}** |`);
  assert(urls(followUp).includes('/calculators/climate?l=10&w=8&h=8&g=door'));
});

it('metric rooms are estimated in metric', () => {
  const answer = ask('What cooling unit for a 3 x 2.5 x 2.4 m cellar?');
  const result = estimate<{ designBtuh: number }>('estimate_cooling_load', { unitSystem: 'metric', length: 3, width: 2.5, height: 2.4 });
  assertIncludes(answer.content, `| **Capacity to buy** | **${formatNumber(result.designBtuh)}** |`);
  assertIncludes(answer.content, 'A 3 × 2.5 × 2.4 m room');
});

it('numbers outside the calculator limits are explained, not estimated', () => {
  const answer = ask('how much would a 90000 bottle cellar cost');
  assertIncludes(answer.content, "I couldn't run the cost calculator with those numbers: Bottles must be");
  assertExcludes(answer.content, '| **Total** |');
});

it('off-topic questions get what the assistant can do instead of a guess', () => {
  for (const question of ['What is the capital of France?', 'tell me a joke', 'who won the football game last night']) {
    const answer = ask(question);
    assertIncludes(answer.content, "I couldn't find that in this site's guides");
    assertEquals(answer.sources, []);
  }
});

it('a long pasted message is searched by its opening and its end, where the question is', () => {
  const message = `${'We are renovating the lower floor of our house this spring. '.repeat(60)}What humidity should the wine cellar be?`;
  assert(message.length > 3000 && message.length <= 4000);
  const answer = ask(message);
  assertIncludes(answer.content, '50–70%');
});

it('context before the question does not pull the answer off its subject', () => {
  const answer = ask('We have a basement room next to the furnace, about 12 by 14, concrete walls, and we collect mostly Burgundy. What humidity should we keep?');
  assertIncludes(answer.content, '50%');
  assertIncludes(answer.content, '70%');
  assert(urls(answer).some((url) => url.includes('humidity')));
});

it('answers are deterministic: two experts give the same answer to the same conversation', () => {
  const other = createOfflineExpert(knowledge, { cacheSize: 0 });
  for (const question of ['why do cellars fail', 'cost of a 12x14 room with luxury finishes', 'hello']) {
    assertEquals(other.answer([{ role: 'user', content: question }]), ask(question));
  }
});

// ---------------------------------------------------------------- never inventing numbers

/** Numbers as written in text: "1,455" → 1455, "8-12" → 8 and 12, "4.9/5" → 4.9 and 5. Link targets are ignored. */
function numbersIn(text: string): string[] {
  return (text.replace(/\]\([^)]*\)/g, ']').match(/\d+(?:,\d{3})*(?:\.\d+)?/g) ?? []).map((token) => String(Number(token.replace(/,/g, ''))));
}

/** Every number an estimator result contains, as text and rounded as the answer may print it. */
function estimatorNumbers(value: unknown, into: Set<string>) {
  if (typeof value === 'number') {
    for (const digits of [0, 1, 2]) into.add(String(Number(value.toFixed(digits))));
    into.add(String(Math.round(value / 1000)));
  } else if (typeof value === 'string') {
    for (const number of numbersIn(value)) into.add(number);
  } else if (Array.isArray(value)) {
    for (const item of value) estimatorNumbers(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) estimatorNumbers(item, into);
  }
}

function allowedNumbers(question: string, answer: ExpertAnswer, tools: Array<[string, Record<string, unknown>]>): Set<string> {
  const allowed = new Set(numbersIn(question));
  for (const source of answer.sources) {
    for (const number of numbersIn(source.title)) allowed.add(number);
    const passage = knowledge.search(source.title, { limit: 50 }).find((result) => result.url === source.url);
    if (passage) for (const number of numbersIn(passage.excerpt)) allowed.add(number);
  }
  for (const [name, args] of tools) estimatorNumbers(runTool(name, args), allowed);
  return allowed;
}

const CHECKED: Array<[string, Array<[string, Record<string, unknown>]>]> = [
  ['ideal humidity for wine', []],
  ['what temperature should I store wine at', []],
  ['how much does a wine cellar cost', []],
  ['what R-value do cellar walls need?', []],
  ['what warranty do you offer', []],
  ['how long does construction take', []],
  ['why do cellars fail', []],
  ['do I need a vapor barrier', []],
  ['what is your rating?', []],
  ['how many cellars have you built?', []],
  ['how much does a 1000 bottle cellar cost', [['estimate_cost', { sizeBy: 'bottles', bottles: 1000 }]]],
  ['cost of a 12x14 room with luxury finishes', [['estimate_cost', { sizeBy: 'room', length: 12, width: 14, finishes: 'luxury' }]]],
  ['cooling for a 10x8x8 room', [['estimate_cooling_load', { length: 10, width: 8, height: 8 }]]],
  [
    'cooling for a 12x10x8 room with a glass door next to a 90 degree garage',
    [['estimate_cooling_load', { length: 12, width: 10, height: 8, glass: 'door', surroundingsTemp: 90 }]],
  ],
  ['how many bottles in a 6 by 8 room', [['estimate_capacity', { walls: [{ length: 8 }, { length: 3.58 }, { length: 8 }] }]]],
  ['how many bottles fit on 30 feet of wall at 8 ft', [['estimate_capacity', { walls: [{ length: 30 }], ceilingHeight: 8 }]]],
];

it('every figure in an answer comes from a quoted passage, a linked page or an estimator result', () => {
  for (const [question, tools] of CHECKED) {
    const answer = ask(question);
    const allowed = allowedNumbers(question, answer, tools);
    const invented = numbersIn(answer.content).filter((number) => !allowed.has(number));
    assertEquals(invented, [], `"${question}" states numbers with no source:\n${answer.content}`);
  }
});

/**
 * A fresh answer's time is mostly its index searches; the bench measures the
 * time itself (scripts/bench/expert-quality.ts, docs/performance.md), and
 * this holds the count, which a loaded machine cannot make flaky: a message
 * of several questions must not search once per idea it has.
 */
it('bounded work: a fresh answer searches the index at most five times, a several-part message included', () => {
  let searches = 0;
  const counting = { size: knowledge.size, search: (...args: Parameters<typeof knowledge.search>) => ((searches += 1), knowledge.search(...args)) };
  const uncached = createOfflineExpert(counting, { cacheSize: 0 });
  const questions = [
    ...CHECKED.map(([question]) => question),
    'Our basement gets to 75% humidity in summer and the furnace is next door. What humidity should the cellar be, how do I bring it down, and does the furnace matter?',
    'For a 9 x 7 ft room next to my office: through-the-wall or split, which is quieter, and what would each cost to run a month?',
  ];
  for (const question of questions) {
    searches = 0;
    uncached.answer([{ role: 'user', content: question }]);
    assert(searches <= 5, `"${question}" searched ${searches} times`);
  }
});
