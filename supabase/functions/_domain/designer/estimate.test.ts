import { describe, expect, it } from 'vitest';
import { estimateCapacity } from '../estimator/capacity.ts';
import { estimateCost } from '../estimator/cost.ts';
import { checkedCost } from './estimate-test-helpers.ts';
import { equivalentRectangle, estimatePlan, glassOption, planToEstimatorInputs } from './estimate.ts';
import { STARTER_PLAN, type Plan } from './plan.ts';

describe('plan → estimator', () => {
  it('worked example: the starter plan (12 × 10 ft, the default 8 ft ceiling, 8 ft individual, 4 ft diamond bins, 4 ft case storage)', () => {
    const inputs = planToEstimatorInputs(STARTER_PLAN);
    expect(inputs.capacity?.walls).toEqual([
      { length: 8, style: 'individual' },
      { length: 4, style: 'diamond-bins' },
      { length: 4, style: 'case-storage' },
    ]);
    const estimate = estimatePlan(STARTER_PLAN);
    // Individual at 8 ft: 72 a foot → 72 × 8 = 576; bins 3.7 × 4 × 8 = 118.4 → 118; cases 6 × 4 × 8 = 192.
    expect(estimate.capacity?.walls.map((wall) => wall.bottles)).toEqual([576, 118, 192]);
    expect(estimate.bottles).toBe(886);
    // The same figures as the estimator gives for the same inputs, line by line.
    const capacity = estimateCapacity({ unitSystem: 'imperial', style: 'mixed', nonBordeauxPercent: inputs.capacity?.nonBordeauxPercent ?? 0, ceilingHeight: 8, walls: inputs.capacity?.walls ?? [] });
    expect(estimate.bottles).toBe(capacity.nominalBottles);
    const cost = estimateCost(checkedCost({ sizeBy: 'room', length: 12, width: 10, height: 8, rackedBottles: 886, rackingStyle: 'mixed', glass: 'door', door: 'glass', cooling: 'ducted-split' }));
    expect(estimate.cost?.lines).toEqual(cost.lines);
    expect(estimate.cost?.total).toEqual(cost.total);
    expect(estimate.cost?.bottles).toBe(886);
    expect(estimate.cost?.cooling.designBtuh).toBeCloseTo(cost.cooling.designBtuh, 6);
  });

  it('prices an L as the rectangle with its floor area and perimeter', () => {
    const l: Plan = { ...STARTER_PLAN, room: { ...STARTER_PLAN.room, shape: 'l-shape', width: 14, depth: 12, cutWidth: 4, cutDepth: 3 }, door: { wall: 4, offset: 4, length: 3 } };
    const { length, width } = equivalentRectangle(l);
    expect(length * width).toBeCloseTo(14 * 12 - 4 * 3, 9);
    expect(2 * (length + width)).toBeCloseTo(2 * (14 + 12), 9);
    const cost = estimatePlan(l).cost;
    expect(cost?.room.floorSqft).toBeCloseTo(156, 6);
    expect(cost?.room.wallSqft).toBeCloseTo(52 * 8, 6);
  });

  it('prices cooling only with a unit placed, glass as the estimator’s options, and one style or mixed', () => {
    const noUnit = { ...STARTER_PLAN, modules: STARTER_PLAN.modules.filter((module) => module.kind !== 'cooling-unit') };
    expect(planToEstimatorInputs(noUnit).cost?.cooling).toBe('none');
    expect(estimatePlan(noUnit).cost?.lines.find((line) => line.key === 'cooling')).toMatchObject({ low: 0, high: 0 });
    expect(glassOption({ ...STARTER_PLAN, options: { ...STARTER_PLAN.options, door: 'solid-insulated' } })).toBe('none');
    expect(glassOption({ ...STARTER_PLAN, glass: [{ wall: 0, offset: 0, length: 4 }] })).toBe('one-wall');
    expect(glassOption({ ...STARTER_PLAN, glass: [0, 1, 2, 3].map((wall) => ({ wall, offset: 0, length: 10 })) })).toBe('glass-enclosed');
    const one = { ...STARTER_PLAN, modules: STARTER_PLAN.modules.filter((module) => module.kind !== 'diamond-bins' && module.kind !== 'case-storage') };
    expect(planToEstimatorInputs(one).cost?.rackingStyle).toBe('individual');
  });

  it('has nothing to count or price without racking, and counts every rack as a run of its own', () => {
    const empty = { ...STARTER_PLAN, modules: [] };
    expect(estimatePlan(empty)).toMatchObject({ bottles: 0, capacity: null, cost: null });
    const long: Plan = {
      ...STARTER_PLAN,
      room: { ...STARTER_PLAN.room, width: 40, depth: 40 },
      modules: Array.from({ length: 4 }, (_, index) => ({ id: `m${index + 1}`, kind: 'individual' as const, x: 0, y: index * 2, length: 20, rotated: false })),
    };
    expect(planToEstimatorInputs(long).capacity?.walls).toEqual(Array.from({ length: 4 }, () => ({ length: 20, style: 'individual' })));
    expect(estimatePlan(long).bottles).toBe(72 * 80);
  });

  it('moves with the plan: more racking, more bottles and a higher racking line', () => {
    const before = estimatePlan(STARTER_PLAN);
    const longer = { ...STARTER_PLAN, modules: STARTER_PLAN.modules.map((module) => (module.id === 'm1' ? { ...module, length: 9 } : module)) };
    const after = estimatePlan(longer);
    expect(after.bottles).toBe(before.bottles + 72);
    expect(after.cost?.lines[0]?.high).toBeGreaterThan(before.cost?.lines[0]?.high ?? Infinity);
  });
});
