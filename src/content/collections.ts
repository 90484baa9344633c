/** Typed access to the site's content metadata (bodies load per page; see loaders). */
import { entries } from 'virtual:content/meta';
import type { CaseStudyFacts, Collection, ContentMeta } from '@/content/schema.ts';

export type ContentItem = ContentMeta & { heroSrc: string };
export type CaseStudyItem = ContentItem & { caseStudy: CaseStudyFacts };

const newestFirst = (a: ContentItem, b: ContentItem) => b.published.localeCompare(a.published);

export const allContent: readonly ContentItem[] = entries;

export const inCollection = (collection: Collection): ContentItem[] =>
  entries.filter((entry) => entry.collection === collection).sort(newestFirst);

export const blogPosts = inCollection('blog');
export const guides = inCollection('resources');
export const caseStudies = inCollection('case-studies').filter((entry): entry is CaseStudyItem => entry.caseStudy !== undefined);
export const downloads = inCollection('downloads');

export const findContent = (path: string): ContentItem | undefined => entries.find((entry) => entry.path === path);
