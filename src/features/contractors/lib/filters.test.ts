import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './filters.ts';

describe('directory filters in the URL', () => {
  it('reads a known service and an area, and round-trips them', () => {
    const filters = readFilters(new URLSearchParams('service=climate-control&area=Napa%20Valley'));
    expect(filters).toEqual({ service: 'climate-control', area: 'Napa Valley' });
    expect(writeFilters(filters).toString()).toBe('service=climate-control&area=Napa+Valley');
  });

  it('ignores an unknown service and an empty area', () => {
    expect(readFilters(new URLSearchParams('service=plumbing&area=%20'))).toEqual({});
    expect(writeFilters({}).toString()).toBe('');
  });
});
