/**
 * The blind rubric: grades an answer to a question written by someone who
 * never saw the site, 0–2, from the writer's own mechanical checks. It knows
 * nothing of the expert (it imports none of its code), so tuning the expert
 * cannot tune the grader. The rules are in docs/assistant.md ("Questions
 * nobody wrote down"); change them only for a reason that holds for every
 * answer, never to suit one.
 *
 *   2  every `must` group is met, the `number` (when the case has one) is
 *      stated in the asked unit inside the range, and no `must_not` appears;
 *   1  no `must_not` appears and at least half the groups are met, the number
 *      counting as one more group (so all groups met with the number missing
 *      or out of range is a 1);
 *   0  otherwise.
 */

/** A writer's alternative: text, read as a regular expression when it is one. RegExp values come from older sets adapted to this rubric. */
export type Alternative = string | RegExp;

export interface MustGroup {
  what: string;
  any_of: Alternative[];
}

export type NumberUnit = 'bottles' | 'usd' | 'btu' | 'sqft' | 'f' | 'c' | 'kwh' | 'usd-per-month' | 'percent' | 'none';

export interface BlindCase {
  id: string;
  persona: string;
  /** The visitor's messages, in order; a later one only makes sense after the answer to the one before. */
  turns: string[];
  kind: string;
  good_answer: string;
  must: MustGroup[];
  number?: { unit: NumberUnit; min: number; max: number };
  must_not: Alternative[];
}

export interface CaseGrade {
  id: string;
  score: 0 | 1 | 2;
  /** The groups met and missed, by their label. */
  met: string[];
  missed: string[];
  /** For a case with a number: the figures found in the asked unit, and whether one was in range. */
  number?: { unit: NumberUnit; found: number[]; inRange: boolean };
  /** The must_not phrases the answer says. */
  forbidden: string[];
}

/**
 * The text a reader sees: link targets dropped (a URL is not read, so
 * "/calculators/cost" does not say "cost"), Markdown emphasis removed,
 * typographic quotes, dashes and spaces made plain, thousands separators
 * removed from numbers, lower case.
 */
export function readableText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
    .replace(/º/g, '°')
    .replace(/×/g, 'x')
    .toLowerCase();
}

/**
 * How one alternative is matched against the readable text:
 * - letters only, one to three of them ("ok", "lb", "led", "par"): a whole
 *   word, plural allowed ("lb" finds "lbs", "ok" does not find "look", "par"
 *   does not find "part");
 * - digits only ("50", "13"): a whole number ("50" does not find "1500" or "150");
 * - otherwise: as a case-insensitive regular expression when it compiles as
 *   one (the writers used `\$`, `.{0,80}`, `vapou?r`), and always also as
 *   plain text, so "$" or "c++" written plainly still matches itself;
 * - a RegExp (from an older set written against the Markdown as sent): as
 *   written, against that Markdown.
 */
export function matcher(alternative: Alternative): (text: string, markdown?: string) => boolean {
  if (alternative instanceof RegExp) {
    // An older set's expression was written against the Markdown as sent, case and all.
    const flags = alternative.flags.replace('g', '');
    const pattern = new RegExp(alternative.source, flags);
    return (text, markdown) => pattern.test(markdown ?? text);
  }
  const alt = alternative.toLowerCase();
  if (/^[a-z]{1,3}$/.test(alt)) {
    const word = new RegExp(`(?<![a-z])${alt}(?:s|es)?(?![a-z])`);
    return (text) => word.test(text);
  }
  if (/^\d+$/.test(alt)) {
    const whole = new RegExp(`(?<![\\d.,])${alt}(?![\\d]|[.,]\\d)`);
    return (text) => whole.test(text);
  }
  let pattern: RegExp | null = null;
  try {
    pattern = new RegExp(alt, 'i');
  } catch {
    pattern = null;
  }
  const plain = alt;
  return (text) => text.includes(plain) || (pattern !== null && pattern.test(text));
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
/** A figure, or a range of two ("50-70", "50 to 70"), before a unit. */
const RANGE = String.raw`${NUM}(?:\s*(?:-|to)\s*\$?${NUM})?`;

function figures(text: string, pattern: RegExp, scale: (match: RegExpExecArray) => [number, number] = () => [1, 1]): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
    const [first, second] = scale(match);
    const a = Number(match[1]) * first;
    found.push(a);
    if (match[2] !== undefined) {
      const b = Number(match[2]) * second;
      found.push(b, (a + b) / 2);
    }
  }
  return found;
}

const MULTIPLIER: Record<string, number> = { k: 1000, thousand: 1000, m: 1_000_000, million: 1_000_000 };

/** "$80,000-$120,000", "$80-120k", "$1.2 million", "12,000 usd"; a suffix on the second figure of a range applies to a bare first one. */
function dollars(text: string): Array<{ value: number; index: number; end: number }> {
  const found: Array<{ value: number; index: number; end: number }> = [];
  const pattern = new RegExp(String.raw`\$\s?${NUM}\s*(k|thousand|million|m)?(?![a-z])(?:\s*(?:-|to)\s*\$?\s?${NUM}\s*(k|thousand|million|m)?(?![a-z]))?`, 'g');
  for (const match of text.matchAll(pattern)) {
    const secondSuffix = match[4];
    const firstSuffix = match[2] ?? (match[3] !== undefined && secondSuffix && Number(match[1]) < Number(match[3]) ? secondSuffix : undefined);
    const a = Number(match[1]) * (firstSuffix ? (MULTIPLIER[firstSuffix] ?? 1) : 1);
    const end = (match.index ?? 0) + match[0].length;
    found.push({ value: a, index: match.index ?? 0, end });
    if (match[3] !== undefined) {
      const b = Number(match[3]) * (secondSuffix ? (MULTIPLIER[secondSuffix] ?? 1) : 1);
      found.push({ value: b, index: match.index ?? 0, end }, { value: (a + b) / 2, index: match.index ?? 0, end });
    }
  }
  for (const match of text.matchAll(new RegExp(String.raw`${NUM}\s*(k|thousand|million)?\s*(?:usd|us dollars|dollars)\b`, 'g'))) {
    const a = Number(match[1]) * (match[2] ? (MULTIPLIER[match[2]] ?? 1) : 1);
    found.push({ value: a, index: match.index ?? 0, end: (match.index ?? 0) + match[0].length });
  }
  return found;
}

