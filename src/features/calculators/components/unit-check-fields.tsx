import { COOLING_UNIT_TYPES, OPTION_LABELS, type CoolingUnitType } from '@domain/estimator/options.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import { Field } from '@/components/forms/field.tsx';
import { NumberField } from '@/components/forms/number-field.tsx';
import { OptionList } from '@/components/forms/option-list.tsx';
import { useDraftFields } from '@/components/tool-shell/use-tool-state.ts';

interface UnitCheckValue {
  unitType: CoolingUnitType | '';
  installedCapacity: string;
  exhaustRoomTemp: string;
  vaporBarrier: boolean;
}

interface UnitCheckFieldsProps {
  idPrefix: string;
  system: UnitSystem;
  value: UnitCheckValue;
  errors: Record<string, string>;
  onChange: (patch: Partial<UnitCheckValue>) => void;
}

/** The optional check of a unit the visitor already has or is considering, and the vapor barrier. */
export function UnitCheckFields({ idPrefix, system, value, errors, onChange }: UnitCheckFieldsProps) {
  const power = system === 'metric' ? 'W' : 'BTU/h';
  const temp = system === 'metric' ? '°C' : '°F';
  const capacity = LIMITS.coolingCapacity[system];
  const { field } = useDraftFields(value, errors, onChange);
  return (
    <fieldset className="grid gap-5 rounded-lg border border-cellar-600 p-4">
      <legend className="px-1 text-sm font-semibold text-cream-50">Check a unit and the build (optional)</legend>
      <Field id={`${idPrefix}-unit-type`} label="Unit installed or planned">
        {(control) => (
          <select
            {...control}
            className="field-input"
            value={value.unitType}
            onChange={(event) => {
              const next = COOLING_UNIT_TYPES.find((type) => type === event.currentTarget.value);
              onChange({ unitType: next ?? '' });
            }}
          >
            <OptionList values={COOLING_UNIT_TYPES} labels={OPTION_LABELS.coolingUnitType} empty="None chosen yet" />
          </select>
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          id={`${idPrefix}-capacity`}
          label="Its rated capacity"
          unit={power}
          hint={`At a 55°F cellar; ${capacity.min.toLocaleString('en-US')}–${capacity.max.toLocaleString('en-US')} ${power}. Checked for over- and undersizing.`}
          {...field('installedCapacity')}
        />
        <NumberField
          id={`${idPrefix}-exhaust`}
          label="Exhaust room temperature"
          unit={temp}
          hint="Where a through-the-wall unit blows its heat. Blank: the warmest wall’s side."
          {...field('exhaustRoomTemp')}
        />
      </div>
      <label className="flex items-start gap-3 text-sm text-cream-100">
        <input
          type="checkbox"
          checked={value.vaporBarrier}
          onChange={(event) => onChange({ vaporBarrier: event.currentTarget.checked })}
          className="mt-0.5 size-4 accent-gold-400"
        />
        <span>
          Walls and ceiling have a vapor barrier on the warm side
          <span className="mt-0.5 block text-xs text-mist-400">Without one, moisture soaks the insulation and grows mould.</span>
        </span>
      </label>
    </fieldset>
  );
}
