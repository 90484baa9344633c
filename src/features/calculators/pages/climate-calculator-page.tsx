import { memo, useCallback } from 'react';
import { Link } from 'react-router';
import { estimatorConfig } from '@shared/estimator/config.ts';
import { estimateCoolingLoad, estimateCoolingLoadSimple, type CoolingLineKey, type CoolingLoadResult } from '@shared/estimator/cooling.ts';
import { formatArea, formatBtuh, formatNumber, formatPower, formatTemperatureDelta } from '@shared/estimator/format.ts';
import { FLOOR_OVER, GLASS_OPTIONS, INSULATION_LEVELS, OPTION_LABELS, TRAFFIC_LEVELS } from '@shared/estimator/options.ts';
import { LIMITS } from '@shared/estimator/limits.ts';
import type { UnitSystem } from '@shared/estimator/units.ts';
import { AssumptionsPanel } from '@/components/tool-shell/assumptions-panel.tsx';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { StackedBars } from '@/components/charts/stacked-bars.tsx';
import { ChoiceGroup } from '@/components/forms/choice-group.tsx';
import { NumberField } from '@/components/forms/number-field.tsx';
import { NoteList, Stat, StatGrid } from '@/components/tool-shell/result-panel.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { SurfaceEditor } from '../components/surface-editor.tsx';
import { UnitCheckFields } from '../components/unit-check-fields.tsx';
import { UnitToggle } from '@/components/forms/unit-toggle.tsx';
import { useCalculatorState, useFieldSetters, useResults, type CalculatorState } from '@/components/tool-shell/use-tool-state.ts';
import {
  climateOutput,
  climateInputList,
  climatePlaceholders,
  climateSpec,
  newSurface,
  switchClimateMode,
  switchClimateUnits,
  type ClimateDraft,
  type ClimateMode,
  type ClimateValues,
  type DetailedDraft,
  type SimpleDraft,
} from '../lib/climate-spec.ts';
import { collectSources } from '@/components/tool-shell/sources.ts';

const SOURCES = collectSources(estimatorConfig.cooling, estimatorConfig.conditions, estimatorConfig.defaults.cooling);
const MODES = ['simple', 'detailed'] as const satisfies readonly ClimateMode[];
const MODE_LABELS: Record<ClimateMode, string> = { simple: 'Quick: room size', detailed: 'Detailed: each surface' };

/** One colour per source of heat, the same in the bar and the legend. */
const LINE_COLORS: Record<CoolingLineKey, string> = {
  wall: '#6b1d2a',
  ceiling: '#9e3a4d',
  floor: '#8c6a2e',
  door: '#43352d',
  glass: '#2f6580',
  infiltration: '#c9a45c',
  lighting: '#e6cf9a',
  people: '#5b4a40',
  equipment: '#b08a44',
};

const compute = (values: ClimateValues): CoolingLoadResult =>
  values.mode === 'simple' ? estimateCoolingLoadSimple(values.input) : estimateCoolingLoad(values.input);

const range = (limits: { min: number; max: number }, unit: string) =>
  `${formatNumber(limits.min, 1)}–${formatNumber(limits.max, 1)} ${unit}`;

