/**
 * The cooling load calculator's checks and links, in both modes. Loads with
 * the schemas when a visitor first edits.
 */
import {
  coolingLoadInputSchema,
  coolingSimpleInputSchema,
  decodeCoolingParams,
  decodeCoolingSimpleParams,
  encodeCoolingParams,
  encodeCoolingSimpleParams,
  type CoolingLoadInput,
} from '@domain/estimator/schemas.ts';
import { parseDraftNumber, requireFilled, type FieldErrors, type Parsed } from '@/components/tool-shell/form-draft.ts';
import type { ToolCodec } from '@/components/tool-shell/use-tool-state.ts';
import { parseWith } from '@/components/tool-shell/form-validation.ts';
import { UNOPENED_DETAILED, simpleDefaults, simpleDraftFromValues, type ClimateDraft, type ClimateValues, type UnitCheckDraft } from './climate-spec.ts';
import { detailedDraftFromValues } from './climate-detailed.ts';

const MODE_KEY = 'm';

export function decodeClimate(params: URLSearchParams): ClimateDraft {
  if (params.get(MODE_KEY) === 'detailed') {
    const values = decodeCoolingParams(params);
    return {
      unitSystem: values.unitSystem,
      mode: 'detailed',
      simple: simpleDraftFromValues(simpleDefaults(values.unitSystem)),
      detailed: detailedDraftFromValues(values),
    };
  }
  const values = decodeCoolingSimpleParams(params);
  return {
    unitSystem: values.unitSystem,
    mode: 'simple',
    simple: simpleDraftFromValues(values),
    detailed: UNOPENED_DETAILED,
  };
}

export function encodeClimate(values: ClimateValues): URLSearchParams {
  if (values.mode === 'simple') return encodeCoolingSimpleParams(values.input);
  const params = encodeCoolingParams(values.input);
  // The mode goes first so a shared link says what kind of calculation it is.
  return new URLSearchParams([[MODE_KEY, 'detailed'], ...params]);
}

const unitCheckInput = (draft: UnitCheckDraft) => ({
  unitType: draft.unitType === '' ? undefined : draft.unitType,
  installedCapacity: parseDraftNumber(draft.installedCapacity),
  exhaustRoomTemp: parseDraftNumber(draft.exhaustRoomTemp),
  vaporBarrier: draft.vaporBarrier,
});

export function parseClimateDraft(draft: ClimateDraft): Parsed<ClimateValues> {
  if (draft.mode === 'simple') {
    const s = draft.simple;
    const parsed = parseWith(
      coolingSimpleInputSchema,
      {
        unitSystem: draft.unitSystem,
        length: parseDraftNumber(s.length),
        width: parseDraftNumber(s.width),
        height: parseDraftNumber(s.height),
        insulation: s.insulation,
        glass: s.glass,
        surroundingsTemp: parseDraftNumber(s.surroundingsTemp),
        cellarTemp: parseDraftNumber(s.cellarTemp),
        floorOver: s.floorOver,
        // A ground temperature means nothing for a floor over a room; keep it out of the link.
        groundTemp: s.floorOver === 'ground' ? parseDraftNumber(s.groundTemp) : undefined,
        traffic: s.traffic,
        lightingWatts: parseDraftNumber(s.lightingWatts),
        people: parseDraftNumber(s.people),
        ...unitCheckInput(s),
      },
      requireFilled(s, { lightingWatts: 'Lighting', people: 'People' }),
    );
    return parsed.ok ? { ok: true, values: { mode: 'simple', input: parsed.values } } : parsed;
  }
  const d = draft.detailed;
  const surfaceErrors: FieldErrors = {};
  d.surfaces.forEach((surface, index) => {
    for (const [field, label] of [
      ['area', 'Area'],
      ['rValue', 'R-value'],
      ['outsideTemp', 'Outside temperature'],
    ] as const) {
      if (surface[field].trim() === '') surfaceErrors[`surfaces.${index}.${field}`] = `${label} is required`;
    }
  });
  const input: CoolingLoadInput = {
    unitSystem: draft.unitSystem,
    cellarTemp: parseDraftNumber(d.cellarTemp),
    surfaces: d.surfaces.map((surface) => ({
      kind: surface.kind,
      area: parseDraftNumber(surface.area) ?? Number.NaN,
      rValue: parseDraftNumber(surface.rValue) ?? Number.NaN,
      outsideTemp: parseDraftNumber(surface.outsideTemp) ?? Number.NaN,
      ...(surface.label.trim() ? { label: surface.label.trim() } : {}),
    })),
    volume: parseDraftNumber(d.volume),
    airChangesPerHour: parseDraftNumber(d.airChangesPerHour),
    infiltrationTemp: parseDraftNumber(d.infiltrationTemp),
    lightingWatts: parseDraftNumber(d.lightingWatts),
    people: parseDraftNumber(d.people),
    equipmentWatts: parseDraftNumber(d.equipmentWatts),
    ...unitCheckInput(d),
  };
  const parsed = parseWith(coolingLoadInputSchema, input, {
    ...requireFilled(d, { airChangesPerHour: 'Air changes per hour', lightingWatts: 'Lighting', people: 'People', equipmentWatts: 'Equipment' }),
    ...surfaceErrors,
  });
  return parsed.ok ? { ok: true, values: { mode: 'detailed', input: parsed.values } } : parsed;
}

export const climateCodec: ToolCodec<ClimateDraft, ClimateValues> = {
  decode: decodeClimate,
  parse: parseClimateDraft,
  encode: encodeClimate,
};
