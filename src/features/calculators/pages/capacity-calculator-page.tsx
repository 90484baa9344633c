import { memo } from 'react';
import { OPTION_LABELS, RACKING_STYLES } from '@domain/estimator/options.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import type { CapacityValues } from '@domain/estimator/schemas.ts';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { UnitToggle } from '@/components/forms/unit-toggle.tsx';
import { WallEditor } from '../components/wall-editor.tsx';
import { useDraftFields } from '@/components/tool-shell/use-tool-state.ts';
import { calculatorPage, type CalculatorFormProps } from '../components/calculator-shell.tsx';
import { MEASURE_BY, MEASURE_BY_LABELS, capacityPlaceholders, capacitySpec, switchCapacityUnits, type CapacityDraft } from '../lib/capacity-spec.ts';

const CapacityForm = memo(function CapacityForm({ draft, errors, change }: CalculatorFormProps<CapacityDraft, CapacityValues>) {
  const { field, set } = useDraftFields(draft, errors, change);
  const system = draft.unitSystem;
  const unit = system === 'metric' ? 'm' : 'ft';
  const area = system === 'metric' ? 'm²' : 'ft²';
  const height = LIMITS.roomHeight[system];
  const length = LIMITS.roomLength[system];
  return (
    <>
      <UnitToggle value={system} onChange={(to) => change((current) => switchCapacityUnits(current, to))} />
      <NumberField
        id="capacity-height"
        label="Ceiling height"
        unit={unit}
        placeholder={capacityPlaceholders(system).ceilingHeight}
        hint={`Racking runs floor to ceiling; ${height.min}–${height.max} ${unit}.`}
        {...field('ceilingHeight')}
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
      <SelectField
        id="capacity-measure"
        label="Measure by"
        value={draft.measureBy}
        options={MEASURE_BY}
        labels={MEASURE_BY_LABELS}
        onChange={set('measureBy')}
        hint="A room gives what racking along its walls holds, laid out as our designer and the cost calculator do: around a 3 ft door, with an aisle."
      />
      {draft.measureBy === 'room' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField id="capacity-room-length" label="Room length" unit={unit} hint={`${length.min}–${length.max} ${unit}.`} {...field('roomLength')} />
          <NumberField id="capacity-room-width" label="Room width" unit={unit} hint={`${length.min}–${length.max} ${unit}.`} {...field('roomWidth')} />
        </div>
      ) : (
        <WallEditor system={system} walls={draft.walls} errors={errors} onChange={set('walls')} />
      )}
      <NumberField
        id="capacity-mix"
        label="Wider bottles"
        unit="%"
        hint="Share of Burgundy, Champagne and magnums (0–100%): they take more room than Bordeaux bottles."
        {...field('nonBordeauxPercent')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          id="capacity-current"
          label="Bottles you own today"
          integer
          hint="Optional: checks there is room to grow."
          {...field('currentBottles')}
        />
        <NumberField
          id="capacity-floor"
          label="Floor area"
          unit={area}
          hint="Optional: for the floor-loading figure."
          {...field('floorArea')}
        />
      </div>
    </>
  );
});

export default calculatorPage('capacity', {
  spec: capacitySpec,
  peek: 'Racking capacity',
  Form: CapacityForm,
  figures: () => import('../figures/capacity-figures.tsx'),
});
