/**
 * The visual designer's public entry for the other tools: its draft in this
 * browser (the 3D view, the image studio and the climate simulator open it)
 * and the colour of each piece in a plan drawing (the concept drawings of
 * /ai-design). What a saved design says is `public-output.ts`, so these
 * users do not load the plan's link and summary with it.
 */
export { DRAFT_KEY, readDraft } from './draft.ts';
export { PIECE_FILL } from './piece-colours.ts';
