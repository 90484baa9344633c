import { Plus, Trash2 } from 'lucide-react';
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
      <ol className="grid gap-3" aria-label="Typed daily readings">
        {state.rows.map((row, index) => {
          const errors = state.rowErrors[row.id] ?? {};
          const n = index + 1;
          const field = (key: LogField) => ({
            id: `log-${row.id}-${key}`,
            'aria-invalid': Boolean(errors[key]),
            'aria-describedby': errors[key] ? `log-${row.id}-${key}-error` : undefined,
          });
          const error = (key: LogField) => (errors[key] ? <p id={`log-${row.id}-${key}-error`} className="field-error">{errors[key]}</p> : null);
          return (
            <li key={row.id} className="grid grid-cols-2 items-start gap-2 rounded-lg border border-cellar-600 bg-cellar-900/40 p-3 sm:grid-cols-3">
              <div className="col-span-2">
                <label htmlFor={`log-${row.id}-date`} className="field-label text-xs">
                  Day {n}: date
                </label>
                <input {...field('date')} type="date" className="field-input" value={row.date} onChange={(e) => state.setRow(row.id, { date: e.currentTarget.value })} />
                {error('date')}
              </div>
              {NUMBERS.map(({ key, label }) => (
                <div key={key}>
                  <label htmlFor={`log-${row.id}-${key}`} className="field-label text-xs">
                    {label}
                  </label>
                  <input {...field(key)} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" value={row[key]} onChange={(e) => state.setRow(row.id, { [key]: e.currentTarget.value })} />
                  {error(key)}
                </div>
              ))}
              <button type="button" className="btn-ghost min-h-11 self-end px-2.5 text-sm text-red-200 hover:bg-red-400/10" onClick={() => state.removeRow(row.id)}>
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sr-only">Remove day {n}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn-outline justify-self-start" onClick={state.addRow}>
        <Plus className="size-4" aria-hidden="true" />
        Add a day
      </button>
    </fieldset>
  );
}
