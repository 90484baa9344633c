import { UnitToggle } from '@/components/forms/unit-toggle.tsx';
import { RowField, TypedRows } from '@/components/tool-shell/typed-rows.tsx';
import type { ConditionState } from '../use-condition.ts';

/** Readings typed by hand: a spot check with a thermometer and hygrometer, one row each. */
export function ReadingsEditor({ state }: { state: ConditionState }) {
  const unit = state.system === 'metric' ? '°C' : '°F';
  return (
    <fieldset className="grid gap-4">
      <legend className="field-label">Readings you took</legend>
      <p className="-mt-1 text-sm text-mist-300">Date and time, temperature and, if you have it, relative humidity. Add as many rows as you like; the logger file below adds to them.</p>
      <UnitToggle value={state.system} onChange={state.setSystem} />
      <TypedRows rows={state.rows} label="Typed readings" noun="reading" columns="grid-cols-[1fr_1fr_auto]" onAdd={state.addRow} onRemove={state.removeRow}>
        {(row, n) => {
          const errors = state.rowErrors[row.id] ?? {};
          return (
            <>
              <RowField id={`reading-${row.id}-at`} label={`Reading ${n}: date and time`} error={errors.at} className="col-span-3">
                {(props) => <input {...props} type="datetime-local" className="field-input" value={row.at} onChange={(e) => state.setRow(row.id, { at: e.currentTarget.value })} />}
              </RowField>
              <RowField id={`reading-${row.id}-temp`} label={`Temperature (${unit})`} error={errors.temp}>
                {(props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" value={row.temp} onChange={(e) => state.setRow(row.id, { temp: e.currentTarget.value })} />}
              </RowField>
              <RowField id={`reading-${row.id}-rh`} label="Humidity (% RH)" error={errors.rh}>
                {(props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" value={row.rh} onChange={(e) => state.setRow(row.id, { rh: e.currentTarget.value })} />}
              </RowField>
            </>
          );
        }}
      </TypedRows>
    </fieldset>
  );
}
