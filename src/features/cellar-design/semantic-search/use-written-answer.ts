/**
 * A model's short answer to one question, from the ai-tools function. Asked
 * for only when the visitor wants it: the passages are the browser engine's
 * and complete without a model, so nothing waits on the server, and a
 * failure costs only the written answer.
 */
import { useCallback, useState } from 'react';
import type { WrittenAnswer } from './api/write-answer.ts';

export interface WrittenAnswerState {
  for: string | null;
  busy: boolean;
  error: string | null;
  text: string | null;
  note: string | null;
  parts: WrittenAnswer['parts'] | null;
}

// The function client's FunctionError carries a typed code; read here without importing the client, which loads on first use.
const errorMessage = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'rate_limited'
    ? 'Too many requests in a short time. Please wait a minute and try again.'
    : `The answer could not be written: ${error instanceof Error ? error.message : String(error)}. The passages are complete without it.`;

const EMPTY: WrittenAnswerState = { for: null, busy: false, error: null, text: null, note: null, parts: null };

export function useWrittenAnswer(question: string | null) {
  const [state, setState] = useState<WrittenAnswerState>(EMPTY);
  const ask = useCallback(async () => {
    if (!question) return;
    setState({ ...EMPTY, for: question, busy: true });
    try {
      const { fetchWrittenAnswer } = await import('./api/write-answer.ts');
      const answer = await fetchWrittenAnswer(question);
      setState({ for: question, busy: false, error: null, text: answer.result.answer, note: answer.result.answerNote, parts: answer.parts });
    } catch (error) {
      setState({ ...EMPTY, for: question, error: errorMessage(error) });
    }
  }, [question]);
  // An answer belongs to the question it was written for.
  return { state: state.for === question ? state : EMPTY, ask };
}
