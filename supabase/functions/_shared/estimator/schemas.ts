/**
 * The inputs of every calculator as zod schemas: the forms validate with
 * them, the assistant receives them as tool parameters (`z.toJSONSchema`),
 * and the URL codecs below keep shareable links inside their limits.
 *
 * Lengths, areas, volumes and temperatures are in the input's `unitSystem`.
 * Unit-bearing fields are optional rather than defaulted, because a sensible
 * default depends on that system (10 ft is not 10 m); each calculator fills
 * them from `config.defaults`, converted.
 */
import { z } from 'zod';
import { estimatorConfig } from './config.ts';
import {
  CELLAR_TYPES,
  COOLING_SYSTEMS,
  COOLING_UNIT_TYPES,
  DOOR_TYPES,
  FINISH_LEVELS,
  FLOOR_OVER,
  GLASS_OPTIONS,
  INSULATION_LEVELS,
  LIGHT_EXPOSURES,
  RACKING_MATERIALS,
  RACKING_STYLES,
  REGIONS,
  ROI_ALTERNATIVES,
  SIZE_BY,
  SUITABILITY_OPTIONS,
  SURFACE_KINDS,
  TRAFFIC_LEVELS,
  VIBRATION_LEVELS,
  WINE_CATEGORIES,
} from './options.ts';
import { UNIT_LABELS, UNIT_SYSTEMS, type UnitSystem } from './units.ts';
import { decodeParams, encodeParams, type ParamKeys } from './url-codec.ts';

const d = estimatorConfig.defaults;

type Limits = { readonly min: number; readonly max: number };
type UnitLimits = Record<UnitSystem, Limits>;

/** The limits the forms show and the schemas enforce. */
export const LIMITS = {
  bottles: { min: 12, max: 50_000 },
  roomLength: { imperial: { min: 2, max: 60 }, metric: { min: 0.6, max: 18 } },
  roomHeight: { imperial: { min: 4, max: 20 }, metric: { min: 1.2, max: 6 } },
  wallRun: { imperial: { min: 1, max: 60 }, metric: { min: 0.3, max: 18 } },
  temperature: { imperial: { min: -20, max: 120 }, metric: { min: -29, max: 49 } },
  temperatureSwing: { imperial: { min: 0, max: 60 }, metric: { min: 0, max: 33 } },
  surfaceArea: { imperial: { min: 0.5, max: 5000 }, metric: { min: 0.05, max: 465 } },
  volume: { imperial: { min: 8, max: 216_000 }, metric: { min: 0.2, max: 6100 } },
  floorArea: { imperial: { min: 4, max: 3600 }, metric: { min: 0.4, max: 335 } },
  rValue: { min: 0.5, max: 60 },
  airChangesPerHour: { min: 0.1, max: 10 },
  lightingWatts: { min: 0, max: 5000 },
  equipmentWatts: { min: 0, max: 10_000 },
  people: { min: 0, max: 50 },
  coolingCapacity: { imperial: { min: 500, max: 200_000 }, metric: { min: 150, max: 58_600 } },
  surfaces: { min: 1, max: 40 },
  walls: { min: 1, max: 12 },
  nonBordeauxPercent: { min: 0, max: 100 },
  lots: { min: 1, max: 50 },
  lotBottles: { min: 1, max: 50_000 },
  bottleValue: { min: 0, max: 1_000_000 },
  humidity: { min: 0, max: 100 },
  years: { min: 1, max: 30 },
  usd: { min: 0, max: 100_000_000 },
  pct: { min: 0, max: 100 },
  appreciationPct: { min: -20, max: 30 },
  feePerCase: { min: 0, max: 100 },
  insurancePct: { min: 0, max: 5 },
  riskPct: { min: 0, max: 50 },
  labelLength: 60,
} as const;

const n = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
const span = (limits: Limits, unit = '') => `${n(limits.min)}–${n(limits.max)}${unit === '%' ? '%' : unit ? ` ${unit}` : ''}`;

