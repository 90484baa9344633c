import { Plus, Trash2 } from 'lucide-react';
import { OPTION_LABELS, RACKING_STYLES, type RackingStyle } from '@domain/estimator/options.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import { newWall, type WallDraft } from '../lib/capacity-spec.ts';
import { NumberField } from '@/components/forms/number-field.tsx';
import { OptionList } from '@/components/forms/option-list.tsx';

interface WallEditorProps {
  system: UnitSystem;
  walls: readonly WallDraft[];
  errors: Record<string, string>;
  onChange: (walls: WallDraft[]) => void;
}

/** Each run of racking: its length and, if it differs from the rest, its style. */
export function WallEditor({ system, walls, errors, onChange }: WallEditorProps) {
  const unit = system === 'metric' ? 'm' : 'ft';
  const limits = LIMITS.wallRun[system];
  const update = (id: number, patch: Partial<WallDraft>) => onChange(walls.map((wall) => (wall.id === id ? { ...wall, ...patch } : wall)));
  return (
    <fieldset className="grid gap-3">
      <legend className="field-label">Walls of racking</legend>
      <p className="-mt-1 text-xs text-mist-400">
        The length of racking along each wall, {limits.min}–{limits.max} {unit}; leave out the door.
      </p>
      {errors.walls ? <p className="field-error mt-0">{errors.walls}</p> : null}
      <ol className="grid gap-3">
        {walls.map((wall, index) => {
          const name = `Wall ${index + 1}`;
          return (
            <li key={wall.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_auto] items-start gap-3">
              <NumberField
                id={`wall-${wall.id}-length`}
                label={name}
                unit={unit}
                value={wall.length}
                onChange={(length) => update(wall.id, { length })}
                error={errors[`walls.${index}.length`]}
              />
              <div>
                <label htmlFor={`wall-${wall.id}-style`} className="field-label">
                  <span className="sr-only">{name} </span>Style
                </label>
                <select
                  id={`wall-${wall.id}-style`}
                  className="field-input"
                  value={wall.style}
                  onChange={(event) => {
                    const style = RACKING_STYLES.find((candidate) => candidate === event.currentTarget.value) as RackingStyle | undefined;
                    update(wall.id, { style: style ?? '' });
                  }}
                >
                  <OptionList values={RACKING_STYLES} labels={OPTION_LABELS.rackingStyle} empty="Main style" />
                </select>
              </div>
              <button
                type="button"
                className="btn-ghost mt-7 min-h-11 px-2.5 text-red-200 hover:bg-red-400/10"
                onClick={() => onChange(walls.filter((kept) => kept.id !== wall.id))}
                disabled={walls.length <= LIMITS.walls.min}
                aria-label={`Remove ${name}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn-outline justify-self-start"
        onClick={() => onChange([...walls, newWall(system === 'metric' ? '2.4' : '8')])}
        disabled={walls.length >= LIMITS.walls.max}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a wall
      </button>
    </fieldset>
  );
}
