import { describe, expect, it } from 'vitest';
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
