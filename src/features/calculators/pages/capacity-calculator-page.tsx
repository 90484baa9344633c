import { memo } from 'react';
import { Link } from 'react-router';
import { estimateCapacity, type CapacityResult } from '@shared/estimator/capacity.ts';
import { estimatorConfig } from '@shared/estimator/config.ts';
import { formatNumber, formatRange } from '@shared/estimator/format.ts';
import { OPTION_LABELS, RACKING_STYLES, type RackingStyle } from '@shared/estimator/options.ts';
import { LIMITS } from '@shared/estimator/limits.ts';
import type { CapacityValues } from '@shared/estimator/schemas.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { StackedBars } from '@/components/charts/stacked-bars.tsx';
import { ValueBars } from '@/components/charts/value-bars.tsx';
import { NumberField } from '@/components/forms/number-field.tsx';
import { NoteList, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { UnitToggle } from '@/components/forms/unit-toggle.tsx';
import { WallEditor } from '../components/wall-editor.tsx';
import { useCalculatorState, useFieldSetters, useResults, type CalculatorState } from '@/components/tool-shell/use-tool-state.ts';
import {
  capacityOutput,
  capacityInputList,
  capacityPlaceholders,
  capacitySpec,
  switchCapacityUnits,
  type CapacityDraft,
} from '../lib/capacity-spec.ts';
import { collectSources } from '@/components/tool-shell/sources.ts';

const SHORT_STYLE: Record<RackingStyle, string> = {
  individual: 'individual',
  'diamond-bins': 'diamond bins',
  'case-storage': 'cases',
  display: 'display',
  mixed: 'mixed',
};

const SOURCES = collectSources(estimatorConfig.capacity, estimatorConfig.defaults.capacity);

type CapacityState = CalculatorState<CapacityDraft, CapacityValues>;

const CapacityForm = memo(function CapacityForm({ draft, errors, change }: Pick<CapacityState, 'draft' | 'errors' | 'change'>) {
  const set = useFieldSetters(change);
  const system = draft.unitSystem;
  const unit = system === 'metric' ? 'm' : 'ft';
  const area = system === 'metric' ? 'm²' : 'ft²';
  const height = LIMITS.roomHeight[system];
  return (
    <>
      <UnitToggle value={system} onChange={(to) => change((current) => switchCapacityUnits(current, to))} />
      <NumberField
        id="capacity-height"
        label="Ceiling height"
        unit={unit}
        value={draft.ceilingHeight}
        placeholder={capacityPlaceholders(system).ceilingHeight}
        onChange={set('ceilingHeight')}
        hint={`Racking runs floor to ceiling; ${height.min}–${height.max} ${unit}.`}
        error={errors.ceilingHeight}
      />
      <SelectField
        id="capacity-style"
        label="Main racking style"
        value={draft.style}
        options={RACKING_STYLES}
        labels={OPTION_LABELS.rackingStyle}
        onChange={set('style')}
        hint="Individual racking is the densest; display racking shows labels but holds the fewest."
      />
      <WallEditor system={system} walls={draft.walls} errors={errors} onChange={set('walls')} />
      <NumberField
        id="capacity-mix"
        label="Wider bottles"
        unit="%"
        value={draft.nonBordeauxPercent}
        onChange={set('nonBordeauxPercent')}
        hint="Share of Burgundy, Champagne and magnums (0–100%): they take more room than Bordeaux bottles."
        error={errors.nonBordeauxPercent}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          id="capacity-current"
          label="Bottles you own today"
          integer
          value={draft.currentBottles}
          onChange={set('currentBottles')}
          hint="Optional: checks there is room to grow."
          error={errors.currentBottles}
        />
        <NumberField
          id="capacity-floor"
          label="Floor area"
          unit={area}
          value={draft.floorArea}
          onChange={set('floorArea')}
          hint="Optional: for the floor-loading figure."
          error={errors.floorArea}
        />
      </div>
    </>
  );
});

const CapacityDetails = memo(function CapacityDetails({ result }: { result: CapacityResult }) {
  const metric = result.unitSystem === 'metric';
  return (
    <>
    <StatGrid>
      <Stat
        label="Start with"
        value={`${formatRange(result.planning.startWith.low, result.planning.startWith.high)}`}
        detail={`bottles, leaving ${result.planning.headroomPct.low}–${result.planning.headroomPct.high}% to grow`}
      />
      <Stat
        label="Weight when full"
        value={metric ? `${formatNumber(result.weight.kg)} kg` : `${formatNumber(result.weight.lb)} lb`}
        detail={
          result.weight.lbPerSqft === undefined
            ? metric
              ? `${formatNumber(result.weight.kgPerLinearM)} kg per metre of wall`
              : `${formatNumber(result.weight.lbPerLinearFt)} lb per foot of wall`
            : metric
              ? `${formatNumber(result.weight.kgPerSqm ?? 0)} kg/m² over the floor`
              : `${formatNumber(result.weight.lbPerSqft)} lb/ft² over the floor`
        }
      />
    </StatGrid>
    {result.current ? (
      <p
        role="status"
        className={`rounded-lg px-4 py-3 text-sm ${result.current.fits ? 'bg-gold-300/40 text-ink-900' : 'border border-wine-600/50 bg-wine-600/10 text-wine-800'}`}
      >
        {result.current.message}
      </p>
    ) : null}
    <ValueBars
      title="Bottles per wall"
      rows={result.walls.map((wall) => ({
        key: String(wall.index),
        label: `${wall.label} · ${SHORT_STYLE[wall.style]}`,
        value: wall.bottles,
        display: formatNumber(wall.bottles),
      }))}
    />
    <StackedBars
      title="Planning for growth"
      rows={[
        {
          key: 'plan',
          label: 'Racking capacity',
          display: `${formatNumber(result.planning.capacity)} bottles`,
          segments: [
            { key: 'start', label: 'Collection today', value: result.planning.startWith.high, color: '#6b1d2a' },
            { key: 'room', label: 'Room to grow', value: result.planning.capacity - result.planning.startWith.high, color: '#c9a45c', hatched: true },
          ],
        },
      ]}
      legend={[
        { key: 'start', label: 'Collection today (at most)', color: '#6b1d2a', display: formatNumber(result.planning.startWith.high) },
        { key: 'room', label: 'Room to grow (at least)', color: '#c9a45c', hatched: true, display: formatNumber(result.planning.roomFor.low) },
      ]}
    />
    <p className="text-sm leading-relaxed text-ink-800">{result.planning.message}</p>
    <NoteList title="Notes" items={result.notes} />
    </>
  );
});

const CapacityAfter = memo(function CapacityAfter({ result, values }: { result: CapacityResult; values: CapacityValues }) {
  return (
    <>
      <AssumptionsPanel assumptions={result.assumptions} sources={SOURCES} inputs={capacityInputList(values, result)} />
      <RelatedLinks result={result} />
    </>
  );
});

function CapacityCalculator() {
  const state = useCalculatorState(capacitySpec);
  const { result, details, detailsValues } = useResults(state.values, estimateCapacity);
  const metric = result.unitSystem === 'metric';
  return (
    <ToolLayout
      peek={{ label: 'Racking capacity', value: `${formatNumber(result.planning.capacity)} bottles` }}
      form={<CapacityForm draft={state.draft} errors={state.errors} change={state.change} />}
      results={
        <ToolResult
          kind="capacity"
          label="Racking capacity"
          headline={`${formatNumber(result.planning.capacity)} bottles`}
          subline={
            result.mix.nonBordeauxPercent > 0
              ? `${formatNumber(result.nominalBottles)} Bordeaux-size bottles; ${formatRange(result.mix.bottles.low, result.mix.bottles.high)} with your mix`
              : `Standard 750 ml Bordeaux bottles, ${formatNumber(metric ? result.rackHeightFt * 0.3048 : result.rackHeightFt, 1)} ${metric ? 'm' : 'ft'} racking`
          }
          current={state.current}
          output={capacityOutput(result, state.link)}
        >
          <CapacityDetails result={details} />
        </ToolResult>
      }
      after={<CapacityAfter result={details} values={detailsValues} />}
    />
  );
}

function RelatedLinks({ result }: { result: CapacityResult }) {
  return (
    <nav aria-label="Related calculators" className="no-print grid gap-4 sm:grid-cols-2">
      <Link to={`/calculators/cost?b=${result.planning.capacity}`} className="card block p-5 transition-colors hover:border-gold-400/60">
        <span className="font-display text-lg text-gold-200">Price a {formatNumber(result.planning.capacity)}-bottle cellar</span>
        <span className="mt-1 block text-sm text-mist-300">The cost calculator, opened at this capacity.</span>
      </Link>
      <Link to="/calculators/climate" className="card block p-5 transition-colors hover:border-gold-400/60">
        <span className="font-display text-lg text-gold-200">Size the cooling</span>
        <span className="mt-1 block text-sm text-mist-300">The room’s heat load and the unit it calls for.</span>
      </Link>
    </nav>
  );
}

export default toolPage('capacity', CapacityCalculator);
