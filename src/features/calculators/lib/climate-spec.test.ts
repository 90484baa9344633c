import { describe, expect, it } from 'vitest';
import { estimateCoolingLoad, estimateCoolingLoadSimple } from '@domain/estimator/checked.ts';
import { CLIMATE_INITIAL, newSurface, switchClimateUnits, type ClimateDraft } from './climate-spec.ts';
import { switchClimateMode } from './climate-detailed.ts';
import { parseClimateDraft, climateCodec } from './climate-codec.ts';
import { toSearch } from '@/components/tool-shell/form-draft.ts';

const compute = (draft: ClimateDraft) => {
  const parsed = parseClimateDraft(draft);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values.mode === 'simple' ? estimateCoolingLoadSimple(parsed.values.input) : estimateCoolingLoad(parsed.values.input);
};
const valuesOf = (draft: ClimateDraft) => {
  const parsed = parseClimateDraft(draft);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
};
const linkOf = (draft: ClimateDraft) => {
  const parsed = parseClimateDraft(draft);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return toSearch(climateCodec.encode(parsed.values));
};

describe('climate calculator form', () => {
  it('opens on the worked example with a clean link', () => {
    const result = compute(CLIMATE_INITIAL);
    expect(Math.round(result.totalBtuh)).toBe(882);
    expect(result.recommended.sizeBtuh).toBe(1456);
    expect(linkOf(CLIMATE_INITIAL)).toBe('');
  });

  it('round-trips quick mode through the link', () => {
    const draft: ClimateDraft = {
      ...CLIMATE_INITIAL,
      simple: { ...CLIMATE_INITIAL.simple, length: '14', glass: 'one-wall', surroundingsTemp: '85', people: '2', installedCapacity: '12000' },
    };
    const search = linkOf(draft);
    const back = climateCodec.decode(new URLSearchParams(search));
    expect(back.simple).toMatchObject({ length: '14', glass: 'one-wall', surroundingsTemp: '85', people: '2', installedCapacity: '12000' });
    expect(compute(back).designBtuh).toBeCloseTo(compute(draft).designBtuh, 6);
    expect(compute(back).warnings.map((w) => w.code)).toContain('oversized');
  });

  it('carries the room into detailed mode surface by surface, with the same answer, and shares it', () => {
    const quick: ClimateDraft = { ...CLIMATE_INITIAL, simple: { ...CLIMATE_INITIAL.simple, glass: 'door', insulation: 'standard' } };
    const detailed = switchClimateMode(quick, 'detailed', valuesOf(quick));
    expect(detailed.detailed.surfaces.map((s) => s.kind)).toEqual(['wall', 'glass', 'ceiling', 'floor']);
    expect(compute(detailed).totalBtuh).toBeCloseTo(compute(quick).totalBtuh, 0);

    const search = linkOf(detailed);
    expect(search.startsWith('?m=detailed&')).toBe(true);
    const back = climateCodec.decode(new URLSearchParams(search));
    expect(back.mode).toBe('detailed');
    expect(back.detailed.surfaces.map((s) => [s.kind, s.label, s.area, s.rValue, s.outsideTemp])).toEqual(
      detailed.detailed.surfaces.map((s) => [s.kind, s.label, s.area, s.rValue, s.outsideTemp]),
    );
  });

  it('keeps the recommendation when the units change, in both modes', () => {
    for (const mode of ['simple', 'detailed'] as const) {
      const imperial = switchClimateMode(CLIMATE_INITIAL, mode, valuesOf(CLIMATE_INITIAL));
      const metric = switchClimateUnits(imperial, 'metric');
      expect(compute(metric).recommended).toEqual(compute(imperial).recommended);
      expect(compute(metric).totalBtuh).toBeCloseTo(compute(imperial).totalBtuh, -1);
      expect(compute(switchClimateUnits(metric, 'imperial')).recommended.sizeBtuh).toBe(1456);
    }
  });

  it('asks for every number of a surface instead of guessing', () => {
    const detailed = switchClimateMode(CLIMATE_INITIAL, 'detailed', valuesOf(CLIMATE_INITIAL));
    const added = { ...detailed, detailed: { ...detailed.detailed, surfaces: [...detailed.detailed.surfaces, { ...newSurface('imperial'), area: '' }] } };
    const parsed = parseClimateDraft(added);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors['surfaces.3.area']).toBe('Area is required');
  });

  it('reports out-of-range values in the visitor’s units', () => {
    const metric = switchClimateUnits(CLIMATE_INITIAL, 'metric');
    const parsed = parseClimateDraft({ ...metric, simple: { ...metric.simple, length: '25' } });
    expect(!parsed.ok && parsed.errors.length).toBe('Length must be 0.6–18 m');
  });
});
