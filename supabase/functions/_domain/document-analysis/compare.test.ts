import { describe, expect, it } from 'vitest';
import { briefFromFindings, compareQuote, costValues, matchLine } from './compare.ts';
import { readFindings } from './findings.ts';

const QUOTE = [
  'Quotation: wine cellar 12\'6" x 10\', ceiling height 9 ft, 1,200 bottles',
  'Redwood wine racking, individual and diamond bins   $14,500',
  'WhisperKOOL SS8000 ductless split system            $11,200',
  'Insulation and vapor barrier                        $4,350',
  'Solid insulated cellar door                         $1,650',
  'Permit fees                                         $450',
  'Installation labor                                  $6,800',
  'Total                                               $38,950',
].join('\n');

describe('matchLine', () => {
  it('puts a line under the one of our lines its words say it pays for; site work under none', () => {
    expect(matchLine('Installation of the cooling unit and line set')).toBe('cooling');
    expect(matchLine('Walnut racking installed')).toBe('racking');
    expect(matchLine('Frameless glass front')).toBe('doorGlass');
    expect(matchLine('Spray foam, walls and ceiling')).toBe('envelope');
    expect(matchLine('LED strip lighting and slate tile floor')).toBe('flooringLighting');
    expect(matchLine('3D renderings and construction drawings')).toBe('design');
    expect(matchLine('Carpentry crew, 5 days')).toBe('labour');
    expect(matchLine('Permit fees')).toBeNull();
    expect(matchLine('Delivery')).toBeNull();
  });
});

describe('compareQuote', () => {
  it('prices the cellar the quote describes and sets each of their lines beside ours (worked example)', () => {
    const findings = readFindings(QUOTE);
    const brief = briefFromFindings(findings);
    expect(brief).toEqual({ lengthFt: 12.5, widthFt: 10, heightFt: 9, bottles: 1200, cooling: 'ductless-split', rackingMaterial: 'redwood-mahogany' });
    const values = costValues(brief)!;
    expect(values).toMatchObject({ sizeBy: 'room', length: 12.5, width: 10, height: 9, rackedBottles: 1200 });

    const c = compareQuote(findings.prices, values, findings.statedTotal);
    const row = (key: string) => c.lines.find((l) => l.key === key)!;
    // Our figures are the estimator's for a 12.5 × 10 × 9 ft room of 1,200 bottles in redwood with a ductless split.
    expect(row('racking')).toMatchObject({ ours: { low: 14400, high: 21600 }, theirAmount: 14500, verdict: 'within', difference: 0 });
    expect(row('cooling')).toMatchObject({ ours: { low: 8000, high: 14000 }, theirAmount: 11200, verdict: 'within' });
    expect(row('envelope')).toMatchObject({ ours: { low: 11200, high: 15300 }, theirAmount: 4350, verdict: 'below', difference: 4350 - 11200 });
    expect(row('doorGlass')).toMatchObject({ theirAmount: 1650, verdict: 'below', difference: 1650 - 1800 });
    expect(row('labour')).toMatchObject({ theirAmount: 6800, verdict: 'below' });
    expect(row('flooringLighting')).toMatchObject({ theirs: [], theirAmount: null, verdict: 'not-in-quote' });
    expect(row('design')).toMatchObject({ verdict: 'not-in-quote' });
    expect(c.unmatched.map((u) => u.description)).toEqual(['Permit fees']);
    expect(c.theirTotal).toBe(38950);
    expect(c.totalStated).toBe(true);
    expect(c.totalVerdict).toBe('below');
    expect(c.totalDifference).toBe(38950 - c.estimate.total.low);
  });

  it('adds their lines up when the quote states no total, and a line above our range says by how much', () => {
    const findings = readFindings('Estimate for 800 bottles\nCellar racking $30,000\nCooling unit $4,000\nSales tax $2,000');
    const values = costValues(briefFromFindings(findings))!;
    expect(values).toMatchObject({ sizeBy: 'bottles', bottles: 800 });
    const c = compareQuote(findings.prices, values, findings.statedTotal);
    const racking = c.lines.find((l) => l.key === 'racking')!;
    expect(racking.verdict).toBe('above');
    expect(racking.difference).toBe(30000 - racking.ours.high);
    expect(c.totalStated).toBe(false);
    expect(c.theirTotal).toBe(36000);
  });

  it('cannot price a document with neither a room nor a bottle count', () => {
    expect(costValues(briefFromFindings(readFindings('Racking $5,000\nDoor $1,200')))).toBeNull();
  });
});
