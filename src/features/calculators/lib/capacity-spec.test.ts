import { describe, expect, it } from 'vitest';
import { estimateCapacity } from '@domain/estimator/checked.ts';
import { estimateCost } from '@domain/estimator/cost.ts';
import { COST_DEFAULTS } from '@domain/estimator/defaults.ts';
import { CAPACITY_INITIAL, newWall, switchCapacityUnits, type CapacityDraft } from './capacity-spec.ts';
import { parseCapacityDraft, capacityCodec } from './capacity-codec.ts';
import { toSearch } from '@/components/tool-shell/form-draft.ts';

const values = (draft: CapacityDraft) => {
  const parsed = parseCapacityDraft(draft);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
};

describe('capacity calculator form', () => {
  it('shows the default walls without putting them in the link', () => {
    expect(CAPACITY_INITIAL.walls.map((wall) => wall.length)).toEqual(['10', '8', '10']);
    expect(toSearch(capacityCodec.encode(values(CAPACITY_INITIAL)))).toBe('');
    expect(estimateCapacity(values(CAPACITY_INITIAL)).nominalBottles).toBe(estimateCapacity({}).nominalBottles);
  });

  it('measures by a room: the same count as the cost calculator by room size, a link that reopens it, and a message for a missing side', () => {
    const draft: CapacityDraft = { ...CAPACITY_INITIAL, measureBy: 'room', roomLength: '12', roomWidth: '10', ceilingHeight: '9', style: 'individual' };
    const search = toSearch(capacityCodec.encode(values(draft)));
    expect(search).toBe('?h=9&rl=12&rw=10');
    const back = capacityCodec.decode(new URLSearchParams(search));
    expect(back).toMatchObject({ measureBy: 'room', roomLength: '12', roomWidth: '10' });
    const cost = estimateCost({ ...COST_DEFAULTS, sizeBy: 'room', length: 12, width: 10, height: 9, rackingStyle: 'individual' });
    expect(estimateCapacity(values(back)).nominalBottles).toBe(cost.bottles);
    // Metric keeps the same room.
    const metric = switchCapacityUnits(draft, 'metric');
    expect(estimateCapacity(values(metric)).nominalBottles).toBe(cost.bottles);
    const missing = parseCapacityDraft({ ...draft, roomWidth: '' });
    expect(missing.ok ? null : missing.errors.roomWidth).toBe('Enter the room’s width');
  });

  it('round-trips edited walls, per-wall styles and the bottle mix', () => {
    const draft: CapacityDraft = {
      ...CAPACITY_INITIAL,
      walls: [newWall('12'), newWall('6', 'diamond-bins'), newWall('9.5', 'display')],
      nonBordeauxPercent: '40',
      currentBottles: '900',
    };
    const search = toSearch(capacityCodec.encode(values(draft)));
    expect(search).toBe('?w=12_*6_diamond-bins*9.5_display&nb=40&cb=900');
    const back = capacityCodec.decode(new URLSearchParams(search));
    expect(back.walls.map((wall) => [wall.length, wall.style])).toEqual([
      ['12', ''],
      ['6', 'diamond-bins'],
      ['9.5', 'display'],
    ]);
    expect(estimateCapacity(values(back))).toEqual(estimateCapacity(values(draft)));
  });

  it('names the wall whose length is missing or out of range', () => {
    const draft = { ...CAPACITY_INITIAL, walls: [newWall('10'), newWall(''), newWall('70')] };
    const parsed = parseCapacityDraft(draft);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors['walls.1.length']).toBe('Wall length is required');
    expect(!parsed.ok && parsed.errors['walls.2.length']).toBe('Wall length must be 1–60 ft (0.3–18 m)');
  });

  it('holds the same bottles after switching to metric and back', () => {
    const metric = switchCapacityUnits({ ...CAPACITY_INITIAL, ceilingHeight: '9' }, 'metric');
    expect(metric.walls.map((wall) => wall.length)).toEqual(['3.048', '2.438', '3.048']);
    expect(estimateCapacity(values(metric)).nominalBottles).toBeCloseTo(estimateCapacity(values({ ...CAPACITY_INITIAL, ceilingHeight: '9' })).nominalBottles, -1);
    expect(switchCapacityUnits(metric, 'imperial').walls.map((wall) => wall.length)).toEqual(['10', '8', '10']);
  });
});