type Dimension = 'length' | 'area' | 'volume' | 'temperature' | 'power';
const UNIT_OF: Record<Dimension, Record<UnitSystem, string>> = {
  length: { imperial: UNIT_LABELS.imperial.length, metric: UNIT_LABELS.metric.length },
  area: { imperial: UNIT_LABELS.imperial.area, metric: UNIT_LABELS.metric.area },
  volume: { imperial: UNIT_LABELS.imperial.volume, metric: UNIT_LABELS.metric.volume },
  temperature: { imperial: UNIT_LABELS.imperial.temperature, metric: UNIT_LABELS.metric.temperature },
  power: { imperial: 'BTU/h', metric: 'W' },
};

function numberField(label: string, limits: Limits, options: { int?: boolean; unit?: string } = {}) {
  const message = `${label} must be ${options.int ? 'a whole number, ' : ''}${span(limits, options.unit)}`;
  const base = z.number({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
  });
  return (options.int ? base.int({ error: message }) : base).min(limits.min, { error: message }).max(limits.max, {
    error: message,
  });
}

/**
 * A number whose limits depend on the unit system. The field itself accepts
 * the union of both ranges (so its JSON schema stays simple); `unitRanges`
 * below applies the system's own range with a message in its units.
 */
function unitField(label: string, limits: UnitLimits, dimension: Dimension) {
  const union = { min: Math.min(limits.imperial.min, limits.metric.min), max: Math.max(limits.imperial.max, limits.metric.max) };
  const message = `${label} must be ${span(limits.imperial, UNIT_OF[dimension].imperial)} (${span(limits.metric, UNIT_OF[dimension].metric)})`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .min(union.min, { error: message })
    .max(union.max, { error: message });
}

interface UnitCheck {
  path: (string | number)[];
  value: unknown;
  label: string;
  limits: UnitLimits;
  dimension: Dimension;
}

function checkUnitRanges(system: UnitSystem, checks: UnitCheck[], ctx: z.RefinementCtx): void {
  for (const check of checks) {
    if (typeof check.value !== 'number' || !Number.isFinite(check.value)) continue;
    const own = check.limits[system];
    const union = Math.min(check.limits.imperial.min, check.limits.metric.min);
    const unionMax = Math.max(check.limits.imperial.max, check.limits.metric.max);
    // Values outside both ranges already failed the field check; one message is enough.
    if (check.value < union || check.value > unionMax) continue;
    if (check.value < own.min || check.value > own.max) {
      ctx.addIssue({
        code: 'custom',
        path: check.path,
        message: `${check.label} must be ${span(own, UNIT_OF[check.dimension][system])}`,
      });
    }
  }
}

const unitSystemField = z
  .enum(UNIT_SYSTEMS, { error: 'Units must be "imperial" or "metric"' })
  .default('imperial')
  .describe('Units of lengths, areas, volumes, temperatures and cooling capacity: "imperial" (ft, ft², ft³, °F, BTU/h) or "metric" (m, m², m³, °C, W)');

const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

const bottlesField = numberField('Bottles', LIMITS.bottles, { int: true });

// ---------------------------------------------------------------- cost

