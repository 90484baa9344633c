/**
 * A model's answer to one question in one language, asked for by the
 * visitor: the card is the engine's and complete without it, so nothing
 * waits on the server, and a failure costs only this answer.
 */
import { useCallback, useState } from 'react';
import type { ExpertLanguage } from '@domain/multilingual/languages.ts';
import type { ModelAnswer } from './api/ask-model.ts';
import type { ExpertStrings } from './strings/types.ts';

export interface ModelAnswerState {
  key: string | null;
  busy: boolean;
  text: string | null;
  /** Why there is no answer, in the visitor's language. */
  note: string | null;
  parts: ModelAnswer['parts'] | null;
}

const EMPTY: ModelAnswerState = { key: null, busy: false, text: null, note: null, parts: null };

export function useModelAnswer(asked: { language: ExpertLanguage; question: string } | null, strings: ExpertStrings) {
  const key = asked ? `${asked.language}\n${asked.question}` : null;
  const [state, setState] = useState<ModelAnswerState>(EMPTY);
  const ask = useCallback(async () => {
    if (!asked || !key) return;
    setState({ ...EMPTY, key, busy: true });
    try {
      const { fetchModelAnswer } = await import('./api/ask-model.ts');
      const { result, parts } = await fetchModelAnswer(asked.language, asked.question);
      const notes = { 'no-model': strings.model.noModel, failed: strings.model.failed, empty: strings.model.empty };
      setState({ key, busy: false, text: result.answer, note: result.note ? notes[result.note] : null, parts });
    } catch (error) {
      // The function client's FunctionError carries a typed code; read here without importing the client.
      const limited = typeof error === 'object' && error !== null && 'code' in error && error.code === 'rate_limited';
      setState({ ...EMPTY, key, note: limited ? strings.model.rateLimited : strings.model.failed });
    }
  }, [asked, key, strings]);
  return { state: state.key === key ? state : EMPTY, ask };
}
