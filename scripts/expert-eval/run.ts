/**
 * Asks an expert every question of a blind set, as a visitor would (a
 * follow-up is sent with the conversation so far) and grades the whole
 * conversation's answers with the blind rubric (supabase/functions/_shared/testing/blind-rubric.ts).
 */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gradeCase, parseBlindSet, type BlindCase, type CaseGrade } from '../../supabase/functions/_shared/testing/blind-rubric.ts';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnsweringExpert {
  answer(messages: readonly Turn[]): { content: string };
}

export interface SetReport {
  name: string;
  points: number;
  max: number;
  share: number;
  grades: CaseGrade[];
  /** Each case's conversation: the visitor's turns and the answers, in order. */
  conversations: Turn[][];
}

/** The sets kept in the repository: the development set, and the held-out set once it is added. */
export const SET_FILES = {
  dev: fileURLToPath(new URL('./sets/dev.json', import.meta.url)),
  heldOut: fileURLToPath(new URL('./sets/held-out.json', import.meta.url)),
} as const;

export function loadSet(path: string, name: string): BlindCase[] {
  return parseBlindSet(JSON.parse(readFileSync(path, 'utf8')), name);
}

/** The held-out set when it is in the repository, otherwise null. */
export function loadHeldOut(): BlindCase[] | null {
  return existsSync(SET_FILES.heldOut) ? loadSet(SET_FILES.heldOut, 'held-out') : null;
}

/** One case's conversation: each turn sent with every earlier turn and answer. */
export function converse(expert: AnsweringExpert, turns: readonly string[]): Turn[] {
  const messages: Turn[] = [];
  for (const turn of turns) {
    messages.push({ role: 'user', content: turn });
    messages.push({ role: 'assistant', content: expert.answer(messages).content });
  }
  return messages;
}

/** The answers of a conversation, as graded: all of them, since a case's checks span every turn. */
export const answersOf = (conversation: readonly Turn[]) =>
  conversation
    .filter((turn) => turn.role === 'assistant')
    .map((turn) => turn.content)
    .join('\n\n');

export function runSet(expert: AnsweringExpert, cases: readonly BlindCase[], name: string): SetReport {
  const conversations = cases.map((testCase) => converse(expert, testCase.turns));
  const grades = cases.map((testCase, index) => gradeCase(testCase, answersOf(conversations[index] ?? [])));
  const points = grades.reduce((sum, grade) => sum + grade.score, 0);
  const max = cases.length * 2;
  return { name, points, max, share: max === 0 ? 0 : points / max, grades, conversations };
}

/** "dev: 40/104 (38.5%)" and, when asked, each case that lost points with what it missed. */
export function formatSetReport(report: SetReport, cases: readonly BlindCase[], verbose = false): string {
  const lines = [`${report.name}: ${report.points}/${report.max} (${(report.share * 100).toFixed(1)}%) on ${cases.length} questions`];
  if (!verbose) return lines.join('\n');
  for (const grade of report.grades) {
    if (grade.score === 2) continue;
    const testCase = cases.find((item) => item.id === grade.id);
    const misses = [...grade.missed.map((what) => `missing ${what}`)];
    if (grade.number && !grade.number.inRange) {
      misses.push(`no ${grade.number.unit} figure in ${testCase?.number?.min}–${testCase?.number?.max} (found ${grade.number.found.join(', ') || 'none'})`);
    }
    for (const phrase of grade.forbidden) misses.push(`says "${phrase}"`);
    lines.push(`  ${grade.score}/2 ${grade.id} [${testCase?.kind}]: "${(testCase?.turns ?? []).join(' / ').slice(0, 110)}" — ${misses.join('; ')}`);
  }
  return lines.join('\n');
}