export const costInputSchema = z
  .object({
    unitSystem: unitSystemField,
    sizeBy: choice('Size by', SIZE_BY)
      .default(d.cost.sizeBy.value)
      .describe('Size the cellar by bottle count ("bottles") or by room dimensions ("room"); the other is derived'),
    bottles: bottlesField
      .default(d.cost.bottles.value)
      .describe(`Bottle capacity wanted, ${span(LIMITS.bottles)}; used when sizeBy is "bottles"`),
    length: unitField('Length', LIMITS.roomLength, 'length')
      .optional()
      .describe('Room length when sizeBy is "room": ft (2–60), or m (0.6–18) in metric. Default 10 ft'),
    width: unitField('Width', LIMITS.roomLength, 'length')
      .optional()
      .describe('Room width when sizeBy is "room": ft (2–60), or m (0.6–18) in metric. Default 8 ft'),
    height: unitField('Ceiling height', LIMITS.roomHeight, 'length')
      .optional()
      .describe('Ceiling height: ft (4–20), or m (1.2–6) in metric. Default 8 ft by room, 9 ft by bottles'),
    cellarType: choice('Cellar type', CELLAR_TYPES).default(d.cost.cellarType.value).describe('Who the cellar is for'),
    rackingMaterial: choice('Racking material', RACKING_MATERIALS)
      .default(d.cost.rackingMaterial.value)
      .describe('Racking material: pine is a stock kit, the others are custom built'),
    rackingStyle: choice('Racking style', RACKING_STYLES)
      .default(d.cost.rackingStyle.value)
      .describe('Main racking style; "mixed" for a combination'),
    cooling: choice('Cooling system', COOLING_SYSTEMS)
      .default(d.cost.cooling.value)
      .describe('Cooling system; "none" for a passive cellar'),
    glass: choice('Glass', GLASS_OPTIONS).default(d.cost.glass.value).describe('How much of the cellar is glass'),
    door: choice('Door', DOOR_TYPES).default(d.cost.door.value).describe('Cellar door'),
    finishes: choice('Finishes', FINISH_LEVELS).default(d.cost.finishes.value).describe('Level of finishes (walls, floor, lighting)'),
    region: choice('Region', REGIONS)
      .default(d.cost.region.value)
      .describe('Cost region: "low-cost", "average" (national), "above-average" (most large metros), "high-cost-metro" (SF Bay Area, NYC)'),
  })
  .superRefine((value, ctx) =>
    checkUnitRanges(
      value.unitSystem,
      [
        { path: ['length'], value: value.length, label: 'Length', limits: LIMITS.roomLength, dimension: 'length' },
        { path: ['width'], value: value.width, label: 'Width', limits: LIMITS.roomLength, dimension: 'length' },
        { path: ['height'], value: value.height, label: 'Ceiling height', limits: LIMITS.roomHeight, dimension: 'length' },
      ],
      ctx,
    ),
  );
export type CostInput = z.input<typeof costInputSchema>;
export type CostValues = z.output<typeof costInputSchema>;

// ---------------------------------------------------------------- cooling

const coolingCheckFields = {
  unitType: choice('Cooling unit type', COOLING_UNIT_TYPES)
    .optional()
    .describe('The unit installed or planned, to check it against the load'),
  installedCapacity: unitField('Installed capacity', LIMITS.coolingCapacity, 'power')
    .optional()
    .describe('Rated capacity of the installed or planned unit at 55°F: BTU/h, or W in metric'),
  exhaustRoomTemp: unitField('Exhaust room temperature', LIMITS.temperature, 'temperature')
    .optional()
    .describe('Temperature of the room a through-the-wall unit exhausts into: °F, or °C in metric'),
  vaporBarrier: z
    .boolean({ error: 'Vapor barrier must be true or false' })
    .default(d.cooling.vaporBarrier.value)
    .describe('Whether the walls and ceiling have a vapor barrier on the warm side'),
};

const lightingField = numberField('Lighting', LIMITS.lightingWatts, { unit: 'W' })
  .default(estimatorConfig.cooling.defaultLightingW.value)
  .describe('Lighting left on in the cellar, in watts');
const peopleField = numberField('People', LIMITS.people, { int: true })
  .default(d.cooling.people.value)
  .describe('People in the cellar at a time (tastings, service)');

