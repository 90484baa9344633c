import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figuresIn, gradeCase, matcher, parseBlindSet, readableText, type BlindCase } from '../../supabase/functions/_shared/testing/blind-rubric.ts';
import { answersOf, converse, runSet, SET_FILES } from './run.ts';

const base: BlindCase = {
  id: 't-1',
  persona: 'collector',
  turns: ['How many bottles fit in a 6 x 8 ft room?'],
  kind: 'how-many',
  good_answer: '',
  must: [
    { what: 'bottle count', any_of: ['bottle'] },
    { what: 'racking style', any_of: ['individual', 'diamond', 'bin'] },
  ],
  number: { unit: 'bottles', min: 400, max: 1500 },
  must_not: ['thousands of bottles'],
};

describe('the blind rubric', () => {
  it('gives 2 when every group is met and the number is in range, 1 with the number missing or out of range, 0 below half', () => {
    expect(gradeCase(base, 'About 700 bottles in individual racking.').score).toBe(2);
    expect(gradeCase(base, 'It holds plenty of bottles in individual racking.').score).toBe(1);
    expect(gradeCase(base, 'About 3000 bottles in individual racking.').score).toBe(1);
    expect(gradeCase(base, 'A nice room.').score).toBe(0);
    const grade = gradeCase(base, 'About 3000 bottles in individual racking.');
    expect(grade.number).toEqual({ unit: 'bottles', found: [3000], inRange: false });
  });

  it('gives 0 whatever else is right when a must_not phrase is said', () => {
    expect(gradeCase(base, 'About 700 bottles in individual racking, thousands of bottles later.').score).toBe(0);
  });

  it('counts half the groups (the number as one) for a 1', () => {
    const three: BlindCase = { ...base, must: [...base.must, { what: 'fridge', any_of: ['fridge'] }] };
    // 2 of 4 (three groups and the number): half.
    expect(gradeCase(three, 'Two hundred bottles, bins.').score).toBe(1);
    // 1 of 4.
    expect(gradeCase(three, 'Some bottles.').score).toBe(0);
  });

  it('reads short words whole, digits as whole numbers, regular expressions as written, and plain text as itself', () => {
    expect(matcher('ok')('that is ok.')).toBe(true);
    expect(matcher('ok')('take a look')).toBe(false);
    expect(matcher('lb')('about 4,500 lbs')).toBe(true);
    expect(matcher('par')('part of the room')).toBe(false);
    expect(matcher('par')('set a par level')).toBe(true);
    expect(matcher('50')('keep it at 50-70%')).toBe(true);
    expect(matcher('50')('holds 1500 bottles')).toBe(false);
    expect(matcher('50')('holds 150 bottles')).toBe(false);
    expect(matcher('split.{0,80}quiet')('a split system is much quieter')).toBe(true);
    expect(matcher('\\$')('about $40 a month')).toBe(true);
    expect(matcher('vapou?r barrier')('the vapour barrier')).toBe(true);
    expect(matcher('pro ')('a pro install')).toBe(true);
    expect(matcher('c++')('c++ code')).toBe(true);
  });

  it('grades what a reader sees: no link targets, no emphasis, plain quotes and dashes', () => {
    expect(readableText('See the [calculator](/calculators/cost?b=800) **now**')).toBe('see the calculator now');
    expect(readableText('It doesn\u2019t \u2014 50\u201370%')).toBe("it doesn't - 50-70%");
    const { number: _number, ...noNumber } = base;
    const linkOnly: BlindCase = { ...noNumber, must: [{ what: 'cost', any_of: ['cost'] }], must_not: [] };
    expect(gradeCase(linkOnly, 'Open [the page](/calculators/cost).').score).toBe(0);
  });

  it('finds figures in the asked unit: ranges, thousands, k and per month', () => {
    expect(figuresIn(readableText('About 1,200–1,500 bottles'), 'bottles')).toEqual([1200, 1500, 1350]);
    expect(figuresIn(readableText('a 900-bottle room'), 'bottles')).toEqual([900]);
    expect(figuresIn(readableText('$80–120k all in'), 'usd')).toEqual([80000, 120000, 100000]);
    expect(figuresIn(readableText('$12,500 to $18,000'), 'usd')).toEqual([12500, 18000, 15250]);
    expect(figuresIn(readableText('about $25 a month, $300 a year'), 'usd-per-month')).toEqual([25]);
    expect(figuresIn(readableText('$20–$35 per month'), 'usd-per-month')).toEqual([20, 35, 27.5]);
    expect(figuresIn(readableText('55°F (13°C)'), 'f')).toEqual([55]);
    expect(figuresIn(readableText('55°F (13°C)'), 'c')).toEqual([13]);
    expect(figuresIn(readableText('50–70% relative humidity'), 'percent')).toEqual([50, 70, 60]);
    expect(figuresIn(readableText('about 1,100 kWh a year'), 'kwh')).toEqual([1100]);
    expect(figuresIn(readableText('120 sq ft, or 11 m²'), 'sqft')).toEqual([120]);
    expect(figuresIn(readableText('a 3,040 BTU/h unit'), 'btu')).toEqual([3040]);
  });

  it('refuses a set that is not in the format, naming the case', () => {
    expect(() => parseBlindSet([{ id: 'x', turns: [], must: [], must_not: [] }])).toThrow(/x: turns/);
    expect(() => parseBlindSet([{ id: 'y', turns: ['q'], must: [{ what: 'a', any_of: [] }], must_not: [] }])).toThrow(/y: every must group/);
    expect(() => parseBlindSet([{ id: 'z', turns: ['q'], must: [], must_not: [], number: { unit: 'parsecs', min: 1, max: 2 } }])).toThrow(/z: number/);
  });

  it('reads the development set: 52 questions, unique ids, every kind', () => {
    const dev = parseBlindSet(JSON.parse(readFileSync(SET_FILES.dev, 'utf8')), 'dev');
    expect(dev).toHaveLength(52);
    expect(new Set(dev.map((testCase) => testCase.id)).size).toBe(52);
    for (const kind of ['how-many', 'how-much', 'what-to-do', 'compare', 'is-it-bad', 'can-i', 'who-are-you', 'explain', 'unknown']) {
      expect(dev.some((testCase) => testCase.kind === kind)).toBe(true);
    }
  });
});

describe('asking a set', () => {
  it('sends a follow-up with the conversation so far and grades every answer of it', () => {
    const seen: number[] = [];
    const expert = {
      answer(messages: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>) {
        seen.push(messages.length);
        return { content: messages.length === 1 ? 'Individual racking.' : 'About 700 bottles.' };
      },
    };
    const conversation = converse(expert, ['first', 'and how many?']);
    expect(seen).toEqual([1, 3]);
    expect(answersOf(conversation)).toBe('Individual racking.\n\nAbout 700 bottles.');
    const report = runSet(expert, [{ ...base, turns: ['first', 'and how many?'] }], 'one');
    expect(report.points).toBe(2);
    expect(report.max).toBe(2);
  });
});