function SimpleFields({
  draft,
  system,
  errors,
  onChange,
}: {
  draft: SimpleDraft;
  system: UnitSystem;
  errors: Record<string, string>;
  onChange: (patch: Partial<SimpleDraft>) => void;
}) {
  const place = climatePlaceholders(system);
  const u = system === 'metric' ? 'm' : 'ft';
  const t = system === 'metric' ? '°C' : '°F';
  const set = useFieldSetters(onChange);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-3">
        <NumberField id="climate-length" label="Length" unit={u} value={draft.length} placeholder={place.length} onChange={set('length')} error={errors.length} />
        <NumberField id="climate-width" label="Width" unit={u} value={draft.width} placeholder={place.width} onChange={set('width')} error={errors.width} />
        <NumberField id="climate-height" label="Height" unit={u} value={draft.height} placeholder={place.height} onChange={set('height')} error={errors.height} />
      </div>
      <p className="-mt-3 text-xs text-mist-400">
        Room {range(LIMITS.roomLength[system], u)} long and wide, {range(LIMITS.roomHeight[system], u)} high. Blank boxes use the 10 × 8 × 8 ft
        worked example.
      </p>
      <SelectField id="climate-insulation" label="Insulation" value={draft.insulation} options={INSULATION_LEVELS} labels={OPTION_LABELS.insulation} onChange={set('insulation')} />
      <SelectField id="climate-glass" label="Glass" value={draft.glass} options={GLASS_OPTIONS} labels={OPTION_LABELS.glass} onChange={set('glass')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          id="climate-surroundings"
          label="Hottest surroundings"
          unit={t}
          value={draft.surroundingsTemp}
          placeholder={place.surroundingsTemp}
          onChange={set('surroundingsTemp')}
          hint="The warmest the space beside the walls and ceiling gets."
          error={errors.surroundingsTemp}
        />
        <NumberField
          id="climate-cellar"
          label="Cellar temperature"
          unit={t}
          value={draft.cellarTemp}
          placeholder={place.cellarTemp}
          onChange={set('cellarTemp')}
          hint="55°F (13°C) is the reference."
          error={errors.cellarTemp}
        />
      </div>
      <ChoiceGroup legend="Floor" value={draft.floorOver} options={FLOOR_OVER} labels={OPTION_LABELS.floorOver} onChange={set('floorOver')} />
      {draft.floorOver === 'ground' ? (
        <NumberField
          id="climate-ground"
          label="Ground temperature"
          unit={t}
          value={draft.groundTemp}
          placeholder={place.groundTemp}
          onChange={set('groundTemp')}
          error={errors.groundTemp}
        />
      ) : null}
      <SelectField id="climate-traffic" label="Door traffic" value={draft.traffic} options={TRAFFIC_LEVELS} labels={OPTION_LABELS.traffic} onChange={set('traffic')} hint="About 1 air change an hour when sealed, 3 with heavy traffic." />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField id="climate-lighting" label="Lighting" unit="W" value={draft.lightingWatts} onChange={set('lightingWatts')} hint="LED on a timer: about 20 W." error={errors.lightingWatts} />
        <NumberField id="climate-people" label="People at a time" integer value={draft.people} onChange={set('people')} hint={`0–${LIMITS.people.max}; tastings and service add heat.`} error={errors.people} />
      </div>
    </>
  );
}

