/**
 * A text field of the (classic zod) form schemas: what was typed is cleaned
 * first (`cleanText`: no markup, trimmed), then `rules` check the clean text,
 * so a length limit counts what will be stored. The zod/mini schemas use
 * `z.overwrite(cleanText)` instead, to stay without classic zod.
 */
import { z } from 'zod';
import { cleanText } from './sanitize.ts';

export const cleanString = <T extends z.ZodType<unknown, string>>(rules: T) => z.string().transform(cleanText).pipe(rules);
