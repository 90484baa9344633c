import { describe, expect, it } from 'vitest';
import { estimatorConfig } from './config.ts';
import { recommendUnit, type CoolingLoadResult } from './cooling.ts';
import { buildCoolingLoadInput, estimateCoolingLoad, estimateCoolingLoadSimple } from './checked.ts';
import { GLASS_OPTIONS, INSULATION_LEVELS, TRAFFIC_LEVELS } from './options.ts';
import type { CoolingSimpleInput } from './schemas.ts';
import { createSampler } from './test-sampler.ts';
import { cToF, fToC, ftToM } from './units.ts';

const line = (result: CoolingLoadResult, key: string) => result.lines.find((l) => l.key === key)?.btuh ?? Number.NaN;

/**
 * The industry worked example (research notes, "Cooling load"): 10×8×8 ft,
 * R-19 walls, R-30 ceiling, 80°F outside, 55°F cellar →
 * walls 379 + ceiling 67 + floor 80 + air 288 + 20 W LED 68 ≈ 880 BTU/h, × 1.5 ≈ 1,320.
 * The floor's 80 BTU/h over 80 ft² means ΔT ÷ R = 1: we take ground at 65°F
 * under an R-10 floor. Air: 288 = 0.018 × ACH × 640 ft³ × 25°F → ACH = 1.
 */
const WORKED_EXAMPLE = {
  surfaces: [
    { kind: 'wall', label: 'Walls', area: 288, rValue: 19, outsideTemp: 80 },
    { kind: 'ceiling', label: 'Ceiling', area: 80, rValue: 30, outsideTemp: 80 },
    { kind: 'floor', label: 'Floor', area: 80, rValue: 10, outsideTemp: 65 },
  ],
  volume: 640,
  airChangesPerHour: 1,
  lightingWatts: 20,
} as const;

describe('the worked example', () => {
  const result = estimateCoolingLoad({ ...WORKED_EXAMPLE, surfaces: [...WORKED_EXAMPLE.surfaces] });

  it('matches each published line to within a few BTU/h', () => {
    expect(Math.abs(line(result, 'wall') - 379)).toBeLessThan(2);
    expect(Math.abs(line(result, 'ceiling') - 67)).toBeLessThan(1);
    expect(Math.abs(line(result, 'floor') - 80)).toBeLessThan(1);
    expect(Math.abs(line(result, 'infiltration') - 288)).toBeLessThan(1);
    expect(Math.abs(line(result, 'lighting') - 68)).toBeLessThan(1);
  });

  it('totals about 880 BTU/h, about 1,320 at a 16-hour run time, about 1,450 with the safety factor', () => {
    expect(Math.abs(result.totalBtuh - 880)).toBeLessThan(5);
    expect(Math.abs(result.runTimeBtuh - 1320)).toBeLessThan(5);
    expect(Math.abs(result.designBtuh - 1450)).toBeLessThan(10);
  });

  it('recommends the 1,456 BTU/h class, a through-the-wall unit, with no warnings', () => {
    expect(result.recommended.sizeBtuh).toBe(1456);
    expect(result.recommended.benchmark).toBe(true);
    expect(result.recommended.unitClass).toBe('through-the-wall');
    expect(result.warnings).toEqual([]);
  });

  it('is what simple mode gives with its defaults, so the calculator opens on the example', () => {
    const simple = estimateCoolingLoadSimple({});
    for (const key of ['wall', 'ceiling', 'floor', 'infiltration', 'lighting']) {
      expect(line(simple, key)).toBeCloseTo(line(result, key), 6);
    }
    expect(simple.recommended.sizeBtuh).toBe(1456);
  });

  it('reports metric equivalents', () => {
    expect(result.designW).toBeCloseTo(result.designBtuh / 3.412, 6);
    expect(result.surfaces[0]?.areaSqm).toBeCloseTo(288 * 0.09290304, 6);
  });
});

const simpleSample = (seed: number, count: number): CoolingSimpleInput[] => {
  const s = createSampler(seed);
  return Array.from({ length: count }, () => ({
    length: s.float(3, 30),
    width: s.float(3, 25),
    height: s.float(7, 12),
    insulation: s.pick(INSULATION_LEVELS),
    glass: s.pick(GLASS_OPTIONS),
    traffic: s.pick(TRAFFIC_LEVELS),
    surroundingsTemp: s.float(60, 100),
    cellarTemp: s.float(50, 60),
    groundTemp: s.float(45, 70),
    floorOver: s.pick(['ground', 'room'] as const),
    lightingWatts: s.int(0, 200),
    people: s.int(0, 4),
  }));
};

