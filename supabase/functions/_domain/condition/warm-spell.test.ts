/**
 * The worked warm spell: a week logged hourly at 55–56°F, except one day when
 * the cellar spent 12 hours above 59°F, peaking at 64°F. Its average, swing
 * and share of hours out of range all look mild; the spell itself is what
 * harms the wine, and the assessment must see it.
 */
import { describe, expect, it } from 'vitest';
import { assessCondition } from './assessment.ts';
import { readChecklist } from './checklist.ts';
import { EXCURSION_THRESHOLDS, findExcursions } from './excursions.ts';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 6, 1);
const SPELL = [60, 61, 62, 63, 64, 64, 63, 62, 61, 60, 60, 60];
/** 7 days × 24 hourly readings; on day 3 from 08:00 the 12 warm hours. */
export const WARM_SPELL_WEEK = Array.from({ length: 7 * 24 }, (_, i) => {
  const spell = i - (2 * 24 + 8);
  const tempF = spell >= 0 && spell < SPELL.length ? SPELL[spell]! : i % 24 < 12 ? 55 : 56;
  return { at: start + i * HOUR, tempF, rh: 63 };
});
const sound = readChecklist({ doorSeal: 'good', vaporBarrier: 'yes', condensation: 'none', mould: 'none', light: 'dark', vibration: 'none', coolingAge: 'under-5', coolingNoise: 'normal' });

describe('excursions: warm spells graded by how long and how warm', () => {
  it('finds the spell with its duration and peak', () => {
    const spells = findExcursions(WARM_SPELL_WEEK, { low: 50, high: 59 });
    expect(spells).toHaveLength(1);
    expect(spells[0]).toMatchObject({ direction: 'warm', hours: 12, peakF: 64, from: start + (2 * 24 + 8) * HOUR, grade: 'significant' });
    expect(spells[0]!.reason).toContain('62°F');
  });

  it('grades by the stated thresholds: short and mild is minor, a heat event is severe', () => {
    const at = (h: number) => start + h * HOUR;
    const series = (temps: number[]) => temps.map((tempF, h) => ({ at: at(h), tempF, rh: null }));
    expect(findExcursions(series([55, 60, 61, 55, 55]), { low: 50, high: 59 })[0]).toMatchObject({ hours: 2, peakF: 61, grade: 'minor' });
    // Past the alert limit, even briefly, is significant.
    expect(findExcursions(series([55, 63, 55, 55]), { low: 50, high: 59 })[0]).toMatchObject({ hours: 1, grade: 'significant' });
    // Over the duration threshold while still under the alert limit: significant.
    const long = [55, ...Array<number>(EXCURSION_THRESHOLDS.significantHours + 1).fill(60), 55];
    expect(findExcursions(series(long), { low: 50, high: 59 })[0]).toMatchObject({ grade: 'significant' });
    expect(findExcursions(series([55, 66, 71, 66, 55]), { low: 50, high: 59 })[0]).toMatchObject({ peakF: 71, grade: 'severe' });
    const day = [55, ...Array<number>(EXCURSION_THRESHOLDS.severeHours).fill(63), 55];
    expect(findExcursions(series(day), { low: 50, high: 59 })[0]).toMatchObject({ grade: 'severe' });
  });

  it('does not call a week with that spell good condition', () => {
    const result = assessCondition({ readings: WARM_SPELL_WEEK, checklist: sound, cooling: 'ducted-split', room: { lengthFt: 10, widthFt: 8, heightFt: 8 }, system: 'imperial' })!;
    expect(result.rating).not.toBe('good');
    expect(result.score).toBeLessThan(80);
    expect(result.excursions).toHaveLength(1);
    const finding = result.findings.find((f) => f.factor === 'timeOutOfRange')!;
    expect(finding.severity).not.toBe('low');
    expect(finding.evidence).toContain('12 h above 59°F');
    expect(finding.evidence).toContain('64°F');
    expect(result.cap).toMatchObject({ rating: 'fair' });
    expect(result.detail).toContain('warm spell');
  });
});
