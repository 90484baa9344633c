import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCollectionCsv, styleFrom } from './csv.ts';
import { planStorage, valueAtRisk } from './storage.ts';
import { templateCsv } from './template.ts';
import { parseBottleSize, WINE_STYLES, type Wine } from './wine.ts';
import { drinkingWindow, summarizeWindows, WINDOW_RULES } from './windows.ts';

const YEAR = 2026;
const fixture = readFileSync(new URL('../../../../tests/e2e/fixtures/cellartracker-export.csv', import.meta.url), 'utf8');

const read = (text: string) => {
  const outcome = readCollectionCsv(text, YEAR);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
};

const wine = (patch: Partial<Wine>): Wine => ({
  name: 'A wine',
  producer: '',
  vintage: 2018,
  style: 'red',
  region: '',
  varietal: '',
  sizeMl: 750,
  quantity: 1,
  valueUsd: null,
  drinkFrom: null,
  drinkTo: null,
  ...patch,
});

describe('readCollectionCsv', () => {
  it('reads a CellarTracker export: eleven rows, two skipped with their lines, the unused and unknown columns named', () => {
    const csv = read(fixture);
    expect(csv.wines).toHaveLength(9);
    expect(csv.skipped).toEqual([
      { line: 10, reason: 'vintage “2150”: a vintage is between 1800 and 2027' },
      { line: 11, reason: 'quantity “-2”: the number of bottles is a whole number from 1' },
    ]);
    expect(csv.columns.name).toBe('Wine');
    expect(csv.columns.varietal).toBe('Varietal');
    expect(csv.knownUnused).toEqual(['iWine', 'Currency', 'Locale', 'Designation', 'Vineyard']);
    expect(csv.unrecognised).toEqual(['MasterVarietal', 'Tasting Group']);
    const [barton, barolo, , champagne, sauternes, , , pinot] = csv.wines;
    expect(barton).toMatchObject({ name: 'Château Léoville Barton, St-Julien', vintage: 2010, style: 'red', sizeMl: 750, quantity: 6, valueUsd: 950, region: 'Saint-Julien, Médoc, Bordeaux, France' });
    // A zero Value is "not known": the purchase price stands in.
    expect(barolo).toMatchObject({ sizeMl: 1500, valueUsd: 120 });
    // 1001 is CellarTracker's non-vintage.
    expect(champagne).toMatchObject({ vintage: null, style: 'sparkling' });
    expect(sauternes).toMatchObject({ style: 'sweet', sizeMl: 375 });
    expect(pinot).toMatchObject({ drinkFrom: 2024, drinkTo: 2030 });
  });

  it('reads plain-word headers with semicolons, and the template', () => {
    const csv = read('Name;Year;Colour;Bottles;Format;Price\n"Rioja <b>Reserva</b>";2016;Red;3;Magnum;"1.200,00"\nMuscadet;NV;white;;;\n');
    expect(csv.wines[0]).toMatchObject({ name: 'Rioja Reserva', vintage: 2016, quantity: 3, sizeMl: 1500, valueUsd: 1200 });
    expect(csv.wines[1]).toMatchObject({ vintage: null, quantity: 1, sizeMl: 750, valueUsd: null });
    expect(read(templateCsv()).wines.map((w) => [w.style, w.quantity, w.sizeMl])).toEqual([
      ['red', 6, 750],
      ['white', 3, 750],
      ['sparkling', 1, 1500],
    ]);
  });

  it('refuses a file without a name or a type column, naming what it found', () => {
    const outcome = readCollectionCsv('Timestamp,Temperature (°F)\n2026-01-01,55\n', YEAR);
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('No wine name and type columns were found. The first line has: Timestamp, Temperature (°F).') });
    expect(readCollectionCsv('Wine,Type\nA,Blue\n', YEAR)).toEqual({ ok: false, message: 'None of the file’s 1 wines could be read (line 2: type “Blue” not recognised (red, white, rosé, sparkling, sweet or fortified)).' });
    expect(readCollectionCsv('Wine,Type\n', YEAR).ok).toBe(false);
    expect(readCollectionCsv('a\u0000b', YEAR).ok).toBe(false);
  });

  it('reports bad sizes, values and windows by line', () => {
    const csv = read('Wine,Type,Size,Value,BeginConsume,EndConsume\nA,Red,Jug,,,\nB,Red,50L,,,\nC,Red,,-5,,\nD,Red,,,2030,2020\nE,Red,,,,\n');
    expect(csv.skipped.map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(csv.skipped[0]?.reason).toContain('not recognised');
    expect(csv.skipped[1]?.reason).toContain('between 187 ml and 30 L');
    expect(csv.skipped[3]?.reason).toContain('ends before it starts');
    expect(csv.wines).toHaveLength(1);
  });

  it('maps types and sizes', () => {
    expect(styleFrom('White - Sparkling', '', '')).toBe('sparkling');
    expect(styleFrom('', 'Rosé', 'Dry')).toBe('rose');
    expect(styleFrom('Red - Fortified', 'Red', 'Fortified')).toBe('fortified');
    expect(styleFrom('', '', '')).toBeNull();
    expect(['375ml', '1.5L', '1,5 l', '150cl', 'Magnum', 'Jeroboam', '3.0L', 'bottle'].map(parseBottleSize)).toEqual([375, 1500, 1500, 1500, 1500, 3000, 3000, 750]);
  });
});

