import { describe, expect, it } from 'vitest';
import { bottlesPerSqftOfWall, individualPerLinearFt, nonBordeauxReductionPct, roomRackingWalls } from './capacity.ts';
import { estimateCapacity } from './checked.ts';
import { RACKING_STYLES } from './options.ts';
import { createSampler } from './test-sampler.ts';
import { ftToM, sqftToSqm } from './units.ts';

describe('research densities', () => {
  it('individual racking holds 72 bottles per linear foot at 8 ft and 57 at 6 ft', () => {
    expect(individualPerLinearFt(8)).toBe(72);
    expect(individualPerLinearFt(6)).toBe(57);
    expect(individualPerLinearFt(7)).toBe(64.5);
    expect(estimateCapacity({ ceilingHeight: 8, walls: [{ length: 10 }] }).nominalBottles).toBe(720);
    expect(estimateCapacity({ ceilingHeight: 6, walls: [{ length: 10 }] }).nominalBottles).toBe(570);
  });

  it('diamond bins hold about 3.7 bottles per ft² of wall, mixed racking about 50 per m²', () => {
    expect(estimateCapacity({ walls: [{ length: 10, style: 'diamond-bins' }] }).nominalBottles).toBe(Math.floor(10 * 8 * 3.7));
    const mixed = estimateCapacity({ walls: [{ length: 10, style: 'mixed' }] }).nominalBottles;
    expect(mixed).toBe(Math.floor(sqftToSqm(80) * 50 + 1e-9));
  });

  it('adds up wall by wall, each with its own style', () => {
    const r = estimateCapacity({ walls: [{ length: 10 }, { length: 8, style: 'diamond-bins' }, { length: 6, style: 'display' }] });
    expect(r.walls.map((w) => w.style)).toEqual(['individual', 'diamond-bins', 'display']);
    expect(r.nominalBottles).toBe(r.walls.reduce((sum, w) => sum + w.bottles, 0));
    expect(r.walls[0]?.bottles).toBe(720);
  });
});

describe('wider bottles', () => {
  it('take 20–25% at half the collection and up to 40% when all of it', () => {
    expect(nonBordeauxReductionPct(0)).toEqual({ low: 0, high: 0 });
    expect(nonBordeauxReductionPct(50)).toEqual({ low: 20, high: 25 });
    expect(nonBordeauxReductionPct(100)).toEqual({ low: 30, high: 40 });
  });

  it('never add capacity as their share grows', () => {
    let previous = nonBordeauxReductionPct(0);
    for (let share = 1; share <= 100; share += 1) {
      const next = nonBordeauxReductionPct(share);
      expect(next.low).toBeGreaterThanOrEqual(previous.low);
      expect(next.high).toBeGreaterThanOrEqual(previous.high);
      expect(next.low).toBeLessThanOrEqual(next.high);
      previous = next;
    }
  });

  it('turn into a low–high bottle count with the conservative end used to plan', () => {
    const r = estimateCapacity({ walls: [{ length: 10 }], nonBordeauxPercent: 50 });
    expect(r.mix.bottles).toEqual({ low: Math.floor(720 * 0.75), high: Math.floor(720 * 0.8) });
    expect(r.planning.capacity).toBe(r.mix.bottles.low);
  });
});

describe('growth headroom and weight', () => {
  it('says how many bottles to start with to leave 25–30% room', () => {
    const r = estimateCapacity({ walls: [{ length: 10 }, { length: 8 }, { length: 10 }] });
    expect(r.nominalBottles).toBe(2016);
    expect(r.planning.startWith).toEqual({ low: Math.floor(2016 / 1.3), high: Math.floor(2016 / 1.25) });
    expect(r.planning.roomFor.low + r.planning.startWith.high).toBe(2016);
    expect(r.planning.message).toBe('Plan for 1,550–1,612 bottles today: racking for 2,016 bottles leaves room for 404–466 more (25–30% growth).');
  });

  it('checks a current collection against the headroom it needs', () => {
    const fits = estimateCapacity({ walls: [{ length: 10 }], currentBottles: 500 });
    expect(fits.current?.needed).toEqual({ low: 625, high: 650 });
    expect(fits.current?.fits).toBe(true);
    const tight = estimateCapacity({ walls: [{ length: 10 }], currentBottles: 600 });
    expect(tight.current?.fits).toBe(false);
    expect(tight.current?.message).toMatch(/Add 60 bottles of racking/);
  });

  it('weighs about 3 lb a bottle and reports floor loading when the floor area is known', () => {
    const r = estimateCapacity({ walls: [{ length: 10 }], floorArea: 80 });
    expect(r.weight.lb).toBe(2160);
    expect(r.weight.lbPerLinearFt).toBe(216);
    expect(r.weight.lbPerSqft).toBe(27);
    expect(r.weight.kg).toBeCloseTo(2160 * 0.45359237, 6);
  });
});

