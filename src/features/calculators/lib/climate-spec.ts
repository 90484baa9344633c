/**
 * The climate (cooling-load) calculator's form. Two modes share one page:
 * quick mode describes the room (size, insulation, glass) and the estimator
 * fills in every surface; detailed mode lists each surface with its own
 * area, R-value and outside temperature. Quick → detailed carries the
 * surfaces over (climate-detailed.ts), so nothing typed is lost.
 */
import { CALCULATOR_DEFAULTS, CELLAR_CONDITIONS, COOLING_FORM_FIGURES } from '@domain/estimator/config-defaults.ts';
import type { CoolingUnitType, FloorOver, GlassOption, InsulationLevel, SurfaceKind, TrafficLevel } from '@domain/estimator/options.ts';
import { COOLING_SIMPLE_DEFAULTS } from '@domain/estimator/cooling-defaults.ts';
import type { CoolingLoadValues, CoolingSimpleValues } from '@domain/estimator/schemas.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
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
export const surfaceId = () => nextSurfaceId++;

export const unitCheckDraft = (values: {
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


/** Defaults need no validation: the schemas' own defaults for the unit system. */
export const simpleDefaults = (system: UnitSystem): CoolingSimpleValues => ({ ...COOLING_SIMPLE_DEFAULTS, unitSystem: system });

/**
 * Detailed mode's draft until the visitor first opens it: switching builds
 * it from the quick inputs (climate-detailed.ts, loaded then), so the page
 * does not ship the cooling engine to draw a form nobody has opened.
 */
export const UNOPENED_DETAILED: DetailedDraft = {
  cellarTemp: '',
  surfaces: [],
  volume: '',
  airChangesPerHour: '',
  infiltrationTemp: '',
  lightingWatts: '',
  people: '',
  equipmentWatts: '',
  ...unitCheckDraft(simpleDefaults('imperial')),
};

export const CLIMATE_INITIAL: ClimateDraft = {
  unitSystem: 'imperial',
  mode: 'simple',
  simple: simpleDraftFromValues(simpleDefaults('imperial')),
  detailed: UNOPENED_DETAILED,
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


export function newSurface(system: UnitSystem, kind: SurfaceKind = 'wall'): SurfaceDraft {
  const c = COOLING_FORM_FIGURES;
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
  const d = CALCULATOR_DEFAULTS.cooling;
  const c = COOLING_FORM_FIGURES;
  return {
    length: placeholderIn(d.lengthFt.value, 'length', system),
    width: placeholderIn(d.widthFt.value, 'length', system),
    height: placeholderIn(CALCULATOR_DEFAULTS.ceilingFt.value, 'length', system),
    surroundingsTemp: placeholderIn(c.defaultSurroundingsF.value, 'temperature', system),
    cellarTemp: placeholderIn(CELLAR_CONDITIONS.cellarTempF.value, 'temperature', system),
    groundTemp: placeholderIn(c.groundTempF.value, 'temperature', system),
  };
}


