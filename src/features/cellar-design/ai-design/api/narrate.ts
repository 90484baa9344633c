/** The ai-tools function's ai-design job: the same concepts from the server's engine, with a model's narrative per concept when one is configured. */
import type { ResultPart } from '@/components/tool-shell/result-parts.tsx';
import type { DesignBrief } from '@domain/designer/brief.ts';
import type { ConceptId } from '@domain/designer/layout.ts';
import { invokeFunction } from '@/lib/functions.ts';

export interface NarrativeAnswer {
  tool: 'ai-design';
  result: {
    target: number;
    concepts: { id: ConceptId; figures: { bottles: number }; narrative: string | null; narrativeNote: string | null }[];
  };
  parts: ResultPart[];
}

export const fetchNarratives = (brief: DesignBrief, signal?: AbortSignal) =>
  invokeFunction<NarrativeAnswer>('ai-tools', { tool: 'ai-design', input: { brief, narrative: true } }, signal);
