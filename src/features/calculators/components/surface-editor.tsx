import { OPTION_LABELS, SURFACE_KINDS } from '@domain/estimator/options.ts';
import { LIMITS } from '@domain/estimator/limits.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import type { SurfaceDraft } from '../lib/climate-spec.ts';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { EditableList, ItemNameField } from './editable-list.tsx';

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
  return (
    <EditableList
      legend="Surfaces"
      items={surfaces}
      error={errors.surfaces}
      limits={LIMITS.surfaces}
      nameOf={(surface, index) => surface.label.trim() || `${OPTION_LABELS.surfaceKind[surface.kind]} ${index + 1}`}
      onChange={onChange}
      addLabel="Add a surface"
      onAdd={onAdd}
    >
      {(surface, index, update) => {
        const error = (field: string) => errors[`surfaces.${index}.${field}`];
        return (
          <>
            <SelectField
              id={`surface-${surface.id}-kind`}
              label="Kind"
              value={surface.kind}
              options={SURFACE_KINDS}
              labels={OPTION_LABELS.surfaceKind}
              onChange={(kind) => update({ kind })}
            />
            <ItemNameField
              id={`surface-${surface.id}-label`}
              value={surface.label}
              placeholder="e.g. North wall"
              onChange={(label) => update({ label })}
            />
            <NumberField
              id={`surface-${surface.id}-area`}
              label="Area"
              unit={area}
              value={surface.area}
              onChange={(value) => update({ area: value })}
              error={error('area')}
            />
            <NumberField
              id={`surface-${surface.id}-r`}
              label="R-value"
              value={surface.rValue}
              onChange={(value) => update({ rValue: value })}
              hint="US R (RSI × 5.678)"
              error={error('rValue')}
            />
            <NumberField
              id={`surface-${surface.id}-outside`}
              label="Temperature on the other side"
              unit={temp}
              value={surface.outsideTemp}
              onChange={(value) => update({ outsideTemp: value })}
              error={error('outsideTemp')}
              className="sm:col-span-2"
            />
          </>
        );
      }}
    </EditableList>
  );
}
