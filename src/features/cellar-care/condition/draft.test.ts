import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKLIST } from '@domain/condition/checklist.ts';
import { estimatorConfig } from '@domain/estimator/config.ts';
import { checkRoom, checkRow, condenseReadings, convertRows, DEFAULT_ROOM, fromSaved, SAVED_READINGS_MAX, toSaved } from './draft.ts';

const row = (at: string, temp: string, rh = '') => ({ id: 1, at, temp, rh });

describe('the form', () => {
  it('starts from the estimator’s example room', () => {
    const d = estimatorConfig.defaults.cost;
    expect(DEFAULT_ROOM).toEqual({ lengthFt: String(d.lengthFt.value), widthFt: String(d.widthFt.value), heightFt: String(d.heightFt.value) });
  });

  it('checks a typed row field by field, in °F or °C, and leaves an untouched row alone', () => {
    expect(checkRow(row('', ''), 'imperial')).toEqual({ reading: null, errors: {} });
    expect(checkRow(row('2026-03-01T08:00', '56', '64'), 'imperial').reading).toEqual({ at: Date.UTC(2026, 2, 1, 8), tempF: 56, rh: 64 });
    expect(checkRow(row('2026-03-01T08:00', '13,5'), 'metric').reading?.tempF).toBeCloseTo(56.3);
    expect(checkRow(row('', '56'), 'imperial').errors).toEqual({ at: 'Enter the date and time of the reading' });
    expect(checkRow(row('2026-03-01T08:00', 'warm'), 'imperial').errors.temp).toBe('Enter the temperature as a number in °F');
    expect(checkRow(row('2026-03-01T08:00', '60'), 'metric').errors.temp).toBe('Enter a temperature between −20 and 50°C');
    expect(checkRow(row('2026-03-01T08:00', '56', '101'), 'imperial').errors.rh).toBe('Humidity is a percentage from 0 to 100');
    expect(checkRow(row('2026-02-30T08:00', '56'), 'imperial').errors.at).toBeDefined();
  });

  it('keeps typed temperatures the same reading when the units switch', () => {
    expect(convertRows([row('', '55'), row('', 'x')], 'imperial', 'metric').map((r) => r.temp)).toEqual(['12.8', 'x']);
  });

  it('checks the room', () => {
    expect(checkRoom(DEFAULT_ROOM).room).toEqual({ lengthFt: 10, widthFt: 8, heightFt: 8 });
    expect(checkRoom({ ...DEFAULT_ROOM, heightFt: '40' }).errors.heightFt).toBe('The ceiling height is between 2 and 20 ft');
  });
});

describe('the saved report', () => {
  const readings = [0, 1, 2].map((hour) => ({ at: Date.UTC(2026, 2, 1, hour, 30), tempF: 55.44 + hour, rh: hour === 1 ? null : 63 }));
  const parts = { reportId: 'ca-1', system: 'imperial' as const, cooling: 'ductless-split' as const, room: { lengthFt: 10, widthFt: 8, heightFt: 8 }, checklist: { ...EMPTY_CHECKLIST, mould: 'some' as const } };

  it('round-trips through its compact form (tenths of a degree)', () => {
    const saved = toSaved(parts, readings);
    expect(saved.readings).toEqual([[0, 554, 63], [60, 564, null], [120, 574, 63]]);
    const back = fromSaved(JSON.parse(JSON.stringify(saved)));
    expect(back?.readings).toEqual(readings.map((r) => ({ ...r, tempF: Math.round(r.tempF * 10) / 10 })));
    expect(back?.checklist.mould).toBe('some');
    expect(back?.cooling).toBe('ductless-split');
  });

  it('averages a long log by the hour to fit, and says so', () => {
    const long = Array.from({ length: SAVED_READINGS_MAX + 4 }, (_, i) => ({ at: Date.UTC(2026, 0, 1) + i * 15 * 60_000, tempF: i % 2 ? 56 : 54, rh: 60 }));
    const { readings: kept, condensed } = condenseReadings(long);
    expect(kept).toHaveLength(Math.ceil(long.length / 4));
    expect(kept[0]).toEqual({ at: Date.UTC(2026, 0, 1), tempF: 55, rh: 60 });
    expect(condensed?.note).toBe('Saved as 626 hourly averages of the 2,504 readings.');
  });

  it('refuses what is not a saved report and drops impossible readings', () => {
    expect(fromSaved({ reportId: 'x' })).toBeNull();
    expect(fromSaved({ ...toSaved(parts, readings), room: { lengthFt: -1, widthFt: 8, heightFt: 8 } })).toBeNull();
    const tampered = { ...toSaved(parts, readings), readings: [[0, 9999, 63], [60, 550, 200], [120, 550, 50], 'x'] };
    expect(fromSaved(tampered)?.readings).toEqual([{ at: readings[0]!.at + 120 * 60_000, tempF: 55, rh: 50 }]);
  });
});
