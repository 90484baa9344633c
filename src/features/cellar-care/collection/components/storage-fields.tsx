import { Field } from '@/components/forms/field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { LIGHT_EXPOSURES, OPTION_LABELS, VIBRATION_LEVELS } from '@domain/estimator/options.ts';
import type { SettingsDraft } from '../draft.ts';
import type { CollectionState } from '../use-collection.ts';

type NumberKey = Exclude<keyof SettingsDraft, 'light' | 'vibration'>;

function NumberInput({ state, field, label, hint }: { state: CollectionState; field: NumberKey; label: string; hint?: string }) {
  return (
    <Field id={`settings-${field}`} label={label} hint={hint} error={state.settingsErrors[field]}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="field-input tabular-nums"
          value={state.settingsDraft[field]}
          onChange={(event) => state.setSettings({ [field]: event.currentTarget.value })}
        />
      )}
    </Field>
  );
}

/** How the collection grows and where it is kept today: the inputs of the storage plan and of the value at risk. */
export function StorageFields({ state }: { state: CollectionState }) {
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="field-label">How the collection grows</legend>
        <NumberInput state={state} field="perYear" label="Bottles added a year" hint="Net of what you drink" />
        <NumberInput state={state} field="growthYears" label="Years to plan for" />
        <NumberInput state={state} field="ceilingFt" label="Cellar ceiling (ft)" hint="Racking runs floor to ceiling" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="field-label">Where the wine is kept today</legend>
        <NumberInput state={state} field="avgTempF" label="Average temperature (°F)" />
        <NumberInput state={state} field="swingF" label="Daily swing (°F)" />
        <NumberInput state={state} field="humidity" label="Humidity (% RH)" />
        <SelectField id="settings-light" label="Light" value={state.settingsDraft.light} options={LIGHT_EXPOSURES} labels={OPTION_LABELS.light} onChange={(light) => state.setSettings({ light })} />
        <SelectField id="settings-vibration" label="Vibration" value={state.settingsDraft.vibration} options={VIBRATION_LEVELS} labels={OPTION_LABELS.vibration} onChange={(vibration) => state.setSettings({ vibration })} />
        <NumberInput state={state} field="riskYears" label="Years to look ahead" />
      </fieldset>
      <p className="-mt-2 text-sm text-mist-300">The defaults are a typical air-conditioned home, as in our valuation calculator: change them to where your wine is now.</p>
    </>
  );
}
