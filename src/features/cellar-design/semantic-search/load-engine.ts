/**
 * The search engine on demand: the knowledge index (the same chunks the site
 * search loads) and the semantic reading of questions, fetched when the
 * visitor first focuses the question box or arrives with a question.
 */
import type { SemanticSearch } from '@domain/semantic-search/engine.ts';
import { loadKnowledge } from '@/features/search/index.ts';

export interface Engine {
  ask: SemanticSearch;
  /** Passages in the index. */
  size: number;
}

let pending: Promise<Engine> | undefined;

export function loadEngine(): Promise<Engine> {
  if (!pending) {
    pending = Promise.all([loadKnowledge(), import('@domain/semantic-search/engine.ts')]).then(([knowledge, { createSemanticSearch }]) => ({
      ask: createSemanticSearch(knowledge),
      size: knowledge.size,
    }));
    // A failed download (offline for a moment) may succeed on the next try.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
