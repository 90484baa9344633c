import { memo, useCallback } from 'react';
import { formatNumber } from '@domain/estimator/format.ts';
import { FLOOR_OVER, GLASS_OPTIONS, INSULATION_LEVELS, OPTION_LABELS, TRAFFIC_LEVELS } from '@domain/estimator/options.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import { ChoiceGroup } from '@/components/forms/choice-group.tsx';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { SurfaceEditor } from '../components/surface-editor.tsx';
import { UnitCheckFields } from '../components/unit-check-fields.tsx';
import { UnitToggle } from '@/components/forms/unit-toggle.tsx';
import { useDraftFields } from '@/components/tool-shell/use-tool-state.ts';
import { calculatorPage, type CalculatorFormProps } from '../components/calculator-shell.tsx';
import { climatePlaceholders, climateSpec, newSurface, switchClimateUnits, type ClimateDraft, type ClimateMode, type ClimateValues, type DetailedDraft, type SimpleDraft } from '../lib/climate-spec.ts';

const MODES = ['simple', 'detailed'] as const satisfies readonly ClimateMode[];
const MODE_LABELS: Record<ClimateMode, string> = { simple: 'Quick: room size', detailed: 'Detailed: each surface' };

const range = (limits: { min: number; max: number }, unit: string) =>
  `${formatNumber(limits.min, 1)}–${formatNumber(limits.max, 1)} ${unit}`;

/** What the fields of either mode are given: that mode's part of the draft, and a patch of it back. */
interface ModeFieldsProps<D> {
  draft: D;
  system: UnitSystem;
  errors: Record<string, string>;
  onChange: (patch: Partial<D>) => void;
}

function SimpleFields({ draft, system, errors, onChange }: ModeFieldsProps<SimpleDraft>) {
  const place = climatePlaceholders(system);
  const u = system === 'metric' ? 'm' : 'ft';
  const t = system === 'metric' ? '°C' : '°F';
  const { field, set } = useDraftFields(draft, errors, onChange);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-3">
        <NumberField id="climate-length" label="Length" unit={u} placeholder={place.length} {...field('length')} />
        <NumberField id="climate-width" label="Width" unit={u} placeholder={place.width} {...field('width')} />
        <NumberField id="climate-height" label="Height" unit={u} placeholder={place.height} {...field('height')} />
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
          placeholder={place.surroundingsTemp}
          hint="The warmest the space beside the walls and ceiling gets."
          {...field('surroundingsTemp')}
        />
        <NumberField
          id="climate-cellar"
          label="Cellar temperature"
          unit={t}
          placeholder={place.cellarTemp}
          hint="55°F (13°C) is the reference."
          {...field('cellarTemp')}
        />
      </div>
      <ChoiceGroup legend="Floor" value={draft.floorOver} options={FLOOR_OVER} labels={OPTION_LABELS.floorOver} onChange={set('floorOver')} />
      {draft.floorOver === 'ground' ? (
        <NumberField
          id="climate-ground"
          label="Ground temperature"
          unit={t}
          placeholder={place.groundTemp}
          {...field('groundTemp')}
        />
      ) : null}
      <SelectField id="climate-traffic" label="Door traffic" value={draft.traffic} options={TRAFFIC_LEVELS} labels={OPTION_LABELS.traffic} onChange={set('traffic')} hint="About 1 air change an hour when sealed, 3 with heavy traffic." />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField id="climate-lighting" label="Lighting" unit="W" hint="LED on a timer: about 20 W." {...field('lightingWatts')} />
        <NumberField id="climate-people" label="People at a time" integer hint={`0–${LIMITS.people.max}; tastings and service add heat.`} {...field('people')} />
      </div>
    </>
  );
}

function DetailedFields({ draft, system, errors, onChange }: ModeFieldsProps<DetailedDraft>) {
  const place = climatePlaceholders(system);
  const t = system === 'metric' ? '°C' : '°F';
  const v = system === 'metric' ? 'm³' : 'ft³';
  const { field, set } = useDraftFields(draft, errors, onChange);
  return (
    <>
      <NumberField id="detailed-cellar" label="Cellar temperature" unit={t} placeholder={place.cellarTemp} {...field('cellarTemp')} />
      <SurfaceEditor
        system={system}
        surfaces={draft.surfaces}
        errors={errors}
        onChange={set('surfaces')}
        onAdd={() => onChange({ surfaces: [...draft.surfaces, newSurface(system)] })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField id="detailed-volume" label="Room volume" unit={v} hint="Blank: ceiling area × 8 ft." {...field('volume')} />
        <NumberField
          id="detailed-ach"
          label="Air changes per hour"
          hint={`About 1 sealed, 3 with heavy traffic (${LIMITS.airChangesPerHour.min}–${LIMITS.airChangesPerHour.max}).`}
          {...field('airChangesPerHour')}
        />
        <NumberField
          id="detailed-infiltration"
          label="Air temperature outside the door"
          unit={t}
          hint="Blank: the warmest wall, door or glass surroundings."
          {...field('infiltrationTemp')}
        />
        <NumberField id="detailed-lighting" label="Lighting" unit="W" {...field('lightingWatts')} />
        <NumberField id="detailed-people" label="People at a time" integer {...field('people')} />
        <NumberField id="detailed-equipment" label="Other equipment" unit="W" hint="Display fridges, screens." {...field('equipmentWatts')} />
      </div>
    </>
  );
}

const ClimateForm = memo(function ClimateForm({ draft, errors, change, values }: CalculatorFormProps<ClimateDraft, ClimateValues>) {
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
  // Detailed mode is built from the quick inputs by the estimator, which loads on the first switch.
  const switchMode = async (mode: ClimateMode) => {
    const { switchClimateMode } = await import('../lib/climate-detailed.ts');
    change((current) => switchClimateMode(current, mode, values));
  };
  return (
    <>
      <UnitToggle value={system} onChange={(to) => change((current) => switchClimateUnits(current, to))} />
      <ChoiceGroup
        legend="How to describe the room"
        value={draft.mode}
        options={MODES}
        labels={MODE_LABELS}
        onChange={(mode) => void switchMode(mode)}
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

export default calculatorPage('climate', {
  spec: climateSpec,
  peek: 'Cooling to buy',
  Form: ClimateForm,
  figures: () => import('../figures/climate-figures.tsx'),
});
