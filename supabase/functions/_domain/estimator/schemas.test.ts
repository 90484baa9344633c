import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CELLAR_TYPES,
  COOLING_SYSTEMS,
  DOOR_TYPES,
  FINISH_LEVELS,
  GLASS_OPTIONS,
  INSULATION_LEVELS,
  RACKING_MATERIALS,
  RACKING_STYLES,
  REGIONS,
  SUITABILITY_OPTIONS,
  SUITABILITY_QUESTION_IDS,
  SURFACE_KINDS,
  WINE_CATEGORIES,
} from './options.ts';
import {
  capacityInputSchema,
  coolingLoadInputSchema,
  coolingSimpleInputSchema,
  costInputSchema,
  decodeCapacityParams,
  decodeCoolingParams,
  decodeCoolingSimpleParams,
  decodeCostParams,
  decodeRoiParams,
  decodeSuitabilityParams,
  decodeValuationParams,
  encodeCapacityParams,
  encodeCoolingParams,
  encodeCoolingSimpleParams,
  encodeCostParams,
  encodeRoiParams,
  encodeSuitabilityParams,
  encodeValuationParams,
  roiInputSchema,
  suitabilityProgressSchema,
  valuationInputSchema,
  type CapacityInput,
  type CoolingLoadInput,
  type CostInput,
  type ValuationInput,
} from './schemas.ts';
import { createSampler, type Sampler } from './test-sampler.ts';

const messages = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('limits and messages', () => {
  it('accepts 12–50,000 bottles', () => {
    expect(messages(costInputSchema, { bottles: 12 })).toEqual([]);
    expect(messages(costInputSchema, { bottles: 50_000 })).toEqual([]);
    expect(messages(costInputSchema, { bottles: 11 })).toEqual(['bottles: Bottles must be a whole number, 12–50,000']);
    expect(messages(costInputSchema, { bottles: 50_001 })).toEqual(['bottles: Bottles must be a whole number, 12–50,000']);
    expect(messages(costInputSchema, { bottles: 100.5 })).toEqual(['bottles: Bottles must be a whole number, 12–50,000']);
    expect(messages(costInputSchema, { bottles: 'many' })).toEqual(['bottles: Bottles must be a number']);
  });

  it('limits rooms to 2–60 ft, or 0.6–18 m in metric', () => {
    expect(messages(costInputSchema, { sizeBy: 'room', length: 2, width: 60 })).toEqual([]);
    expect(messages(costInputSchema, { sizeBy: 'room', length: 1.9 })).toEqual(['length: Length must be 2–60 ft']);
    expect(messages(costInputSchema, { sizeBy: 'room', length: 61 })).toEqual(['length: Length must be 2–60 ft (0.6–18 m)']);
    expect(messages(costInputSchema, { unitSystem: 'metric', length: 0.6, width: 18 })).toEqual([]);
    expect(messages(costInputSchema, { unitSystem: 'metric', width: 20 })).toEqual(['width: Width must be 0.6–18 m']);
  });

  it('limits temperatures to −20–120 °F (−29–49 °C)', () => {
    expect(messages(coolingSimpleInputSchema, { surroundingsTemp: -20 })).toEqual([]);
    expect(messages(coolingSimpleInputSchema, { surroundingsTemp: 121 })).toEqual([
      'surroundingsTemp: Surrounding temperature must be -20–120 °F (-29–49 °C)',
    ]);
    expect(messages(coolingSimpleInputSchema, { unitSystem: 'metric', surroundingsTemp: 60 })).toEqual([
      'surroundingsTemp: Surrounding temperature must be -29–49 °C',
    ]);
  });

  it('names the enum choices and the offending surface', () => {
    expect(messages(costInputSchema, { region: 'mars' })[0]).toBe(
      'region: Region must be one of: low-cost, average, above-average, high-cost-metro',
    );
    expect(messages(coolingLoadInputSchema, { volume: 100, surfaces: [{ kind: 'wall', area: 10, rValue: 0, outsideTemp: 80 }] })).toEqual([
      'surfaces.0.rValue: R-value must be 0.5–60',
    ]);
    expect(messages(coolingLoadInputSchema, { surfaces: [{ kind: 'wall', area: 10, rValue: 13, outsideTemp: 80 }] })).toEqual([
      'volume: Give the room volume, or list a ceiling or floor so it can be estimated',
    ]);
  });

  it('fills defaults so an empty input is valid for every calculator', () => {
    for (const schema of [costInputSchema, coolingSimpleInputSchema, coolingLoadInputSchema, capacityInputSchema, roiInputSchema, valuationInputSchema]) {
      expect(schema.safeParse({}).success).toBe(true);
    }
  });
});

