import { describe, expect, it } from 'vitest';
import { checkBottle, checkSettings, DEFAULT_SETTINGS, EMPTY_BOTTLE, fromSaved, SAVED_MAX_CHARS, toDraft, toSaved } from './draft.ts';

const YEAR = 2026;

describe('checkBottle', () => {
  it('turns a typed bottle into a wine, markup stripped', () => {
    const checked = checkBottle({ ...EMPTY_BOTTLE, name: ' <i>Barolo</i> Cannubi ', vintage: '2019', quantity: '3', sizeMl: '1500', value: '$1,250', drinkFrom: '2030', drinkTo: '2045' }, YEAR);
    expect(checked.wine).toMatchObject({ name: 'Barolo Cannubi', vintage: 2019, quantity: 3, sizeMl: 1500, valueUsd: 1250, drinkFrom: 2030, drinkTo: 2045 });
    expect(checkBottle({ ...EMPTY_BOTTLE, name: 'Champagne', vintage: 'NV', style: 'sparkling' }, YEAR).wine).toMatchObject({ vintage: null, quantity: 1 });
  });

  it('says what is wrong with each field', () => {
    const checked = checkBottle({ ...EMPTY_BOTTLE, name: '', vintage: '3019', quantity: '0', value: '-4', drinkFrom: '2040', drinkTo: '2030' }, YEAR);
    expect(checked.errors).toEqual({
      name: 'Enter the wine’s name',
      vintage: 'A vintage is between 1800 and 2027, or leave it empty for a non-vintage wine',
      quantity: 'The number of bottles is a whole number from 1',
      value: 'A value is a positive amount in dollars, or leave it empty',
      drinkTo: 'The drinking window ends before it starts',
    });
    expect(checkBottle({ ...EMPTY_BOTTLE, name: 'A', quantity: '2.5', drinkFrom: '99' }, YEAR).errors).toEqual({
      quantity: 'The number of bottles is a whole number from 1',
      drinkFrom: 'A drinking year is between 1800 and 2200',
    });
  });
});

describe('checkSettings', () => {
  it('accepts the defaults and refuses readings out of range', () => {
    expect(checkSettings(DEFAULT_SETTINGS).settings).toMatchObject({ perYear: 24, growthYears: 5, ceilingFt: 8, avgTempF: 68, humidity: 45 });
    expect(checkSettings({ ...DEFAULT_SETTINGS, humidity: '140', avgTempF: 'warm', growthYears: '' }).errors).toEqual({
      humidity: 'Humidity is a percentage from 0 to 100',
      avgTempF: 'Enter an average temperature between −20 and 120°F',
      growthYears: 'Years to plan for: 1 to 30',
    });
  });
});

describe('saved collections', () => {
  const wine = checkBottle({ ...EMPTY_BOTTLE, name: 'Château Musar', producer: 'Château Musar', vintage: '2015', quantity: '6', value: '60' }, YEAR).wine!;

  it('round-trips wines and settings, keeping a producer the name already holds once', () => {
    const saved = toSaved([wine], { ...DEFAULT_SETTINGS, perYear: '12' });
    expect(saved.wines[0]).toEqual(['Château Musar', '', 2015, 'red', '', '', 750, 6, 60, null, null]);
    const back = fromSaved({ ...saved, reportId: 'wc-1' }, YEAR);
    expect(back?.reportId).toBe('wc-1');
    expect(back?.settings.perYear).toBe('12');
    expect(back?.wines[0]).toEqual({ ...wine, producer: '' });
    expect(toDraft(wine)).toMatchObject({ name: 'Château Musar', vintage: '2015', quantity: '6', value: '60' });
  });

  it('drops tampered lines and refuses what is not a collection', () => {
    const saved = toSaved([wine], DEFAULT_SETTINGS);
    const tampered = { ...saved, wines: [...saved.wines, ['<b>x</b>', '', 1500, 'blue', '', '', 750, 1, null, null, null], ['Ok', '', 1700, 'red', '', '', 750, 1, null, null, null], 'junk'], settings: { ...DEFAULT_SETTINGS, light: 'neon' } };
    const back = fromSaved(tampered, YEAR);
    expect(back?.wines).toHaveLength(1);
    expect(back?.settings.light).toBe('indirect');
    expect(fromSaved({ v: 2 }, YEAR)).toBeNull();
    expect(fromSaved(null, YEAR)).toBeNull();
  });

  it('keeps 300 wines of CellarTracker-like length within the saved row’s size', () => {
    const typical = { ...wine, name: 'Domaine Example Gevrey-Chambertin 1er Cru Les Cazetiers', region: 'Gevrey-Chambertin, Côte de Nuits, Burgundy, France', varietal: 'Pinot Noir' };
    expect(JSON.stringify(toSaved(Array.from({ length: 300 }, () => typical), DEFAULT_SETTINGS)).length).toBeLessThan(SAVED_MAX_CHARS);
  });
});
