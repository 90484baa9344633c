/**
 * The narratives for one brief, from the ai-tools function. Asked for only
 * when the visitor wants them: the concepts are the browser's engine's and
 * complete without a model, so nothing waits on the server, and a failure
 * costs only the narrative.
 */
import { useCallback, useState } from 'react';
import type { DesignBrief } from '@domain/designer/brief.ts';
import type { ConceptId } from '@domain/designer/layout.ts';
import { FunctionError } from '@/lib/functions.ts';
import { fetchNarratives, type NarrativeAnswer } from './api/narrate.ts';

export interface NarrativeState {
  for: DesignBrief | null;
  busy: boolean;
  error: string | null;
  byConcept: Partial<Record<ConceptId, { text: string | null; note: string | null }>>;
  parts: NarrativeAnswer['parts'] | null;
}

const EMPTY: NarrativeState = { for: null, busy: false, error: null, byConcept: {}, parts: null };

export function useNarratives(brief: DesignBrief) {
  const [state, setState] = useState<NarrativeState>(EMPTY);
  const ask = useCallback(async () => {
    setState({ ...EMPTY, for: brief, busy: true });
    try {
      const answer = await fetchNarratives(brief);
      const byConcept = Object.fromEntries(answer.result.concepts.map((concept) => [concept.id, { text: concept.narrative, note: concept.narrativeNote }]));
      setState({ for: brief, busy: false, error: null, byConcept, parts: answer.parts });
    } catch (error) {
      const message =
        error instanceof FunctionError && error.code === 'rate_limited'
          ? 'Too many requests in a short time. Please wait a minute and try again.'
          : `The narrative could not be written: ${error instanceof Error ? error.message : String(error)}. The concepts are complete without it.`;
      setState({ ...EMPTY, for: brief, error: message });
    }
  }, [brief]);
  // A narrative belongs to the brief it was written for.
  return { state: state.for === brief ? state : EMPTY, ask };
}
