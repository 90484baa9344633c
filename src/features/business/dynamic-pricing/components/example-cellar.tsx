import { useMemo, useState } from 'react';
import { estimateCost } from '@domain/estimator/cost.ts';
import { COST_DEFAULTS } from '@domain/estimator/defaults.ts';
import { formatUsdRange } from '@domain/estimator/format.ts';
import { RangeBars } from '@/components/charts/range-bars.tsx';
import { applyAdvice, type PricingAdvice } from '@domain/pricing/pricing.ts';

/** Cellar sizes to try the guidance on, one in each of the estimator's cost-guide bands and the largest. */
const SIZES = [300, 1000, 2500, 5000] as const;

/** The guidance on one real estimate: the estimator's lines for a cellar, as priced now and with the multipliers. */
export function ExampleCellar({ advice }: { advice: PricingAdvice }) {
  const [bottles, setBottles] = useState<number>(1000);
  const applied = useMemo(() => {
    const estimate = estimateCost({ ...COST_DEFAULTS, sizeBy: 'bottles', bottles });
    return applyAdvice(estimate.lines, advice);
  }, [advice, bottles]);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="example-bottles" className="field-label">
            Try it on a cellar of
          </label>
          <select id="example-bottles" className="field-input" value={bottles} onChange={(event) => setBottles(Number(event.target.value))}>
            {SIZES.map((size) => (
              <option key={size} value={size}>
                {size.toLocaleString('en-US')} bottles
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-mist-300" data-testid="example-totals">
          Estimator now {formatUsdRange(applied.before.low, applied.before.high)} → with the guidance {formatUsdRange(applied.after.low, applied.after.high)}
        </p>
      </div>
      <div className="rounded-xl bg-cream-50 p-5 text-ink-800">
        <RangeBars
          title={`Each line with the guidance applied, ${bottles.toLocaleString('en-US')} bottles, the estimator’s default options`}
          rows={applied.lines.map((line) => ({ key: line.line, label: line.label, low: line.after.low, high: line.after.high, display: formatUsdRange(line.after.low, line.after.high) }))}
        />
      </div>
    </div>
  );
}
