/**
 * The material identifier's server job: a reading of one photo of racking or
 * a wall by the configured model, shown beside the engine's ranking (which
 * the browser computes from the answers and never takes from this).
 */
import * as z from 'zod/mini';
import { cleanText } from '../../_domain/text/sanitize.ts';
import { photoInput, readPhotoWithModel } from '../photo-reading.ts';
import { defineTool } from '../tool.ts';

const SYSTEM_PROMPT =
  'You are a wine-cellar builder looking at a photo of a cellar’s racking or wall that its owner wants identified. In at most 80 words of ' +
  'plain prose (no markdown, no lists), say what material it most looks like (for example redwood, mahogany, pine, walnut, oak, cherry, ' +
  'cedar, MDF or particleboard, acrylic, metal, iron, stone or brick, glass, drywall), what in the photo shows it, and anything visible that ' +
  'matters in a cool, humid cellar: mould, swelling, rust, peeling finish. Say plainly when the photo cannot tell. Do not give prices.';

export const NO_MODEL_NOTE = 'No AI model is configured on this site, so the photo was not read: it is for your own reference.';

export const materialIdentifier = defineTool({
  input: z.object({
    image: photoInput,
    /** The visitor's answers in words, so the model knows what was already observed. */
    answers: z.string().check(z.maxLength(600)),
  }),
  run(input, context) {
    const answers = cleanText(input.answers);
    const text = `What the owner observed: ${answers || 'nothing yet'}.`;
    return readPhotoWithModel({ system: SYSTEM_PROMPT, text, image: input.image, noModelNote: NO_MODEL_NOTE, tool: 'material-identifier' }, context);
  },
});