describe('JSON Schema for the assistant', () => {
  it('converts every calculator input and keeps a description on each field', () => {
    for (const schema of [costInputSchema, coolingSimpleInputSchema, coolingLoadInputSchema, capacityInputSchema, roiInputSchema, valuationInputSchema]) {
      const json = z.toJSONSchema(schema, { io: 'input' }) as { type: string; properties: Record<string, { description?: string }> };
      expect(json.type).toBe('object');
      for (const [key, property] of Object.entries(json.properties)) {
        expect(property.description, key).toBeTruthy();
      }
    }
  });
});

const r2 = (value: number) => Math.round(value * 100) / 100;

const sampleCost = (s: Sampler): CostInput => ({
  unitSystem: 'imperial',
  sizeBy: s.pick(['bottles', 'room'] as const),
  bottles: s.int(12, 50_000),
  ...(s.bool() ? { length: r2(s.float(2, 60)), width: r2(s.float(2, 60)), height: r2(s.float(4, 20)) } : {}),
  cellarType: s.pick(CELLAR_TYPES),
  rackingMaterial: s.pick(RACKING_MATERIALS),
  rackingStyle: s.pick(RACKING_STYLES),
  cooling: s.pick(COOLING_SYSTEMS),
  glass: s.pick(GLASS_OPTIONS),
  door: s.pick(DOOR_TYPES),
  finishes: s.pick(FINISH_LEVELS),
  region: s.pick(REGIONS),
});

const sampleCooling = (s: Sampler): CoolingLoadInput => ({
  unitSystem: 'metric',
  cellarTemp: r2(s.float(10, 16)),
  surfaces: Array.from({ length: s.int(1, 6) }, () => ({
    kind: s.pick(SURFACE_KINDS),
    area: r2(s.float(1, 40)),
    rValue: r2(s.float(1, 40)),
    outsideTemp: r2(s.float(-5, 40)),
    ...(s.bool() ? { label: s.pick(['North wall', 'Door, oak', 'A_B*C', 'Über 50%']) } : {}),
  })),
  volume: r2(s.float(2, 200)),
  airChangesPerHour: r2(s.float(0.5, 3)),
  lightingWatts: s.int(0, 100),
  people: s.int(0, 5),
  vaporBarrier: s.bool(),
});

const sampleCapacity = (s: Sampler): CapacityInput => ({
  ceilingHeight: r2(s.float(4, 14)),
  walls: Array.from({ length: s.int(1, 6) }, () => ({ length: r2(s.float(1, 40)), ...(s.bool() ? { style: s.pick(RACKING_STYLES) } : {}) })),
  style: s.pick(RACKING_STYLES),
  nonBordeauxPercent: s.int(0, 100),
  ...(s.bool() ? { currentBottles: s.int(0, 5000) } : {}),
});

const sampleValuation = (s: Sampler): ValuationInput => ({
  lots: Array.from({ length: s.int(1, 5) }, () => ({ count: s.int(1, 500), avgValue: r2(s.float(0, 900)), category: s.pick(WINE_CATEGORIES) })),
  avgTemp: r2(s.float(40, 90)),
  dailySwing: r2(s.float(0, 20)),
  humidityPct: s.int(0, 100),
  years: s.int(1, 30),
});

