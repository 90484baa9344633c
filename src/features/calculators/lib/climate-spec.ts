/**
 * The climate (cooling-load) calculator's form. Two modes share one page:
 * quick mode describes the room (size, insulation, glass) and the estimator
 * fills in every surface; detailed mode lists each surface with its own
 * area, R-value and outside temperature. Quick → detailed carries the
 * surfaces over (`buildCoolingLoadInput`), so nothing typed is lost.
 */
import { estimatorConfig } from '@shared/estimator/config.ts';
import { buildCoolingLoadInput, type CoolingLoadResult } from '@shared/estimator/cooling.ts';
import { formatBtuh, formatNumber, formatPower } from '@shared/estimator/format.ts';
import { OPTION_LABELS, type CoolingUnitType, type FloorOver, type GlassOption, type InsulationLevel, type SurfaceKind, type TrafficLevel } from '@shared/estimator/options.ts';
import { COOLING_SIMPLE_DEFAULTS } from '@shared/estimator/cooling-defaults.ts';
import type { CoolingLoadValues, CoolingSimpleValues } from '@shared/estimator/schemas.ts';
import type { UnitSystem } from '@shared/estimator/units.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import { draftNumber } from '@/components/tool-shell/form-draft.ts';
import type { CalculatorSpec } from '@/components/tool-shell/use-tool-state.ts';
import { convertDraft, convertFields, placeholderIn, showIn } from './unit-convert.ts';

export type ClimateMode = 'simple' | 'detailed';

/** Fields that checking an installed or planned unit adds, in both modes. */
export interface UnitCheckDraft {
  unitType: CoolingUnitType | '';
  installedCapacity: string;
  exhaustRoomTemp: string;
  vaporBarrier: boolean;
}

export interface SimpleDraft extends UnitCheckDraft {
  length: string;
  width: string;
  height: string;
  insulation: InsulationLevel;
  glass: GlassOption;
  surroundingsTemp: string;
  cellarTemp: string;
  floorOver: FloorOver;
  groundTemp: string;
  traffic: TrafficLevel;
  lightingWatts: string;
  people: string;
}

export interface SurfaceDraft {
  /** Stable React key; not part of the input. */
  id: number;
  kind: SurfaceKind;
  label: string;
  area: string;
  rValue: string;
  outsideTemp: string;
}

export interface DetailedDraft extends UnitCheckDraft {
  cellarTemp: string;
  surfaces: SurfaceDraft[];
  volume: string;
  airChangesPerHour: string;
  infiltrationTemp: string;
  lightingWatts: string;
  people: string;
  equipmentWatts: string;
}

export interface ClimateDraft {
  unitSystem: UnitSystem;
  mode: ClimateMode;
  simple: SimpleDraft;
  detailed: DetailedDraft;
}

export type ClimateValues = { mode: 'simple'; input: CoolingSimpleValues } | { mode: 'detailed'; input: CoolingLoadValues };

let nextSurfaceId = 1;
const surfaceId = () => nextSurfaceId++;

const unitCheckDraft = (values: {
  unitType?: CoolingUnitType | undefined;
  installedCapacity?: number | undefined;
  exhaustRoomTemp?: number | undefined;
  vaporBarrier: boolean;
}): UnitCheckDraft => ({
  unitType: values.unitType ?? '',
  installedCapacity: draftNumber(values.installedCapacity, 0),
  exhaustRoomTemp: draftNumber(values.exhaustRoomTemp, 2),
  vaporBarrier: values.vaporBarrier,
});

export function simpleDraftFromValues(values: CoolingSimpleValues): SimpleDraft {
  return {
    length: draftNumber(values.length, 3),
    width: draftNumber(values.width, 3),
    height: draftNumber(values.height, 3),
    insulation: values.insulation,
    glass: values.glass,
    surroundingsTemp: draftNumber(values.surroundingsTemp, 2),
    cellarTemp: draftNumber(values.cellarTemp, 2),
    floorOver: values.floorOver,
    groundTemp: draftNumber(values.groundTemp, 2),
    traffic: values.traffic,
    lightingWatts: draftNumber(values.lightingWatts),
    people: String(values.people),
    ...unitCheckDraft(values),
  };
}

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

/** Defaults need no validation: the schemas' own defaults for the unit system. */
export const simpleDefaults = (system: UnitSystem): CoolingSimpleValues => ({ ...COOLING_SIMPLE_DEFAULTS, unitSystem: system });
export const detailedDefaults = (system: UnitSystem) => buildCoolingLoadInput(simpleDefaults(system));

export const CLIMATE_INITIAL: ClimateDraft = {
  unitSystem: 'imperial',
  mode: 'simple',
  simple: simpleDraftFromValues(simpleDefaults('imperial')),
  detailed: detailedDraftFromValues(detailedDefaults('imperial')),
};

export const climateSpec: CalculatorSpec<ClimateDraft, ClimateValues> = {
  initial: CLIMATE_INITIAL,
  initialValues: { mode: 'simple', input: simpleDefaults('imperial') },
  load: () => import('./climate-codec.ts').then((module) => module.climateCodec),
};

const SIMPLE_UNIT_FIELDS = {
  length: 'length',
  width: 'length',
  height: 'length',
  surroundingsTemp: 'temperature',
  cellarTemp: 'temperature',
  groundTemp: 'temperature',
  exhaustRoomTemp: 'temperature',
  installedCapacity: 'power',
} as const;
const DETAILED_UNIT_FIELDS = {
  cellarTemp: 'temperature',
  volume: 'volume',
  infiltrationTemp: 'temperature',
  exhaustRoomTemp: 'temperature',
  installedCapacity: 'power',
} as const;

