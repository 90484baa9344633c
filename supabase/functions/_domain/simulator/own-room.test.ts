import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { OWN_ROOM_DEFAULTS, ownRoomFromParams, ownRoomParams } from './own-room.ts';
import { ownRoomSchema } from './own-room-schema.ts';

describe('your own room', () => {
  it('the defaults are the calculator’s example room with its recommended unit, and run', () => {
    const parsed = safeParse(ownRoomSchema, OWN_ROOM_DEFAULTS);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.room).toMatchObject({ lengthFt: 10, widthFt: 8, heightFt: 8, insulation: 'good', airChangesPerHour: 1 });
    expect(parsed.data.unit.capacityBtuh).toBe(1456);
    expect(parsed.data.events).toEqual([{ kind: 'power-cut', startHour: 14, hours: 12 }]);
  });

  it('refuses readings out of physical range, naming the range', () => {
    const parsed = safeParse(ownRoomSchema, { ...OWN_ROOM_DEFAULTS, outsideMean: '500', humidity: '120', length: 'ten', cutStart: '100' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages.outsideMean).toBe('The average temperature next door must be between -20°F and 120°F');
    expect(messages.humidity).toBe('The humidity must be between 10% and 95%');
    expect(messages.length).toBe('The length must be a number');
  });

  it('a power cut after the run ends is refused', () => {
    const parsed = safeParse(ownRoomSchema, { ...OWN_ROOM_DEFAULTS, days: '2', cutStart: '50' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['The power must fail before the run ends, at hour 48']);
  });

  it('round-trips through the link; a link without room values is none', () => {
    const values = { ...OWN_ROOM_DEFAULTS, length: '12', glass: 'door', cutHours: '30' };
    expect(ownRoomFromParams(ownRoomParams(values))).toEqual(values);
    expect(ownRoomFromParams(new URLSearchParams('s=power-cut'))).toBeNull();
    expect(ownRoomFromParams(new URLSearchParams('l=12'))).toEqual({ ...OWN_ROOM_DEFAULTS, length: '12' });
  });
});
