/** The shape of a kept image, as the table's checks have it (saved_items migration), of a kind the registry names. */
import { z } from 'zod';
import { IMAGE_KINDS } from '@/config/tools.ts';

export const newImageAnalysisSchema = z.object({
  kind: z.enum(IMAGE_KINDS),
  title: z.string().min(1).max(200),
  prompt: z.string().max(4000).optional(),
  image_url: z.url().max(2048).optional(),
  image_path: z.string().max(1024).optional(),
  result: z.record(z.string(), z.unknown()).default({}),
});
