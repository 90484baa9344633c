/**
 * One photo read by the configured model, shared by the tools that offer it
 * (condition assessment, material identifier): the image's zod check and
 * the request with an image part, written by `writeWithModel` like the other
 * tools' model text, so the reading is stripped of markup and marked as the
 * model's. No provider, an empty answer or a failure each become a note,
 * never an error: the tool's own result never depends on the reading.
 */
import * as z from 'zod/mini';
import { writeWithModel } from './model-text.ts';
import type { ToolAnswer, ToolContext } from './tool.ts';

const READING_MAX_CHARS = 900;
/** A data URL the browser made small enough for the function's 64 KB body. */
const IMAGE_MAX_CHARS = 60_000;
const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export const photoInput = z
  .string()
  .check(z.maxLength(IMAGE_MAX_CHARS, 'The photo is too large to send; it must be under 60,000 characters as a data URL'), z.regex(IMAGE_DATA_URL, 'The photo must be a JPEG, PNG or WebP data URL'));

export interface PhotoReading {
  reading: string | null;
  note: string | null;
}

export async function readPhotoWithModel(
  request: { system: string; text: string; image: string; noModelNote: string; tool: string },
  context: ToolContext,
): Promise<ToolAnswer<PhotoReading>> {
  const provider = context.vision === false ? null : context.provider;
  if (!provider) return { result: { reading: null, note: request.noModelNote }, parts: [] };
  const written = await writeWithModel(
    provider,
    {
      system: request.system,
      user: [{ type: 'text', text: request.text }, { type: 'image_url', image_url: { url: request.image } }],
      maxChars: READING_MAX_CHARS,
      label: `${request.tool} photo reading`,
      emptyNote: 'The AI model returned no reading of this photo.',
      failedNote: (message) => `The AI model could not read this photo (it may not accept images): ${message}`,
    },
    context.signal,
  );
  return { result: { reading: written.text, note: written.note }, parts: written.by ? [{ part: 'photo-reading', source: 'model', by: written.by }] : [] };
}