export const coolingSimpleInputSchema = z
  .object({
    unitSystem: unitSystemField,
    length: unitField('Length', LIMITS.roomLength, 'length').optional().describe('Room length: ft, or m in metric. Default 10 ft'),
    width: unitField('Width', LIMITS.roomLength, 'length').optional().describe('Room width: ft, or m in metric. Default 8 ft'),
    height: unitField('Ceiling height', LIMITS.roomHeight, 'length').optional().describe('Ceiling height: ft, or m in metric. Default 8 ft'),
    insulation: choice('Insulation', INSULATION_LEVELS)
      .default(d.cooling.insulation.value)
      .describe('Insulation: poor (walls below R-13), standard (R-13 walls, R-19 ceiling), good (R-19, R-30), excellent (closed-cell foam)'),
    glass: choice('Glass', GLASS_OPTIONS).default(d.cooling.glass.value).describe('Glass in the cellar'),
    surroundingsTemp: unitField('Surrounding temperature', LIMITS.temperature, 'temperature')
      .optional()
      .describe('Hottest temperature on the other side of the walls and ceiling: °F, or °C in metric. Default 80°F'),
    cellarTemp: unitField('Cellar temperature', LIMITS.temperature, 'temperature')
      .optional()
      .describe('Cellar set point: °F, or °C in metric. Default 55°F'),
    floorOver: choice('Floor', FLOOR_OVER)
      .default(d.cooling.floorOver.value)
      .describe('"ground" for a slab or basement floor, "room" for a floor over another room'),
    groundTemp: unitField('Ground temperature', LIMITS.temperature, 'temperature')
      .optional()
      .describe('Temperature under a ground floor: °F, or °C in metric. Default 65°F'),
    traffic: choice('Traffic', TRAFFIC_LEVELS)
      .default(d.cooling.traffic.value)
      .describe('Door openings: low (about 1 air change per hour), moderate (2), heavy (3, restaurants)'),
    lightingWatts: lightingField,
    people: peopleField,
    ...coolingCheckFields,
  })
  .superRefine((value, ctx) =>
    checkUnitRanges(
      value.unitSystem,
      [
        { path: ['length'], value: value.length, label: 'Length', limits: LIMITS.roomLength, dimension: 'length' },
        { path: ['width'], value: value.width, label: 'Width', limits: LIMITS.roomLength, dimension: 'length' },
        { path: ['height'], value: value.height, label: 'Ceiling height', limits: LIMITS.roomHeight, dimension: 'length' },
        ...temperatureChecks(value),
        ...capacityCheck(value),
      ],
      ctx,
    ),
  );
export type CoolingSimpleInput = z.input<typeof coolingSimpleInputSchema>;
export type CoolingSimpleValues = z.output<typeof coolingSimpleInputSchema>;

function temperatureChecks(value: Record<string, unknown>): UnitCheck[] {
  const labels: Record<string, string> = {
    surroundingsTemp: 'Surrounding temperature',
    cellarTemp: 'Cellar temperature',
    groundTemp: 'Ground temperature',
    exhaustRoomTemp: 'Exhaust room temperature',
    infiltrationTemp: 'Air temperature outside the door',
  };
  return Object.entries(labels).map(([key, label]) => ({
    path: [key],
    value: value[key],
    label,
    limits: LIMITS.temperature,
    dimension: 'temperature' as const,
  }));
}

function capacityCheck(value: { installedCapacity?: number | undefined }): UnitCheck[] {
  return [
    {
      path: ['installedCapacity'],
      value: value.installedCapacity,
      label: 'Installed capacity',
      limits: LIMITS.coolingCapacity,
      dimension: 'power',
    },
  ];
}

export const coolingSurfaceSchema = z.object({
  kind: choice('Surface kind', SURFACE_KINDS).describe('wall, ceiling, floor, door or glass'),
  area: unitField('Area', LIMITS.surfaceArea, 'area').describe('Area of the surface: ft², or m² in metric'),
  rValue: numberField('R-value', LIMITS.rValue).describe('US R-value of the surface (ft²·°F·h/BTU; RSI × 5.678)'),
  outsideTemp: unitField('Outside temperature', LIMITS.temperature, 'temperature').describe(
    'Temperature on the other side: °F, or °C in metric (ground temperature for a floor on grade)',
  ),
  label: z
    .string({ error: 'Label must be text' })
    .trim()
    .max(LIMITS.labelLength, { error: `Label must be at most ${LIMITS.labelLength} characters` })
    .optional()
    .describe('Optional name, e.g. "North wall"'),
});
export type CoolingSurface = z.output<typeof coolingSurfaceSchema>;

