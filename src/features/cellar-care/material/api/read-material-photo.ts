/** The ai-tools function's material-identifier job: one photo read by the configured vision model, if there is one. */
import type { ResultPart } from '@/components/tool-shell/result-parts.tsx';
import { invokeFunction } from '@/lib/functions.ts';

export interface MaterialPhotoAnswer {
  tool: 'material-identifier';
  result: { reading: string | null; note: string | null };
  parts: ResultPart[];
}

export const readMaterialPhoto = (input: { image: string; answers: string }, signal?: AbortSignal) =>
  invokeFunction<MaterialPhotoAnswer>('ai-tools', { tool: 'material-identifier', input }, signal);
