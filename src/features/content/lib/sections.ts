import type { ContentItem } from '@/content/collections.ts';
import type { Collection } from '@/content/schema.ts';

export interface Crumb {
  name: string;
  path: string;
}

/** The index page each collection is listed on: its breadcrumb parent and tag links' target. */
const PARENT: Record<Collection, Crumb> = {
  blog: { name: 'Blog', path: '/blog' },
  resources: { name: 'Resources', path: '/resources' },
  tools: { name: 'Resources', path: '/resources' },
  downloads: { name: 'Resources', path: '/resources' },
  book: { name: 'Resources', path: '/resources' },
  'case-studies': { name: 'Case studies', path: '/case-studies' },
};

const EYEBROW: Record<Collection, string> = {
  blog: 'Blog',
  resources: 'Guide',
  tools: 'Estimating guide',
  downloads: 'Free download',
  book: 'The Cellar Blueprint',
  'case-studies': 'Case study',
};

export const BOOK_PATH = '/book';

export const parentOf = (item: Pick<ContentItem, 'collection'>): Crumb => PARENT[item.collection];

/** Home › index › (book) › this page. */
export function crumbsFor(item: Pick<ContentItem, 'collection' | 'path' | 'title' | 'slug'>, bookTitle: string): Crumb[] {
  const home = { name: 'Home', path: '/' };
  if (item.collection === 'book' && item.path !== BOOK_PATH) {
    return [home, PARENT.book, { name: bookTitle, path: BOOK_PATH }, { name: chapterLabel(item.slug) ?? item.title, path: item.path }];
  }
  return [home, PARENT[item.collection], { name: item.title, path: item.path }];
}

/** "chapter-1" → "Chapter 1". */
export function chapterLabel(slug: string): string | undefined {
  const number = /^chapter-(\d+)$/.exec(slug)?.[1];
  return number ? `Chapter ${number}` : undefined;
}

export const chapterNumber = (slug: string): number | undefined => {
  const number = /^chapter-(\d+)$/.exec(slug)?.[1];
  return number ? Number(number) : undefined;
};

export function eyebrowFor(item: Pick<ContentItem, 'collection' | 'slug'>): string {
  return chapterLabel(item.slug) ?? EYEBROW[item.collection];
}

/** Where a tag chip on this page leads: its index, filtered. */
export const tagHref = (item: Pick<ContentItem, 'collection'>, tag: string): string => `${PARENT[item.collection].path}?tag=${encodeURIComponent(tag)}`;
