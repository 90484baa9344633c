import { describe, expect, it } from 'vitest';
import { readFindings } from './findings.ts';

const QUOTE = [
  'Vintner Cellars LLC — Quotation Q-2291',
  'Wine cellar for the Smith residence, room 12\'6" x 10\', ceiling height 9 ft',
  'Capacity: 1,200 bottles',
  '',
  'Description                                   Amount',
  '1. Redwood wine racking, individual and diamond bins ....... $14,500.00',
  '2. WhisperKOOL SS8000 ductless split system, 8,000 BTU/h ... $11,200',
  '3. Insulation and vapor barrier, walls and ceiling         4,350.00',
  '4. Solid insulated cellar door                             $1,650',
  '5. Permit fees                                               $450',
  '6. Installation labor                                      $6,800',
  'Subtotal                                                  $38,950',
  'Discount (-$950)',
  'Sales tax 8%                                               $3,040',
  'Total                                                     $41,040',
  'Deposit due on signing: $12,000',
].join('\n');

describe('readFindings', () => {
  it('reads a competitor’s quote: the room, bottles, the unit and every priced line', () => {
    const f = readFindings(QUOTE);
    expect(f.kind).toBe('quote');
    expect(f.dimensions).toEqual([{ lengthFt: 12.5, widthFt: 10, heightFt: null, text: '12\'6" x 10\'' }]);
    expect(f.ceilingFt).toBe(9);
    expect(f.bottles).toEqual([1200]);
    expect(f.btu).toEqual([8000]);
    expect(f.models).toEqual([{ brand: 'WhisperKOOL', model: 'SS8000' }]);
    expect(f.coolingSystem).toBe('ductless-split');
    expect(f.rackingMaterial).toBe('redwood-mahogany');
    expect(f.prices.map((p) => [p.kind, p.amount])).toEqual([
      ['item', 14500],
      ['item', 11200],
      ['item', 4350],
      ['item', 1650],
      ['item', 450],
      ['item', 6800],
      ['subtotal', 38950],
      ['discount', -950],
      ['tax', 3040],
      ['total', 41040],
      ['payment', 12000],
    ]);
    expect(f.prices[0]!.description).toBe('Redwood wine racking, individual and diamond bins');
    expect(f.prices[1]!.description).toBe('WhisperKOOL SS8000 ductless split system, 8,000 BTU/h');
    expect(f.prices[2]!.line).toBe(8);
    expect(f.statedTotal).toBe(41040);
  });

  it('reads metric and millimetre plans, a unit written once at the end, and ignores unitless pairs', () => {
    const f = readFindings('Plan A: 3.6 m x 3.0 m x 2.7 m\nAlcove 2400 x 1200 mm\nStore 14 x 8 ft\nStuds 2 x 4 at 16 in centres');
    expect(f.kind).toBe('plan');
    expect(f.dimensions).toEqual([
      { lengthFt: 11.81, widthFt: 9.84, heightFt: 8.86, text: '3.6 m x 3.0 m x 2.7 m' },
      { lengthFt: 7.87, widthFt: 3.94, heightFt: null, text: '2400 x 1200 mm' },
      { lengthFt: 14, widthFt: 8, heightFt: null, text: '14 x 8 ft' },
    ]);
    expect(f.prices).toEqual([]);
  });

  it('reads an inspection report: feet with words, the unit’s type and capacity, no prices', () => {
    const text =
      'Cellar inspection report\nRoom measured 10 feet by 8 feet by 8 feet.\nBreezaire WKL 4000 through-the-wall unit, rated 4000 BTU, 12 years old.\nAbout 650 bottles stored; racking is pine.';
    const f = readFindings(text);
    expect(f.kind).toBe('inspection');
    expect(f.dimensions[0]).toMatchObject({ lengthFt: 10, widthFt: 8, heightFt: 8 });
    expect(f.models).toEqual([{ brand: 'Breezaire', model: 'WKL 4000' }]);
    expect(f.btu).toEqual([4000]);
    expect(f.coolingSystem).toBe('through-the-wall');
    expect(f.bottles).toEqual([650]);
    expect(f.rackingMaterial).toBe('pine');
    expect(f.statedTotal).toBeNull();
  });

  it('finds nothing in text without figures', () => {
    const f = readFindings('Thank you for your enquiry. We will be in touch.');
    expect(f).toMatchObject({ kind: 'other', dimensions: [], bottles: [], btu: [], models: [], prices: [], statedTotal: null });
  });
});
