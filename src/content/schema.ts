/**
 * Frontmatter rules for every content file (docs/content.md). The build
 * validates each file with these schemas and stops with the file name and
 * field when one is wrong.
 */
import { z } from 'zod';

export const COLLECTIONS = ['blog', 'resources', 'case-studies', 'tools', 'book', 'downloads'] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const TAGS = [
  'storage',
  'climate',
  'humidity',
  'cooling',
  'construction',
  'insulation',
  'design',
  'racking',
  'cost',
  'investment',
  'roi',
  'planning',
  'restaurant',
  'commercial',
  'residential',
  'renovation',
  'maintenance',
  'lighting',
  'collecting',
  'checklist',
] as const;
export type Tag = (typeof TAGS)[number];

const EARLIEST = '2025-06-01';
const LATEST = '2026-11-28';

// YAML turns bare dates into Date objects; quoted ones stay strings. Accept both, keep ISO strings.
const isoDate = z
  .union([z.date(), z.string()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)')
      .refine((value) => value >= EARLIEST && value <= LATEST, `must be between ${EARLIEST} and ${LATEST}`),
  );

const internalPath = z.string().regex(/^\/[a-z0-9\-/.]*$/, 'must be an internal path such as /calculators/cost');

const baseFrontmatter = z.object({
  title: z.string().min(10).max(90),
  description: z
    .string()
    .min(110, 'must be at least 110 characters (it is the meta description)')
    .max(170, 'must be at most 170 characters (it is the meta description)'),
  published: isoDate,
  updated: isoDate.optional(),
  author: z
    .string()
    .min(3)
    .refine((value) => /team|editors|engineering|design/i.test(value), 'must be a team or role byline, not a person'),
  tags: z.array(z.enum(TAGS)).min(1).max(5),
  hero: z.object({
    art: z.string().regex(/^[a-z0-9-]+$/, 'must be the id of an SVG in src/content/art'),
    alt: z.string().min(15).max(200),
  }),
  related: z.array(internalPath).max(4).optional(),
});

export const articleFrontmatter = baseFrontmatter.strict();

export const caseStudyFrontmatter = baseFrontmatter
  .extend({
    caseStudy: z.object({
      location: z.string().min(3),
      capacity: z.number().int().positive(),
      investment: z.number().int().positive(),
      duration: z.string().min(3),
      challenge: z.string().min(20),
      result: z.string().min(20),
      highlights: z.array(z.string().min(3)).min(3).max(6),
    }),
  })
  .strict();

export const bookFrontmatter = baseFrontmatter
  .extend({
    subtitle: z.string().min(5),
    chapters: z
      .array(z.object({ number: z.number().int().positive(), title: z.string().min(3), summary: z.string().min(20) }))
      .min(3),
  })
  .strict();

export const downloadFrontmatter = baseFrontmatter
  .extend({
    pdf: z.string().regex(/^[a-z0-9-]+$/, 'must be the slug of a file in src/content/pdfs'),
    pages: z.number().int().positive(),
  })
  .strict();

export function frontmatterSchemaFor(collection: Collection, slug: string) {
  if (collection === 'case-studies') return caseStudyFrontmatter;
  if (collection === 'downloads') return downloadFrontmatter;
  if (collection === 'book' && slug === 'index') return bookFrontmatter;
  return articleFrontmatter;
}

export type ArticleFrontmatter = z.output<typeof articleFrontmatter>;
export type CaseStudyFacts = z.output<typeof caseStudyFrontmatter>['caseStudy'];
export type BookChapter = z.output<typeof bookFrontmatter>['chapters'][number];

export interface Heading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** What every page and index knows about a content entry (no body). */
export interface ContentMeta extends ArticleFrontmatter {
  collection: Collection;
  slug: string;
  path: string;
  readingMinutes: number;
  words: number;
  caseStudy?: CaseStudyFacts;
  subtitle?: string;
  chapters?: BookChapter[];
  pdf?: string;
  pages?: number;
}

/** The rendered body of one entry, loaded on demand. */
export interface ContentBody {
  html: string;
  headings: Heading[];
}

export const WORDS_PER_MINUTE = 230;

export function pathFor(collection: Collection, slug: string): string {
  if (collection === 'book') return slug === 'index' ? '/book' : `/book/${slug}`;
  return `/${collection}/${slug}`;
}
