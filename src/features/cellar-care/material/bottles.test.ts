import { describe, expect, it } from 'vitest';
import { readBottles } from './bottles.ts';

describe('readBottles', () => {
  it('leaves an empty count out and reads thousands separators', () => {
    expect(readBottles('  ')).toEqual({ ok: true, bottles: null });
    expect(readBottles('1,200')).toEqual({ ok: true, bottles: 1200 });
  });
  it('refuses words, fractions, markup and counts out of range with a message', () => {
    expect(readBottles('<b>500</b>')).toMatchObject({ ok: false, message: 'Enter the number of bottles as a whole number, e.g. 500.' });
    expect(readBottles('12.5').ok).toBe(false);
    expect(readBottles('5')).toEqual({ ok: false, message: 'Enter between 12 and 20,000 bottles.' });
    expect(readBottles('20001').ok).toBe(false);
  });
});
