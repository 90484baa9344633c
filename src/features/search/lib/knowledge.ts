/**
 * Loads the knowledge index on demand: the search code (MiniSearch) and the
 * generated JSON are two chunks of their own, fetched the first time a
 * visitor focuses a search box and shared by every box after that.
 */
import type { KnowledgeIndexJson, KnowledgeSearch } from '@domain/knowledge/types.ts';

// A glob rather than a plain import: the JSON is generated (npm run knowledge,
// or the knowledge Vite plugin), and a fresh checkout must still type-check.
const indexFiles = import.meta.glob<KnowledgeIndexJson>('/supabase/functions/_shared/knowledge/generated/knowledge-index.json', {
  import: 'default',
});

let pending: Promise<KnowledgeSearch> | undefined;

export function loadKnowledge(): Promise<KnowledgeSearch> {
  if (!pending) {
    pending = (async () => {
      const loadIndex = Object.values(indexFiles)[0];
      if (!loadIndex) throw new Error('The search index has not been generated: run npm run knowledge');
      const [{ createKnowledgeSearch }, json] = await Promise.all([import('@domain/knowledge/search.ts'), loadIndex()]);
      return createKnowledgeSearch(json);
    })();
    // A failed download (offline for a moment) may succeed on the next focus.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
