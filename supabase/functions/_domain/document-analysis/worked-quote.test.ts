/**
 * The worked example (fixtures.ts): a contractor's quote read, its lines
 * placed by what they say, set against our estimate, and checked against the
 * rules of the site's own guides and the estimator's cooling load.
 */
import { describe, expect, it } from 'vitest';
import { estimateCoolingLoad } from '../estimator/cooling.ts';
import { briefFromFindings, compareQuote, costValues } from './compare.ts';
import { classifyLine } from './classify.ts';
import { readFindings } from './findings.ts';
import { SILENT_QUOTE_LINES, SUMMIT_QUOTE } from './fixtures.ts';
import { checkQuote, quoteCoolingInput } from './red-flags.ts';

const findings = readFindings(SUMMIT_QUOTE);
const brief = briefFromFindings(findings);
const comparison = compareQuote(findings.prices, costValues(brief)!, findings.statedTotal);
const row = (key: string) => comparison.lines.find((line) => line.key === key)!;

describe('the worked quote: what it says', () => {
  it('reads the room, its 9 ft ceilings, the bottles and the unit’s capacity', () => {
    expect(findings.ceilingFt).toBe(9);
    expect(brief).toMatchObject({ lengthFt: 12, widthFt: 10, heightFt: 9, bottles: 1200, cooling: 'through-the-wall', rackingMaterial: 'redwood-mahogany' });
    expect(findings.btu).toEqual([1500]);
  });

  it('reads what the guides’ rules need: R-values by surface, the glazing, the vapor barrier’s side and the warranty', () => {
    expect(findings.rValues.map((r) => [r.surface, r.r])).toEqual([
      ['wall', 13],
      ['ceiling', 19],
    ]);
    expect(findings.glazing).toEqual([expect.objectContaining({ panes: 'single', line: 14 })]);
    expect(findings.vaporBarrier).toEqual([expect.objectContaining({ side: 'cold', line: 10 })]);
    expect(findings.warranties).toEqual([expect.objectContaining({ years: 1, covers: ['workmanship', 'equipment'], line: 24 })]);
  });
});

describe('the worked quote: each line placed by what it says, with a confidence', () => {
  it('files the framing and insulation line under the envelope, sure, though it mentions the door’s rough opening', () => {
    const framing = findings.prices.find((p) => p.line === 10)!;
    // The lumber size stays in the description: "2x4" is not a quantity of two.
    expect(framing.description).toMatch(/^Framing and insulation: 2x4 walls with R-13/);
    const placed = classifyLine(framing.description);
    expect(placed.key).toBe('envelope');
    expect(placed.sure).toBe(true);
    expect(placed.confidence).toBeGreaterThan(0.9);
    expect(row('envelope').theirs.map((p) => p.line)).toEqual([10, 11]);
    expect(row('doorGlass').theirs.map((p) => p.line)).toEqual([14]);
  });

  it('shows a line that could be two of ours as unsure, with both guesses, and keeps it out of the line verdicts', () => {
    const electrical = classifyLine('Electrical: dedicated 20 A circuit for the cooling unit');
    expect(electrical.sure).toBe(false);
    expect(electrical.key).toBe('labour');
    expect(electrical.alternatives.map((a) => a.key)).toEqual(['labour', 'cooling']);
    expect(comparison.unsure.map((u) => u.price.line)).toEqual([16]);
    expect(row('labour').theirs).toEqual([]);
    expect(row('labour').unsure.map((p) => p.line)).toEqual([16]);
  });

  it('lists demolition and permits as matched to none of our lines, not as racking or labour', () => {
    expect(classifyLine('Demolition of existing shelving and haul-away').key).toBeNull();
    expect(comparison.unmatched.map((p) => p.line)).toEqual([9, 17]);
  });

  it('judges door and glass and the envelope on the right lines', () => {
    // Door and glass: their single-pane door, $2,650, against a glass door at $1,800–3,000: within.
    expect(row('doorGlass')).toMatchObject({ theirAmount: 2650, verdict: 'within' });
    // Envelope: framing and insulation plus drywall, $9,200.
    expect(row('envelope').theirAmount).toBe(9200);
    expect(row('cooling')).toMatchObject({ theirAmount: 4200 });
  });
});

