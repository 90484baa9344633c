/**
 * The cost calculator's checks and links: draft → validated input, and
 * input ⇄ shareable link. Loads with the schemas when a visitor first edits.
 */
import { costInputSchema, decodeCostParams, encodeCostParams, type CostValues } from '@domain/estimator/schemas.ts';
import { parseDraftNumber, requireFilled, type Parsed } from '@/components/tool-shell/form-draft.ts';
import { parseWith } from '@/components/tool-shell/form-validation.ts';
import type { ToolCodec } from '@/components/tool-shell/use-tool-state.ts';
import { costDraftFromValues, glassOf, type CostDraft } from './cost-spec.ts';

export function parseCostDraft(draft: CostDraft): Parsed<CostValues> {
  const byRoom = draft.sizeBy === 'room';
  const candidate = {
    unitSystem: draft.unitSystem,
    sizeBy: draft.sizeBy,
    bottles: byRoom ? undefined : parseDraftNumber(draft.bottles),
    // Room dimensions only count when sizing by room; a stale value must not reach the link.
    length: byRoom ? parseDraftNumber(draft.length) : undefined,
    width: byRoom ? parseDraftNumber(draft.width) : undefined,
    height: parseDraftNumber(draft.height),
    roomBottles: byRoom ? parseDraftNumber(draft.roomBottles) : undefined,
    cellarType: draft.cellarType,
    rackingMaterial: draft.rackingMaterial,
    rackingStyle: draft.rackingStyle,
    cooling: draft.cooling,
    glass: glassOf(draft),
    door: draft.door,
    finishes: draft.finishes,
    region: draft.region,
  };
  return parseWith(costInputSchema, candidate, byRoom ? {} : requireFilled(draft, { bottles: 'Bottles' }));
}

export const costCodec: ToolCodec<CostDraft, CostValues> = {
  decode: (params) => costDraftFromValues(decodeCostParams(params)),
  parse: parseCostDraft,
  encode: (values) => encodeCostParams(values),
};
