import { memo, useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { estimatorConfig } from '@shared/estimator/config.ts';
import { estimateCost, type CostEstimate } from '@shared/estimator/cost.ts';
import { formatArea, formatBtuh, formatLength, formatNumber, formatUsd, formatUsdCompact, formatUsdRange } from '@shared/estimator/format.ts';
import { CELLAR_TYPES, COOLING_SYSTEMS, DOOR_TYPES, FINISH_LEVELS, OPTION_LABELS, RACKING_MATERIALS, RACKING_STYLES, REGIONS, SIZE_BY } from '@shared/estimator/options.ts';
import { LIMITS } from '@shared/estimator/limits.ts';
import type { CostValues } from '@shared/estimator/schemas.ts';
import { business } from '@/config/business.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { RangeBars } from '@/components/charts/range-bars.tsx';
import { ChoiceGroup } from '@/components/forms/choice-group.tsx';
import { NumberField } from '@/components/forms/number-field.tsx';
import { NoteList, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { UnitToggle } from '@/components/forms/unit-toggle.tsx';
import { useCalculatorState, useFieldSetters, type CalculatorState } from '@/components/tool-shell/use-tool-state.ts';
import { costInputList, costOutput, costPlaceholders, costSpec, GLASS_WALL_LABELS, GLASS_WALLS, switchCostUnits, type CostDraft } from '../lib/cost-spec.ts';
import { investmentSummaryHref } from '../lib/roi-spec.ts';
import { collectSources } from '@/components/tool-shell/sources.ts';

const SOURCES = collectSources(estimatorConfig.cost, estimatorConfig.cooling, estimatorConfig.defaults.cost);
const unitLabel = (system: 'imperial' | 'metric') => (system === 'metric' ? 'm' : 'ft');
const span = (limits: { min: number; max: number }, unit: string) => `${formatNumber(limits.min, 1)}–${formatNumber(limits.max)} ${unit}`;

type CostState = CalculatorState<CostDraft, CostValues>;

const FLOOR_SIDES = [
  { key: 'length', label: 'Length' },
  { key: 'width', label: 'Width' },
] as const;

/** The inputs; memoized so the deferred results pass does not re-render them. */
const CostForm = memo(function CostForm({ draft, errors, change }: Pick<CostState, 'draft' | 'errors' | 'change'>) {
  const set = useFieldSetters(change);
  const placeholders = costPlaceholders(draft);
  const unit = unitLabel(draft.unitSystem);
  const system = draft.unitSystem;
  return (
    <>
      <UnitToggle value={draft.unitSystem} onChange={(to) => change((current) => switchCostUnits(current, to))} />
      <ChoiceGroup legend="Size the cellar" value={draft.sizeBy} options={SIZE_BY} labels={OPTION_LABELS.sizeBy} onChange={set('sizeBy')} />
      {draft.sizeBy === 'bottles' ? (
        <NumberField
          id="cost-bottles"
          label="Bottles"
          integer
          value={draft.bottles}
          onChange={set('bottles')}
          hint={`How many bottles the cellar should hold: ${formatNumber(LIMITS.bottles.min)}–${formatNumber(LIMITS.bottles.max)}. Include room to grow.`}
          error={errors.bottles}
        />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          {FLOOR_SIDES.map(({ key, label }) => (
            <NumberField
              key={key}
              id={`cost-${key}`}
              label={label}
              unit={unit}
              value={draft[key]}
              placeholder={placeholders[key]}
              onChange={set(key)}
              hint={span(LIMITS.roomLength[system], unit)}
              error={errors[key]}
            />
          ))}
        </div>
      )}
      <NumberField
        id="cost-height"
        label="Ceiling height"
        unit={unit}
        value={draft.height}
        placeholder={placeholders.height}
        onChange={set('height')}
        hint={`${span(LIMITS.roomHeight[system], unit)}. Leave blank for ${placeholders.height} ${unit}.`}
        error={errors.height}
      />
      <SelectField id="cost-type" label="Cellar type" value={draft.cellarType} options={CELLAR_TYPES} labels={OPTION_LABELS.cellarType} onChange={set('cellarType')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField id="cost-material" label="Racking material" value={draft.rackingMaterial} options={RACKING_MATERIALS} labels={OPTION_LABELS.rackingMaterial} onChange={set('rackingMaterial')} />
        <SelectField id="cost-style" label="Racking style" value={draft.rackingStyle} options={RACKING_STYLES} labels={OPTION_LABELS.rackingStyle} onChange={set('rackingStyle')} />
      </div>
      <SelectField id="cost-cooling" label="Cooling system" value={draft.cooling} options={COOLING_SYSTEMS} labels={OPTION_LABELS.coolingSystem} onChange={set('cooling')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField id="cost-door" label="Door" value={draft.door} options={DOOR_TYPES} labels={OPTION_LABELS.door} onChange={set('door')} />
        <SelectField
          id="cost-glass"
          label="Glass walls"
          value={draft.glass === 'door' ? 'none' : draft.glass}
          options={GLASS_WALLS}
          labels={GLASS_WALL_LABELS}
          onChange={set('glass')}
        />
      </div>
      <ChoiceGroup legend="Finishes" value={draft.finishes} options={FINISH_LEVELS} labels={OPTION_LABELS.finishes} onChange={set('finishes')} />
      <SelectField id="cost-region" label="Region" value={draft.region} options={REGIONS} labels={OPTION_LABELS.region} onChange={set('region')} hint="Local labor rates move cooling, envelope, flooring and labor." />
    </>
  
  );
});

/** Everything below the headline, from the deferred result: it can lag a keystroke without blocking typing. */
const CostDetails = memo(function CostDetails({ result }: { result: CostEstimate }) {
  const system = result.unitSystem;
  return (
    <>
      <Positioning result={result} />
      <StatGrid>
        <Stat
          label="Room"
          value={`${formatLength(result.room.lengthFt, system)} × ${formatLength(result.room.widthFt, system)}`}
          detail={`${formatArea(result.room.floorSqft, system)} floor, ${formatLength(result.room.heightFt, system)} ceiling${result.room.derivedFrom === 'bottles' ? ' (derived from the bottle count)' : ''}`}
        />
        <Stat label="Cooling" value={formatBtuh(result.cooling.designBtuh)} detail={`Design capacity; a ${formatNumber(result.cooling.recommendedBtuh)} BTU/h class unit`} />
      </StatGrid>
      <RangeBars
        title="Where the money goes"
        rows={result.lines.map((line) => ({
          key: line.key,
          label: line.label.replace(/ \(.*\)$/, ''),
          low: line.low,
          high: line.high,
          display: formatUsdRange(line.low, line.high),
        }))}
      />
      <Breakdown result={result} />
      <NoteList title="Notes" items={result.notes} />
    </>
  );
});

const CostAfter = memo(function CostAfter({ result }: { result: CostEstimate }) {
  const roiLink = investmentSummaryHref({ cellarCost: Math.round((result.total.low + result.total.high) / 2 / 1000) * 1000, bottles: result.bottles });
  return (
    <>
      <AssumptionsPanel assumptions={result.assumptions} sources={SOURCES} inputs={costInputList(result.inputs)} />
      <NextSteps roiLink={roiLink} />
    </>
  );
});

function CostCalculator() {
  const state = useCalculatorState(costSpec);
  const result = useMemo(() => estimateCost(state.values), [state.values]);
  const details = useDeferredValue(result);

  return (
    <ToolLayout
      peek={{ label: 'Estimated cost', value: formatUsdRange(result.total.low, result.total.high) }}
      form={<CostForm draft={state.draft} errors={state.errors} change={state.change} />}
      results={
        <ToolResult
          kind="cost"
          label="Estimated cost"
          headline={formatUsdRange(result.total.low, result.total.high)}
          subline={`${formatNumber(result.bottles)} bottles · ${formatUsd(result.perBottle.low)}–${formatUsd(result.perBottle.high)} a bottle`}
          current={state.current}
          output={costOutput(result, state.link)}
        >
          <CostDetails result={details} />
        </ToolResult>
      }
      after={<CostAfter result={details} />}
    />
  );
}

function Positioning({ result }: { result: CostEstimate }) {
  const professional = result.positioning === 'professional';
  return (
    <p className={`rounded-lg px-4 py-3 text-sm ${professional ? 'bg-gold-300/40 text-ink-900' : 'bg-cream-200 text-ink-800'}`}>
      <strong className="font-semibold">{professional ? 'A professional walk-in cellar. ' : 'Below our professional range. '}</strong>
      {professional
        ? `Our professional cellars run ${business.pricing.label}; this estimate sits in that range.`
        : `Our professional cellars start at ${formatUsdCompact(business.pricing.professionalFromUsd)}. A smaller build can be the right choice, and the notes below say what similar projects cost.`}
    </p>
  );
}

function Breakdown({ result }: { result: CostEstimate }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left font-sans text-sm font-semibold text-ink-900">Itemized breakdown</caption>
      <thead>
        <tr className="border-b border-cream-300 text-left text-xs tracking-wide text-ink-700 uppercase">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Line and what it is based on
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Range
          </th>
        </tr>
      </thead>
      <tbody>
        {result.lines.map((line) => (
          <tr key={line.key} className="border-b border-cream-200 align-top">
            <th scope="row" className="py-2.5 pr-3 text-left font-normal">
              <span className="block font-semibold text-ink-900">{line.label}</span>
              <span className="mt-0.5 block text-ink-700">{line.basis}</span>
            </th>
            <td className="py-2.5 text-right text-ink-900 tabular-nums sm:whitespace-nowrap">
              {formatUsd(line.low)}–{formatUsd(line.high)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-ink-900">
          <th scope="row" className="py-2.5 pr-3 text-left">
            Total
          </th>
          <td className="py-2.5 text-right tabular-nums sm:whitespace-nowrap">
            {formatUsd(result.total.low)}–{formatUsd(result.total.high)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function NextSteps({ roiLink }: { roiLink: string }) {
  const links = [
    { to: '/calculators/climate', label: 'Size the cooling for your room', detail: 'Surface-by-surface heat load and the unit class.' },
    { to: '/calculators/capacity', label: 'Check the racking capacity', detail: 'Bottles per wall, bottle shapes and growth room.' },
    { to: roiLink, label: 'See the investment case', detail: 'This cost against storage fees and the value it protects.' },
  ];
  return (
    <nav aria-label="Related calculators" className="no-print grid gap-4 sm:grid-cols-3">
      {links.map((link) => (
        <Link key={link.label} to={link.to} className="card block p-5 transition-colors hover:border-gold-400/60">
          <span className="font-display text-lg text-gold-200">{link.label}</span>
          <span className="mt-1 block text-sm text-mist-300">{link.detail}</span>
        </Link>
      ))}
    </nav>
  );
}

export default toolPage('cost', CostCalculator);
