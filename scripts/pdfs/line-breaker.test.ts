import { describe, expect, it } from 'vitest';
import { breakLines, type Measure, type Run, UnsupportedCharacterError } from './line-breaker.ts';

/** Every printable Latin-1 character is 1 pt wide at size 1, so widths are character counts. */
const monospace: Measure = {
  width: (text, _font, size) => [...text].length * size,
  supports: (_font, codePoint) => codePoint >= 0x20 && codePoint <= 0xff,
};

const run = (text: string, extra: Partial<Run> = {}): Run => ({ text, font: 'body', size: 1, color: '#000', ...extra });
const texts = (runs: Run[], width: number) =>
  breakLines(runs, width, monospace).map((line) => line.fragments.map((fragment) => fragment.text).join(''));

describe('breakLines', () => {
  it('fills lines greedily without exceeding the measure', () => {
    const lines = breakLines([run('the cellar holds fifty five degrees all year')], 20, monospace);
    expect(lines.map((line) => line.fragments.map((f) => f.text).join(''))).toEqual([
      'the cellar holds',
      'fifty five degrees',
      'all year',
    ]);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(20);
  });

  it('keeps styled runs inside one word together and merges same-style fragments', () => {
    const lines = breakLines([run('keep '), run('R-19', { font: 'bodySemibold' }), run(', always and forever')], 12, monospace);
    expect(lines[0]?.fragments.map((f) => [f.text, f.font, f.x])).toEqual([
      ['keep ', 'body', 0],
      ['R-19', 'bodySemibold', 5],
      [',', 'body', 9],
    ]);
  });

  it('honours hard breaks and drops spaces at line ends', () => {
    expect(texts([run('first line'), run('\n'), run('second   line  ')], 40)).toEqual(['first line', 'second line']);
  });

  it('splits a word wider than the column, preferring a slash', () => {
    expect(texts([run('winecellargpt.com/calculators/climate')], 24)).toEqual(['winecellargpt.com/', 'calculators/climate']);
  });

  it('never leaves an arithmetic operator at the end of a line', () => {
    const lines = texts([run('design capacity is load × 1.5 for the cycle')], 26);
    expect(lines.some((line) => line.endsWith('×'))).toBe(false);
    expect(lines.some((line) => line.startsWith('× 1.5'))).toBe(true);
  });

  it('draws missing symbols as fallback glyphs and rejects unknown ones', () => {
    const measure: Measure = { ...monospace, supports: (_f, code) => code !== 0x2248 && code <= 0xff };
    const [line] = breakLines([run('load ≈ 880')], 40, measure);
    expect(line?.fragments.map((f) => [f.kind, f.text])).toEqual([
      ['text', 'load '],
      ['glyph', '≈'],
      ['text', ' 880'],
    ]);
    expect(() => breakLines([run('rated ★ five')], 40, monospace)).toThrow(UnsupportedCharacterError);
  });

  it('pulls a word down rather than leave one short word alone on the last line', () => {
    // Greedy filling puts ten 4-letter words (49 pt) on the first line and "kk" alone on the second.
    const words = 'aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj';
    expect(texts([run(`${words} kk`)], 50)).toEqual(['aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii', 'jjjj kk']);
    // A last word that fills a fair part of the line is not a runt and stays where it fell.
    expect(texts([run(`${words} kkkkkkkkkkkk`)], 50)).toEqual([words, 'kkkkkkkkkkkk']);
  });
});
