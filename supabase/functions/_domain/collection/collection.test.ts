import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCollectionCsv, styleFrom } from './csv.ts';
import { planStorage, valueAtRisk } from './storage.ts';
import { templateCsv } from './template.ts';
import { parseBottleSize, WINE_STYLES, type Wine } from './wine.ts';
import { drinkingWindow, summarizeWindows, WINDOW_RULES } from './windows.ts';

const YEAR = 2026;
const fixture = readFileSync(new URL('../../../../tests/e2e/fixtures/cellartracker-export.csv', import.meta.url), 'utf8');
/** A collector's own spreadsheet: name, producer, vintage, region, quantity, price, and no type column. 74 bottles. */
const spreadsheet = readFileSync(new URL('../../../../tests/e2e/fixtures/collection-spreadsheet.csv', import.meta.url), 'utf8');

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

  it('refuses a file without a name column, naming what it found', () => {
    const outcome = readCollectionCsv('Timestamp,Temperature (°F)\n2026-01-01,55\n', YEAR);
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('No wine name column was found. The first line has: Timestamp, Temperature (°F).') });
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

describe('a spreadsheet without a type column', () => {
  const csv = read(spreadsheet);
  const byName = (name: string) => csv.wines.find((w) => w.name === name)!;

  it('reads it, each type from what the row says, and asks only for the one it cannot tell', () => {
    expect(csv.wines).toHaveLength(15);
    expect(csv.skipped).toEqual([]);
    expect(byName('Brut Réserve').style).toBe('sparkling');
    expect(byName('Vintage Port').style).toBe('fortified');
    expect(byName('Château Latour').style).toBe('red');
    expect(byName('Barolo Riserva Monfortino').style).toBe('red');
    expect(byName("Château d'Yquem").style).toBe('sweet');
    expect(byName('Chablis Premier Cru Montée de Tonnerre').style).toBe('white');
    expect(byName('Wehlener Sonnenuhr Riesling Kabinett').style).toBe('white');
    expect(byName('Bandol Rosé').style).toBe('rose');
    expect(csv.inferred.find((i) => i.line === 8)).toEqual({ line: 8, style: 'sparkling', word: 'Champagne' });
    // Napa Valley makes red and white, and "Estate Reserve" says neither.
    expect(csv.untyped).toEqual([{ line: 17, wine: expect.objectContaining({ name: 'Estate Reserve', quantity: 2, valueUsd: 65 }) }]);
    expect(csv.wines.reduce((sum, w) => sum + w.quantity, 0) + 2).toBe(74);
  });

  it('young great wines are held, a simple Beaujolais is drunk', () => {
    // 2013 Monfortino, a Barolo Riserva from an outstanding Piedmont vintage: 15 × 1.2 = 18 years → 2031.
    expect(drinkingWindow(byName('Barolo Riserva Monfortino'), YEAR)).toMatchObject({ status: 'hold', from: 2031, source: { kind: 'rule', great: true, rule: { id: 'barolo-riserva' } } });
    // 2010 Latour, a first growth in an outstanding year: 15 × 1.2 = 18 → 2028, two years off.
    expect(['hold', 'approaching']).toContain(drinkingWindow(byName('Château Latour'), YEAR).status);
    expect(drinkingWindow(byName('Château Latour'), YEAR)).toMatchObject({ from: 2028, source: { rule: { id: 'bordeaux-first-growth' } } });
    expect(['hold', 'approaching']).toContain(drinkingWindow(byName('Barbaresco'), YEAR).status);
    expect(drinkingWindow(byName('Vintage Port'), YEAR).status).toBe('hold');
    expect(drinkingWindow(byName('Beaujolais-Villages'), YEAR)).toMatchObject({ status: 'ready', source: { rule: { id: 'beaujolais' } } });
    expect(drinkingWindow(byName('Sancerre Les Romains'), YEAR).status).toBe('ready');
  });

  it('names the sources of every rule it used', () => {
    const window = drinkingWindow(byName('Barolo Riserva Monfortino'), YEAR);
    if (window.source.kind !== 'rule') throw new Error('no rule');
    expect(window.source.sources.join(' ')).toMatch(/Consorzio di Tutela Barolo/);
    for (const rule of WINDOW_RULES) expect(rule.sources.length).toBeGreaterThan(0);
  });

  it('is not all "ready now": the old rules called every bottle of it ready', () => {
    const summary = summarizeWindows(csv.wines, YEAR);
    expect(summary.counts.ready).toBeLessThan(60);
    expect(summary.counts.hold + summary.counts.approaching).toBeGreaterThanOrEqual(18);
  });

  it('says "we can\'t tell" for a wine no rule knows, rather than guess from its colour', () => {
    expect(drinkingWindow(wine({ vintage: 2018, style: 'red', region: 'Somewhere, Atlantis' }), YEAR)).toMatchObject({ status: 'unknown', from: null, to: null, source: { kind: 'unknown' } });
  });
});

