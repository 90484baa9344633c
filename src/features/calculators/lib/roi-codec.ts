/**
 * The ROI calculator's checks and links (also the investment summary's).
 * Loads with the schemas when a visitor first edits.
 */
import { decodeRoiParams, encodeRoiParams, roiInputSchema, type RoiValues } from '@domain/estimator/schemas.ts';
import { parseDraftNumber, requireFilled, type Parsed } from '@/components/tool-shell/form-draft.ts';
import type { ToolCodec } from '@/components/tool-shell/use-tool-state.ts';
import { parseWith } from '@/components/tool-shell/form-validation.ts';
import { NUMERIC, ROI_LABELS, roiDraftFromValues, type RoiDraft } from './roi-spec.ts';

export function parseRoiDraft(draft: RoiDraft): Parsed<RoiValues> {
  const candidate: Record<string, unknown> = { alternative: draft.alternative };
  for (const field of NUMERIC) candidate[field] = parseDraftNumber(draft[field]);
  const required = Object.fromEntries(NUMERIC.filter((field) => field !== 'offsiteFeePerYear').map((field) => [field, ROI_LABELS[field]]));
  return parseWith(roiInputSchema, candidate, requireFilled(draft, required));
}

export const roiCodec: ToolCodec<RoiDraft, RoiValues> = {
  decode: (params) => roiDraftFromValues(decodeRoiParams(params)),
  parse: parseRoiDraft,
  encode: (values) => encodeRoiParams(values),
};
