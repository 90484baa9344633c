import { memo } from 'react';
import { formatUsd } from '@domain/estimator/format.ts';
import { ROI_ALTERNATIVES } from '@domain/estimator/options.ts';
import type { RoiResult } from '@domain/estimator/roi.ts';
import { useDraftFields } from '@/components/tool-shell/use-tool-state.ts';
import type { RoiDraft } from '../lib/roi-spec.ts';
import { ChoiceGroup } from '@/components/forms/choice-group.tsx';
import { NumberField } from '@/components/forms/number-field.tsx';
import { ResultTable, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';

/** The ROI inputs, figures and table: the ROI calculator and the investment summary show the same case. */
export const RoiFields = memo(function RoiFields({
  draft,
  errors,
  change,
}: {
  draft: RoiDraft;
  errors: Record<string, string>;
  change: (patch: Partial<RoiDraft>) => void;
}) {
  const { field, set } = useDraftFields(draft, errors, change);
  const offsite = draft.alternative === 'offsite';
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField id="roi-value" label="Collection value" unit="USD" hint="What the wine is worth today." {...field('collectionValue')} />
        <NumberField id="roi-bottles" label="Bottles" integer hint="For storage fees per 12-bottle case." {...field('bottles')} />
        <NumberField id="roi-cost" label="Cellar cost" unit="USD" hint="The cost calculator gives a range." {...field('cellarCost')} />
        <NumberField id="roi-growth" label="Annual appreciation" unit="%" hint="−20 to 30% a year." {...field('annualAppreciationPct')} />
      </div>
      <ChoiceGroup
        legend="Without a cellar, the wine would be"
        value={draft.alternative}
        options={ROI_ALTERNATIVES}
        labels={{ offsite: 'In off-site storage', 'home-uncontrolled': 'At home, no climate control' }}
        onChange={set('alternative')}
      />
      {offsite ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            id="roi-fee"
            label="Fee per case per month"
            unit="USD"
            hint="Use a local facility’s quote."
            {...field('offsiteFeePerCasePerMonth')}
          />
          <NumberField
            id="roi-fee-year"
            label="Or fees per year"
            unit="USD"
            hint="Optional: replaces the per-case fee."
            {...field('offsiteFeePerYear')}
          />
          <NumberField
            id="roi-insurance"
            label="Extra insurance at home"
            unit="%"
            hint="Of the collection’s value a year."
            {...field('insurancePctPerYear')}
          />
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField id="roi-risk" label="Value lost to poor storage" unit="%" hint="A year, without a cellar. An assumption: the valuation tool estimates it." {...field('riskOfLossPctPerYear')} />
        <NumberField id="roi-running" label="Running cost per year" unit="USD" hint="Electricity and maintenance; $500–1,500 is typical." {...field('runningCostPerYear')} />
        <NumberField id="roi-resale" label="Recovered at resale" unit="%" hint="Of the cellar’s cost, in the home’s value. About half is counted good." {...field('resaleRecoveryPct')} />
      </div>
    </>
  );
});

export function RoiFigures({ result }: { result: RoiResult }) {
  const offsite = result.inputs.alternative === 'offsite';
  return (
    <StatGrid>
      <Stat
        label={offsite ? 'Off-site fees avoided' : 'Loss avoided, first year'}
        value={formatUsd(offsite ? result.offsiteFeePerYear : (result.years[0]?.lossAvoided ?? 0))}
        detail={offsite ? `a year for ${result.cases} cases` : 'at the stated loss rate'}
      />
      <Stat label="Home-value effect" value={formatUsd(result.homeValueEffect)} detail="recovered at resale" />
      <Stat label="Value protected" value={formatUsd(result.valueProtected)} detail="over 10 years, on the stated risk" />
      <Stat label="Net position" value={formatUsd(result.netPosition)} detail="after 10 years" />
    </StatGrid>
  );
}

export function RoiTable({ result }: { result: RoiResult }) {
  const offsite = result.inputs.alternative === 'offsite';
  return (
    <ResultTable caption="Year by year" columns={['Year', offsite ? 'Fees avoided' : 'Loss avoided', 'Costs to date', 'Net position']}>
      <tbody>
        {result.years.map((year) => (
          <tr key={year.year} className={`border-b border-cream-200 ${result.paybackYear === year.year ? 'bg-gold-300/30' : ''}`}>
            <th scope="row" className="py-1.5 pr-3 text-left font-medium text-ink-900">
              {year.year}
            </th>
            <td className="py-1.5 pr-3 text-right text-ink-800 tabular-nums">{formatUsd(year.benefit)}</td>
            <td className="py-1.5 pr-3 text-right text-ink-800 tabular-nums">{formatUsd(year.cumulativeCost)}</td>
            <td className={`py-1.5 text-right tabular-nums ${year.netPosition >= 0 ? 'font-semibold text-ink-900' : 'text-wine-800'}`}>
              {formatUsd(year.netPosition)}
            </td>
          </tr>
        ))}
      </tbody>
    </ResultTable>
  );
}

