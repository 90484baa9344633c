import type { PassageKind } from '@domain/knowledge/types.ts';

/** What each kind of passage is called on a search result. */
export const KIND_LABEL: Record<PassageKind, string> = {
  blog: 'Blog',
  guide: 'Guide',
  'case-study': 'Case study',
  tool: 'Estimating guide',
  book: 'The book',
  download: 'Free download',
  faq: 'FAQ',
  service: 'Service',
  fact: 'About us',
  calculator: 'Calculator',
};