describe('drinking windows', () => {
  it('has a general rule for every style', () => {
    for (const style of WINE_STYLES) expect(WINDOW_RULES.some((rule) => rule.styles.includes(style) && !rule.words)).toBe(true);
  });

  it('works out the windows of the worked examples', () => {
    // 2010 Saint-Julien: Bordeaux +5 to +25, peak +12 → 2015–2035, peak 2022, ready in 2026.
    expect(drinkingWindow(wine({ vintage: 2010, region: 'Saint-Julien, Médoc, Bordeaux' }), YEAR)).toMatchObject({ from: 2015, peak: 2022, to: 2035, status: 'ready' });
    // 2019 Barolo: +8 to +30 → 2027–2049: hold.
    expect(drinkingWindow(wine({ vintage: 2019, region: 'Barolo, Piedmont' }), YEAR)).toMatchObject({ from: 2027, to: 2049, status: 'hold' });
    // 2015 Beaujolais (a Burgundy sub-region, but its own rule first): +1 to +5 → 2016–2020: past.
    expect(drinkingWindow(wine({ vintage: 2015, region: 'Beaujolais, Burgundy', varietal: 'Gamay' }), YEAR)).toMatchObject({ from: 2016, to: 2020, status: 'past' });
    // 2017 Vintage Port: +15 to +50 → 2032–2067.
    expect(drinkingWindow(wine({ vintage: 2017, style: 'fortified', region: 'Porto, Douro' }), YEAR)).toMatchObject({ from: 2032, peak: 2042, to: 2067, status: 'hold' });
    // A generic 2023 white: +1 to +5 → 2024–2028.
    expect(drinkingWindow(wine({ vintage: 2023, style: 'white' }), YEAR)).toMatchObject({ from: 2024, to: 2028, status: 'ready' });
    // The collector's own window wins, even against the rule.
    expect(drinkingWindow(wine({ vintage: 2019, region: 'Barolo', drinkFrom: 2024, drinkTo: 2030 }), YEAR)).toMatchObject({ from: 2024, to: 2030, peak: null, status: 'ready', source: { kind: 'yours' } });
    expect(drinkingWindow(wine({ vintage: null, style: 'sparkling' }), YEAR)).toMatchObject({ from: 2026, to: 2029, status: 'ready', source: { kind: 'non-vintage' } });
  });

  it('counts the fixture’s bottles ready, to hold and past, and the timeline', () => {
    const summary = summarizeWindows(read(fixture).wines, YEAR, 10);
    // Ready: 6 Bordeaux, 12 Sancerre, 6 NV Champagne, 4 Sauternes, 3 Pinot (own window), 6 rosé; hold: 3 Barolo, 2 Port; past: 2 Beaujolais.
    expect(summary.counts).toEqual({ ready: 37, hold: 5, past: 2 });
    expect(summary.fromYours).toBe(3);
    // The non-vintage Champagne is ready this year but neither opens nor closes a window.
    expect(summary.byYear[0]).toEqual({ year: 2026, ready: 37, opening: 0, closing: 12 });
    // 2027: the Sancerre has left its window and the Barolo opens; the non-vintage Champagne is counted in its first year only.
    expect(summary.byYear[1]).toEqual({ year: 2027, ready: 6 + 3 + 4 + 3 + 6, opening: 3, closing: 0 });
  });
});