describe('properties over sampled rooms', () => {
  const samples = simpleSample(20260101, 300);

  it('better insulation never needs more cooling', () => {
    for (const input of samples) {
      const loads = INSULATION_LEVELS.map((insulation) => estimateCoolingLoadSimple({ ...input, insulation }).totalBtuh);
      for (let i = 1; i < loads.length; i += 1) expect(loads[i]).toBeLessThanOrEqual(loads[i - 1] ?? Infinity);
    }
  });

  it('a higher R on any one surface never needs more cooling', () => {
    for (const input of samples.slice(0, 100)) {
      const detailed = buildCoolingLoadInput(input);
      const base = estimateCoolingLoad(detailed).totalBtuh;
      (detailed.surfaces ?? []).forEach((surface, index) => {
        const better = (detailed.surfaces ?? []).map((s, i) => (i === index ? { ...s, rValue: s.rValue * 1.5 } : s));
        expect(estimateCoolingLoad({ ...detailed, surfaces: better }).totalBtuh).toBeLessThanOrEqual(base + 1e-9);
        expect(surface.rValue).toBeGreaterThan(0);
      });
    }
  });

  it('hotter surroundings never need less', () => {
    for (const input of samples) {
      const cooler = estimateCoolingLoadSimple(input);
      const hotter = estimateCoolingLoadSimple({ ...input, surroundingsTemp: (input.surroundingsTemp ?? 80) + 7 });
      expect(hotter.totalBtuh).toBeGreaterThanOrEqual(cooler.totalBtuh);
      expect(hotter.designBtuh).toBeGreaterThanOrEqual(cooler.designBtuh);
      expect(hotter.recommended.sizeBtuh).toBeGreaterThanOrEqual(cooler.recommended.sizeBtuh);
    }
  });

  it('a bigger room never needs less', () => {
    for (const input of samples) {
      const bigger = { ...input, length: (input.length ?? 10) + 2 };
      expect(estimateCoolingLoadSimple(bigger).totalBtuh).toBeGreaterThanOrEqual(estimateCoolingLoadSimple(input).totalBtuh);
    }
  });

  it('metric and imperial inputs of the same room agree', () => {
    for (const input of samples) {
      const imperial = estimateCoolingLoadSimple(input);
      const metric = estimateCoolingLoadSimple({
        ...input,
        unitSystem: 'metric',
        length: ftToM(input.length ?? 0),
        width: ftToM(input.width ?? 0),
        height: ftToM(input.height ?? 0),
        surroundingsTemp: fToC(input.surroundingsTemp ?? 0),
        cellarTemp: fToC(input.cellarTemp ?? 0),
        groundTemp: fToC(input.groundTemp ?? 0),
      });
      expect(metric.totalBtuh).toBeCloseTo(imperial.totalBtuh, 6);
      expect(metric.recommended.sizeBtuh).toBe(imperial.recommended.sizeBtuh);
    }
  });

  it('simple mode and the detailed input it builds give the same answer, in either unit system', () => {
    for (const input of samples.slice(0, 60)) {
      for (const unitSystem of ['imperial', 'metric'] as const) {
        const inSystem: CoolingSimpleInput =
          unitSystem === 'metric'
            ? { ...input, unitSystem, length: ftToM(input.length ?? 0), width: ftToM(input.width ?? 0), height: ftToM(input.height ?? 0), surroundingsTemp: fToC(input.surroundingsTemp ?? 0), cellarTemp: fToC(input.cellarTemp ?? 0), groundTemp: fToC(input.groundTemp ?? 0) }
            : input;
        const detailed = buildCoolingLoadInput(inSystem);
        expect(detailed.unitSystem).toBe(unitSystem);
        expect(estimateCoolingLoad(detailed).totalBtuh).toBeCloseTo(estimateCoolingLoadSimple(inSystem).totalBtuh, 6);
      }
    }
  });

  it('temperatures typed in °C to one decimal get the same unit as the °F figures they show', () => {
    const oneDecimal = (value: number) => Math.round(value * 10) / 10;
    for (const input of samples.slice(0, 80)) {
      const imperial = estimateCoolingLoadSimple(input);
      const detailed = buildCoolingLoadInput({
        ...input,
        unitSystem: 'metric',
        length: ftToM(input.length ?? 0),
        width: ftToM(input.width ?? 0),
        height: ftToM(input.height ?? 0),
        surroundingsTemp: fToC(input.surroundingsTemp ?? 0),
        cellarTemp: fToC(input.cellarTemp ?? 0),
        groundTemp: fToC(input.groundTemp ?? 0),
      });
      // What a form shows: every temperature rounded to 0.1°C, as a visitor would type it.
      const typed = {
        ...detailed,
        cellarTemp: detailed.cellarTemp === undefined ? undefined : oneDecimal(detailed.cellarTemp),
        surfaces: detailed.surfaces?.map((surface) => ({ ...surface, outsideTemp: oneDecimal(surface.outsideTemp) })),
      };
      const metric = estimateCoolingLoad(typed);
      expect(metric.recommended.unitClass).toBe(imperial.recommended.unitClass);
      expect(metric.warnings.map((w) => w.code).sort()).toEqual(imperial.warnings.map((w) => w.code).sort());
    }
  });

  it('the worked example typed in metric is still a through-the-wall room', () => {
    // As a form shows it after converting: millimetres and hundredths of a degree keep the same unit size.
    const converted = estimateCoolingLoadSimple({ unitSystem: 'metric', length: 3.048, width: 2.438, height: 2.438, surroundingsTemp: 26.67 });
    expect(converted.recommended).toMatchObject({ unitClass: 'through-the-wall', sizeBtuh: 1456 });
    expect(converted.warnings).toEqual([]);
    // As a person types it: 80°F rounds to 26.7°C (80.06°F), which must not read as "more than 25°F above the cellar".
    const typed = estimateCoolingLoadSimple({ unitSystem: 'metric', length: 3.05, width: 2.44, height: 2.44, surroundingsTemp: 26.7 });
    expect(typed.recommended.unitClass).toBe('through-the-wall');
    expect(typed.warnings).toEqual([]);
  });

  it('the total is the sum of its lines, and design = total × 1.5 × 1.1', () => {
    for (const input of samples) {
      const r = estimateCoolingLoadSimple(input);
      expect(r.lines.reduce((sum, l) => sum + l.btuh, 0)).toBeCloseTo(r.totalBtuh, 6);
      expect(r.designBtuh).toBeCloseTo(r.totalBtuh * 1.5 * 1.1, 6);
      expect(r.recommended.sizeBtuh).toBeGreaterThanOrEqual(r.designBtuh);
    }
  });
});

