/**
 * The form's schema: its text boxes read as numbers, then the one brief
 * schema the ai-tools function uses (brief-schema.ts), so the page and the
 * server refuse the same briefs with the same words. Loaded on the first
 * check, not with the page.
 */
import * as z from 'zod/mini';
import { briefSchema } from '@domain/designer/brief-schema.ts';

/** Text → number: "1,200" and " 9 " read as numbers; anything else is a clear message on its field. */
const numberText = (label: string) =>
  z.pipe(
    z.string(),
    z.transform((text, context) => {
      const cleaned = text.trim().replace(/,/g, '');
      const value = cleaned === '' ? Number.NaN : Number(cleaned);
      if (!Number.isFinite(value)) {
        context.issues.push({ code: 'custom', message: cleaned === '' ? `Enter the ${label}` : `The ${label} must be a number`, input: text });
        return z.NEVER;
      }
      return value;
    }),
  );

export const briefFormSchema = z.pipe(
  z.object({
    shape: z.string(),
    width: numberText('width'),
    depth: numberText('depth'),
    height: numberText('ceiling height'),
    cutWidth: numberText('cut-away width'),
    cutDepth: numberText('cut-away depth'),
    doorWall: numberText('door’s wall'),
    doorOffset: numberText('door’s position'),
    doorWidth: numberText('door’s width'),
    style: z.string(),
    bottles: numberText('number of bottles'),
    growth: z.string(),
    budget: z.string(),
    region: z.string(),
  }),
  briefSchema,
);
