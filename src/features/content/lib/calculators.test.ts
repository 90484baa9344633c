import { describe, expect, it } from 'vitest';
import { calculatorFor } from './calculators.ts';

describe('calculatorFor', () => {
  it('uses the first calculator the writer listed in related', () => {
    expect(calculatorFor({ related: ['/resources/technical-guide', '/calculators/roi', '/calculators/cost'], tags: ['cooling'] }).to).toBe('/calculators/roi');
  });

  it('falls back to the first tag that points at a calculator, then to the cost calculator', () => {
    expect(calculatorFor({ related: ['/quote'], tags: ['storage', 'humidity'] }).to).toBe('/calculators/climate');
    expect(calculatorFor({ tags: ['racking'] }).to).toBe('/calculators/capacity');
    expect(calculatorFor({ tags: ['lighting'] }).to).toBe('/calculators/cost');
  });
});