describe('properties', () => {
  const s = createSampler(424242);
  const samples = Array.from({ length: 200 }, () => ({
    ceilingHeight: s.float(4, 14),
    walls: Array.from({ length: s.int(1, 5) }, () => ({ length: s.float(1, 30), style: s.pick(RACKING_STYLES) })),
    nonBordeauxPercent: s.int(0, 100),
  }));

  it('longer walls and taller racking never hold fewer bottles', () => {
    for (const input of samples) {
      const base = estimateCapacity(input).nominalBottles;
      const longer = estimateCapacity({ ...input, walls: input.walls.map((w) => ({ ...w, length: w.length + 1 })) }).nominalBottles;
      const taller = estimateCapacity({ ...input, ceilingHeight: input.ceilingHeight + 1 }).nominalBottles;
      expect(longer).toBeGreaterThanOrEqual(base);
      expect(taller).toBeGreaterThanOrEqual(base);
    }
  });

  it('every style has a positive density', () => {
    for (const style of RACKING_STYLES) expect(bottlesPerSqftOfWall(style, 8)).toBeGreaterThan(0);
  });

  it('metric and imperial walls of the same size agree', () => {
    for (const input of samples) {
      const imperial = estimateCapacity(input);
      const metric = estimateCapacity({
        ...input,
        unitSystem: 'metric',
        ceilingHeight: ftToM(input.ceilingHeight),
        walls: input.walls.map((w) => ({ ...w, length: ftToM(w.length) })),
      });
      // Per-wall flooring to whole bottles can differ by one bottle a wall.
      expect(Math.abs(metric.nominalBottles - imperial.nominalBottles)).toBeLessThanOrEqual(input.walls.length);
    }
  });

  it('uses three walls of 10, 8 and 10 ft when none are given, and says so', () => {
    const r = estimateCapacity({});
    expect(r.walls.map((w) => w.lengthFt)).toEqual([10, 8, 10]);
    expect(r.assumptions[0]).toMatch(/No walls given/);
  });
});

describe('a room as walls of racking', () => {
  it('racks three walls, the short one less a 14.5 in rack at each corner', () => {
    // 6 ft less 2 × 14.5 in = 3.58 ft; the 8 ft walls keep their length.
    expect(roomRackingWalls({ length: 6, width: 8 })).toEqual([8, 3.58, 8]);
    expect(roomRackingWalls({ length: 8, width: 6 })).toEqual([8, 3.58, 8]);
    expect(estimateCapacity({ ceilingHeight: 8, walls: roomRackingWalls({ length: 6, width: 8 }).map((length) => ({ length })) }).nominalBottles).toBe(
      Math.floor(72 * (8 + 3.58 + 8)),
    );
  });

  it('racks a room too narrow for an aisle between two racks as a reach-in closet: one long wall and the far wall', () => {
    // 4 ft less two racks leaves 1.58 ft, under the 2 ft aisle.
    expect(roomRackingWalls({ length: 4, width: 6 })).toEqual([6, 2.79]);
  });

  it("works in the room's own units", () => {
    const [long, short, other] = roomRackingWalls({ length: 3, width: 2.5 }, 'metric');
    expect(long).toBe(3);
    expect(other).toBe(3);
    expect(short).toBeCloseTo(2.5 - 2 * ftToM(14.5 / 12), 2);
  });
});
