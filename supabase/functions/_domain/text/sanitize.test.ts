import { describe, expect, it } from 'vitest';
import { cleanText, stripMarkup } from './sanitize.ts';

describe('stripMarkup', () => {
  it('removes tags but keeps their text', () => {
    expect(stripMarkup('I want <b>2,000</b> bottles')).toBe('I want 2,000 bottles');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(stripMarkup('a<script>alert(1)</script>b<style>p{}</style>c<!-- x -->d')).toBe('abcd');
  });

  it('defeats tags split to survive a single pass', () => {
    expect(stripMarkup('<scr<b>ipt>alert(1)</scr</b>ipt>')).not.toMatch(/<\s*script/i);
  });

  it('keeps comparisons and ampersands that are not markup', () => {
    expect(stripMarkup('55°F < 60°F & humidity > 50%')).toBe('55°F < 60°F & humidity > 50%');
  });

  it('removes attributes-only payloads and unterminated tags', () => {
    expect(stripMarkup('hi <img src=x onerror=alert(1)> there <a href="x"')).toBe('hi  there ');
  });

  it('removes control characters but keeps new lines', () => {
    expect(stripMarkup('line one\u0000\nline two\u0007')).toBe('line one\nline two');
  });
});

describe('stripMarkup on large input', () => {
  // Adversarial shapes for the old repeated-regex stripper: each made it quadratic or worse.
  const size = 150_000;
  const shapes: Record<string, string> = {
    'nested openers': '<'.repeat(size / 2) + 'a' + '>'.repeat(size / 2),
    'unclosed scripts': '<script>x'.repeat(size / 9),
    'split tags': '<scr<b>ipt>'.repeat(size / 11),
    'open comments': '<!--'.repeat(size / 4),
    'tag starts without an end': '<a '.repeat(size / 3),
  };

  /** Median of a few runs, in ms: the comparison below is between shapes on the same machine at the same moment. */
  const timed = (text: string) => {
    const runs = [0, 1, 2].map(() => {
      const started = performance.now();
      stripMarkup(text);
      return performance.now() - started;
    });
    return runs.sort((a, b) => a - b)[1] ?? 0;
  };

  it('costs about what plain text of the same length costs, whatever its shape', () => {
    const plain = Math.max(timed('a'.repeat(size)), 1);
    for (const [name, text] of Object.entries(shapes)) {
      // Linear work is within a small factor of the plain pass; the quadratic stripper was thousands of times slower.
      expect(timed(text), name).toBeLessThan(plain * 40);
    }
  });

  it('leaves no tag behind in any of them', () => {
    for (const [name, text] of Object.entries(shapes)) expect(stripMarkup(text), name).not.toMatch(/<\/?[a-z!][^<>]*>/i);
  });

  it('removes a script rebuilt from pieces with its content', () => {
    expect(stripMarkup('<scr<b>ipt>alert(1)</script>after')).toBe('after');
  });

  it('keeps text after a script that never closes, without its tag', () => {
    expect(stripMarkup('<script>text')).toBe('text');
  });
});

describe('cleanText', () => {
  it('strips markup and the blanks left at either end', () => {
    expect(cleanText('  <b>Ana</b> Lima \n')).toBe('Ana Lima');
  });
});
