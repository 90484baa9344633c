import { describe, expect, it } from 'vitest';
import { loadToolCodec, type CalculatorSpec } from '@/components/tool-shell/use-tool-state.ts';
import { capacitySpec } from './capacity-spec.ts';
import { climateSpec } from './climate-spec.ts';
import { costSpec } from './cost-spec.ts';
import { quizSpec } from './quiz-spec.ts';
import { roiSpec } from './roi-spec.ts';
import { valuationSpec } from './valuation-spec.ts';

const SPECS: Record<string, CalculatorSpec<unknown, unknown>> = {
  cost: costSpec as CalculatorSpec<unknown, unknown>,
  climate: climateSpec as CalculatorSpec<unknown, unknown>,
  capacity: capacitySpec as CalculatorSpec<unknown, unknown>,
  roi: roiSpec as CalculatorSpec<unknown, unknown>,
  valuation: valuationSpec as CalculatorSpec<unknown, unknown>,
  quiz: quizSpec as CalculatorSpec<unknown, unknown>,
};

/**
 * A calculator renders its first result from `initialValues` without loading
 * the schemas; these must be exactly what the schemas make of the initial
 * draft, and that draft's link must be the page itself.
 */
describe('calculator defaults without the schemas', () => {
  for (const [name, spec] of Object.entries(SPECS)) {
    it(`${name}: the initial draft validates to the initial values and an empty link`, async () => {
      const codec = await loadToolCodec(spec);
      const parsed = codec.parse(spec.initial);
      expect(parsed).toEqual({ ok: true, values: spec.initialValues });
      expect(codec.encode(spec.initialValues).toString()).toBe('');
      // Walls, surfaces and lots get fresh ids for React keys; everything else must match.
      const withoutIds = (draft: unknown) => JSON.parse(JSON.stringify(draft, (key, value: unknown) => (key === 'id' ? undefined : value))) as unknown;
      expect(withoutIds(codec.decode(new URLSearchParams()))).toEqual(withoutIds(spec.initial));
    });
  }
});
