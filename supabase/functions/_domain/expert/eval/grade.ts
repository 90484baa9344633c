/**
 * Grades one expert answer against an evaluation case, 0–2:
 *   2 = every must-have is there, a right page is cited and nothing forbidden is said;
 *   1 = at least half of the checks pass (or all pass but something forbidden is said);
 *   0 = wrong.
 * The checks are plain text and regular expressions over the Markdown reply
 * and its sources, so a failure can be read and argued with.
 */
import type { EvalCase, Check } from './questions.ts';

export interface GradedAnswer {
  content: string;
  sources: ReadonlyArray<{ url: string }>;
}

export interface Grade {
  id: string;
  score: 0 | 1 | 2;
  /** What failed, in words: "missing /warm side/i", "no link to /quote", "says /880 BTU/", "links /x twice". */
  misses: string[];
}

const matches = (text: string, check: Check) => (typeof check === 'string' ? text.toLowerCase().includes(check.toLowerCase()) : check.test(text));
const show = (check: Check) => (typeof check === 'string' ? JSON.stringify(check) : String(check));

/** Site paths the Markdown links to, in order. */
export function linksIn(content: string): string[] {
  return [...content.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? '');
}

/** Whether the answer cites one of the expected pages: a source or a link whose URL starts with it. */
export function cites(answer: GradedAnswer, expected: readonly string[]): boolean {
  const urls = [...answer.sources.map((source) => source.url), ...linksIn(answer.content)];
  return expected.some((page) => urls.some((url) => url.startsWith(page)));
}

export function grade(testCase: EvalCase, answer: GradedAnswer): Grade {
  const misses: string[] = [];
  let checks = 0;
  let passed = 0;
  for (const check of testCase.must) {
    checks += 1;
    if (matches(answer.content, check)) passed += 1;
    else misses.push(`missing ${show(check)}`);
  }
  if (testCase.cite && testCase.cite.length > 0) {
    checks += 1;
    if (cites(answer, testCase.cite)) passed += 1;
    else misses.push(`no link to ${testCase.cite.join(' or ')}`);
  }
  // One link per page: the same page linked twice in a reply is padding.
  checks += 1;
  const links = linksIn(answer.content).map((url) => url.split(/[?#]/)[0] ?? url);
  const repeated = [...new Set(links.filter((url, index) => links.indexOf(url) !== index))];
  if (repeated.length === 0) passed += 1;
  else misses.push(`links ${repeated.join(', ')} more than once`);

  const forbidden = (testCase.mustNot ?? []).filter((check) => matches(answer.content, check));
  for (const check of forbidden) misses.push(`says ${show(check)}`);

  const all = passed === checks;
  const score: 0 | 1 | 2 = forbidden.length > 0 ? (all ? 1 : 0) : all ? 2 : passed * 2 >= checks ? 1 : 0;
  return { id: testCase.id, score, misses };
}

export interface EvalReport {
  grades: Grade[];
  points: number;
  max: number;
  /** points / max, 0–1. */
  share: number;
  /** The closing paragraph most replies share, and how many share it: the same line on every reply is padding. */
  commonClosing: { text: string; count: number };
}

export interface Expert {
  answer(messages: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>): GradedAnswer;
}

/** Asks every case as the first message of a conversation and grades the answers. */
export function runEval(expert: Expert, cases: readonly EvalCase[]): EvalReport & { answers: GradedAnswer[] } {
  const answers = cases.map((testCase) => expert.answer([{ role: 'user', content: testCase.ask }]));
  const grades = cases.map((testCase, index) => grade(testCase, answers[index] ?? { content: '', sources: [] }));
  const points = grades.reduce((sum, item) => sum + item.score, 0);
  const closings = new Map<string, number>();
  for (const answer of answers) {
    // The built-in note closes every first answer by design; the line before it is what counts.
    const paragraphs = answer.content.split(/\n\n+/).filter((part) => !part.includes('built-in WineCellarGPT assistant'));
    const last = paragraphs[paragraphs.length - 1]?.trim() ?? '';
    closings.set(last, (closings.get(last) ?? 0) + 1);
  }
  const [text, count] = [...closings.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { grades, answers, points, max: cases.length * 2, share: points / (cases.length * 2), commonClosing: { text, count } };
}

/** A one-line summary and the cases that lost points, for a test failure or the bench. */
export function formatReport(report: EvalReport, cases: readonly EvalCase[]): string {
  const lines = [`expert quality: ${report.points}/${report.max} (${(report.share * 100).toFixed(1)}%)`];
  for (const item of report.grades) {
    if (item.score === 2) continue;
    const ask = cases.find((testCase) => testCase.id === item.id)?.ask ?? '';
    lines.push(`  ${item.score}/2 ${item.id}: "${ask}" — ${item.misses.join('; ')}`);
  }
  return lines.join('\n');
}
