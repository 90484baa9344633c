import { memo } from 'react';
import { formatNumber } from '@domain/estimator/format.ts';
import { CELLAR_TYPES, COOLING_SYSTEMS, DOOR_TYPES, FINISH_LEVELS, OPTION_LABELS, RACKING_MATERIALS, RACKING_STYLES, REGIONS, SIZE_BY } from '@domain/estimator/options.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import type { CostValues } from '@domain/estimator/schemas.ts';
import { ChoiceGroup } from '@/components/forms/choice-group.tsx';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { UnitToggle } from '@/components/forms/unit-toggle.tsx';
import { useDraftFields } from '@/components/tool-shell/use-tool-state.ts';
import { calculatorPage, type CalculatorFormProps } from '../components/calculator-shell.tsx';
import { costPlaceholders, costSpec, GLASS_WALL_LABELS, GLASS_WALLS, switchCostUnits, type CostDraft } from '../lib/cost-spec.ts';

const unitLabel = (system: 'imperial' | 'metric') => (system === 'metric' ? 'm' : 'ft');
const span = (limits: { min: number; max: number }, unit: string) => `${formatNumber(limits.min, 1)}–${formatNumber(limits.max)} ${unit}`;

const FLOOR_SIDES = [
  { key: 'length', label: 'Length' },
  { key: 'width', label: 'Width' },
] as const;

/** The inputs; memoized so the deferred results pass does not re-render them. */
const CostForm = memo(function CostForm({ draft, errors, change }: CalculatorFormProps<CostDraft, CostValues>) {
  const { field, set } = useDraftFields(draft, errors, change);
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
          hint={`How many bottles the cellar should hold: ${formatNumber(LIMITS.bottles.min)}–${formatNumber(LIMITS.bottles.max)}. Include room to grow.`}
          {...field('bottles')}
        />
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            {FLOOR_SIDES.map(({ key, label }) => (
              <NumberField
                key={key}
                id={`cost-${key}`}
                label={label}
                unit={unit}
                placeholder={placeholders[key]}
                hint={span(LIMITS.roomLength[system], unit)}
                {...field(key)}
              />
            ))}
          </div>
          <NumberField
            id="cost-room-bottles"
            label="Bottles (optional)"
            integer
            hint={`The bottles you want it to hold, ${formatNumber(LIMITS.bottles.min)}–${formatNumber(LIMITS.bottles.max)}: we price your count. Leave blank to price what racking on the walls holds.`}
            {...field('roomBottles')}
          />
        </>
      )}
      <NumberField
        id="cost-height"
        label="Ceiling height"
        unit={unit}
        placeholder={placeholders.height}
        hint={`${span(LIMITS.roomHeight[system], unit)}. Leave blank for ${placeholders.height} ${unit}.`}
        {...field('height')}
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

export default calculatorPage('cost', {
  spec: costSpec,
  peek: 'Estimated cost',
  Form: CostForm,
  figures: () => import('../figures/cost-figures.tsx'),
});
