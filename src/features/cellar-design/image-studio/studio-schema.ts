/**
 * The studio form's check, loaded on the first submit (image-studio-page.tsx): the
 * spec's message for an empty description, markup stripped, limits that keep
 * the prompt inside Runware's 2,000 characters.
 */
import { z } from 'zod';
import { cleanString } from '@domain/text/clean-string.ts';
import { VISUAL_TEXT } from '@/lib/runware.ts';
import { ASPECTS, DESCRIPTION_MAX, LIGHTING, NEGATIVE_MAX, RESULTS_MAX, SEED_MAX, STYLES, VIEWS, WOODS, type StudioInput } from './studio.ts';

const keys = <T extends Record<string, unknown>>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/** Takes the form's text (StudioFormValues) or settings already typed (StudioInput), and gives settings. */
export const studioSchema: z.ZodType<StudioInput> = z.object({
  description: cleanString(
    z.string().min(1, VISUAL_TEXT.missingDescription).max(DESCRIPTION_MAX, `Keep the description under ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`),
  ),
  style: z.enum(keys(STYLES)),
  view: z.enum(keys(VIEWS)),
  lighting: z.enum(keys(LIGHTING)),
  wood: z.enum(keys(WOODS)),
  aspect: z.enum(keys(ASPECTS)),
  /** The form holds the count as its select's text. */
  results: z.coerce.number().int().min(1).max(RESULTS_MAX),
  /** Empty: a new random seed each time. */
  seed: z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= SEED_MAX), `A seed is a whole number from 1 to ${SEED_MAX.toLocaleString('en-US')}`),
  negative: cleanString(z.string().max(NEGATIVE_MAX, `Keep the negative prompt under ${NEGATIVE_MAX} characters`)),
  /** The designer's plan in words, when the visitor adds it; the form holds '' for none. */
  design: z
    .string()
    .max(600)
    .optional()
    .transform((design) => design || undefined),
});
