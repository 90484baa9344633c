/**
 * The inputs of every calculator as zod schemas: the forms validate with
 * them, the assistant receives them as tool parameters (`z.toJSONSchema`),
 * and the URL codecs below keep shareable links inside their limits.
 *
 * Written with `zod/mini`, the functional form of zod: a calculator page
 * carries only the checks it uses (about 10 kB gzip) instead of the whole
 * chainable API (about 25 kB), and Deno reads the same schemas.
 *
 * Lengths, areas, volumes and temperatures are in the input's `unitSystem`.
 * Unit-bearing fields are optional rather than defaulted, because a sensible
 * default depends on that system (10 ft is not 10 m); each calculator fills
 * them from `config.defaults`, converted.
 */
import * as z from 'zod/mini';
import { COOLING_LOAD_DEFAULTS, COOLING_SIMPLE_DEFAULTS } from './cooling-defaults.ts';
import { CAPACITY_DEFAULTS, COST_DEFAULTS, ROI_DEFAULTS, VALUATION_DEFAULTS } from './defaults.ts';
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
import { LIMITS, type UnitLimits } from './limits.ts';
import { UNIT_LABELS, UNIT_SYSTEMS, type UnitSystem } from './units.ts';
import { CAPACITY_KEYS, COOLING_KEYS, COOLING_SIMPLE_KEYS, COST_KEYS, ROI_KEYS, VALUATION_KEYS } from './param-keys.ts';
import { decodeParams, encodeParams } from './url-codec.ts';


type Limits = import('./limits.ts').Limits;

export { LIMITS };

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

/** The text the assistant's tool parameters carry for a field (JSON Schema `description`). */
const described = <T extends z.ZodMiniType>(schema: T, description: string): T => {
  z.globalRegistry.add(schema, { description });
  return schema;
};
const optional = <T extends z.ZodMiniType>(schema: T, description: string) => described(z.optional(schema), description);
const withDefault = <T extends z.ZodMiniType>(schema: T, value: z.core.util.NoUndefined<z.output<T>>, description: string) =>
  described(z._default(schema, value), description);

