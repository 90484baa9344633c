import { describe, expect, it } from 'vitest';
import { roundTo } from './units.ts';
import {
  formatArea,
  formatBottles,
  formatBtuh,
  formatLength,
  formatNumber,
  formatPower,
  formatRange,
  formatTemperature,
  formatTemperatureDelta,
  formatUsd,
  formatUsdCompact,
  formatUsdRange,
} from './format.ts';

describe('format', () => {
  it('writes ranges the way the pages show them', () => {
    expect(formatUsdRange(52_000, 68_000)).toBe('$52K–$68K');
    expect(formatUsdRange(8500, 12_400)).toBe('$8.5K–$12K');
    expect(formatUsdRange(50_000, 50_000)).toBe('$50K');
    expect(formatRange(1550, 1612)).toBe('1,550–1,612');
    expect(formatRange(20, 25, 0, '%')).toBe('20–25 %');
  });

  it('writes dollars in full and compact', () => {
    expect(formatUsd(52_400)).toBe('$52,400');
    expect(formatUsd(-1200.4)).toBe('-$1,200');
    expect(formatUsdCompact(850)).toBe('$850');
    expect(formatUsdCompact(1_250_000)).toBe('$1.25M');
    expect(formatUsdCompact(999_999)).toBe('$1M');
  });

  it('writes cooling figures with their unit, in the visitor’s system first', () => {
    expect(formatBtuh(1320)).toBe('1,320 BTU/h');
    expect(formatBtuh(1322.78)).toBe('1,323 BTU/h');
    expect(formatPower(3412)).toBe('3,412 BTU/h (1,000 W)');
    expect(formatPower(3412, 'metric')).toBe('1,000 W (3,412 BTU/h)');
  });

  it('converts temperatures and differences separately', () => {
    expect(formatTemperature(55)).toBe('55°F');
    expect(formatTemperature(55, 'metric')).toBe('13°C');
    expect(formatTemperatureDelta(18, 'metric')).toBe('10°C');
    expect(formatTemperatureDelta(25)).toBe('25°F');
  });

  it('writes lengths, areas, counts', () => {
    expect(formatLength(10)).toBe('10 ft');
    expect(formatLength(10, 'metric')).toBe('3 m');
    expect(formatArea(80, 'metric')).toBe('7.4 m²');
    expect(formatNumber(1234.5678, 2)).toBe('1,234.57');
    expect(formatBottles(1)).toBe('1 bottle');
    expect(formatBottles(1200)).toBe('1,200 bottles');
  });
});

describe('formatNumber writes what Intl would, without building a formatter', () => {
  it('matches Intl.NumberFormat(en-US) after rounding, for every precision the estimator uses', () => {
    // A fixed pseudo-random walk over magnitudes and signs (reproducible: no Math.random).
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = [0, -0, 0.5, -0.5, 1.005, 2.675, 999.995, 999_999.5, 1e20, -1e20, 12_345_678.9];
    for (let i = 0; i < 3000; i += 1) values.push((next() - 0.3) * 10 ** Math.floor(next() * 12 - 3));
    for (const digits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
      for (const value of values) expect(formatNumber(value, digits), `${value} to ${digits}`).toBe(intl.format(roundTo(value, digits)));
    }
  });

  it('still writes numbers past plain notation and non-numbers as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    expect(formatNumber(1e22)).toBe(intl.format(roundTo(1e22)));
    expect(formatNumber(-3e17)).toBe(intl.format(roundTo(-3e17)));
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
  });
});