export const coolingLoadInputSchema = z
  .object({
    unitSystem: unitSystemField,
    cellarTemp: unitField('Cellar temperature', LIMITS.temperature, 'temperature')
      .optional()
      .describe('Cellar set point: °F, or °C in metric. Default 55°F'),
    surfaces: z
      .array(coolingSurfaceSchema)
      .min(LIMITS.surfaces.min, { error: 'List at least one surface' })
      .max(LIMITS.surfaces.max, { error: `List at most ${LIMITS.surfaces.max} surfaces` })
      .optional()
      .describe('Each wall (or group of walls), the ceiling, floor, door and glass. Default: the 10×8×8 ft example room'),
    volume: unitField('Volume', LIMITS.volume, 'volume')
      .optional()
      .describe('Room volume: ft³, or m³ in metric. Default: ceiling (or floor) area × 8 ft'),
    airChangesPerHour: numberField('Air changes per hour', LIMITS.airChangesPerHour)
      .default(estimatorConfig.cooling.airChangesPerHour.low.value)
      .describe('Air changes per hour: about 1 for a sealed room, 3 for heavy traffic'),
    infiltrationTemp: unitField('Air temperature outside the door', LIMITS.temperature, 'temperature')
      .optional()
      .describe('Temperature of the air that leaks in. Default: the warmest wall, door or glass surroundings'),
    lightingWatts: lightingField,
    people: peopleField,
    equipmentWatts: numberField('Equipment', LIMITS.equipmentWatts, { unit: 'W' })
      .default(0)
      .describe('Other equipment running in the cellar (fridges, displays), in watts'),
    ...coolingCheckFields,
  })
  .superRefine((value, ctx) => {
    const surfaces = value.surfaces ?? [];
    checkUnitRanges(
      value.unitSystem,
      [
        { path: ['volume'], value: value.volume, label: 'Volume', limits: LIMITS.volume, dimension: 'volume' },
        ...temperatureChecks(value),
        ...capacityCheck(value),
        ...surfaces.flatMap((surface, index): UnitCheck[] => [
          { path: ['surfaces', index, 'area'], value: surface.area, label: 'Area', limits: LIMITS.surfaceArea, dimension: 'area' },
          {
            path: ['surfaces', index, 'outsideTemp'],
            value: surface.outsideTemp,
            label: 'Outside temperature',
            limits: LIMITS.temperature,
            dimension: 'temperature',
          },
        ]),
      ],
      ctx,
    );
    if (value.surfaces && value.volume === undefined && !value.surfaces.some((s) => s.kind === 'ceiling' || s.kind === 'floor')) {
      ctx.addIssue({ code: 'custom', path: ['volume'], message: 'Give the room volume, or list a ceiling or floor so it can be estimated' });
    }
  });
export type CoolingLoadInput = z.input<typeof coolingLoadInputSchema>;
export type CoolingLoadValues = z.output<typeof coolingLoadInputSchema>;

// ---------------------------------------------------------------- capacity

export const capacityWallSchema = z.object({
  length: unitField('Wall length', LIMITS.wallRun, 'length').describe('Length of racking along this wall: ft, or m in metric'),
  style: choice('Racking style', RACKING_STYLES).optional().describe('Racking style on this wall; defaults to the overall style'),
});

export const capacityInputSchema = z
  .object({
    unitSystem: unitSystemField,
    ceilingHeight: unitField('Ceiling height', LIMITS.roomHeight, 'length')
      .optional()
      .describe('Ceiling height (racking runs floor to ceiling): ft, or m in metric. Default 8 ft'),
    walls: z
      .array(capacityWallSchema)
      .min(LIMITS.walls.min, { error: 'Add at least one wall of racking' })
      .max(LIMITS.walls.max, { error: `Add at most ${LIMITS.walls.max} walls` })
      .optional()
      .describe('Each run of racking. Default: three walls of 10, 8 and 10 ft'),
    style: choice('Racking style', RACKING_STYLES).default(d.capacity.style.value).describe('Racking style for walls that do not set their own'),
    nonBordeauxPercent: numberField('Share of non-Bordeaux bottles', LIMITS.nonBordeauxPercent, { unit: '%' })
      .default(d.capacity.nonBordeauxPct.value)
      .describe('Share of the collection in wider bottles (Burgundy, Champagne, magnums), 0–100%'),
    currentBottles: numberField('Current bottles', { min: 0, max: LIMITS.bottles.max }, { int: true })
      .optional()
      .describe('Bottles owned today, to check growth headroom'),
    floorArea: unitField('Floor area', LIMITS.floorArea, 'area').optional().describe('Floor area for the loading check: ft², or m² in metric'),
  })
  .superRefine((value, ctx) =>
    checkUnitRanges(
      value.unitSystem,
      [
        { path: ['ceilingHeight'], value: value.ceilingHeight, label: 'Ceiling height', limits: LIMITS.roomHeight, dimension: 'length' },
        { path: ['floorArea'], value: value.floorArea, label: 'Floor area', limits: LIMITS.floorArea, dimension: 'area' },
        ...(value.walls ?? []).map(
          (wall, index): UnitCheck => ({
            path: ['walls', index, 'length'],
            value: wall.length,
            label: 'Wall length',
            limits: LIMITS.wallRun,
            dimension: 'length',
          }),
        ),
      ],
      ctx,
    ),
  );
