/**
 * The condition assessment's server job: one photo read by the configured
 * model, for the report. The score, findings and fixes are the browser's
 * engine's and never depend on this; with no provider, or a model that
 * cannot read images, the answer says so and has no model part.
 */
import * as z from 'zod/mini';
import { ApiError } from '../../_shared/errors.ts';
import { stripMarkup } from '../../_shared/sanitize.ts';
import { defineTool, type ResultPart } from '../tool.ts';

const READING_MAX_CHARS = 900;
/** A data URL the browser made small enough for the function's 64 KB body. */
const IMAGE_MAX_CHARS = 60_000;
const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

const SYSTEM_PROMPT =
  'You are a wine-cellar inspector looking at a photo a cellar owner took during a condition check. In at most 80 words of plain prose ' +
  '(no markdown, no lists), say what the photo shows that matters to the cellar’s condition: gaps or wear at the door seal, condensation or ' +
  'water stains, mould, visible insulation or vapor barrier, the cooling unit’s state, light falling on bottles. If the photo is unclear or ' +
  'not of a cellar, say so. Do not give prices, a score or anything you cannot see.';

export const NO_MODEL_NOTE = 'No AI model is configured on this site, so the photo was not read: it is for your printed report.';

export const conditionAssessment = defineTool({
  input: z.object({
    image: z.string().check(z.maxLength(IMAGE_MAX_CHARS, 'The photo is too large to send; it must be under 60,000 characters as a data URL'), z.regex(IMAGE_DATA_URL, 'The photo must be a JPEG, PNG or WebP data URL')),
    caption: z.string().check(z.maxLength(120)),
    context: z.string().check(z.maxLength(1500)),
  }),
  async run(input, context) {
    const provider = context.provider;
    if (!provider) return { result: { reading: null, note: NO_MODEL_NOTE }, parts: [] };
    const caption = stripMarkup(input.caption).trim();
    const facts = stripMarkup(input.context).trim();
    try {
      const turn = await provider.turn(
        {
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content: [
                { type: 'text', text: `Owner’s caption: ${caption || 'none'}.\nWhat the readings and checklist showed: ${facts || 'not given'}` },
                { type: 'image_url', image_url: { url: input.image } },
              ],
            },
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
      console.error('ai-tools condition-assessment photo reading failed:', cause);
      return { result: { reading: null, note: `The AI model could not read this photo (it may not accept images): ${message}` }, parts: [] };
    }
  },
});
