import { Plus } from 'lucide-react';
import { OPTION_LABELS, SURFACE_KINDS } from '@shared/estimator/options.ts';
import { LIMITS } from '@shared/estimator/limits.ts';
import type { UnitSystem } from '@shared/estimator/units.ts';
import type { SurfaceDraft } from '../lib/climate-spec.ts';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { ItemNameField, RemovableItem } from './removable-item.tsx';

interface SurfaceEditorProps {
  system: UnitSystem;
  surfaces: readonly SurfaceDraft[];
  errors: Record<string, string>;
  onChange: (surfaces: SurfaceDraft[]) => void;
  onAdd: () => void;
}

/** Each wall, ceiling, floor, door or glass panel with its own area, R-value and the temperature beyond it. */
export function SurfaceEditor({ system, surfaces, errors, onChange, onAdd }: SurfaceEditorProps) {
  const area = system === 'metric' ? 'm²' : 'ft²';
  const temp = system === 'metric' ? '°C' : '°F';
  const update = (id: number, patch: Partial<SurfaceDraft>) =>
    onChange(surfaces.map((surface) => (surface.id === id ? { ...surface, ...patch } : surface)));
  return (
    <fieldset className="grid gap-4">
      <legend className="field-label">Surfaces</legend>
      {errors.surfaces ? <p className="field-error mt-0">{errors.surfaces}</p> : null}
      <ol className="grid gap-4">
        {surfaces.map((surface, index) => {
          const name = surface.label.trim() || `${OPTION_LABELS.surfaceKind[surface.kind]} ${index + 1}`;
          const error = (field: string) => errors[`surfaces.${index}.${field}`];
          return (
            <RemovableItem
              key={surface.id}
              name={name}
              canRemove={surfaces.length > LIMITS.surfaces.min}
              onRemove={() => onChange(surfaces.filter((kept) => kept.id !== surface.id))}
            >
              <SelectField
                id={`surface-${surface.id}-kind`}
                label="Kind"
                value={surface.kind}
                options={SURFACE_KINDS}
                labels={OPTION_LABELS.surfaceKind}
                onChange={(kind) => update(surface.id, { kind })}
              />
              <ItemNameField
                id={`surface-${surface.id}-label`}
                value={surface.label}
                placeholder="e.g. North wall"
                onChange={(label) => update(surface.id, { label })}
              />
              <NumberField
                id={`surface-${surface.id}-area`}
                label="Area"
                unit={area}
                value={surface.area}
                onChange={(value) => update(surface.id, { area: value })}
                error={error('area')}
              />
              <NumberField
                id={`surface-${surface.id}-r`}
                label="R-value"
                value={surface.rValue}
                onChange={(value) => update(surface.id, { rValue: value })}
                hint="US R (RSI × 5.678)"
                error={error('rValue')}
              />
              <NumberField
                id={`surface-${surface.id}-outside`}
                label="Temperature on the other side"
                unit={temp}
                value={surface.outsideTemp}
                onChange={(value) => update(surface.id, { outsideTemp: value })}
                error={error('outsideTemp')}
                className="sm:col-span-2"
              />
            </RemovableItem>
          );
        })}
      </ol>
      <button type="button" className="btn-outline justify-self-start" onClick={onAdd} disabled={surfaces.length >= LIMITS.surfaces.max}>
        <Plus className="size-4" aria-hidden="true" />
        Add a surface
      </button>
    </fieldset>
  );
}
