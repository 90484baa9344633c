import { Plus, Trash2 } from 'lucide-react';
import { UnitToggle } from '@/components/forms/unit-toggle.tsx';
import type { ConditionState } from '../use-condition.ts';

/** Readings typed by hand: a spot check with a thermometer and hygrometer, one row each. */
export function ReadingsEditor({ state }: { state: ConditionState }) {
  const unit = state.system === 'metric' ? '°C' : '°F';
  return (
    <fieldset className="grid gap-4">
      <legend className="field-label">Readings you took</legend>
      <p className="-mt-1 text-sm text-mist-300">Date and time, temperature and, if you have it, relative humidity. Add as many rows as you like; the logger file below adds to them.</p>
      <UnitToggle value={state.system} onChange={state.setSystem} />
      <ol className="grid gap-3" aria-label="Typed readings">
        {state.rows.map((row, index) => {
          const errors = state.rowErrors[row.id] ?? {};
          const n = index + 1;
          const field = (key: 'at' | 'temp' | 'rh') => ({
            id: `reading-${row.id}-${key}`,
            'aria-invalid': Boolean(errors[key]),
            'aria-describedby': errors[key] ? `reading-${row.id}-${key}-error` : undefined,
          });
          return (
            <li key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-lg border border-cellar-600 bg-cellar-900/40 p-3">
              <div className="col-span-3">
                <label htmlFor={`reading-${row.id}-at`} className="field-label text-xs">
                  Reading {n}: date and time
                </label>
                <input {...field('at')} type="datetime-local" className="field-input" value={row.at} onChange={(e) => state.setRow(row.id, { at: e.currentTarget.value })} />
                {errors.at ? <p id={`reading-${row.id}-at-error`} className="field-error">{errors.at}</p> : null}
              </div>
              <div>
                <label htmlFor={`reading-${row.id}-temp`} className="field-label text-xs">
                  Temperature ({unit})
                </label>
                <input {...field('temp')} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" value={row.temp} onChange={(e) => state.setRow(row.id, { temp: e.currentTarget.value })} />
                {errors.temp ? <p id={`reading-${row.id}-temp-error`} className="field-error">{errors.temp}</p> : null}
              </div>
              <div>
                <label htmlFor={`reading-${row.id}-rh`} className="field-label text-xs">
                  Humidity (% RH)
                </label>
                <input {...field('rh')} type="text" inputMode="decimal" autoComplete="off" className="field-input tabular-nums" value={row.rh} onChange={(e) => state.setRow(row.id, { rh: e.currentTarget.value })} />
                {errors.rh ? <p id={`reading-${row.id}-rh-error`} className="field-error">{errors.rh}</p> : null}
              </div>
              <button type="button" className="btn-ghost min-h-11 self-end px-2.5 text-sm text-red-200 hover:bg-red-400/10" onClick={() => state.removeRow(row.id)}>
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sr-only">Remove reading {n}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn-outline justify-self-start" onClick={state.addRow}>
        <Plus className="size-4" aria-hidden="true" />
        Add a reading
      </button>
    </fieldset>
  );
}