describe('shareable links', () => {
  const s = createSampler(123);
  const cases = [
    { schema: costInputSchema, encode: encodeCostParams, decode: decodeCostParams, sample: sampleCost },
    { schema: coolingLoadInputSchema, encode: encodeCoolingParams, decode: decodeCoolingParams, sample: sampleCooling },
    { schema: capacityInputSchema, encode: encodeCapacityParams, decode: decodeCapacityParams, sample: sampleCapacity },
    { schema: valuationInputSchema, encode: encodeValuationParams, decode: decodeValuationParams, sample: sampleValuation },
  ] as const;

  it('round-trip sampled inputs exactly', () => {
    for (const c of cases) {
      for (let i = 0; i < 150; i += 1) {
        const input = c.sample(s);
        const params = (c.encode as (value: unknown) => URLSearchParams)(input);
        const decoded = c.decode(new URLSearchParams(params.toString()));
        expect(decoded).toEqual(c.schema.parse(input));
      }
    }
  });

  it('round-trip the simple cooling, ROI and quiz inputs', () => {
    const simple = { unitSystem: 'metric', length: 3.2, insulation: 'excellent', glass: 'one-wall', installedCapacity: 900, vaporBarrier: false } as const;
    expect(decodeCoolingSimpleParams(encodeCoolingSimpleParams(simple).toString())).toEqual(coolingSimpleInputSchema.parse(simple));
    const roi = { collectionValue: 350_000, offsiteFeePerYear: 4800, alternative: 'home-uncontrolled' } as const;
    expect(decodeRoiParams(encodeRoiParams(roi))).toEqual(roiInputSchema.parse(roi));
    const quiz = { collection: '300-1000', budget: '50k-100k' } as const;
    expect(decodeSuitabilityParams(encodeSuitabilityParams(quiz))).toEqual(quiz);
  });

  it('are short: defaults are left out and keys are abbreviated', () => {
    expect(encodeCostParams({}).toString()).toBe('');
    expect(encodeCostParams({ bottles: 1500, region: 'high-cost-metro' }).toString()).toBe('b=1500&r=high-cost-metro');
    expect(encodeCapacityParams({ walls: [{ length: 10 }, { length: 8, style: 'display' }] }).toString()).toBe('w=10_*8_display');
  });

  it('fall back to defaults field by field on bad values', () => {
    const decoded = decodeCostParams('b=abc&r=high-cost-metro&rm=gold&u=metric&l=40&w=3');
    expect(decoded).toMatchObject({ bottles: 1000, region: 'high-cost-metro', rackingMaterial: 'redwood-mahogany', unitSystem: 'metric', width: 3 });
    expect(decoded.length).toBeUndefined();
    const walls = decodeCapacityParams('w=10_*x_display*8_nonsense*99999&nb=300');
    expect(walls.walls).toEqual([{ length: 10 }, { length: 8 }]);
    expect(walls.nonBordeauxPercent).toBe(0);
  });

  it('survive garbage without throwing and always decode to valid input', () => {
    const g = createSampler(666);
    const alphabet = 'abc019.-_*%;,=&?#+ éΩ<>"\'\\';
    const junk = () => Array.from({ length: g.int(0, 30) }, () => g.pick([...alphabet])).join('');
    const decoders = [
      [decodeCostParams, costInputSchema],
      [decodeCoolingParams, coolingLoadInputSchema],
      [decodeCoolingSimpleParams, coolingSimpleInputSchema],
      [decodeCapacityParams, capacityInputSchema],
      [decodeRoiParams, roiInputSchema],
      [decodeValuationParams, valuationInputSchema],
      [decodeSuitabilityParams, suitabilityProgressSchema],
    ] as const;
    const keys = ['u', 'b', 'l', 'w', 'h', 'r', 's', 'v', 'lots', 'cv', 'collection', 'budget', 'vb', 'ach', 'rm', 'nb', 'zzz'];
    for (let i = 0; i < 400; i += 1) {
      const raw = Array.from({ length: g.int(0, 8) }, () => `${g.pick(keys)}=${encodeURIComponent(junk())}`).join('&') + (g.bool() ? junk() : '');
      for (const [decode, schema] of decoders) {
        const decoded = (decode as (p: string) => unknown)(raw);
        expect(schema.safeParse(decoded).success).toBe(true);
      }
    }
  });

  it('keep quiz answers that are valid and drop the rest', () => {
    const ids = SUITABILITY_QUESTION_IDS;
    expect(ids.length).toBe(8);
    expect(decodeSuitabilityParams(`collection=${SUITABILITY_OPTIONS.collection[2]}&growth=warp-speed`)).toEqual({ collection: '300-1000' });
  });

  it('keep the insulation choice list in sync with the config', () => {
    expect(decodeCoolingSimpleParams('i=excellent').insulation).toBe(INSULATION_LEVELS[3]);
  });
});
