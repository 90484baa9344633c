/**
 * What a question to the multilingual expert must be, checked in the page and
 * in the ai-tools function alike. The check answers a code, not a sentence:
 * the page says it in the visitor's language.
 */
import { stripMarkup } from '../text/sanitize.ts';

export const QUESTION_MIN = 3;
export const QUESTION_MAX = 300;

export type QuestionProblem = 'empty' | 'too-long' | 'too-short';
export type QuestionCheck = { ok: true; question: string } | { ok: false; problem: QuestionProblem; length: number };

export function checkQuestion(input: string): QuestionCheck {
  const question = stripMarkup(input).replace(/\s+/g, ' ').trim();
  if (question === '') return { ok: false, problem: 'empty', length: 0 };
  if (question.length > QUESTION_MAX) return { ok: false, problem: 'too-long', length: question.length };
  // Two Chinese characters are a question ("湿度？"); two Latin letters are not.
  if (question.length < (/\p{Script=Han}/u.test(question) ? 2 : QUESTION_MIN) || !/\p{L}/u.test(question)) {
    return { ok: false, problem: 'too-short', length: question.length };
  }
  return { ok: true, question };
}
