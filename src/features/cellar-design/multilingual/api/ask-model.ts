/**
 * The ai-tools function's multilingual job: with a provider, a model's
 * answer in the visitor's language, grounded on the English site. Loaded
 * with the function client when the visitor asks for it.
 */
import type { ResultPart } from '@/components/tool-shell/result-parts.tsx';
import type { ExpertLanguage } from '@domain/multilingual/languages.ts';
import { invokeFunction } from '@/lib/functions.ts';

export interface ModelAnswer {
  tool: 'multilingual';
  result: { language: ExpertLanguage; question: string; topic: string | null; answer: string | null; note: 'no-model' | 'failed' | 'empty' | null };
  parts: ResultPart[];
}

export const fetchModelAnswer = (language: ExpertLanguage, question: string, signal?: AbortSignal) =>
  invokeFunction<ModelAnswer>('ai-tools', { tool: 'multilingual', input: { language, question } }, signal);
