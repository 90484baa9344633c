import { describe, expect, it } from 'vitest';
import { STARTER_PLAN, doorSwing, floorArea, planProblems, roomProblems, walls, type Plan, type Room } from './plan.ts';

const room = (changes: Partial<Room>): Room => ({ ...STARTER_PLAN.room, ...changes });
const messages = (plan: Plan) => planProblems(plan).map((problem) => problem.message);

describe('the plan model', () => {
  it('opens on a valid starter plan', () => {
    expect(planProblems(STARTER_PLAN)).toEqual([]);
  });

  it('has four walls for a rectangle and six for an L, named by side, with the cut-away corner missing from the floor', () => {
    expect(walls(STARTER_PLAN.room).map((wall) => [wall.name, wall.length])).toEqual([
      ['north wall', 12],
      ['east wall', 10],
      ['south wall', 12],
      ['west wall', 10],
    ]);
    const l = room({ shape: 'l-shape', width: 14, depth: 12, cutWidth: 5, cutDepth: 4 });
    expect(walls(l).map((wall) => [wall.name, wall.length])).toEqual([
      ['north wall', 9],
      ['inner east wall', 4],
      ['inner north wall', 5],
      ['east wall', 8],
      ['south wall', 14],
      ['west wall', 12],
    ]);
    expect(floorArea(l)).toBe(14 * 12 - 5 * 4);
  });

  it('refuses impossible rooms with a message that names the size', () => {
    expect(roomProblems(room({ width: 0 }))[0]?.message).toBe("The room's width must be more than 0 ft");
    expect(roomProblems(room({ depth: -4 }))[0]?.message).toBe("The room's depth must be more than 0 ft");
    expect(roomProblems(room({ width: 41 }))[0]?.message).toBe("The room's width must be 3–40 ft (41 ft given)");
    expect(roomProblems(room({ height: 30 }))[0]?.message).toBe('The ceiling height must be 6–14 ft (30 ft given)');
    expect(roomProblems(room({ width: Number.NaN }))).toHaveLength(1);
    expect(roomProblems(room({ shape: 'l-shape', cutWidth: 7 }))[0]?.message).toMatch(/cut-away corner/);
  });

  it('refuses a door wider than its wall, or running past its end', () => {
    const narrow = { ...STARTER_PLAN, room: room({ width: 4, depth: 10 }), modules: [], door: { wall: 0, offset: 0, length: 5 } };
    expect(messages(narrow)).toEqual(['The door is 5 ft wide but the north wall is only 4 ft long']);
    const past = { ...STARTER_PLAN, modules: [], door: { wall: 0, offset: 10, length: 3 } };
    expect(messages(past)).toEqual(['The door runs past the end of the north wall (12 ft long)']);
    expect(messages({ ...STARTER_PLAN, door: { wall: 9, offset: 0, length: 3 } })).toEqual(['The door is on a wall this room does not have']);
  });

  it('keeps the door’s swing clear, on the room’s side of each wall', () => {
    expect(doorSwing(STARTER_PLAN.room, STARTER_PLAN.door)).toEqual({ x: 4.5, y: 7, w: 3, h: 3 });
    expect(doorSwing(STARTER_PLAN.room, { wall: 1, offset: 2, length: 3 })).toEqual({ x: 9, y: 2, w: 3, h: 3 });
    const blocked = { ...STARTER_PLAN, modules: [{ id: 'm1', kind: 'tasting-table' as const, x: 5, y: 7, length: 4, rotated: false }] };
    expect(messages(blocked)).toEqual(['Tasting table would block the door']);
  });

  it('refuses overlaps, pieces outside the room or in an L’s missing corner, and racks longer than any wall', () => {
    const overlap = { ...STARTER_PLAN, modules: [...STARTER_PLAN.modules, { id: 'm9', kind: 'display' as const, x: 1, y: 0.5, length: 3, rotated: false }] };
    expect(messages(overlap)).toContain('Display row would overlap Individual bottle rack');
    const outside = { ...STARTER_PLAN, modules: [{ id: 'm1', kind: 'individual' as const, x: 10, y: 0, length: 4, rotated: false }] };
    expect(messages(outside)).toEqual(['Individual bottle rack would stand outside the room']);
    const l = { ...STARTER_PLAN, room: room({ shape: 'l-shape', cutWidth: 4, cutDepth: 4 }), door: { ...STARTER_PLAN.door, wall: 4 }, modules: [{ id: 'm1', kind: 'individual' as const, x: 6, y: 0, length: 4, rotated: false }] };
    expect(messages(l)).toEqual(['Individual bottle rack would stand outside the room']);
    const long = { ...STARTER_PLAN, room: room({ width: 8, depth: 6 }), door: { wall: 2, offset: 0, length: 3 }, modules: [{ id: 'm1', kind: 'individual' as const, x: 0, y: 0, length: 10, rotated: false }] };
    expect(messages(long)).toEqual(['Individual bottle rack is 10 ft long, longer than any wall of this room (the longest is 8 ft)']);
  });

  it('refuses oversized plans and a second cooling unit', () => {
    const many = { ...STARTER_PLAN, modules: Array.from({ length: 41 }, (_, index) => ({ id: `m${index + 1}`, kind: 'individual' as const, x: 0, y: 0, length: 1, rotated: false })) };
    expect(messages(many)).toContain('This plan has 41 pieces; a plan holds at most 40');
    const twice = { ...STARTER_PLAN, modules: [...STARTER_PLAN.modules, { id: 'm9', kind: 'cooling-unit' as const, x: 4, y: 4, length: 2, rotated: false }] };
    expect(messages(twice)).toContain('A plan has one cooling unit; the estimate sizes one system');
  });
});
