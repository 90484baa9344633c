import { describe, expect, it } from 'vitest';
import documentation from '../../../../docs/estimator.md?raw';
import { estimatorConfig } from './config.ts';

interface Entry {
  path: string;
  node: Record<string, unknown>;
}

/** Every object in the config that carries a figure (`value`, or `low`/`high`). */
function figures(node: unknown, path = 'config'): Entry[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
  const record = node as Record<string, unknown>;
  const own = 'value' in record || ('low' in record && 'high' in record) ? [{ path, node: record }] : [];
  const nested = Object.entries(record)
    .filter(([key]) => key !== 'value')
    .flatMap(([key, child]) => figures(child, `${path}.${key}`));
  return [...own, ...nested];
}

describe('the config', () => {
  const entries = figures(estimatorConfig);

  it('holds a good number of figures', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  it('gives every figure a unit and exactly one of a source or an assumption', () => {
    for (const { path, node } of entries) {
      const source = typeof node.source === 'string' ? node.source.trim() : '';
      const assumption = typeof node.assumption === 'string' ? node.assumption.trim() : '';
      expect(Boolean(source) !== Boolean(assumption), path).toBe(true);
      expect(typeof node.unit, path).toBe('string');
    }
  });

  it('keeps every range in order', () => {
    for (const { path, node } of entries) {
      if (typeof node.low === 'number' && typeof node.high === 'number') expect(node.low, path).toBeLessThanOrEqual(node.high);
    }
  });

  it('is documented entry by entry in docs/estimator.md', () => {
    for (const { path } of entries) {
      expect(documentation, path).toContain(`| \`${path.replace(/^config\./, '')}\` |`);
    }
  });

  it('keeps the research figures the calculators are tested against', () => {
    const c = estimatorConfig.cooling;
    expect(c.infiltrationFactor.value).toBe(0.018);
    expect(c.runTimeFactor.value).toBe(1.5);
    expect(c.safetyFactor.value).toBe(1.1);
    expect(c.standardSizesBtuh.value).toEqual([1456, 1886, 3040, 3938]);
    expect(estimatorConfig.cost.glassPerSqm).toMatchObject({ low: 850, high: 1000 });
    expect(estimatorConfig.cost.closetConversion).toMatchObject({ low: 10_000, high: 25_000 });
  });
});
