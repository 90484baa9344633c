/**
 * The ai-tools function's semantic-search job: the same passages from the
 * server's engine, with a model's short answer from them when one is
 * configured. Loaded when the visitor asks for an answer, with the function
 * client, so the page does not carry them before.
 */
import type { ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { invokeFunction } from '@/lib/functions.ts';

export interface WrittenAnswer {
  tool: 'semantic-search';
  result: { question: string; answer: string | null; answerNote: string | null };
  parts: ResultPart[];
}

export const fetchWrittenAnswer = (question: string, signal?: AbortSignal) => invokeFunction<WrittenAnswer>('ai-tools', { tool: 'semantic-search', input: { question } }, signal);
