import { describe, expect, it } from 'vitest';
import { estimatorConfig } from '../estimator/config.ts';
import { assessCondition, FACTOR_WEIGHTS, type AssessmentInput } from './assessment.ts';
import { EMPTY_CHECKLIST, readChecklist } from './checklist.ts';

const at = (day: number, hour: number) => Date.UTC(2026, 2, day, hour);
const room = { lengthFt: 10, widthFt: 8, heightFt: 8 };
const twoDays = [54, 56, 58, 56, 55, 57, 63, 57].map((tempF, i) => ({ at: at(1 + Math.floor(i / 4), (i % 4) * 6), tempF, rh: i === 6 ? 75 : 62 }));

describe('assessCondition', () => {
  it('the weights add up to 100', () => {
    expect(Object.values(FACTOR_WEIGHTS).reduce((sum, w) => sum + w, 0)).toBe(100);
  });

  it('scores a worked example: swings, a worn seal, some light and an ageing unit', () => {
    const input: AssessmentInput = {
      readings: twoDays,
      checklist: { ...EMPTY_CHECKLIST, doorSeal: 'worn', vaporBarrier: 'yes', condensation: 'none', mould: 'none', light: 'indirect', vibration: 'none', coolingAge: '10-15', coolingNoise: 'normal' },
      cooling: 'through-the-wall',
      room,
      system: 'imperial',
    };
    const result = assessCondition(input);
    // Lost: swing 6°F/day → the estimator's "large" 20 of 25 points → 0.8 × 14 = 11.2; 6 of 48 h above 59°F → 1/8 × 8 = 1;
    // 6 of 48 h above 70% RH → 1/8 × 4 = 0.5; worn seal 0.5 × 8 = 4; indirect light 5 of 10 → 0.5 × 5 = 2.5; 10–15 years 0.6 × 4 = 2.4.
    // 21.6 of 100 → 78.
    expect(result?.score).toBe(78);
    expect(result?.rating).toBe('fair');
    expect(result?.assessedWeight).toBe(100);
    expect(result?.notAssessed).toEqual([]);
    expect(result?.findings.map((f) => [f.factor, f.points, f.severity])).toEqual([
      ['swing', 11.2, 'high'],
      ['doorSeal', 4, 'moderate'],
      ['light', 2.5, 'moderate'],
      ['coolingAge', 2.4, 'high'],
      // 6 h at 63°F is past the 62°F alert limit: a significant warm spell, so at least a moderate risk.
      ['timeOutOfRange', 1, 'moderate'],
      ['humidityOutOfRange', 0.5, 'low'],
    ]);
    expect(result?.findings[0]?.evidence).toBe('6°F a day on average over 2 days, 8°F on the worst (2026-03-02).');
    const unit = estimatorConfig.cost.coolingInstalled['through-the-wall'];
    expect(result?.fixes.map((f) => [f.id, f.cost?.low ?? null, f.cost?.high ?? null])).toEqual([
      ['cooling-replace', unit.low, unit.high],
      ['door-seal', null, null],
      ['light', null, null],
    ]);
    expect(result?.fixes[0]?.addresses).toEqual(['swing', 'coolingAge', 'timeOutOfRange']);
    expect(result?.fixes[1]?.noFigure).toContain('no figure for a gasket');
    expect(result?.pricedTotal).toEqual({ low: 3000, high: 5500 });
  });

  it('prices a missing vapor barrier from the estimator’s envelope rate and the room', () => {
    const result = assessCondition({ readings: twoDays, checklist: { ...EMPTY_CHECKLIST, vaporBarrier: 'no', mould: 'some' }, cooling: 'ductless-split', room, system: 'imperial' });
    const envelope = result?.fixes.find((fix) => fix.id === 'envelope');
    // Walls 2 × (10 + 8) × 8 = 288 ft² + ceiling 80 ft² = 368 ft² at $15–22 → $5,520–8,096, to the $100.
    expect(envelope?.cost).toMatchObject({ low: 5500, high: 8100 });
    expect(envelope?.cost?.basis).toContain('368 ft²');
    expect(result?.fixes.find((fix) => fix.id === 'mould')?.noFigure).toContain('no figure for mould remediation');
  });

  it('scales the score to what was assessed and says what was left out', () => {
    // One reading at 68°F in a passive cellar, nothing checked: only the temperature is assessed.
    const result = assessCondition({ readings: [{ at: at(1, 12), tempF: 68, rh: null }], checklist: EMPTY_CHECKLIST, cooling: 'none', room, system: 'imperial' });
    // 68°F earns the estimator's "hot" 30 of 40 points: 0.75 of the temperature's 18 → 25/100.
    expect(result?.assessedWeight).toBe(18);
    expect(result?.score).toBe(25);
    expect(result?.rating).toBe('critical');
    expect(result?.notAssessed.map((n) => n.factor)).toEqual([
      'swing', 'timeOutOfRange', 'humidity', 'humidityOutOfRange', 'light', 'vibration', 'doorSeal', 'vaporBarrier', 'condensation', 'mould', 'coolingAge', 'coolingNoise',
    ]);
    expect(result?.notAssessed.find((n) => n.factor === 'coolingAge')?.reason).toBe('a passive cellar has no cooling unit');
    expect(result?.fixes.map((f) => f.id)).toEqual(['cooling-install']);
    expect(result?.summary).toBe('Condition 25/100 (critical) from 1 reading and 0 checklist items; the biggest risk is average temperature.');
  });

  it('gives a sound cellar 100 with no findings and no fixes, in metric too', () => {
    const readings = [0, 6, 12, 18].map((hour) => ({ at: at(1, hour), tempF: 55 + (hour === 12 ? 1 : 0), rh: 63 }));
    const checklist = readChecklist({ doorSeal: 'good', vaporBarrier: 'yes', condensation: 'none', mould: 'none', light: 'dark', vibration: 'none', coolingAge: 'under-5', coolingNoise: 'normal', extra: 'x' });
    const result = assessCondition({ readings, checklist, cooling: 'ducted-split', room, system: 'metric' });
    expect(result?.score).toBe(100);
    expect(result?.findings).toEqual([]);
    expect(result?.fixes).toEqual([]);
    expect(result?.pricedTotal).toBeNull();
    expect(assessCondition({ readings: [], checklist, cooling: 'none', room, system: 'metric' })).toBeNull();
  });

  it('reads unknown checklist answers as not checked', () => {
    expect(readChecklist({ doorSeal: 'bogus', light: 'dark' })).toEqual({ ...EMPTY_CHECKLIST, light: 'dark' });
  });
});