describe('the worked quote: checked against the guides and the estimator’s load', () => {
  const flags = checkQuote(findings, brief);
  const ids = flags.map((flag) => flag.id);

  it('flags each failure cause the guides name, with the quote’s own words and the guide that says so', () => {
    expect(ids).toEqual(expect.arrayContaining(['vapor-barrier-cold-side', 'walls-below-r19', 'single-pane-glass', 'unit-below-load', 'short-warranty']));
    const barrier = flags.find((flag) => flag.id === 'vapor-barrier-cold-side')!;
    expect(barrier).toMatchObject({ severity: 'high', line: 10 });
    expect(barrier.rule).toContain('warm side');
    expect(barrier.source.url).toBe('/resources/technical-guide#where-does-the-vapor-barrier-go-in-a-wine-cellar');
    expect(flags.find((flag) => flag.id === 'single-pane-glass')).toMatchObject({ severity: 'high', line: 14 });
    expect(flags.find((flag) => flag.id === 'walls-below-r19')).toMatchObject({ line: 10 });
    expect(flags.find((flag) => flag.id === 'short-warranty')).toMatchObject({ line: 24 });
    expect(flags.find((flag) => flag.id === 'short-warranty')!.rule).toContain('5 years');
    // Most serious first.
    expect(flags.map((flag) => flag.severity)).toEqual([...flags.map((flag) => flag.severity)].sort((a, b) => (a === b ? 0 : a === 'high' ? -1 : 1)));
  });

  it('sizes the room as the quote builds it, and the unit quoted is below that load', () => {
    // 12 × 10 × 9 ft with the quote's own R-13 walls, R-19 ceiling and a single-pane glass door.
    const load = estimateCoolingLoad(quoteCoolingInput(findings, brief)!);
    const wallR = load.surfaces.filter((s) => s.kind === 'wall').map((s) => s.rValue);
    expect(new Set(wallR)).toEqual(new Set([13]));
    expect(load.surfaces.find((s) => s.kind === 'glass')?.rValue).toBe(1);
    expect(load.surfaces.find((s) => s.kind === 'ceiling')?.rValue).toBe(19);
    const flag = flags.find((f) => f.id === 'unit-below-load')!;
    expect(flag).toMatchObject({ severity: 'high', line: 13 });
    expect(load.designBtuh).toBeGreaterThan(1500);
    expect(flag.found).toContain('1,500 BTU/h');
    expect(flag.rule).toContain(Math.round(load.designBtuh).toLocaleString('en-US'));
  });

  it('says nothing against a quote that follows the guides', () => {
    const good = readFindings(
      [
        "Quotation: wine cellar 12' x 10', 9 ft ceiling",
        'Framing, closed-cell spray foam R-19 walls and R-30 ceiling, vapor barrier on the warm side $9,800',
        'Insulated dual-pane glass door, argon filled $2,900',
        'Ducted split system, 4,000 BTU/h $14,000',
        'Warranty: construction 5 years, cooling system 3 years, racking lifetime',
      ].join('\n'),
    );
    expect(checkQuote(good, briefFromFindings(good))).toEqual([]);
  });
});

describe('a build quote that leaves out what the guides call failure causes', () => {
  // Framing, wall insulation and a cooling unit: a build quote. It never mentions a vapor barrier, and insulates the walls only.
  const silent = SILENT_QUOTE_LINES.join('\n');

  it('asks about the vapor barrier and the ceiling’s insulation, on the line that insulates, citing the guides, in a softer class than a stated fault', () => {
    const findings = readFindings(silent);
    const flags = checkQuote(findings, briefFromFindings(findings));
    expect(flags.map((flag) => [flag.id, flag.severity, flag.line])).toEqual([
      ['vapor-barrier-not-mentioned', 'ask', 3],
      ['ceiling-insulation-not-mentioned', 'ask', 3],
    ]);
    const [vapor, ceiling] = flags;
    expect(vapor?.title).toBe('Vapor barrier not mentioned');
    expect(vapor?.source.url).toBe('/resources/technical-guide#where-does-the-vapor-barrier-go-in-a-wine-cellar');
    expect(vapor?.rule).toMatch(/warm side/);
    expect(ceiling?.title).toBe('Ceiling insulation not mentioned');
    expect(ceiling?.rule).toMatch(/R-19/);
    expect(ceiling?.source.url).toBe('/resources/technical-guide#what-r-values-does-a-wine-cellar-need');
  });

  it('ranks a question after every stated fault', () => {
    const findings = readFindings(`${silent}\n6. Single-pane glass door $1,900\nWarranty: 1-year limited warranty on workmanship`);
    expect(checkQuote(findings, briefFromFindings(findings)).map((flag) => flag.severity)).toEqual(['high', 'medium', 'ask', 'ask']);
  });

  it('does not ask when the quote says it: a vapor barrier, closed-cell foam (itself a vapor retarder), walls and ceiling insulated', () => {
    for (const said of [
      silent.replace('in the walls', 'in the walls and ceiling, vapor barrier on the warm side'),
      silent.replace('R-19 fiberglass batts in the walls', 'closed-cell spray foam, R-21 walls and R-30 ceiling'),
    ]) {
      const findings = readFindings(said);
      expect(checkQuote(findings, briefFromFindings(findings))).toEqual([]);
    }
  });

  it('does not ask of a document that builds nothing: a supplier’s price list for racking and a unit, or an inspection', () => {
    const supplier = readFindings(['Quotation: wine racking and cooling', 'Redwood racking, 1,200 bottles $14,500', 'Through-the-wall cooling unit, 2,000 BTU/h $3,900'].join('\n'));
    expect(checkQuote(supplier, briefFromFindings(supplier))).toEqual([]);
    const inspection = readFindings(['Cellar inspection report', 'Walls insulated, R-19 batts', 'The cooling unit cycles normally'].join('\n'));
    expect(checkQuote(inspection, briefFromFindings(inspection)).filter((flag) => flag.severity === 'ask')).toEqual([]);
  });
});