const PER_MONTH = /^\s*(?:a|per|\/|each|every|in a)\s*(?:month|mo)\b|^\s*monthly\b/;

/**
 * The figures an answer states in a unit. A range gives both ends and its
 * middle. Numbers are read after thousands separators are removed.
 */
export function figuresIn(text: string, unit: NumberUnit): number[] {
  const plain = text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  switch (unit) {
    case 'bottles':
      return figures(plain, new RegExp(String.raw`${RANGE}\s*-?\s*(?:wine\s+)?bottles?\b`));
    case 'usd':
      return dollars(plain).map((figure) => figure.value);
    case 'usd-per-month':
      return dollars(plain)
        .filter((figure) => PER_MONTH.test(plain.slice(figure.end, figure.end + 20)))
        .map((figure) => figure.value);
    case 'btu':
      return figures(plain, new RegExp(String.raw`${RANGE}\s*btu`));
    case 'sqft':
      return figures(plain, new RegExp(String.raw`${RANGE}\s*(?:sq\.?\s?ft|square\s+f(?:ee|oo)t|ft²|ft2|sf\b)`));
    case 'f':
      return figures(plain, new RegExp(String.raw`${RANGE}\s*(?:°|degrees?|deg)?\s*f(?![a-z])`));
    case 'c':
      return figures(plain, new RegExp(String.raw`${RANGE}\s*(?:°|degrees?|deg)?\s*c(?![a-z])`));
    case 'kwh':
      return figures(plain, new RegExp(String.raw`${RANGE}\s*kwh`));
    case 'percent':
      return figures(plain, new RegExp(String.raw`${RANGE}\s*(?:%|percent|per cent)`));
    case 'none':
      return figures(plain, new RegExp(RANGE));
  }
}

export function gradeCase(testCase: BlindCase, answerMarkdown: string): CaseGrade {
  const text = readableText(answerMarkdown);
  const met: string[] = [];
  const missed: string[] = [];
  for (const group of testCase.must) {
    if (group.any_of.some((alternative) => matcher(alternative)(text, answerMarkdown))) met.push(group.what);
    else missed.push(group.what);
  }
  const forbidden = testCase.must_not.filter((phrase) => matcher(phrase)(text, answerMarkdown)).map(String);
  let groups = testCase.must.length;
  let passed = met.length;
  let number: CaseGrade['number'];
  if (testCase.number) {
    const { unit, min, max } = testCase.number;
    const found = figuresIn(text, unit);
    const inRange = found.some((value) => value >= min && value <= max);
    number = { unit, found, inRange };
    groups += 1;
    if (inRange) passed += 1;
  }
  const score: 0 | 1 | 2 = forbidden.length > 0 ? 0 : passed === groups ? 2 : passed * 2 >= groups ? 1 : 0;
  return { id: testCase.id, score, met, missed, ...(number ? { number } : {}), forbidden };
}

/** Checks a set read from JSON: every field of the format, with the case id in the message. */
export function parseBlindSet(json: unknown, name = 'set'): BlindCase[] {
  if (!Array.isArray(json)) throw new Error(`${name}: expected an array of questions`);
  const units = new Set<NumberUnit>(['bottles', 'usd', 'btu', 'sqft', 'f', 'c', 'kwh', 'usd-per-month', 'percent', 'none']);
  return json.map((item: unknown, index) => {
    const where = `${name}[${index}]`;
    if (typeof item !== 'object' || item === null) throw new Error(`${where}: not an object`);
    const record = item as Record<string, unknown>;
    const id = record.id;
    if (typeof id !== 'string' || id === '') throw new Error(`${where}: no id`);
    const strings = (value: unknown) => Array.isArray(value) && value.every((entry) => typeof entry === 'string');
    if (!strings(record.turns) || (record.turns as string[]).length === 0) throw new Error(`${id}: turns must be a non-empty list of strings`);
    if (!Array.isArray(record.must)) throw new Error(`${id}: must must be a list`);
    for (const group of record.must as unknown[]) {
      const entry = group as Record<string, unknown> | null;
      if (!entry || typeof entry.what !== 'string' || !strings(entry.any_of) || (entry.any_of as string[]).length === 0) {
        throw new Error(`${id}: every must group needs "what" and a non-empty "any_of"`);
      }
    }
    if (!strings(record.must_not ?? [])) throw new Error(`${id}: must_not must be a list of strings`);
    const number = record.number as Record<string, unknown> | undefined;
    if (number !== undefined) {
      if (!units.has(number.unit as NumberUnit) || typeof number.min !== 'number' || typeof number.max !== 'number' || number.min > number.max) {
        throw new Error(`${id}: number needs a known unit and min ≤ max`);
      }
    }
    return {
      id,
      persona: typeof record.persona === 'string' ? record.persona : '',
      turns: record.turns as string[],
      kind: typeof record.kind === 'string' ? record.kind : '',
      good_answer: typeof record.good_answer === 'string' ? record.good_answer : '',
      must: record.must as MustGroup[],
      ...(number ? { number: number as unknown as NonNullable<BlindCase['number']> } : {}),
      must_not: (record.must_not ?? []) as string[],
    };
  });
}