export type CapacityInput = z.input<typeof capacityInputSchema>;
export type CapacityValues = z.output<typeof capacityInputSchema>;

// ---------------------------------------------------------------- ROI

const usdField = (label: string, max: number = LIMITS.usd.max) => numberField(label, { min: 0, max }, { unit: 'USD' });
const r = d.roi;

export const roiInputSchema = z.object({
  collectionValue: usdField('Collection value').default(r.collectionValue.value).describe('Value of the collection today, USD'),
  bottles: bottlesField.default(r.bottles.value).describe('Bottles in the collection (for storage fees per case)'),
  annualAppreciationPct: numberField('Annual appreciation', LIMITS.appreciationPct, { unit: '%' })
    .default(r.annualAppreciationPct.value)
    .describe('Expected change in the collection’s value per year, %'),
  offsiteFeePerCasePerMonth: numberField('Off-site fee per case', LIMITS.feePerCase, { unit: 'USD' })
    .default(r.offsiteFeePerCasePerMonth.value)
    .describe('Off-site storage fee per 12-bottle case per month, USD'),
  offsiteFeePerYear: usdField('Off-site fee per year', 1_000_000)
    .optional()
    .describe('Total off-site storage fees per year, USD; overrides the per-case fee'),
  insurancePctPerYear: numberField('Insurance', LIMITS.insurancePct, { unit: '%' })
    .default(r.insurancePctPerYear.value)
    .describe('Extra insurance for keeping the collection at home, % of its value per year'),
  cellarCost: usdField('Cellar cost', 10_000_000).default(r.cellarCost.value).describe('Cost of building the cellar, USD'),
  runningCostPerYear: usdField('Running cost', 100_000)
    .default(r.runningCostPerYear.value)
    .describe('Electricity and maintenance per year, USD'),
  resaleRecoveryPct: numberField('Resale recovery', LIMITS.pct, { unit: '%' })
    .default(r.resaleRecoveryPct.value)
    .describe('Share of the cellar cost recovered in the home’s value at resale, %'),
  riskOfLossPctPerYear: numberField('Risk of loss', LIMITS.riskPct, { unit: '%' })
    .default(r.riskOfLossPctPerYear.value)
    .describe('Share of value lost per year to poor storage without a cellar, % (an assumption)'),
  alternative: choice('Alternative', ROI_ALTERNATIVES)
    .default(r.alternative.value)
    .describe('What the cellar replaces: off-site storage, or keeping the wine at home without climate control'),
});
export type RoiInput = z.input<typeof roiInputSchema>;
export type RoiValues = z.output<typeof roiInputSchema>;

// ---------------------------------------------------------------- valuation

export const valuationLotSchema = z.object({
  count: numberField('Bottles', LIMITS.lotBottles, { int: true }).describe('Bottles in this lot'),
  avgValue: numberField('Average value per bottle', LIMITS.bottleValue, { unit: 'USD' }).describe('Average value per bottle, USD'),
  category: choice('Category', WINE_CATEGORIES).default('red').describe('red, white, sparkling, sweet or fortified'),
  label: z
    .string({ error: 'Label must be text' })
    .trim()
    .max(LIMITS.labelLength, { error: `Label must be at most ${LIMITS.labelLength} characters` })
    .optional()
    .describe('Optional name, e.g. "Bordeaux 2015"'),
});
export type ValuationLot = z.output<typeof valuationLotSchema>;