function DetailedFields({
  draft,
  system,
  errors,
  onChange,
}: {
  draft: DetailedDraft;
  system: UnitSystem;
  errors: Record<string, string>;
  onChange: (patch: Partial<DetailedDraft>) => void;
}) {
  const place = climatePlaceholders(system);
  const t = system === 'metric' ? '°C' : '°F';
  const v = system === 'metric' ? 'm³' : 'ft³';
  const set = useFieldSetters(onChange);
  return (
    <>
      <NumberField id="detailed-cellar" label="Cellar temperature" unit={t} value={draft.cellarTemp} placeholder={place.cellarTemp} onChange={set('cellarTemp')} error={errors.cellarTemp} />
      <SurfaceEditor
        system={system}
        surfaces={draft.surfaces}
        errors={errors}
        onChange={set('surfaces')}
        onAdd={() => onChange({ surfaces: [...draft.surfaces, newSurface(system)] })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField id="detailed-volume" label="Room volume" unit={v} value={draft.volume} onChange={set('volume')} hint="Blank: ceiling area × 8 ft." error={errors.volume} />
        <NumberField
          id="detailed-ach"
          label="Air changes per hour"
          value={draft.airChangesPerHour}
          onChange={set('airChangesPerHour')}
          hint={`About 1 sealed, 3 with heavy traffic (${LIMITS.airChangesPerHour.min}–${LIMITS.airChangesPerHour.max}).`}
          error={errors.airChangesPerHour}
        />
        <NumberField
          id="detailed-infiltration"
          label="Air temperature outside the door"
          unit={t}
          value={draft.infiltrationTemp}
          onChange={set('infiltrationTemp')}
          hint="Blank: the warmest wall, door or glass surroundings."
          error={errors.infiltrationTemp}
        />
        <NumberField id="detailed-lighting" label="Lighting" unit="W" value={draft.lightingWatts} onChange={set('lightingWatts')} error={errors.lightingWatts} />
        <NumberField id="detailed-people" label="People at a time" integer value={draft.people} onChange={set('people')} error={errors.people} />
        <NumberField id="detailed-equipment" label="Other equipment" unit="W" value={draft.equipmentWatts} onChange={set('equipmentWatts')} hint="Display fridges, screens." error={errors.equipmentWatts} />
      </div>
    </>
  );
}

type ClimateState = CalculatorState<ClimateDraft, ClimateValues>;

const ClimateForm = memo(function ClimateForm({ draft, errors, change, values }: Pick<ClimateState, 'draft' | 'errors' | 'change' | 'values'>) {
  const system = draft.unitSystem;
  // Stable per mode, so the fields' own setters stay stable too.
  const patchSimple = useCallback(
    (patch: Partial<ClimateDraft['simple']>) => change((current) => ({ ...current, simple: { ...current.simple, ...patch } })),
    [change],
  );
  const patchDetailed = useCallback(
    (patch: Partial<ClimateDraft['detailed']>) => change((current) => ({ ...current, detailed: { ...current.detailed, ...patch } })),
    [change],
  );
  const modeDraft = draft.mode === 'simple' ? draft.simple : draft.detailed;
  return (
    <>
      <UnitToggle value={system} onChange={(to) => change((current) => switchClimateUnits(current, to))} />
      <ChoiceGroup
        legend="How to describe the room"
        value={draft.mode}
        options={MODES}
        labels={MODE_LABELS}
        onChange={(mode) => change((current) => switchClimateMode(current, mode, values))}
      />
      {draft.mode === 'simple' ? (
        <SimpleFields draft={draft.simple} system={system} errors={errors} onChange={patchSimple} />
      ) : (
        <DetailedFields draft={draft.detailed} system={system} errors={errors} onChange={patchDetailed} />
      )}
      <UnitCheckFields idPrefix="climate" system={system} value={modeDraft} errors={errors} onChange={draft.mode === 'simple' ? patchSimple : patchDetailed} />
    </>
  );
});

const ClimateDetails = memo(function ClimateDetails({ result }: { result: CoolingLoadResult }) {
  return (
    <>
      <StatGrid>
        <Stat label="Heat load" value={formatBtuh(result.totalBtuh)} detail={`${formatNumber(result.totalW)} W entering the cellar`} />
        <Stat label="Recommended unit" value={`${formatNumber(result.recommended.sizeBtuh)} BTU/h`} detail={result.recommended.label} />
      </StatGrid>
      <p className="text-sm leading-relaxed text-ink-800">{result.recommended.reason}</p>
      <StackedBars
        title="Where the heat comes from, and the capacity it calls for"
        rows={[
          {
            key: 'load',
            label: 'Heat load',
            display: formatBtuh(result.totalBtuh),
            segments: result.lines.map((line) => ({ key: line.key, label: line.label, value: line.btuh, color: LINE_COLORS[line.key] })),
          },
          {
            key: 'design',
            label: 'Design capacity',
            display: formatBtuh(result.designBtuh),
            segments: [
              { key: 'load', label: 'Heat load', value: result.totalBtuh, color: '#6b1d2a' },
              { key: 'runtime', label: 'Run-time allowance', value: result.runTimeBtuh - result.totalBtuh, color: '#c9a45c', hatched: true },
              { key: 'safety', label: 'Safety margin', value: result.designBtuh - result.runTimeBtuh, color: '#e6cf9a', hatched: true },
            ],
          },
        ]}
        marker={{ value: result.recommended.sizeBtuh, label: `Recommended unit: ${formatBtuh(result.recommended.sizeBtuh)}` }}
        legend={result.lines.map((line) => ({ key: line.key, label: line.label, color: LINE_COLORS[line.key], display: formatBtuh(line.btuh) }))}
      />
      <LoadTable result={result} allowance={result.runTimeBtuh - result.totalBtuh} margin={result.designBtuh - result.runTimeBtuh} />
      <NoteList title="Warnings" tone="warning" items={result.warnings.map((warning) => warning.message)} />
    </>
  );
});

const ClimateAfter = memo(function ClimateAfter({ result, values }: { result: CoolingLoadResult; values: ClimateValues }) {
  return (
    <>
      <AssumptionsPanel assumptions={result.assumptions} sources={SOURCES} inputs={climateInputList(values)} />
      <nav aria-label="Related calculators" className="no-print grid gap-4 sm:grid-cols-2">
        <Link to="/calculators/cost" className="card block p-5 transition-colors hover:border-gold-400/60">
          <span className="font-display text-lg text-gold-200">Price the whole cellar</span>
          <span className="mt-1 block text-sm text-mist-300">Cooling is one line of seven in the cost calculator.</span>
        </Link>
        <Link to="/resources/technical-guide" className="card block p-5 transition-colors hover:border-gold-400/60">
          <span className="font-display text-lg text-gold-200">Read the technical guide</span>
          <span className="mt-1 block text-sm text-mist-300">The full cooling-load worked example, step by step.</span>
        </Link>
      </nav>
    </>
  );
});

/**
 * The capacity in the visitor's unit, the other unit after it in smaller type;
 * a narrow phone breaks the line between them, never inside one ("426 / W").
 */
function PowerHeadline({ btuh, system }: { btuh: number; system: UnitSystem }) {
  const text = formatPower(btuh, system);
  const split = text.indexOf(' (');
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, split)}</span>{' '}
      <span className="text-2xl whitespace-nowrap text-ink-700 sm:text-3xl">{text.slice(split + 1)}</span>
    </>
  );
}

