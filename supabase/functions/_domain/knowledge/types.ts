/** Shapes of the knowledge index, shared by its builder, site search and the assistant. */
import type { AsPlainObject } from 'minisearch';

/** What a passage is, so a caller can label it or prefer some kinds. */
export type PassageKind = 'blog' | 'guide' | 'case-study' | 'tool' | 'book' | 'download' | 'faq' | 'service' | 'fact' | 'calculator';

/** One searchable unit: a section of a page, an FAQ answer, a service, a business fact or a calculator's assumptions. */
export interface KnowledgePassage {
  /** Stable and unique: the URL for page sections, a prefixed name otherwise. */
  id: string;
  /** The page (or group) it belongs to. */
  title: string;
  /** The section heading; '' for the opening of an article before its first heading. */
  heading: string;
  /** Where it lives on the site: a path, with '#anchor' for a section. */
  url: string;
  /** The full plain text: indexed, not stored. */
  text: string;
  /** The start of the text, at most EXCERPT_MAX characters: stored and returned. */
  excerpt: string;
  kind: PassageKind;
}

export const EXCERPT_MAX = 1600;

export const KNOWLEDGE_FORMAT = 'winecellargpt-knowledge';
export const KNOWLEDGE_VERSION = 1;

/** The generated file: supabase/functions/_shared/knowledge/generated/knowledge-index.json. */
export interface KnowledgeIndexJson {
  format: typeof KNOWLEDGE_FORMAT;
  version: typeof KNOWLEDGE_VERSION;
  passages: number;
  index: AsPlainObject;
}

export interface KnowledgeResult {
  id: string;
  title: string;
  heading: string;
  url: string;
  excerpt: string;
  /** Relevance (BM25+ with field boosts); only comparable within one query. */
  score: number;
  kind: PassageKind;
}

export interface KnowledgeSearchOptions {
  /** Most results to return; default 8, at most 50. */
  limit?: number;
  /**
   * More words to search for, OR-combined with the query but matched only as
   * written (no prefix or fuzzy matching): the site's own words for a subject,
   * which need no forgiving and cost a fraction of a fuzzy walk.
   */
  exact?: string;
}

export interface KnowledgeSearch {
  /** Passages in the index. */
  readonly size: number;
  search: (query: string, options?: KnowledgeSearchOptions) => KnowledgeResult[];
}
