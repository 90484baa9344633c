/**
 * The condition assessment's server job: one photo read by the configured
 * model, for the report. The score, findings and fixes are the browser's
 * engine's and never depend on this; with no provider, or a model that
 * cannot read images, the answer says so and has no model part.
 */
import * as z from 'zod/mini';
import { cleanText } from '../../_domain/text/sanitize.ts';
import { photoInput, readPhotoWithModel } from '../photo-reading.ts';
import { defineTool } from '../tool.ts';

const SYSTEM_PROMPT =
  'You are a wine-cellar inspector looking at a photo a cellar owner took during a condition check. In at most 80 words of plain prose ' +
  '(no markdown, no lists), say what the photo shows that matters to the cellar’s condition: gaps or wear at the door seal, condensation or ' +
  'water stains, mould, visible insulation or vapor barrier, the cooling unit’s state, light falling on bottles. If the photo is unclear or ' +
  'not of a cellar, say so. Do not give prices, a score or anything you cannot see.';

export const NO_MODEL_NOTE = 'No AI model is configured on this site, so the photo was not read: it is for your printed report.';

export const conditionAssessment = defineTool({
  input: z.object({
    image: photoInput,
    caption: z.string().check(z.maxLength(120)),
    context: z.string().check(z.maxLength(1500)),
  }),
  run(input, context) {
    const caption = cleanText(input.caption);
    const facts = cleanText(input.context);
    const text = `Owner’s caption: ${caption || 'none'}.\nWhat the readings and checklist showed: ${facts || 'not given'}`;
    return readPhotoWithModel({ system: SYSTEM_PROMPT, text, image: input.image, noModelNote: NO_MODEL_NOTE, tool: 'condition-assessment' }, context);
  },
});