describe('glass', () => {
  it('a glass-enclosed cellar needs 1.5–3× the load of a solid one, as the vendors\' rules of thumb say', () => {
    const solid = estimateCoolingLoadSimple({});
    const enclosed = estimateCoolingLoadSimple({ glass: 'glass-enclosed' });
    const ratio = enclosed.totalBtuh / solid.totalBtuh;
    expect(ratio).toBeGreaterThanOrEqual(1.5);
    expect(ratio).toBeLessThanOrEqual(3);
  });

  it('every glass option adds load in order and warns about it', () => {
    const loads = GLASS_OPTIONS.map((glass) => estimateCoolingLoadSimple({ glass }));
    for (let i = 1; i < loads.length; i += 1) expect(loads[i]?.totalBtuh).toBeGreaterThan(loads[i - 1]?.totalBtuh ?? Infinity);
    expect(loads[0]?.warnings.map((w) => w.code)).not.toContain('glass');
    for (const r of loads.slice(1)) expect(r.warnings.map((w) => w.code)).toContain('glass');
  });
});

describe('unit sizing', () => {
  it('rounds up to the CellarPro benchmarks, then to the next 1,000 BTU/h', () => {
    expect(recommendUnit(1000, 20, true).sizeBtuh).toBe(1456);
    expect(recommendUnit(1456, 20, true).sizeBtuh).toBe(1456);
    expect(recommendUnit(1500, 20, true).sizeBtuh).toBe(1886);
    expect(recommendUnit(2500, 20, true).sizeBtuh).toBe(3040);
    expect(recommendUnit(3900, 20, true).sizeBtuh).toBe(3938);
    const larger = recommendUnit(3939, 20, true);
    expect(larger.sizeBtuh).toBe(4000);
    expect(larger.benchmark).toBe(false);
    expect(larger.unitClass).toBe('self-contained-ducted');
  });

  it('picks split systems for hot surroundings and big loads, several units for very big ones', () => {
    expect(recommendUnit(1400, 26, true).unitClass).toBe('split');
    expect(recommendUnit(9000, 10, true).unitClass).toBe('split');
    expect(recommendUnit(30000, 10, true).unitClass).toBe('multiple-splits');
    expect(recommendUnit(1400, 20, false).unitClass).toBe('self-contained-ducted');
  });
});

