import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commit, redo, startHistory, undo } from './history.ts';
import { addModule, moveModule, moveModuleBy, removeModule, resizeModule, rotateModule, setDoor, setRoom, snap, type EditResult } from './operations.ts';
import { STARTER_PLAN, planProblems, type Plan } from './plan.ts';

const ok = (result: EditResult): Plan => {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  expect(planProblems(result.plan)).toEqual([]);
  return result.plan;
};
const refused = (result: EditResult): string => {
  if (result.ok) throw new Error('accepted');
  return result.message;
};
const at = (plan: Plan, id: string) => plan.modules.find((module) => module.id === id);

describe('editing a plan', () => {
  it('snaps to the half-foot grid and flush to a wall within a step of it', () => {
    expect(snap(2.2, 4, 12)).toBe(2);
    expect(snap(2.3, 4, 12)).toBe(2.5);
    expect(snap(0.2, 4, 12)).toBe(0);
    expect(snap(7.8, 4, 12)).toBe(8);
    expect(snap(8.2, 4, 12.3)).toBe(8.3);
    expect(snap(-3, 4, 12)).toBe(0);
    expect(snap(11, 4, 12)).toBe(8);
    const moved = ok(moveModule(STARTER_PLAN, 'm3', 6.2, 2.1));
    expect(at(moved, 'm3')).toMatchObject({ x: 6, y: 2 });
  });

  it('moves by the snap step and refuses a move into another piece, leaving the plan as it was', () => {
    const moved = ok(moveModuleBy(STARTER_PLAN, 'm3', 0, 0.5));
    expect(at(moved, 'm3')?.y).toBe(3);
    expect(refused(moveModuleBy(STARTER_PLAN, 'm2', 0, -1))).toBe('Diamond bins would overlap Individual bottle rack');
    expect(refused(moveModule(STARTER_PLAN, 'm1', 4, 7.5))).toBe('Individual bottle rack would block the door');
  });

  it('adds a piece at the first free place against a wall, and says when there is none', () => {
    const added = ok(addModule(STARTER_PLAN, 'display'));
    const display = added.modules.at(-1);
    expect(display).toMatchObject({ id: 'm5', kind: 'display', length: 4 });
    expect(refused(addModule(STARTER_PLAN, 'cooling-unit'))).toBe('The plan already has a cooling unit; move it instead');
    const tiny: Plan = { ...STARTER_PLAN, room: { ...STARTER_PLAN.room, width: 3, depth: 3 }, door: { wall: 2, offset: 0, length: 3 }, modules: [] };
    expect(refused(addModule(tiny, 'tasting-table'))).toBe('There is no free floor for a 5 ft tasting table: move or shorten something first');
  });

  it('rotates about the centre, and refuses a rack longer than any wall', () => {
    const turned = ok(rotateModule(STARTER_PLAN, 'm3'));
    expect(at(turned, 'm3')).toMatchObject({ rotated: false, length: 4 });
    expect(refused(resizeModule(STARTER_PLAN, 'm1', 14))).toBe('Individual bottle rack is 14 ft long, longer than any wall of this room (the longest is 12 ft)');
    expect(refused(resizeModule(STARTER_PLAN, 'm1', 25))).toBe('Individual bottle rack must be 1 ft–20 ft long');
    expect(at(ok(resizeModule(STARTER_PLAN, 'm1', 9)), 'm1')?.length).toBe(9);
  });

  it('refuses a room that would cut through what is drawn, naming it, and accepts one that fits', () => {
    expect(refused(setRoom(STARTER_PLAN, { ...STARTER_PLAN.room, width: 0 }))).toBe("The room's width must be more than 0 ft");
    expect(refused(setRoom(STARTER_PLAN, { ...STARTER_PLAN.room, width: 9 }))).toMatch(/^The door runs past|would stand outside the room in that room: move/);
    const bigger = ok(setRoom(STARTER_PLAN, { ...STARTER_PLAN.room, width: 16, depth: 12 }));
    expect(bigger.modules).toEqual(STARTER_PLAN.modules);
    // To an L and back: the door stays on the south wall.
    const l = ok(setRoom(STARTER_PLAN, { ...STARTER_PLAN.room, shape: 'l-shape', width: 16, depth: 12, cutWidth: 2, cutDepth: 4 }));
    expect(l.door.wall).toBe(4);
    expect(ok(setRoom(l, { ...l.room, shape: 'rectangle' })).door.wall).toBe(2);
    expect(refused(setDoor(STARTER_PLAN, { wall: 1, offset: 0, length: 12 }))).toBe('The door must be 2–8 ft wide (12 ft given)');
  });

  it('undoes and redoes edits in order, and a new edit drops what could be redone', () => {
    let history = startHistory(STARTER_PLAN);
    expect(canUndo(history)).toBe(false);
    const first = ok(moveModuleBy(STARTER_PLAN, 'm3', 0, 0.5));
    history = commit(history, first);
    const second = ok(removeModule(first, 'm1'));
    history = commit(history, second);
    history = undo(history);
    expect(history.present).toBe(first);
    history = undo(history);
    expect(history.present).toBe(STARTER_PLAN);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe(first);
    expect(canRedo(history)).toBe(true);
    history = commit(history, ok(rotateModule(first, 'm2')));
    expect(canRedo(history)).toBe(false);
    expect(history.past).toEqual([STARTER_PLAN, first]);
  });
});
