/** The case studies alone, for pages that show project cards but nothing else (the landing page). */
import { entries } from 'virtual:content/case-studies';
import type { CaseStudyFacts, ContentMeta } from '@/content/schema.ts';

export type CaseStudyCard = ContentMeta & { heroSrc: string; caseStudy: CaseStudyFacts };

export const caseStudyCards: CaseStudyCard[] = entries
  .filter((entry): entry is CaseStudyCard => entry.caseStudy !== undefined)
  .sort((a, b) => b.published.localeCompare(a.published));
