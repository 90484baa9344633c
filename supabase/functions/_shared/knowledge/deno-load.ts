/**
 * The generated knowledge index and the semantic search over it, read once
 * per function instance and only by the functions that search it (ai-tools,
 * agents). Deno only: the browser loads the index through the site search.
 */
import { createKnowledgeSearch, type KnowledgeIndexJson, type KnowledgeSearch } from '../../_domain/knowledge/search.ts';
import { createSemanticSearch, type SemanticSearch } from '../../_domain/semantic-search/engine.ts';

let knowledge: Promise<KnowledgeSearch> | undefined;
let search: Promise<SemanticSearch> | undefined;

export function loadKnowledgeIndex(): Promise<KnowledgeSearch> {
  knowledge ??= import('./generated/knowledge-index.json', { with: { type: 'json' } }).then((module) =>
    createKnowledgeSearch(module.default as unknown as KnowledgeIndexJson),
  );
  return knowledge;
}

export function loadSemanticSearch(): Promise<SemanticSearch> {
  search ??= loadKnowledgeIndex().then(createSemanticSearch);
  return search;
}
