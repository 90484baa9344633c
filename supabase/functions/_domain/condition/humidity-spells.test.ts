/**
 * Dry and damp spells: a fortnight logged hourly at 55°F and 62% RH, except
 * two days (48 hours) at 44–47% while the cooling unit ran hard, and five
 * hours at 72–74% after a wet cleaning. The average humidity is fine; the
 * dry spell is what the storage guide warns of.
 */
import { describe, expect, it } from 'vitest';
import { assessCondition } from './assessment.ts';
import { readChecklist } from './checklist.ts';
import { HUMIDITY_SPELL_THRESHOLDS, findHumiditySpells } from './humidity-spells.ts';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 0, 1);
const band = { low: 50, high: 70 };
/** 14 days hourly; from hour 72 two dry days, from hour 240 five damp hours. */
export const HUMIDITY_FORTNIGHT = Array.from({ length: 14 * 24 }, (_, i) => {
  const rh = i >= 72 && i < 120 ? 44 + (i % 4) : i >= 240 && i < 245 ? 72 + (i % 3) : 62;
  return { at: start + i * HOUR, tempF: 55, rh };
});
const sound = readChecklist({ doorSeal: 'good', vaporBarrier: 'yes', condensation: 'none', mould: 'none', light: 'dark', vibration: 'none', coolingAge: 'under-5', coolingNoise: 'normal' });
const series = (rhs: (number | null)[]) => rhs.map((rh, h) => ({ at: start + h * HOUR, tempF: 55, rh }));

describe('humidity spells: dry and damp, graded by how long and how far out of the band', () => {
  it('finds the dry spell and the damp one, each with its duration and its extreme', () => {
    const spells = findHumiditySpells(HUMIDITY_FORTNIGHT, band);
    expect(spells.map((s) => [s.direction, s.hours, s.extremeRh, s.grade])).toEqual([
      ['dry', 48, 44, 'significant'],
      ['damp', 5, 74, 'minor'],
    ]);
    expect(spells[0]!.from).toBe(start + 72 * HOUR);
    expect(spells[0]!.reason).toBe('below 50% for 24 hours or more');
  });

  it('grades by the guide’s thresholds: far out of the band is significant, far out for a day or out for a week is severe', () => {
    const { farMarginPct, significantHours, severeHours } = HUMIDITY_SPELL_THRESHOLDS;
    expect(farMarginPct).toBe(10);
    expect(findHumiditySpells(series([62, 48, 47, 62]), band)[0]).toMatchObject({ direction: 'dry', grade: 'minor' });
    expect(findHumiditySpells(series([62, 82, 62, 62]), band)[0]).toMatchObject({ direction: 'damp', extremeRh: 82, grade: 'significant', reason: 'past 80%, where mould grows on labels' });
    expect(findHumiditySpells(series([62, ...Array<number>(significantHours).fill(75), 62]), band)[0]).toMatchObject({ grade: 'significant' });
    expect(findHumiditySpells(series([62, ...Array<number>(severeHours).fill(36), 62]), band)[0]).toMatchObject({ grade: 'severe', reason: 'below 40% for 24 hours or more: corks dry out' });
    expect(findHumiditySpells(series([62, ...Array<number>(7 * 24).fill(45), 62]), band)[0]).toMatchObject({ grade: 'severe', reason: 'below 50% for a week or more' });
  });

  it('reads only the readings that have humidity: a log without it has no spell, and a row without it does not end one', () => {
    expect(findHumiditySpells(series([null, null, null]), band)).toEqual([]);
    expect(findHumiditySpells(series([62, 45, null, 45, 62]).filter((r) => r.rh !== null), band)[0]).toMatchObject({ hours: 3 });
  });

  it('puts the worst spell in the evidence for time outside the humidity band, and raises that finding to the spell’s grade', () => {
    const result = assessCondition({ readings: HUMIDITY_FORTNIGHT, checklist: sound, cooling: 'ducted-split', room: { lengthFt: 10, widthFt: 8, heightFt: 8 }, system: 'imperial' })!;
    expect(result.humiditySpells).toHaveLength(2);
    const finding = result.findings.find((f) => f.factor === 'humidityOutOfRange')!;
    expect(finding.evidence).toContain('Worst dry spell: 48 h below 50% on 2026-01-04 from 00:00, down to 44%');
    expect(finding.severity).not.toBe('low');
  });
});
