/**
 * What a semantic-search question must be, checked the same way in the page
 * (before searching, and on a shared link's ?q=) and in the ai-tools
 * function (before a model is asked). Markup is stripped first: what is
 * searched and shown is plain text.
 */
import { stripMarkup } from '../text/sanitize.ts';

export const QUESTION_MIN = 3;
export const QUESTION_MAX = 300;

export type QuestionCheck = { ok: true; question: string } | { ok: false; message: string };

export function checkQuestion(input: string): QuestionCheck {
  const question = stripMarkup(input).replace(/\s+/g, ' ').trim();
  if (question === '') return { ok: false, message: 'Type a question first, for example "why is my cellar damp?".' };
  if (question.length > QUESTION_MAX) {
    return { ok: false, message: `Keep the question to ${QUESTION_MAX} characters or fewer (it has ${question.length}); the main point is enough.` };
  }
  if (question.length < QUESTION_MIN || !/\p{L}{2}/u.test(question)) {
    return { ok: false, message: 'Ask with a few words, for example "how much does a cellar cost?".' };
  }
  return { ok: true, question };
}