describe('storage and value', () => {
  it('sizes racking for the fixture grown by 24 bottles a year for 5 years with the capacity engine', () => {
    const plan = planStorage(read(fixture).wines, { perYear: 24, years: 5, ceilingFt: 8 });
    expect(plan.formats).toEqual({ half: 4, standard: 37, magnum: 3, large: 0 });
    expect(plan.growth).toEqual({ perYear: 24, years: 5, today: 44, then: 164 });
    // Sparkling 6, the Barolo magnums 3, Beaujolais 2 and Pinot Noir 3 are wider bottles: 14 of 44.
    expect(plan.widePercent).toBe(32);
    expect(plan.slotBottles).toBe(164);
    expect(plan.magnumSlots).toBe(Math.ceil((3 * 164) / 44));
    const racking = plan.racking;
    if (!racking) throw new Error('no racking');
    // 164 bottles need 205–214 places (25–30% headroom). Racking 8 ft high holds 72 bottles a foot; 32% wider bottles take
    // 12.8–16% of it. 4 ft: 288 places, 241 with the mix, enough; 3.5 ft: 252, 211 with the mix, not enough.
    expect(racking.capacity.current).toMatchObject({ bottles: 164, needed: { low: 205, high: 214 }, fits: true });
    expect(racking.capacity.nominalBottles).toBe(288);
    expect(racking.capacity.planning.capacity).toBe(241);
    expect(racking.lengthFt).toBe(4);
    // No growth; 10,000 bottles spread over the engine’s twelve walls; a collection beyond twelve 60 ft walls of racking.
    expect(planStorage([wine({ quantity: 10_000 })], { perYear: 0, years: 1, ceilingFt: 8 }).racking?.capacity.walls.length).toBe(12);
    expect(planStorage(read(fixture).wines, { perYear: 0, years: 5, ceilingFt: 8 }).slotBottles).toBe(44);
    const huge = planStorage([wine({ quantity: 10_000 })], { perYear: 5_000, years: 10, ceilingFt: 8 });
    expect(huge).toMatchObject({ racking: null, beyondEngine: true });
  });

  it('values the collection and its risk with the valuation engine', () => {
    const value = valueAtRisk(read(fixture).wines, { avgTempF: 68, dailySwingF: 4, humidityPct: 45, light: 'indirect', vibration: 'occasional', years: 10 });
    expect(value.valuedBottles).toBe(44);
    expect(value.unvaluedBottles).toBe(0);
    // Red 6 × 950 + 3 × 120 + 2 × 20 + 3 × 55; fortified 2 × 90; white (with rosé) 12 × 35 + 6 × 25; sparkling 6 × 60; sweet 4 × 80.
    expect(value.valuation?.totalValue).toBeCloseTo(7695, 6);
    expect(value.valuation?.lots.map((lot) => [lot.category, lot.count])).toEqual([
      ['red', 14],
      ['white', 18],
      ['sparkling', 6],
      ['sweet', 4],
      ['fortified', 2],
    ]);
    expect(value.valuation?.valueAtRisk).toBeGreaterThan(0);
    const ideal = valueAtRisk(read(fixture).wines, { avgTempF: 55, dailySwingF: 1, humidityPct: 65, light: 'dark', vibration: 'none', years: 10 });
    expect(ideal.valuation?.valueAtRisk).toBe(0);
    expect(valueAtRisk([wine({})], { avgTempF: 55, dailySwingF: 1, humidityPct: 65, light: 'dark', vibration: 'none', years: 10 })).toEqual({ valuation: null, valuedBottles: 0, unvaluedBottles: 1 });
  });
});