const v = d.valuation;
export const valuationInputSchema = z
  .object({
    unitSystem: unitSystemField,
    lots: z
      .array(valuationLotSchema)
      .min(LIMITS.lots.min, { error: 'Add at least one lot' })
      .max(LIMITS.lots.max, { error: `Add at most ${LIMITS.lots.max} lots` })
      .default([{ ...v.lot.value }])
      .describe('The collection as lots of similar bottles'),
    avgTemp: unitField('Average temperature', LIMITS.temperature, 'temperature')
      .optional()
      .describe('Average storage temperature: °F, or °C in metric. Default 68°F'),
    dailySwing: unitField('Daily temperature swing', LIMITS.temperatureSwing, 'temperature')
      .optional()
      .describe('Typical daily swing: °F, or °C in metric. Default 4°F'),
    humidityPct: numberField('Humidity', LIMITS.humidity, { unit: '%' }).default(v.humidityPct.value).describe('Relative humidity, %'),
    light: choice('Light', LIGHT_EXPOSURES).default(v.light.value).describe('Light exposure'),
    vibration: choice('Vibration', VIBRATION_LEVELS).default(v.vibration.value).describe('Vibration'),
    years: numberField('Years', LIMITS.years, { int: true }).default(v.years.value).describe('Years to look ahead'),
  })
  .superRefine((value, ctx) =>
    checkUnitRanges(
      value.unitSystem,
      [
        { path: ['avgTemp'], value: value.avgTemp, label: 'Average temperature', limits: LIMITS.temperature, dimension: 'temperature' },
        {
          path: ['dailySwing'],
          value: value.dailySwing,
          label: 'Daily temperature swing',
          limits: LIMITS.temperatureSwing,
          dimension: 'temperature',
        },
      ],
      ctx,
    ),
  );
export type ValuationInput = z.input<typeof valuationInputSchema>;
export type ValuationValues = z.output<typeof valuationInputSchema>;

// ---------------------------------------------------------------- suitability quiz

const answer = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'Choose one of the options' });

export const suitabilityAnswersSchema = z.object({
  collection: answer(SUITABILITY_OPTIONS.collection),
  growth: answer(SUITABILITY_OPTIONS.growth),
  space: answer(SUITABILITY_OPTIONS.space),
  surroundings: answer(SUITABILITY_OPTIONS.surroundings),
  budget: answer(SUITABILITY_OPTIONS.budget),
  timeline: answer(SUITABILITY_OPTIONS.timeline),
  entertaining: answer(SUITABILITY_OPTIONS.entertaining),
  climate: answer(SUITABILITY_OPTIONS.climate),
});
export type SuitabilityAnswers = z.output<typeof suitabilityAnswersSchema>;
/** Answers so far, for a quiz in progress or a shared link. */
export const suitabilityProgressSchema = suitabilityAnswersSchema.partial();
export type SuitabilityProgress = z.output<typeof suitabilityProgressSchema>;

// ---------------------------------------------------------------- shareable links