describe('drinking windows', () => {
  it('keeps a rule by type only for rosé and sparkling wine, which nearly all drink young', () => {
    const byType = WINE_STYLES.filter((style) => WINDOW_RULES.some((rule) => rule.styles.includes(style) && !rule.words));
    expect(byType).toEqual(['rose', 'sparkling'].sort((a, b) => WINE_STYLES.indexOf(a as never) - WINE_STYLES.indexOf(b as never)));
  });

  it('works out the windows of the worked examples', () => {
    // 2010 Saint-Julien, no estate named: a commune's Bordeaux, +4 / +8 / +16, 20% longer in 2010 (outstanding) → 2015, 2020, 2029.
    expect(drinkingWindow(wine({ vintage: 2010, region: 'Saint-Julien, Médoc, Bordeaux' }), YEAR)).toMatchObject({ from: 2015, peak: 2020, to: 2029, status: 'ready', source: { great: true } });
    // The same from a classed growth named on the label: +8 / +15 / +30 × 1.2 → 2020, 2028, 2046.
    expect(drinkingWindow(wine({ vintage: 2010, name: 'Château Léoville Barton', region: 'Saint-Julien, Médoc, Bordeaux', valueUsd: 950 }), YEAR)).toMatchObject({ from: 2020, peak: 2028, to: 2046, source: { rule: { id: 'bordeaux-classed' } } });
    // A Pauillac at $900 with no estate named reads as a first growth by its price: +15 × 1.2 → 2028, approaching.
    expect(drinkingWindow(wine({ vintage: 2010, region: 'Pauillac', valueUsd: 900 }), YEAR)).toMatchObject({ from: 2028, status: 'approaching', source: { rule: { id: 'bordeaux-first-growth' } } });
    // 2019 Barolo: +8 / +15 / +30 × 1.2 → 2029–2055; it opens within three years: approaching.
    expect(drinkingWindow(wine({ vintage: 2019, region: 'Barolo, Piedmont' }), YEAR)).toMatchObject({ from: 2029, to: 2055, status: 'approaching' });
    // 2022 Barolo Riserva: +15 → 2037: hold.
    expect(drinkingWindow(wine({ vintage: 2022, name: 'Barolo Riserva', region: 'Piedmont' }), YEAR)).toMatchObject({ from: 2037, status: 'hold' });
    // 2015 Beaujolais (a Burgundy sub-region, but its own rule first): +0 to +3 → 2015–2018: past.
    expect(drinkingWindow(wine({ vintage: 2015, region: 'Beaujolais, Burgundy', varietal: 'Gamay' }), YEAR)).toMatchObject({ from: 2015, to: 2018, status: 'past' });
    // Grand Cru, Premier Cru and village Burgundy by their labels; "Chambertin" is not found inside "Gevrey-Chambertin".
    expect(drinkingWindow(wine({ vintage: 2017, name: 'Charmes-Chambertin Grand Cru', region: 'Côte de Nuits' }), YEAR).source).toMatchObject({ rule: { id: 'red-burgundy-grand-cru' } });
    expect(drinkingWindow(wine({ vintage: 2017, name: 'Gevrey-Chambertin 1er Cru Lavaut Saint-Jacques' }), YEAR).source).toMatchObject({ rule: { id: 'red-burgundy-premier-cru' } });
    expect(drinkingWindow(wine({ vintage: 2017, name: 'Gevrey-Chambertin' }), YEAR).source).toMatchObject({ rule: { id: 'red-burgundy-village' } });
    // 2017 Vintage Port: +15 to +50 → 2032–2067.
    expect(drinkingWindow(wine({ vintage: 2017, style: 'fortified', region: 'Porto, Douro' }), YEAR)).toMatchObject({ from: 2032, peak: 2042, to: 2067, status: 'hold' });
    // A 2023 white with nothing to place it: no window.
    expect(drinkingWindow(wine({ vintage: 2023, style: 'white' }), YEAR)).toMatchObject({ status: 'unknown', from: null });
    // The collector's own window wins, even against the rule.
    expect(drinkingWindow(wine({ vintage: 2019, region: 'Barolo', drinkFrom: 2024, drinkTo: 2030 }), YEAR)).toMatchObject({ from: 2024, to: 2030, peak: null, status: 'ready', source: { kind: 'yours' } });
    expect(drinkingWindow(wine({ vintage: null, style: 'sparkling' }), YEAR)).toMatchObject({ from: 2026, to: 2029, status: 'ready', source: { kind: 'non-vintage' } });
  });

  it('counts the fixture’s bottles ready, to hold and past, and the timeline', () => {
    const summary = summarizeWindows(read(fixture).wines, YEAR, 10);
    // Ready: 6 Bordeaux, 12 Sancerre, 6 NV Champagne, 4 Sauternes, 3 Pinot (own window), 6 rosé; approaching: 3 Barolo (2029);
    // hold: 2 Port; past: 2 Beaujolais.
    expect(summary.counts).toEqual({ ready: 37, approaching: 3, hold: 2, past: 2, unknown: 0 });
    expect(summary.fromYours).toBe(3);
    // The non-vintage Champagne is ready this year but neither opens nor closes a window.
    expect(summary.byYear[0]).toEqual({ year: 2026, ready: 37, opening: 0, closing: 12 });
    // 2027: the Sancerre has left its window (the Barolo opens in 2029); the non-vintage Champagne is counted in its first year only.
    expect(summary.byYear[1]).toEqual({ year: 2027, ready: 6 + 4 + 3 + 6, opening: 0, closing: 0 });
    expect(summary.byYear[3]).toMatchObject({ year: 2029, opening: 3 });
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