const numberError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required` : `${label} must be a number`;

function numberField(label: string, limits: Limits, options: { int?: boolean; unit?: string } = {}) {
  const message = `${label} must be ${options.int ? 'a whole number, ' : ''}${span(limits, options.unit)}`;
  const range = [z.gte(limits.min, { error: message }), z.lte(limits.max, { error: message })];
  const schema = z.number({ error: numberError(label) });
  return options.int ? schema.check(z.refine(Number.isSafeInteger, { error: message }), ...range) : schema.check(...range);
}

/**
 * A number whose limits depend on the unit system. The field itself accepts
 * the union of both ranges (so its JSON schema stays simple); `unitRanges`
 * below applies the system's own range with a message in its units.
 */
function unitField(label: string, limits: UnitLimits, dimension: Dimension) {
  const union = { min: Math.min(limits.imperial.min, limits.metric.min), max: Math.max(limits.imperial.max, limits.metric.max) };
  const message = `${label} must be ${span(limits.imperial, UNIT_OF[dimension].imperial)} (${span(limits.metric, UNIT_OF[dimension].metric)})`;
  return z.number({ error: numberError(label) }).check(z.gte(union.min, { error: message }), z.lte(union.max, { error: message }));
}

interface UnitCheck {
  path: (string | number)[];
  value: unknown;
  label: string;
  limits: UnitLimits;
  dimension: Dimension;
}

type IssueSink = { addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void };

function checkUnitRanges(system: UnitSystem, checks: UnitCheck[], ctx: IssueSink): void {
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

/** One unit-bearing field to hold to its unit system's range: [key, label, limits, dimension]. */
type FieldCheck = readonly [key: string, label: string, limits: UnitLimits, dimension: Dimension];

function fieldChecks(value: object, fields: readonly FieldCheck[], at: (string | number)[] = []): UnitCheck[] {
  return fields.map(([key, label, limits, dimension]) => ({
    path: [...at, key],
    value: (value as Record<string, unknown>)[key],
    label,
    limits,
    dimension,
  }));
}

/** The schema check that holds each listed value to the range of the input's own unit system. */
const unitRanges = <T extends { unitSystem: UnitSystem }>(checks: (value: T) => UnitCheck[]) =>
  z.superRefine<T>((value, ctx) => checkUnitRanges(value.unitSystem, checks(value), ctx));

const ROOM_CHECKS: readonly FieldCheck[] = [
  ['length', 'Length', LIMITS.roomLength, 'length'],
  ['width', 'Width', LIMITS.roomLength, 'length'],
  ['height', 'Ceiling height', LIMITS.roomHeight, 'length'],
];

/** A list with its length held to `limits`, and a message for each end. */
const boundedArray = <T extends z.ZodMiniType>(item: T, limits: Limits, tooFew: string, tooMany: string) =>
  z.array(item).check(z.minLength(limits.min, { error: tooFew }), z.maxLength(limits.max, { error: tooMany }));

const unitSystemField = withDefault(
  z.enum(UNIT_SYSTEMS, { error: 'Units must be "imperial" or "metric"' }),
  COST_DEFAULTS.unitSystem,
  'Units of lengths, areas, volumes, temperatures and cooling capacity: "imperial" (ft, ft², ft³, °F, BTU/h) or "metric" (m, m², m³, °C, W)',
);

const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

const labelField = (example: string) =>
  optional(
    z.string({ error: 'Label must be text' }).check(z.trim(), z.maxLength(LIMITS.labelLength, { error: `Label must be at most ${LIMITS.labelLength} characters` })),
    `Optional name, e.g. "${example}"`,
  );

const bottlesField = numberField('Bottles', LIMITS.bottles, { int: true });

// ---------------------------------------------------------------- cost

export const costInputSchema = z
  .object({
    unitSystem: unitSystemField,
    sizeBy: withDefault(
      choice('Size by', SIZE_BY),
      COST_DEFAULTS.sizeBy,
      'Size the cellar by bottle count ("bottles") or by room dimensions ("room"); the other is derived',
    ),
    bottles: withDefault(bottlesField, COST_DEFAULTS.bottles, `Bottle capacity wanted, ${span(LIMITS.bottles)}; used when sizeBy is "bottles"`),
    length: optional(unitField('Length', LIMITS.roomLength, 'length'), 'Room length when sizeBy is "room": ft (2–60), or m (0.6–18) in metric. Default 10 ft'),
    width: optional(unitField('Width', LIMITS.roomLength, 'length'), 'Room width when sizeBy is "room": ft (2–60), or m (0.6–18) in metric. Default 8 ft'),
    height: optional(unitField('Ceiling height', LIMITS.roomHeight, 'length'), 'Ceiling height: ft (4–20), or m (1.2–6) in metric. Default 8 ft'),
    roomBottles: optional(
      bottlesField,
      'The visitor\'s own bottle count when sizeBy is "room": priced as given. Default: what racking on the room\'s walls holds',
    ),
    rackedBottles: optional(
      bottlesField,
      'Bottles the racking really holds when sizeBy is "room" and the layout is known (a plan from the visual designer); default: what racking on the room\'s walls holds',
    ),
    cellarType: withDefault(choice('Cellar type', CELLAR_TYPES), COST_DEFAULTS.cellarType, 'Who the cellar is for'),
    rackingMaterial: withDefault(
      choice('Racking material', RACKING_MATERIALS),
      COST_DEFAULTS.rackingMaterial,
      'Racking material: pine is a stock kit, the others are custom built',
    ),
    rackingStyle: withDefault(choice('Racking style', RACKING_STYLES), COST_DEFAULTS.rackingStyle, 'Main racking style; "mixed" for a combination'),
    cooling: withDefault(choice('Cooling system', COOLING_SYSTEMS), COST_DEFAULTS.cooling, 'Cooling system; "none" for a passive cellar'),
    glass: withDefault(choice('Glass', GLASS_OPTIONS), COST_DEFAULTS.glass, 'How much of the cellar is glass'),
    door: withDefault(choice('Door', DOOR_TYPES), COST_DEFAULTS.door, 'Cellar door'),
    finishes: withDefault(choice('Finishes', FINISH_LEVELS), COST_DEFAULTS.finishes, 'Level of finishes (walls, floor, lighting)'),
    region: withDefault(
      choice('Region', REGIONS),
      COST_DEFAULTS.region,
      'Cost region: "low-cost", "average" (national), "above-average" (most large metros), "high-cost-metro" (SF Bay Area, NYC)',
    ),
  })
  .check(unitRanges((value) => fieldChecks(value, ROOM_CHECKS)));
export type CostInput = z.input<typeof costInputSchema>;
export type CostValues = z.output<typeof costInputSchema>;

// ---------------------------------------------------------------- cooling

const coolingCheckFields = {
  unitType: optional(choice('Cooling unit type', COOLING_UNIT_TYPES), 'The unit installed or planned, to check it against the load'),
  installedCapacity: optional(
    unitField('Installed capacity', LIMITS.coolingCapacity, 'power'),
    'Rated capacity of the installed or planned unit at 55°F: BTU/h, or W in metric',
  ),
  exhaustRoomTemp: optional(
    unitField('Exhaust room temperature', LIMITS.temperature, 'temperature'),
    'Temperature of the room a through-the-wall unit exhausts into: °F, or °C in metric',
  ),
  vaporBarrier: withDefault(
    z.boolean({ error: 'Vapor barrier must be true or false' }),
    COOLING_SIMPLE_DEFAULTS.vaporBarrier,
    'Whether the walls and ceiling have a vapor barrier on the warm side',
  ),
};

const lightingField = withDefault(
  numberField('Lighting', LIMITS.lightingWatts, { unit: 'W' }),
  COOLING_SIMPLE_DEFAULTS.lightingWatts,
  'Lighting left on in the cellar, in watts',
);
const peopleField = withDefault(
  numberField('People', LIMITS.people, { int: true }),
  COOLING_SIMPLE_DEFAULTS.people,
  'People in the cellar at a time (tastings, service)',
);

export const coolingSimpleInputSchema = z
  .object({
    unitSystem: unitSystemField,
    length: optional(unitField('Length', LIMITS.roomLength, 'length'), 'Room length: ft, or m in metric. Default 10 ft'),
    width: optional(unitField('Width', LIMITS.roomLength, 'length'), 'Room width: ft, or m in metric. Default 8 ft'),
    height: optional(unitField('Ceiling height', LIMITS.roomHeight, 'length'), 'Ceiling height: ft, or m in metric. Default 8 ft'),
    insulation: withDefault(
      choice('Insulation', INSULATION_LEVELS),
      COOLING_SIMPLE_DEFAULTS.insulation,
      'Insulation: poor (walls below R-13), standard (R-13 walls, R-19 ceiling), good (R-19, R-30), excellent (closed-cell foam)',
    ),
    glass: withDefault(choice('Glass', GLASS_OPTIONS), COOLING_SIMPLE_DEFAULTS.glass, 'Glass in the cellar'),
    surroundingsTemp: optional(
      unitField('Surrounding temperature', LIMITS.temperature, 'temperature'),
      'Hottest temperature on the other side of the walls and ceiling: °F, or °C in metric. Default 80°F',
    ),
    cellarTemp: optional(unitField('Cellar temperature', LIMITS.temperature, 'temperature'), 'Cellar set point: °F, or °C in metric. Default 55°F'),
    floorOver: withDefault(
      choice('Floor', FLOOR_OVER),
      COOLING_SIMPLE_DEFAULTS.floorOver,
      '"ground" for a slab or basement floor, "room" for a floor over another room',
    ),
    groundTemp: optional(
      unitField('Ground temperature', LIMITS.temperature, 'temperature'),
      'Temperature under a ground floor: °F, or °C in metric. Default 65°F',
    ),
    traffic: withDefault(
      choice('Traffic', TRAFFIC_LEVELS),
      COOLING_SIMPLE_DEFAULTS.traffic,
      'Door openings: low (about 1 air change per hour), moderate (2), heavy (3, restaurants)',
    ),
    lightingWatts: lightingField,
    people: peopleField,
    ...coolingCheckFields,
  })
  .check(unitRanges((value) => fieldChecks(value, [...ROOM_CHECKS, ...COOLING_CHECKS])));
export type CoolingSimpleInput = z.input<typeof coolingSimpleInputSchema>;
export type CoolingSimpleValues = z.output<typeof coolingSimpleInputSchema>;

/** The temperatures and installed capacity both cooling calculators may carry. */
const COOLING_CHECKS: readonly FieldCheck[] = [
  ['surroundingsTemp', 'Surrounding temperature', LIMITS.temperature, 'temperature'],
  ['cellarTemp', 'Cellar temperature', LIMITS.temperature, 'temperature'],
  ['groundTemp', 'Ground temperature', LIMITS.temperature, 'temperature'],
  ['exhaustRoomTemp', 'Exhaust room temperature', LIMITS.temperature, 'temperature'],
  ['infiltrationTemp', 'Air temperature outside the door', LIMITS.temperature, 'temperature'],
  ['installedCapacity', 'Installed capacity', LIMITS.coolingCapacity, 'power'],
];

const SURFACE_CHECKS: readonly FieldCheck[] = [
  ['area', 'Area', LIMITS.surfaceArea, 'area'],
  ['outsideTemp', 'Outside temperature', LIMITS.temperature, 'temperature'],
];

export const coolingSurfaceSchema = z.object({
  kind: described(choice('Surface kind', SURFACE_KINDS), 'wall, ceiling, floor, door or glass'),
  area: described(unitField('Area', LIMITS.surfaceArea, 'area'), 'Area of the surface: ft², or m² in metric'),
  rValue: described(numberField('R-value', LIMITS.rValue), 'US R-value of the surface (ft²·°F·h/BTU; RSI × 5.678)'),
  outsideTemp: described(
    unitField('Outside temperature', LIMITS.temperature, 'temperature'),
    'Temperature on the other side: °F, or °C in metric (ground temperature for a floor on grade)',
  ),
  label: labelField('North wall'),
});
export type CoolingSurface = z.output<typeof coolingSurfaceSchema>;

export const coolingLoadInputSchema = z
  .object({
    unitSystem: unitSystemField,
    cellarTemp: optional(unitField('Cellar temperature', LIMITS.temperature, 'temperature'), 'Cellar set point: °F, or °C in metric. Default 55°F'),
    surfaces: optional(
      boundedArray(coolingSurfaceSchema, LIMITS.surfaces, 'List at least one surface', `List at most ${LIMITS.surfaces.max} surfaces`),
      'Each wall (or group of walls), the ceiling, floor, door and glass. Default: the 10×8×8 ft example room',
    ),
    volume: optional(unitField('Volume', LIMITS.volume, 'volume'), 'Room volume: ft³, or m³ in metric. Default: ceiling (or floor) area × 8 ft'),
    airChangesPerHour: withDefault(
      numberField('Air changes per hour', LIMITS.airChangesPerHour),
      COOLING_LOAD_DEFAULTS.airChangesPerHour,
      'Air changes per hour: about 1 for a sealed room, 3 for heavy traffic',
    ),
    infiltrationTemp: optional(
      unitField('Air temperature outside the door', LIMITS.temperature, 'temperature'),
      'Temperature of the air that leaks in. Default: the warmest wall, door or glass surroundings',
    ),
    lightingWatts: lightingField,
    people: peopleField,
    equipmentWatts: withDefault(
      numberField('Equipment', LIMITS.equipmentWatts, { unit: 'W' }),
      0,
      'Other equipment running in the cellar (fridges, displays), in watts',
    ),
    ...coolingCheckFields,
  })
  .check(
    z.superRefine((value, ctx) => {
      const surfaces = value.surfaces ?? [];
      checkUnitRanges(
        value.unitSystem,
        [
          ...fieldChecks(value, [['volume', 'Volume', LIMITS.volume, 'volume'], ...COOLING_CHECKS]),
          ...surfaces.flatMap((surface, index) => fieldChecks(surface, SURFACE_CHECKS, ['surfaces', index])),
        ],
        ctx,
      );
      if (value.surfaces && value.volume === undefined && !value.surfaces.some((s) => s.kind === 'ceiling' || s.kind === 'floor')) {
        ctx.addIssue({ code: 'custom', path: ['volume'], message: 'Give the room volume, or list a ceiling or floor so it can be estimated' });
      }
    }),
  );
export type CoolingLoadInput = z.input<typeof coolingLoadInputSchema>;
export type CoolingLoadValues = z.output<typeof coolingLoadInputSchema>;

// ---------------------------------------------------------------- capacity

export const capacityWallSchema = z.object({
  length: described(unitField('Wall length', LIMITS.wallRun, 'length'), 'Length of racking along this wall: ft, or m in metric'),
  style: optional(choice('Racking style', RACKING_STYLES), 'Racking style on this wall; defaults to the overall style'),
});

export const capacityInputSchema = z
  .object({
    unitSystem: unitSystemField,
    ceilingHeight: optional(
      unitField('Ceiling height', LIMITS.roomHeight, 'length'),
      'Ceiling height (racking runs floor to ceiling): ft, or m in metric. Default 8 ft',
    ),
    walls: optional(
      boundedArray(capacityWallSchema, LIMITS.walls, 'Add at least one wall of racking', `Add at most ${LIMITS.walls.max} walls`),
      'Each run of racking. Default: the walls of roomLength × roomWidth when given, else three walls of 10, 8 and 10 ft',
    ),
    roomLength: optional(
      unitField('Room length', LIMITS.roomLength, 'length'),
      'Instead of walls: a room whose walls the racking lines, as the designer lays it out (around a door, with an aisle); its length, ft or m',
    ),
    roomWidth: optional(unitField('Room width', LIMITS.roomLength, 'length'), 'The same room\'s width, ft or m; give both or neither'),
    style: withDefault(choice('Racking style', RACKING_STYLES), CAPACITY_DEFAULTS.style, 'Racking style for walls that do not set their own'),
    nonBordeauxPercent: withDefault(
      numberField('Share of non-Bordeaux bottles', LIMITS.nonBordeauxPercent, { unit: '%' }),
      CAPACITY_DEFAULTS.nonBordeauxPercent,
      'Share of the collection in wider bottles (Burgundy, Champagne, magnums), 0–100%',
    ),
    currentBottles: optional(
      numberField('Current bottles', { min: 0, max: LIMITS.bottles.max }, { int: true }),
      'Bottles owned today, to check growth headroom',
    ),
    floorArea: optional(unitField('Floor area', LIMITS.floorArea, 'area'), 'Floor area for the loading check: ft², or m² in metric'),
  })
  .check(
    unitRanges((value) => [
      ...fieldChecks(value, [
        ['ceilingHeight', 'Ceiling height', LIMITS.roomHeight, 'length'],
        ['floorArea', 'Floor area', LIMITS.floorArea, 'area'],
        ['roomLength', 'Room length', LIMITS.roomLength, 'length'],
        ['roomWidth', 'Room width', LIMITS.roomLength, 'length'],
      ]),
      ...(value.walls ?? []).flatMap((wall, index) => fieldChecks(wall, [['length', 'Wall length', LIMITS.wallRun, 'length']], ['walls', index])),
    ]),
    z.superRefine((value: { roomLength?: number; roomWidth?: number }, ctx) => {
      if ((value.roomLength === undefined) !== (value.roomWidth === undefined)) {
        ctx.addIssue({ code: 'custom', path: [value.roomLength === undefined ? 'roomLength' : 'roomWidth'], message: 'Give the room’s length and width, or neither' });
      }
    }),
  );
export type CapacityInput = z.input<typeof capacityInputSchema>;
export type CapacityValues = z.output<typeof capacityInputSchema>;

// ---------------------------------------------------------------- ROI

const usdField = (label: string, max: number = LIMITS.usd.max) => numberField(label, { min: 0, max }, { unit: 'USD' });

export const roiInputSchema = z.object({
  collectionValue: withDefault(usdField('Collection value'), ROI_DEFAULTS.collectionValue, 'Value of the collection today, USD'),
  bottles: withDefault(bottlesField, ROI_DEFAULTS.bottles, 'Bottles in the collection (for storage fees per case)'),
  annualAppreciationPct: withDefault(
    numberField('Annual appreciation', LIMITS.appreciationPct, { unit: '%' }),
    ROI_DEFAULTS.annualAppreciationPct,
    'Expected change in the collection’s value per year, %',
  ),
  offsiteFeePerCasePerMonth: withDefault(
    numberField('Off-site fee per case', LIMITS.feePerCase, { unit: 'USD' }),
    ROI_DEFAULTS.offsiteFeePerCasePerMonth,
    'Off-site storage fee per 12-bottle case per month, USD',
  ),
  offsiteFeePerYear: optional(usdField('Off-site fee per year', 1_000_000), 'Total off-site storage fees per year, USD; overrides the per-case fee'),
  insurancePctPerYear: withDefault(
    numberField('Insurance', LIMITS.insurancePct, { unit: '%' }),
    ROI_DEFAULTS.insurancePctPerYear,
    'Extra insurance for keeping the collection at home, % of its value per year',
  ),
  cellarCost: withDefault(usdField('Cellar cost', 10_000_000), ROI_DEFAULTS.cellarCost, 'Cost of building the cellar, USD'),
  runningCostPerYear: withDefault(usdField('Running cost', 100_000), ROI_DEFAULTS.runningCostPerYear, 'Electricity and maintenance per year, USD'),
  resaleRecoveryPct: withDefault(
    numberField('Resale recovery', LIMITS.pct, { unit: '%' }),
    ROI_DEFAULTS.resaleRecoveryPct,
    'Share of the cellar cost recovered in the home’s value at resale, %',
  ),
  riskOfLossPctPerYear: withDefault(
    numberField('Risk of loss', LIMITS.riskPct, { unit: '%' }),
    ROI_DEFAULTS.riskOfLossPctPerYear,
    'Share of value lost per year to poor storage without a cellar, % (an assumption)',
  ),
  alternative: withDefault(
    choice('Alternative', ROI_ALTERNATIVES),
    ROI_DEFAULTS.alternative,
    'What the cellar replaces: off-site storage, or keeping the wine at home without climate control',
  ),
});
export type RoiInput = z.input<typeof roiInputSchema>;
export type RoiValues = z.output<typeof roiInputSchema>;

// ---------------------------------------------------------------- valuation

export const valuationLotSchema = z.object({
  count: described(numberField('Bottles', LIMITS.lotBottles, { int: true }), 'Bottles in this lot'),
  avgValue: described(numberField('Average value per bottle', LIMITS.bottleValue, { unit: 'USD' }), 'Average value per bottle, USD'),
  category: withDefault(choice('Category', WINE_CATEGORIES), 'red', 'red, white, sparkling, sweet or fortified'),
  label: labelField('Bordeaux 2015'),
});
export type ValuationLot = z.output<typeof valuationLotSchema>;

export const valuationInputSchema = z
  .object({
    unitSystem: unitSystemField,
    lots: withDefault(
      boundedArray(valuationLotSchema, LIMITS.lots, 'Add at least one lot', `Add at most ${LIMITS.lots.max} lots`),
      VALUATION_DEFAULTS.lots,
      'The collection as lots of similar bottles',
    ),
    avgTemp: optional(
      unitField('Average temperature', LIMITS.temperature, 'temperature'),
      'Average storage temperature: °F, or °C in metric. Default 68°F',
    ),
    dailySwing: optional(
      unitField('Daily temperature swing', LIMITS.temperatureSwing, 'temperature'),
      'Typical daily swing: °F, or °C in metric. Default 4°F',
    ),
    humidityPct: withDefault(numberField('Humidity', LIMITS.humidity, { unit: '%' }), VALUATION_DEFAULTS.humidityPct, 'Relative humidity, %'),
    light: withDefault(choice('Light', LIGHT_EXPOSURES), VALUATION_DEFAULTS.light, 'Light exposure'),
    vibration: withDefault(choice('Vibration', VIBRATION_LEVELS), VALUATION_DEFAULTS.vibration, 'Vibration'),
    years: withDefault(numberField('Years', LIMITS.years, { int: true }), VALUATION_DEFAULTS.years, 'Years to look ahead'),
  })
  .check(
    unitRanges((value) =>
      fieldChecks(value, [
        ['avgTemp', 'Average temperature', LIMITS.temperature, 'temperature'],
        ['dailySwing', 'Daily temperature swing', LIMITS.temperatureSwing, 'temperature'],
      ]),
    ),
  );
export type ValuationInput = z.input<typeof valuationInputSchema>;
export type ValuationValues = z.output<typeof valuationInputSchema>;

// ---------------------------------------------------------------- suitability quiz

const answer = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'Choose one of the options' });

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
export const suitabilityProgressSchema = z.partial(suitabilityAnswersSchema);
export type SuitabilityProgress = z.output<typeof suitabilityProgressSchema>;

// ---------------------------------------------------------------- shareable links

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
