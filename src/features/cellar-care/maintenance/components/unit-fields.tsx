import { COOLING_UNIT_TYPES, OPTION_LABELS } from '@domain/estimator/options.ts';
import { Field } from '@/components/forms/field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import type { UnitDraft } from '../draft.ts';
import type { MaintenanceState } from '../use-maintenance.ts';

type TextKey = Exclude<keyof UnitDraft, 'type'>;

/** The unit: its type sets the service interval; its age and capacity sharpen the causes. */
export function UnitFields({ state }: { state: MaintenanceState }) {
  const text = (key: TextKey, label: string, hint: string, type: 'text' | 'date' = 'text') => (
    <Field id={`unit-${key}`} label={label} hint={hint} error={state.unitErrors[key]}>
      {(control) => (
        <input
          {...control}
          type={type}
          inputMode={type === 'text' ? 'numeric' : undefined}
          autoComplete="off"
          className="field-input tabular-nums"
          value={state.unitDraft[key]}
          onChange={(e) => state.setUnit({ [key]: e.currentTarget.value })}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="grid gap-4">
      <legend className="field-label">The cooling unit</legend>
      <SelectField id="unit-type" label="Unit type" value={state.unitDraft.type} options={COOLING_UNIT_TYPES} labels={OPTION_LABELS.coolingUnitType} onChange={(type) => state.setUnit({ type })} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('capacity', 'Rated capacity (BTU/h)', 'Optional; on the unit’s label.')}
        {text('installYear', 'Year installed', 'Optional; past 10 years the report prices a replacement.')}
      </div>
      {text('lastService', 'Last service', 'Optional; the next service is counted from it.', 'date')}
    </fieldset>
  );
}
