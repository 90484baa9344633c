import { describe, expect, it } from 'vitest';
import { estimatorConfig } from '@domain/estimator/config.ts';
import { collectSources } from './sources.ts';

describe('collectSources', () => {
  it('lists each publication once, without the figure-specific detail', () => {
    const sources = collectSources({
      a: { value: 1, source: 'Vendor guide: racking $300/m²' },
      b: { nested: { value: 2, source: 'Vendor guide: doors' } },
      c: { value: 3, assumption: 'Ours' },
      d: { value: 4, source: 'Manual' },
    });
    expect(sources).toEqual(['Manual', 'Vendor guide']);
  });

  it('finds the cooling sources the climate calculator cites', () => {
    const sources = collectSources(estimatorConfig.cooling);
    expect(sources).toContain('CellarPro product specifications (capacity at a 55°F cellar)');
    expect(sources).toContain('WhisperKOOL and Wine-Mate installation manuals');
    expect(sources.every((source) => !source.includes(': '))).toBe(true);
  });
});
