/**
 * The MiniSearch configuration. Building and loading an index must use the
 * same fields and term processing, so both read them from here.
 */
import type { Options, SearchOptions } from 'minisearch';
import { processTerm, tokenize } from './terms.ts';
import type { KnowledgePassage, PassageKind } from './types.ts';

/**
 * How much each kind of passage counts when scores are otherwise close: the
 * guides explain a topic in general, a case study explains one project, a
 * download page describes a PDF, and a short fact would otherwise win on
 * length alone against the article that explains it.
 */
export const KIND_WEIGHT: Record<PassageKind, number> = {
  guide: 1.1,
  tool: 1.1,
  blog: 1.05,
  book: 1,
  faq: 1,
  fact: 0.9,
  calculator: 0.9,
  service: 0.9,
  'case-study': 0.85,
  download: 0.8,
};

export const INDEXED_FIELDS = ['title', 'heading', 'text'] as const;
export const STORED_FIELDS = ['title', 'heading', 'url', 'excerpt', 'kind'] as const;

export const indexOptions: Options<KnowledgePassage> = {
  idField: 'id',
  fields: [...INDEXED_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize,
  processTerm,
};

/**
 * A heading states what its section answers, so a match there counts most;
 * the page title helps rank sections of the right page. Prefix matching
 * lets a half-typed word find results; fuzzy matching forgives one or two
 * typos in longer words only, where it cannot turn "cost" into "coat".
 */
export const searchOptions: SearchOptions = {
  boost: { heading: 3, title: 1.5, text: 1 },
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
  combineWith: 'OR',
  boostDocument: (_id, _term, stored) => {
    const heading = typeof stored?.heading === 'string' ? stored.heading : '';
    const kind = KIND_WEIGHT[stored?.kind as PassageKind] ?? 1;
    // A "Sources" list names manuals and surveys; it answers "who says so", not the question itself.
    if (heading === 'Sources') return kind * 0.4;
    // Writers phrase a section that answers a question as that question (docs/content.md).
    return heading.endsWith('?') ? kind * 1.1 : kind;
  },
};
