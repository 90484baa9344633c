/**
 * The collection valuation's checks and links. Loads with the schemas when a
 * visitor first edits.
 */
import { decodeValuationParams, encodeValuationParams, valuationInputSchema, type ValuationInput, type ValuationValues } from '@domain/estimator/schemas.ts';
import { parseDraftNumber, requireFilled, type FieldErrors, type Parsed } from '@/components/tool-shell/form-draft.ts';
import type { ToolCodec } from '@/components/tool-shell/use-tool-state.ts';
import { parseWith } from '@/components/tool-shell/form-validation.ts';
import { valuationDraftFromValues, type ValuationDraft } from './valuation-spec.ts';

export function parseValuationDraft(draft: ValuationDraft): Parsed<ValuationValues> {
  const lotErrors: FieldErrors = {};
  draft.lots.forEach((lot, index) => {
    if (lot.count.trim() === '') lotErrors[`lots.${index}.count`] = 'Bottles is required';
    if (lot.avgValue.trim() === '') lotErrors[`lots.${index}.avgValue`] = 'Average value per bottle is required';
  });
  if (draft.lots.length === 0) lotErrors.lots = 'Add at least one lot';
  const input: ValuationInput = {
    unitSystem: draft.unitSystem,
    lots: draft.lots.map((lot) => ({
      count: parseDraftNumber(lot.count) ?? Number.NaN,
      avgValue: parseDraftNumber(lot.avgValue) ?? Number.NaN,
      category: lot.category,
      ...(lot.label.trim() ? { label: lot.label.trim() } : {}),
    })),
    avgTemp: parseDraftNumber(draft.avgTemp),
    dailySwing: parseDraftNumber(draft.dailySwing),
    humidityPct: parseDraftNumber(draft.humidityPct),
    light: draft.light,
    vibration: draft.vibration,
    years: parseDraftNumber(draft.years),
  };
  return parseWith(valuationInputSchema, input, { ...requireFilled(draft, { humidityPct: 'Humidity', years: 'Years' }), ...lotErrors });
}

export const valuationCodec: ToolCodec<ValuationDraft, ValuationValues> = {
  decode: (params) => valuationDraftFromValues(decodeValuationParams(params)),
  parse: parseValuationDraft,
  encode: (values) => encodeValuationParams(values),
};