export function switchClimateUnits(draft: ClimateDraft, to: UnitSystem): ClimateDraft {
  const from = draft.unitSystem;
  const detailed = convertFields(draft.detailed, DETAILED_UNIT_FIELDS, from, to);
  return {
    unitSystem: to,
    mode: draft.mode,
    simple: convertFields(draft.simple, SIMPLE_UNIT_FIELDS, from, to),
    detailed: {
      ...detailed,
      surfaces: detailed.surfaces.map((surface) => ({
        ...surface,
        area: convertDraft(surface.area, 'area', from, to),
        outsideTemp: convertDraft(surface.outsideTemp, 'temperature', from, to),
      })),
    },
  };
}

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

export function newSurface(system: UnitSystem, kind: SurfaceKind = 'wall'): SurfaceDraft {
  const c = estimatorConfig.cooling;
  const r = kind === 'glass' ? c.glassRUsed.value : kind === 'door' ? c.doorRUsed.value : kind === 'floor' ? c.floorR.value : 19;
  return {
    id: surfaceId(),
    kind,
    label: '',
    area: showIn(kind === 'door' ? c.doorAreaSqft.value : 80, 'area', system),
    rValue: String(r),
    outsideTemp: showIn(c.defaultSurroundingsF.value, 'temperature', system),
  };
}

export function climatePlaceholders(system: UnitSystem) {
  const d = estimatorConfig.defaults.cooling;
  const c = estimatorConfig.cooling;
  return {
    length: placeholderIn(d.lengthFt.value, 'length', system),
    width: placeholderIn(d.widthFt.value, 'length', system),
    height: placeholderIn(d.heightFt.value, 'length', system),
    surroundingsTemp: placeholderIn(c.defaultSurroundingsF.value, 'temperature', system),
    cellarTemp: placeholderIn(estimatorConfig.conditions.cellarTempF.value, 'temperature', system),
    groundTemp: placeholderIn(c.groundTempF.value, 'temperature', system),
  };
}

const titleOf = (result: CoolingLoadResult) =>
  `Cooling load: ${formatBtuh(result.designBtuh)} design capacity`;

/** What Save stores and what the quote request carries. */
export function climateOutput(result: CoolingLoadResult, link: string): ToolOutput {
  const calculation: ToolOutput['calculation'] = {
    kind: 'climate',
    title: titleOf(result),
    inputs: { ...Object.fromEntries(new URLSearchParams(link.split('?')[1] ?? '')) },
    summary: {
      headline: `${formatBtuh(result.designBtuh)}: a ${formatNumber(result.recommended.sizeBtuh)} BTU/h ${result.recommended.label.toLowerCase()}`,
      lines: [
        { label: 'Heat load', value: formatPower(result.totalBtuh, result.unitSystem) },
        { label: 'Design capacity', value: formatPower(result.designBtuh, result.unitSystem) },
        { label: 'Recommended unit', value: `${formatNumber(result.recommended.sizeBtuh)} BTU/h, ${result.recommended.label}` },
        ...result.lines.map((line) => ({ label: line.label, value: formatBtuh(line.btuh) })),
        { label: 'Warnings', value: result.warnings.length === 0 ? 'None' : String(result.warnings.length) },
      ].slice(0, 12),
      link,
    },
  };
  return { calculation, quote: { summary: result.summary } };
}

export function climateInputList(values: ClimateValues): { label: string; value: string }[] {
  const system = values.mode === 'simple' ? values.input.unitSystem : values.input.unitSystem;
  const t = system === 'metric' ? '°C' : '°F';
  const u = system === 'metric' ? 'm' : 'ft';
  const place = climatePlaceholders(system);
  if (values.mode === 'simple') {
    const v = values.input;
    return [
      { label: 'Room', value: `${v.length ?? place.length} × ${v.width ?? place.width} × ${v.height ?? place.height} ${u}` },
      { label: 'Insulation', value: OPTION_LABELS.insulation[v.insulation] },
      { label: 'Glass', value: OPTION_LABELS.glass[v.glass] },
      { label: 'Surroundings', value: `${v.surroundingsTemp ?? place.surroundingsTemp}${t}` },
      { label: 'Cellar', value: `${v.cellarTemp ?? place.cellarTemp}${t}` },
      { label: 'Floor', value: OPTION_LABELS.floorOver[v.floorOver] },
      { label: 'Traffic', value: OPTION_LABELS.traffic[v.traffic] },
      { label: 'Lighting', value: `${v.lightingWatts} W` },
      { label: 'People', value: String(v.people) },
    ];
  }
  const v = values.input;
  return [
    { label: 'Cellar', value: `${v.cellarTemp ?? place.cellarTemp}${t}` },
    ...(v.surfaces ?? []).map((surface, index) => ({
      label: surface.label || `${OPTION_LABELS.surfaceKind[surface.kind]} ${index + 1}`,
      value: `${surface.area} ${system === 'metric' ? 'm²' : 'ft²'}, R-${surface.rValue}, ${surface.outsideTemp}${t}`,
    })),
    { label: 'Air changes per hour', value: String(v.airChangesPerHour) },
    { label: 'Lighting', value: `${v.lightingWatts} W` },
    { label: 'People', value: String(v.people) },
  ];
}
