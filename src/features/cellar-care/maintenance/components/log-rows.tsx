import { RowField, TypedRows } from '@/components/tool-shell/typed-rows.tsx';
import type { LogField } from '../draft.ts';
import type { MaintenanceState } from '../use-maintenance.ts';

const NUMBERS: { key: Exclude<LogField, 'date'>; label: string }[] = [
  { key: 'run', label: 'Run-time (%)' },
  { key: 'ret', label: 'Cellar / return (°F)' },
  { key: 'supply', label: 'Supply air (°F)' },
  { key: 'rh', label: 'Humidity (% RH)' },
  { key: 'outside', label: 'Exhaust room (°F)' },
];

/** Daily log rows typed by hand: one a day from the unit's display or a thermometer at the grilles. */
export function LogRows({ state }: { state: MaintenanceState }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="field-label">Daily readings you took</legend>
      <p className="-mt-1 text-sm text-mist-300">
        One row a day: the share of the day the compressor ran, the cellar air (what the unit takes in) and the air leaving its cold side, in °F. Only the date and the cellar temperature are required; the file below adds to these rows.
      </p>
      <TypedRows rows={state.rows} label="Typed daily readings" noun="day" columns="grid-cols-2 sm:grid-cols-3" onAdd={state.addRow} onRemove={state.removeRow}>
        {(row, n) => {
          const errors = state.rowErrors[row.id] ?? {};
          return (
            <>
              <RowField id={`log-${row.id}-date`} label={`Day ${n}: date`} error={errors.date} className="col-span-2">
                {(props) => <input {...props} type="date" className="field-input" value={row.date} onChange={(e) => state.setRow(row.id, { date: e.currentTarget.value })} />}
              </RowField>
              {NUMBERS.map(({ key, label }) => (
                <RowField key={key} id={`log-${row.id}-${key}`} label={label} error={errors[key]}>
                  {(props) => <input {...props} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" value={row[key]} onChange={(e) => state.setRow(row.id, { [key]: e.currentTarget.value })} />}
                </RowField>
              ))}
            </>
          );
        }}
      </TypedRows>
    </fieldset>
  );
}
