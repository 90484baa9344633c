/**
 * Full-text search over the site's knowledge index. Runs unchanged in the
 * browser (site search), in Deno (the ai-chat function and its offline
 * expert) and in Node (tests): no Node or DOM APIs.
 *
 *   const knowledge = createKnowledgeSearch(json);
 *   knowledge.search('ideal humidity for wine', { limit: 5 });
 */
import MiniSearch from 'minisearch';
import { indexOptions, searchOptions } from './index-options.ts';
import {
  KNOWLEDGE_FORMAT,
  KNOWLEDGE_VERSION,
  type KnowledgeIndexJson,
  type KnowledgePassage,
  type KnowledgeResult,
  type KnowledgeSearch,
  type KnowledgeSearchOptions,
  type PassageKind,
} from './types.ts';

const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 50;

function parse(json: KnowledgeIndexJson | string): KnowledgeIndexJson {
  const data: unknown = typeof json === 'string' ? JSON.parse(json) : json;
  const candidate = data as Partial<KnowledgeIndexJson> | null;
  if (!candidate || candidate.format !== KNOWLEDGE_FORMAT || typeof candidate.index !== 'object') {
    throw new Error('Not a knowledge index: run `npm run knowledge` to generate it');
  }
  if (candidate.version !== KNOWLEDGE_VERSION) {
    throw new Error(`Knowledge index version ${String(candidate.version)} does not match ${KNOWLEDGE_VERSION}: regenerate it with \`npm run knowledge\``);
  }
  return candidate as KnowledgeIndexJson;
}

/** Loads a generated index (the parsed JSON or its text) and returns its search function. */
export function createKnowledgeSearch(json: KnowledgeIndexJson | string): KnowledgeSearch {
  const data = parse(json);
  const mini = MiniSearch.loadJS<KnowledgePassage>(data.index, indexOptions);

  function search(query: string, { limit = DEFAULT_LIMIT, exact }: KnowledgeSearchOptions = {}): KnowledgeResult[] {
    const text = query.trim();
    const extra = exact?.trim() ?? '';
    if (text === '' && extra === '') return [];
    const count = Math.min(Math.max(1, Math.floor(limit)), MAX_LIMIT);
    const q = extra === '' ? text : { combineWith: 'OR' as const, queries: [...(text === '' ? [] : [text]), { queries: [extra], prefix: false, fuzzy: false }] };
    return mini
      .search(q, searchOptions)
      .slice(0, count)
      .map((hit) => ({
        id: String(hit.id),
        title: String(hit.title),
        heading: String(hit.heading),
        url: String(hit.url),
        excerpt: String(hit.excerpt),
        score: Math.round(hit.score * 1000) / 1000,
        kind: hit.kind as PassageKind,
      }));
  }

  return { size: mini.documentCount, search };
}

export type { KnowledgeIndexJson, KnowledgeResult, KnowledgeSearch, KnowledgeSearchOptions, PassageKind } from './types.ts';