describe('warnings', () => {
  const codes = (input: CoolingSimpleInput) => estimateCoolingLoadSimple(input).warnings.map((w) => w.code);

  it('flags a unit more than 1.5× the design capacity as oversized, and one below it as undersized', () => {
    const design = estimateCoolingLoadSimple({}).designBtuh;
    expect(codes({ installedCapacity: Math.ceil(design * 1.5) + 10 })).toContain('oversized');
    expect(codes({ installedCapacity: Math.floor(design * 1.4) })).toEqual([]);
    expect(codes({ installedCapacity: Math.floor(design) - 50 })).toContain('undersized');
    const message = estimateCoolingLoadSimple({ installedCapacity: 6000 }).warnings[0]?.message ?? '';
    expect(message).toMatch(/short-cycle/);
 
  });

  it('reads an installed capacity in watts in metric', () => {
    const metricDesign = estimateCoolingLoadSimple({ unitSystem: 'metric' }).designBtuh;
    const tooBigW = Math.ceil((metricDesign * 1.5) / 3.412) + 10;
    expect(estimateCoolingLoadSimple({ unitSystem: 'metric', installedCapacity: tooBigW }).warnings.map((w) => w.code)).toContain('oversized');
    // In BTU/h the same number is well under the design load.
    expect(codes({ installedCapacity: tooBigW })).toContain('undersized');
  });

  it('flags surroundings more than 25°F above the cellar for self-contained units only', () => {
    expect(codes({ surroundingsTemp: 80 })).not.toContain('surroundings-too-hot');
    expect(codes({ surroundingsTemp: 81 })).toContain('surroundings-too-hot');
    expect(codes({ surroundingsTemp: 81, unitType: 'through-the-wall' })).toContain('surroundings-too-hot');
    expect(codes({ surroundingsTemp: 81, unitType: 'ductless-split' })).not.toContain('surroundings-too-hot');
    expect(estimateCoolingLoadSimple({ surroundingsTemp: 90 }).recommended.unitClass).toBe('split');
  });

  it('flags an exhaust room outside 50–80°F for through-the-wall units', () => {
    expect(codes({ unitType: 'through-the-wall', exhaustRoomTemp: 85 })).toContain('exhaust-room');
    expect(codes({ unitType: 'through-the-wall', exhaustRoomTemp: 45 })).toContain('exhaust-room');
    expect(codes({ unitType: 'through-the-wall', exhaustRoomTemp: 70 })).not.toContain('exhaust-room');
    expect(codes({ unitType: 'ducted-split', exhaustRoomTemp: 85 })).not.toContain('exhaust-room');
  });

  it('flags a missing vapor barrier and walls below R-13', () => {
    expect(codes({ vaporBarrier: false })).toContain('no-vapor-barrier');
    expect(codes({ insulation: 'poor' })).toContain('poor-insulation');
    expect(codes({ insulation: 'standard' })).not.toContain('poor-insulation');
  });

  it('flags a door below R-13 in detailed mode', () => {
    const result = estimateCoolingLoad({
      ...WORKED_EXAMPLE,
      surfaces: [...WORKED_EXAMPLE.surfaces, { kind: 'door', area: 20, rValue: 5, outsideTemp: 80 }],
    });
    expect(result.warnings.map((w) => w.code)).toContain('poor-door');
  });
});

describe('edge cases', () => {
  it('gives no credit for surfaces colder than the cellar', () => {
    const result = estimateCoolingLoadSimple({ groundTemp: 50 });
    expect(line(result, 'floor')).toBe(0);
    expect(result.assumptions.join(' ')).toMatch(/counted as zero/);
  });

  it('counts people at 80 W each and equipment at 3.412 BTU/h per watt', () => {
    const none = estimateCoolingLoad({ ...WORKED_EXAMPLE, surfaces: [...WORKED_EXAMPLE.surfaces] });
    const busy = estimateCoolingLoad({ ...WORKED_EXAMPLE, surfaces: [...WORKED_EXAMPLE.surfaces], people: 2, equipmentWatts: 100 });
    expect(busy.totalBtuh - none.totalBtuh).toBeCloseTo(2 * 80 * 3.412 + 100 * 3.412, 6);
  });

  it('estimates the volume from the ceiling when none is given', () => {
    const result = estimateCoolingLoad({ surfaces: [...WORKED_EXAMPLE.surfaces] });
    expect(result.infiltration.volumeCuft).toBe(80 * estimatorConfig.defaults.ceilingFt.value);
  });

  it('uses the example room when no surfaces are listed', () => {
    const result = estimateCoolingLoad({});
    expect(Math.abs(result.totalBtuh - 880)).toBeLessThan(5);
  });

  it('converts a metric set point', () => {
    const result = estimateCoolingLoadSimple({ unitSystem: 'metric', cellarTemp: 13 });
    expect(result.cellarTempF).toBeCloseTo(cToF(13), 9);
  });

  it('rejects impossible rooms with readable messages', () => {
    expect(() => estimateCoolingLoadSimple({ length: 100 })).toThrow(/Length must be 2–60 ft/);
    expect(() => estimateCoolingLoadSimple({ unitSystem: 'metric', length: 25 })).toThrow(/Length must be 0.6–18 m/);
  });
});
