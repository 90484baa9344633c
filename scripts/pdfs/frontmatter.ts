import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

const isoDate = z
  .string({ error: 'is required and must be a date written as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written as YYYY-MM-DD' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, { error: 'is not a real calendar date' })
  .refine((value) => value >= '2025-06-01' && value <= '2026-11-20', {
    error: 'must be between 2025-06-01 and 2026-11-20',
  });

const text = (max: number) =>
  z
    .string({ error: 'is required and must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

/**
 * The PDF guides' frontmatter. Parsed with YAML's failsafe schema, so every
 * scalar arrives as the exact text the writer typed: `version: 1.0` stays
 * "1.0" and `published: 2026-02-14` stays a string instead of a Date or 1.
 */
export const pdfFrontmatterSchema = z.object({
  title: text(90),
  subtitle: text(140),
  description: text(240),
  published: isoDate,
  updated: isoDate.optional(),
  author: text(80),
  version: text(24),
  keywords: z.array(text(40)).max(12, { error: 'must list at most 12 keywords' }).optional(),
});

export type PdfFrontmatter = z.infer<typeof pdfFrontmatterSchema>;

export interface ParsedGuide {
  frontmatter: PdfFrontmatter;
  body: string;
}

export class PdfContentError extends Error {
  constructor(fileName: string, detail: string) {
    super(`${fileName}: ${detail}`);
    this.name = 'PdfContentError';
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function parseGuide(source: string, fileName: string): ParsedGuide {
  const clean = source.replace(/^\uFEFF/, '');
  const match = FRONTMATTER.exec(clean);
  if (!match) {
    throw new PdfContentError(fileName, 'missing frontmatter: the file must start with a --- YAML block ---');
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '', { schema: 'failsafe' });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new PdfContentError(fileName, `frontmatter is not valid YAML (${reason})`);
  }
  const result = pdfFrontmatterSchema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.length > 0 ? issue.path.join('.') : '(root)';
      return `frontmatter field "${field}" ${issue.message}`;
    });
    throw new PdfContentError(fileName, problems.join('; '));
  }
  if (result.data.updated && result.data.updated < result.data.published) {
    throw new PdfContentError(fileName, 'frontmatter field "updated" must not be earlier than "published"');
  }
  return { frontmatter: result.data, body: clean.slice(match[0].length) };
}