function ClimateCalculator() {
  const state = useCalculatorState(climateSpec);
  const { result, details, detailsValues } = useResults(state.values, compute);
  return (
    <ToolLayout
      peek={{ label: 'Cooling to buy', value: formatBtuh(result.designBtuh) }}
      form={<ClimateForm draft={state.draft} errors={state.errors} change={state.change} values={state.values} />}
      results={
        <ToolResult
          kind="climate"
          label="Cooling capacity to buy"
          headline={<PowerHeadline btuh={result.designBtuh} system={result.unitSystem} />}
          subline={`Heat load ${formatBtuh(result.totalBtuh)} · choose a ${formatNumber(result.recommended.sizeBtuh)} BTU/h ${result.recommended.label.toLowerCase()}`}
          current={state.current}
          output={climateOutput(result, state.link)}
        >
          <ClimateDetails result={details} />
        </ToolResult>
      }
      after={<ClimateAfter result={details} values={detailsValues} />}
    />
  );
}

function LoadTable({ result, allowance, margin }: { result: CoolingLoadResult; allowance: number; margin: number }) {
  const system = result.unitSystem;
  const c = estimatorConfig.cooling;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left font-sans text-sm font-semibold text-ink-900">Load, line by line</caption>
      <thead>
        <tr className="border-b border-cream-300 text-left text-xs tracking-wide text-ink-700 uppercase">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Source
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            BTU/h
          </th>
        </tr>
      </thead>
      <tbody>
        {result.surfaces.map((surface, index) => (
          <tr key={`${surface.label}-${index}`} className="border-b border-cream-200 align-top">
            <th scope="row" className="py-2 pr-3 text-left font-normal">
              <span className="block font-medium text-ink-900">{surface.label}</span>
              <span className="block text-ink-700">
                {formatArea(surface.areaSqft, system)} × {formatTemperatureDelta(surface.deltaTF, system)} ÷ R-{formatNumber(surface.rValue, 1)}
              </span>
            </th>
            <td className="py-2 text-right text-ink-900 tabular-nums">{formatNumber(surface.btuh)}</td>
          </tr>
        ))}
        <tr className="border-b border-cream-200 align-top">
          <th scope="row" className="py-2 pr-3 text-left font-normal">
            <span className="block font-medium text-ink-900">Air leakage</span>
            <span className="block text-ink-700">
              {c.infiltrationFactor.value} × {formatNumber(result.infiltration.airChangesPerHour, 1)} ACH ×{' '}
              {system === 'metric' ? `${formatNumber(result.infiltration.volumeCum, 1)} m³` : `${formatNumber(result.infiltration.volumeCuft)} ft³`} ×{' '}
              {formatTemperatureDelta(result.infiltration.deltaTF, system)}
            </span>
          </th>
          <td className="py-2 text-right text-ink-900 tabular-nums">{formatNumber(result.infiltration.btuh)}</td>
        </tr>
        {result.lines
          .filter((line) => line.key === 'lighting' || line.key === 'people' || line.key === 'equipment')
          .map((line) => (
            <tr key={line.key} className="border-b border-cream-200 align-top">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-ink-900">
                {line.label}
                <span className="block font-normal text-ink-700">{formatNumber(line.watts)} W × 3.412</span>
              </th>
              <td className="py-2 text-right text-ink-900 tabular-nums">{formatNumber(line.btuh)}</td>
            </tr>
          ))}
      </tbody>
      <tfoot>
        <tr className="border-b border-cream-300 font-semibold text-ink-900">
          <th scope="row" className="py-2 pr-3 text-left">
            Heat load
          </th>
          <td className="py-2 text-right tabular-nums">{formatNumber(result.totalBtuh)}</td>
        </tr>
        <tr className="border-b border-cream-200 text-ink-800">
          <th scope="row" className="py-2 pr-3 text-left font-normal">
            Run 16 of 24 hours (× {c.runTimeFactor.value})
          </th>
          <td className="py-2 text-right tabular-nums">+{formatNumber(allowance)}</td>
        </tr>
        <tr className="border-b border-cream-200 text-ink-800">
          <th scope="row" className="py-2 pr-3 text-left font-normal">
            Safety margin (+{formatNumber((c.safetyFactor.value - 1) * 100)}%)
          </th>
          <td className="py-2 text-right tabular-nums">+{formatNumber(margin)}</td>
        </tr>
        <tr className="font-semibold text-ink-900">
          <th scope="row" className="py-2 pr-3 text-left">
            Design capacity
          </th>
          <td className="py-2 text-right tabular-nums">{formatNumber(result.designBtuh)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export default toolPage('climate', ClimateCalculator);
