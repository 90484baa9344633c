import { describe, expect, it } from 'vitest';
import { checkQuestion, QUESTION_MAX } from './question.ts';

describe('checkQuestion', () => {
  it('accepts a question, with its spaces tidied', () => {
    expect(checkQuestion('  why is my   cellar damp? ')).toEqual({ ok: true, question: 'why is my cellar damp?' });
    expect(checkQuestion('AC?')).toEqual({ ok: true, question: 'AC?' });
  });

  it('strips markup before checking, so a tag neither counts nor reaches the search', () => {
    expect(checkQuestion('<img src=x onerror=alert(1)>why is my cellar damp?')).toEqual({ ok: true, question: 'why is my cellar damp?' });
    expect(checkQuestion('<b></b>')).toEqual({ ok: false, message: 'Type a question first, for example "why is my cellar damp?".' });
  });

  it('refuses an empty, too short or letterless question with a message saying what to do', () => {
    expect(checkQuestion('   ')).toMatchObject({ ok: false, message: 'Type a question first, for example "why is my cellar damp?".' });
    expect(checkQuestion('ok')).toMatchObject({ ok: false, message: 'Ask with a few words, for example "how much does a cellar cost?".' });
    expect(checkQuestion('55 %?')).toMatchObject({ ok: false, message: 'Ask with a few words, for example "how much does a cellar cost?".' });
  });

  it('refuses a question over 300 characters and says how long it is', () => {
    const long = 'a'.repeat(QUESTION_MAX + 1);
    expect(checkQuestion(long)).toEqual({
      ok: false,
      message: 'Keep the question to 300 characters or fewer (it has 301); the main point is enough.',
    });
    expect(checkQuestion('a'.repeat(QUESTION_MAX))).toMatchObject({ ok: true });
  });
});
