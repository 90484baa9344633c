import { useCallback, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { NumberField } from '@/components/forms/number-field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { OPTION_LABELS, CELLAR_TYPES, DOOR_TYPES, FINISH_LEVELS, RACKING_MATERIALS, REGIONS } from '@domain/estimator/options.ts';
import { addGlass, removeGlass, setDoor, setGlass, setOptions, setRoom, type EditResult } from '@domain/designer/operations.ts';
import { PLAN_LIMITS, walls, type Opening, type Plan, type RoomShape } from '@domain/designer/plan.ts';
import type { Designer } from '../use-designer.ts';

const SHAPES = ['rectangle', 'l-shape'] as const satisfies readonly RoomShape[];
const SHAPE_LABELS: Record<RoomShape, string> = { rectangle: 'Rectangle', 'l-shape': 'L-shape' };
const COOLING = ['ducted-split', 'ductless-split', 'through-the-wall'] as const;

/** A number of the plan as a text box: a value the plan refuses shows its reason under the box and changes nothing. */
function PlanNumber({ id, label, value, hint, edit }: { id: string; label: string; value: number; hint?: string; edit: (value: number) => { ok: boolean; message?: string } }) {
  const [error, setError] = useState<string | undefined>();
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setError(undefined);
  }
  const onChange = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      const number = trimmed === '' ? Number.NaN : Number(trimmed);
      if (!Number.isFinite(number)) {
        setError(`${label} must be a number`);
        return;
      }
      const result = edit(number);
      setError(result.ok ? undefined : result.message);
    },
    [edit, label],
  );
  return <NumberField id={id} label={label} unit="ft" value={String(value)} onChange={onChange} error={error} hint={hint} />;
}

const outcome = (result: EditResult) => (result.ok ? { ok: true } : { ok: false, message: result.message });

function OpeningFields({ prefix, label, plan, opening, onEdit }: { prefix: string; label: string; plan: Plan; opening: Opening; onEdit: (next: Opening) => EditResult }) {
  const wallList = walls(plan.room);
  const wallIds = wallList.map((wall) => String(wall.index));
  const wallLabels = Object.fromEntries(wallList.map((wall) => [String(wall.index), `${wall.name[0]?.toUpperCase()}${wall.name.slice(1)} (${wall.length} ft)`]));
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField id={`${prefix}-wall`} label={`${label}: wall`} value={String(opening.wall)} options={wallIds} labels={wallLabels} onChange={(wall) => onEdit({ ...opening, wall: Number(wall) })} />
      <PlanNumber id={`${prefix}-offset`} label="From the wall's start" value={opening.offset} edit={(offset) => outcome(onEdit({ ...opening, offset }))} />
      <PlanNumber id={`${prefix}-width`} label="Width" value={opening.length} edit={(length) => outcome(onEdit({ ...opening, length }))} />
    </div>
  );
}

/** The room, its door and glass, and the choices the estimate prices. */
export function RoomForm({ designer }: { designer: Designer }) {
  const { plan, apply } = designer;
  const { room } = plan;
  const { side, height } = PLAN_LIMITS;
  /** Applies an edit and hands it back, so the field that made it can show a refusal's reason. */
  const applied = (result: EditResult): EditResult => {
    apply(result);
    return result;
  };
  const editRoom = (changes: Partial<Plan['room']>) => outcome(applied(setRoom(plan, { ...room, ...changes })));

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="font-sans text-base font-semibold text-cream-50">The room</legend>
        <SelectField id="room-shape" label="Shape" value={room.shape} options={SHAPES} labels={SHAPE_LABELS} onChange={(shape) => editRoom({ shape })} />
        <div className="grid gap-3 sm:grid-cols-3">
          <PlanNumber id="room-width" label="Width" value={room.width} hint={`${side.min}–${side.max} ft, west to east`} edit={(width) => editRoom({ width })} />
          <PlanNumber id="room-depth" label="Depth" value={room.depth} hint={`${side.min}–${side.max} ft, north to south`} edit={(depth) => editRoom({ depth })} />
          <PlanNumber id="room-height" label="Ceiling height" value={room.height} hint={`${height.min}–${height.max} ft`} edit={(h) => editRoom({ height: h })} />
        </div>
        {room.shape === 'l-shape' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <PlanNumber id="room-cut-width" label="Cut-away corner width" value={room.cutWidth} hint="The north-east corner the L leaves out" edit={(cutWidth) => editRoom({ cutWidth })} />
            <PlanNumber id="room-cut-depth" label="Cut-away corner depth" value={room.cutDepth} edit={(cutDepth) => editRoom({ cutDepth })} />
          </div>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="font-sans text-base font-semibold text-cream-50">Door and glass</legend>
        <OpeningFields prefix="door" label="Door" plan={plan} opening={plan.door} onEdit={(door) => applied(setDoor(plan, door))} />
        {plan.glass.map((panel, index) => (
          <div key={index} className="grid gap-2 rounded-lg border border-cellar-600 p-3">
            <OpeningFields prefix={`glass-${index}`} label={`Glass panel ${index + 1}`} plan={plan} opening={panel} onEdit={(next) => applied(setGlass(plan, index, next))} />
            <button type="button" className="btn-ghost justify-self-start text-sm" onClick={() => apply(removeGlass(plan, index), () => `Glass panel ${index + 1} removed.`)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove glass panel {index + 1}
            </button>
          </div>
        ))}
        <button type="button" className="btn-ghost justify-self-start text-sm" onClick={() => apply(addGlass(plan), () => 'Glass panel added on the longest wall without the door.')}>
          <Plus className="size-4" aria-hidden="true" />
          Add a glass panel
        </button>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-sans text-base font-semibold text-cream-50">What the estimate prices</legend>
        <SelectField id="opt-material" label="Racking material" value={plan.options.rackingMaterial} options={RACKING_MATERIALS} labels={OPTION_LABELS.rackingMaterial} onChange={(rackingMaterial) => apply(setOptions(plan, { rackingMaterial }))} />
        <SelectField id="opt-cooling" label="Cooling system" value={plan.options.cooling} options={COOLING} labels={OPTION_LABELS.coolingSystem} onChange={(cooling) => apply(setOptions(plan, { cooling }))} hint="Priced when a cooling unit is placed" />
        <SelectField id="opt-door" label="Door type" value={plan.options.door} options={DOOR_TYPES} labels={OPTION_LABELS.door} onChange={(door) => apply(setOptions(plan, { door }))} />
        <SelectField id="opt-finishes" label="Finishes" value={plan.options.finishes} options={FINISH_LEVELS} labels={OPTION_LABELS.finishes} onChange={(finishes) => apply(setOptions(plan, { finishes }))} />
        <SelectField id="opt-region" label="Region" value={plan.options.region} options={REGIONS} labels={OPTION_LABELS.region} onChange={(region) => apply(setOptions(plan, { region }))} />
        <SelectField id="opt-type" label="Cellar type" value={plan.options.cellarType} options={CELLAR_TYPES} labels={OPTION_LABELS.cellarType} onChange={(cellarType) => apply(setOptions(plan, { cellarType }))} />
      </fieldset>
    </div>
  );
}