const COST_KEYS: ParamKeys<typeof costInputSchema> = {
  unitSystem: 'u',
  sizeBy: 'by',
  bottles: 'b',
  length: 'l',
  width: 'w',
  height: 'h',
  cellarType: 't',
  rackingMaterial: 'rm',
  rackingStyle: 'rs',
  cooling: 'c',
  glass: 'g',
  door: 'd',
  finishes: 'f',
  region: 'r',
};
const COOLING_SIMPLE_KEYS: ParamKeys<typeof coolingSimpleInputSchema> = {
  unitSystem: 'u',
  length: 'l',
  width: 'w',
  height: 'h',
  insulation: 'i',
  glass: 'g',
  surroundingsTemp: 'st',
  cellarTemp: 'ct',
  floorOver: 'fl',
  groundTemp: 'gt',
  traffic: 'tr',
  lightingWatts: 'lw',
  people: 'p',
  unitType: 'ut',
  installedCapacity: 'cap',
  exhaustRoomTemp: 'et',
  vaporBarrier: 'vb',
};
const COOLING_KEYS: ParamKeys<typeof coolingLoadInputSchema> = {
  unitSystem: 'u',
  cellarTemp: 'ct',
  surfaces: 's',
  volume: 'v',
  airChangesPerHour: 'ach',
  infiltrationTemp: 'it',
  lightingWatts: 'lw',
  people: 'p',
  equipmentWatts: 'ew',
  unitType: 'ut',
  installedCapacity: 'cap',
  exhaustRoomTemp: 'et',
  vaporBarrier: 'vb',
};
const CAPACITY_KEYS: ParamKeys<typeof capacityInputSchema> = {
  unitSystem: 'u',
  ceilingHeight: 'h',
  walls: 'w',
  style: 'rs',
  nonBordeauxPercent: 'nb',
  currentBottles: 'cb',
  floorArea: 'fa',
};
const ROI_KEYS: ParamKeys<typeof roiInputSchema> = {
  collectionValue: 'cv',
  bottles: 'b',
  annualAppreciationPct: 'ap',
  offsiteFeePerCasePerMonth: 'fc',
  offsiteFeePerYear: 'fy',
  insurancePctPerYear: 'ins',
  cellarCost: 'cc',
  runningCostPerYear: 'rc',
  resaleRecoveryPct: 'rr',
  riskOfLossPctPerYear: 'rl',
  alternative: 'alt',
};
const VALUATION_KEYS: ParamKeys<typeof valuationInputSchema> = {
  unitSystem: 'u',
  lots: 'lots',
  avgTemp: 't',
  dailySwing: 'sw',
  humidityPct: 'rh',
  light: 'li',
  vibration: 'vi',
  years: 'y',
};

export const encodeCostParams = (input: CostInput) => encodeParams(costInputSchema, input, COST_KEYS);
export const decodeCostParams = (params: URLSearchParams | string): CostValues =>
  decodeParams(costInputSchema, params, COST_KEYS);

export const encodeCoolingSimpleParams = (input: CoolingSimpleInput) =>
  encodeParams(coolingSimpleInputSchema, input, COOLING_SIMPLE_KEYS);
export const decodeCoolingSimpleParams = (params: URLSearchParams | string): CoolingSimpleValues =>
  decodeParams(coolingSimpleInputSchema, params, COOLING_SIMPLE_KEYS);

export const encodeCoolingParams = (input: CoolingLoadInput) => encodeParams(coolingLoadInputSchema, input, COOLING_KEYS);
export const decodeCoolingParams = (params: URLSearchParams | string): CoolingLoadValues =>
  decodeParams(coolingLoadInputSchema, params, COOLING_KEYS);

export const encodeCapacityParams = (input: CapacityInput) => encodeParams(capacityInputSchema, input, CAPACITY_KEYS);
export const decodeCapacityParams = (params: URLSearchParams | string): CapacityValues =>
  decodeParams(capacityInputSchema, params, CAPACITY_KEYS);

export const encodeRoiParams = (input: RoiInput) => encodeParams(roiInputSchema, input, ROI_KEYS);
export const decodeRoiParams = (params: URLSearchParams | string): RoiValues => decodeParams(roiInputSchema, params, ROI_KEYS);

export const encodeValuationParams = (input: ValuationInput) =>
  encodeParams(valuationInputSchema, input, VALUATION_KEYS);
export const decodeValuationParams = (params: URLSearchParams | string): ValuationValues =>
  decodeParams(valuationInputSchema, params, VALUATION_KEYS);

export const encodeSuitabilityParams = (answers: SuitabilityProgress) => encodeParams(suitabilityProgressSchema, answers);
export const decodeSuitabilityParams = (params: URLSearchParams | string): SuitabilityProgress =>
  decodeParams(suitabilityProgressSchema, params);
