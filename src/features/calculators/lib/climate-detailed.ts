/**
 * Detailed mode of the climate calculator: each surface of the room, built
 * from the quick inputs by the estimator (`buildCoolingLoadInput`). Loaded
 * when the visitor first opens detailed mode or follows a link to it, with
 * the cooling engine it needs.
 */
import { buildCoolingLoadInput } from '@domain/estimator/cooling.ts';
import type { CoolingLoadValues } from '@domain/estimator/schemas.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import { draftNumber } from '@/components/tool-shell/form-draft.ts';
import { simpleDefaults, surfaceId, unitCheckDraft, type ClimateDraft, type ClimateMode, type ClimateValues, type DetailedDraft } from './climate-spec.ts';

export function detailedDraftFromValues(values: CoolingLoadValues): DetailedDraft {
  // No surfaces in the link means "the example room": show its surfaces so they can be edited.
  const surfaces = values.surfaces ?? buildCoolingLoadInput(simpleDefaults(values.unitSystem)).surfaces ?? [];
  const digits = values.unitSystem === 'metric' ? 2 : 1;
  return {
    cellarTemp: draftNumber(values.cellarTemp, 2),
    surfaces: surfaces.map((surface) => ({
      id: surfaceId(),
      kind: surface.kind,
      label: surface.label ?? '',
      area: draftNumber(surface.area, digits),
      rValue: draftNumber(surface.rValue, 1),
      outsideTemp: draftNumber(surface.outsideTemp, 2),
    })),
    volume: draftNumber(values.volume, digits),
    airChangesPerHour: draftNumber(values.airChangesPerHour),
    infiltrationTemp: draftNumber(values.infiltrationTemp, 2),
    lightingWatts: draftNumber(values.lightingWatts),
    people: String(values.people),
    equipmentWatts: draftNumber(values.equipmentWatts),
    ...unitCheckDraft(values),
  };
}

export const detailedDefaults = (system: UnitSystem) => buildCoolingLoadInput(simpleDefaults(system));

/**
 * Quick → detailed: the surfaces the quick inputs describe, ready to edit one
 * by one. `values` are the calculator's latest valid inputs (the draft itself
 * may be mid-edit); with none in quick mode, the detailed draft stays as it was.
 */
export function switchClimateMode(draft: ClimateDraft, mode: ClimateMode, values: ClimateValues): ClimateDraft {
  if (mode === draft.mode) return draft;
  if (mode === 'detailed') {
    const detailed = values.mode === 'simple' ? detailedDraftFromValues(buildCoolingLoadInput(values.input)) : draft.detailed;
    return { ...draft, mode, detailed };
  }
  return { ...draft, mode };
}
