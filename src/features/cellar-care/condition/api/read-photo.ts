/** The ai-tools function's condition-assessment job: one photo read by the configured vision model, if there is one. */
import type { ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { invokeFunction } from '@/lib/functions.ts';

export interface PhotoReadingAnswer {
  tool: 'condition-assessment';
  result: { reading: string | null; note: string | null };
  parts: ResultPart[];
}

export const readPhoto = (input: { image: string; caption: string; context: string }, signal?: AbortSignal) =>
  invokeFunction<PhotoReadingAnswer>('ai-tools', { tool: 'condition-assessment', input }, signal);
