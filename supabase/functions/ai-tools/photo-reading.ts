/**
 * One photo read by the configured model, shared by the tools that offer it
 * (condition assessment, material identifier): the image's zod check, the
 * request with an image part, the reading stripped of markup and marked as
 * the model's. No provider, an empty answer or a failure each become a note,
 * never an error: the tool's own result never depends on the reading.
 */
import * as z from 'zod/mini';
import { ApiError } from '../_shared/errors.ts';
import { stripMarkup } from '../_shared/sanitize.ts';
import type { ResultPart, ToolAnswer, ToolContext } from './tool.ts';

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
  const provider = context.provider;
  if (!provider) return { result: { reading: null, note: request.noModelNote }, parts: [] };
  try {
    const turn = await provider.turn(
      {
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: [{ type: 'text', text: request.text }, { type: 'image_url', image_url: { url: request.image } }] },
        ],
      },
      { signal: context.signal, maxChars: READING_MAX_CHARS },
    );
    const reading = stripMarkup(turn.content).trim();
    if (!reading) return { result: { reading: null, note: 'The AI model returned no reading of this photo.' }, parts: [] };
    const parts: ResultPart[] = [{ part: 'photo-reading', source: 'model', by: provider.model }];
    return { result: { reading, note: null }, parts };
  } catch (cause) {
    const message = cause instanceof ApiError ? cause.message : 'The AI model could not be reached.';
    console.error(`ai-tools ${request.tool} photo reading failed:`, cause);
    return { result: { reading: null, note: `The AI model could not read this photo (it may not accept images): ${message}` }, parts: [] };
  }
}
