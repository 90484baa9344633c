import { describe, expect, it } from 'vitest';
import { projectRoi } from '@domain/estimator/checked.ts';
import { readQuotePrefill } from '@/lib/quote-prefill.ts';
import { toSearch } from '@/components/tool-shell/form-draft.ts';
import { ROI_INITIAL, investmentSummaryHref, paybackPoints, roiOutput } from './roi-spec.ts';
import { parseRoiDraft, roiCodec } from './roi-codec.ts';
import { quoteHrefFor } from '@/components/tool-shell/tool-output.ts';

const values = (draft: typeof ROI_INITIAL) => {
  const parsed = parseRoiDraft(draft);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
};

describe('ROI calculator form', () => {
  it('round-trips the inputs and opens the investment summary with the same case', () => {
    const draft = { ...ROI_INITIAL, collectionValue: '400000', bottles: '3000', offsiteFeePerCasePerMonth: '3', alternative: 'offsite' as const };
    const search = toSearch(roiCodec.encode(values(draft)));
    expect(search).toBe('?cv=400000&b=3000&fc=3');
    expect(roiCodec.decode(new URLSearchParams(search))).toEqual(draft);
    expect(investmentSummaryHref(values(draft))).toBe(`/investment-summary${search}`);
  });

  it('requires every rate but the optional yearly fee', () => {
    const parsed = parseRoiDraft({ ...ROI_INITIAL, cellarCost: '', offsiteFeePerYear: '' });
    expect(parsed).toEqual({ ok: false, errors: { cellarCost: 'Cellar cost is required' } });
    const negative = parseRoiDraft({ ...ROI_INITIAL, resaleRecoveryPct: '120' });
    expect(!negative.ok && negative.errors.resaleRecoveryPct).toBe('Resale recovery must be 0–100%');
  });

  it('starts the payback line on build day, with the home-value effect already counted', () => {
    const result = projectRoi(values({ ...ROI_INITIAL, collectionValue: '400000', bottles: '3000', offsiteFeePerCasePerMonth: '3' }));
    const points = paybackPoints(result);
    expect(points[0]).toEqual({ year: 0, value: result.homeValueEffect - result.inputs.cellarCost });
    expect(points).toHaveLength(11);
    expect(points.at(-1)?.value).toBe(result.netPosition);
    expect(result.paybackYear).not.toBeNull();
    const crossing = points.findIndex((point) => point.value >= 0);
    expect(crossing).toBe(result.paybackYear);
  });

  it('saves and quotes the case with its link', () => {
    const result = projectRoi(values(ROI_INITIAL));
    const saved = roiOutput(result, '/calculators/roi').calculation;
    expect(saved.summary.headline).toBe('Not within 10 years');
    expect(roiOutput(result, '/investment-summary', 'investment-summary').calculation.kind).toBe('investment-summary');
    const prefill = readQuotePrefill(new URL(quoteHrefFor(roiOutput(result, '/calculators/roi?cv=1')), 'https://example.com').searchParams);
    expect(prefill).toMatchObject({ capacityBottles: 1000, calculation: { kind: 'roi', link: '/calculators/roi?cv=1' } });
  });
});
