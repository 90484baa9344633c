import { describe, expect, it } from 'vitest';
import { stripMarkup } from './sanitize.ts';

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
