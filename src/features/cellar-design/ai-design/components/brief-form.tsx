import { useEffect, type ChangeEvent } from 'react';
import { Sparkles } from 'lucide-react';
import {
  BUDGETS,
  BUDGET_LABELS,
  DESIGN_STYLES,
  GROWTH,
  GROWTH_LABELS,
  STYLE_OPTIONS,
  doorWallChoices,
  type BriefField,
  type DesignBrief,
} from '@domain/designer/brief.ts';
import { OPTION_LABELS, REGIONS } from '@domain/estimator/options.ts';
import { PLAN_LIMITS } from '@domain/designer/plan.ts';
import { Field } from '@/components/forms/field.tsx';
import { OptionList } from '@/components/forms/option-list.tsx';
import { useFormState, useSending, type FormErrors } from '@/components/forms/use-form-state.ts';
import { DEFAULT_FORM_VALUES, DOOR_WALL_ON_SHAPE, type BriefFormValues } from '../brief-values.ts';

type BriefKey = keyof BriefFormValues;
type Errors = FormErrors<BriefKey>;

// The schema (zod) loads on the first check (the first submit), not with the page.
async function checkBrief(values: BriefFormValues): Promise<{ ok: true; brief: DesignBrief } | { ok: false; errors: Errors }> {
  const [{ parseWith }, { briefFormSchema }] = await Promise.all([import('@/components/tool-shell/form-validation.ts'), import('../brief-form-schema.ts')]);
  const parsed = parseWith(briefFormSchema, values);
  return parsed.ok ? { ok: true, brief: parsed.values } : { ok: false, errors: parsed.errors as Errors };
}

const FIELD_ORDER = Object.keys(DEFAULT_FORM_VALUES) as BriefKey[];
/** Each field's control: `cutWidth` → `brief-cut-width`. */
const controlId = (field: BriefKey) => `brief-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const SHAPE_LABELS = { rectangle: 'Rectangle', 'l-shape': 'L-shape' } as const;

type Control = { name?: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void };

function TextBox({ id, label, unit, hint, error, control, integer = false }: { id: string; label: string; unit?: string; hint?: string; error?: string | undefined; control: Control; integer?: boolean }) {
  return (
    <Field id={id} label={unit ? `${label} (${unit})` : label} hint={hint} error={error}>
      {(props) => <input {...props} {...control} type="text" inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off" spellCheck={false} className="field-input tabular-nums" />}
    </Field>
  );
}

function Choice<T extends string>({ id, label, values, labels, error, hint, control }: { id: string; label: string; values: readonly T[]; labels: Record<T, string>; error?: string | undefined; hint?: string; control: Control }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(props) => (
        <select {...props} {...control} className="field-input">
          <OptionList values={values} labels={labels} />
        </select>
      )}
    </Field>
  );
}

interface BriefFormProps {
  /** `typed`: the visitor submitted it (focus may move to the results); false for a link's brief on load. */
  onBrief: (brief: DesignBrief, typed: boolean) => Promise<{ field: BriefField; message: string } | null>;
  onInvalid: (messages: string[]) => void;
  /** A brief from the page's link: filled in and submitted once hydrated, as if typed. */
  startFrom: BriefFormValues | null;
}

/**
 * The brief: room, door, style, collection and budget. Checked by the same
 * schema as the server's; a refused brief keeps every value typed and says
 * what is wrong under the field (and in the summary the page shows).
 * The site's one form mechanism (`useFormState`, docs/decisions.md), checked
 * on submit with the schema that loads then: editing a field clears its error.
 */
export function BriefForm({ onBrief, onInvalid, startFrom }: BriefFormProps) {
  const { values, setValues, errors, setErrors, clearError, text: control } = useFormState<BriefFormValues>(DEFAULT_FORM_VALUES);
  const { busy, run } = useSending();
  const shape = values.shape === 'l-shape' ? 'l-shape' : 'rectangle';
  const size = (value: string, fallback: number) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);
  const wallChoices = doorWallChoices({ shape, width: size(values.width, 12), depth: size(values.depth, 10), height: 9, cutWidth: size(values.cutWidth, 4), cutDepth: size(values.cutDepth, 4) });
  const wallIds = wallChoices.map((wall) => String(wall.index));
  const wallLabels = Object.fromEntries(wallChoices.map((wall) => [String(wall.index), `${wall.name[0]?.toUpperCase()}${wall.name.slice(1)}`]));
  const shapeControl: Control = {
    value: values.shape,
    onChange: (event) => {
      const next = event.target.value === 'l-shape' ? 'l-shape' : 'rectangle';
      setValues((current) => ({ ...current, shape: event.target.value, doorWall: DOOR_WALL_ON_SHAPE[next][current.doorWall] ?? '0' }));
      clearError('shape');
    },
  };
  const focusField = (field: BriefKey) => document.getElementById(controlId(field))?.focus();

  const submit = async (submitted: BriefFormValues, typed: boolean) => {
    const checked = await checkBrief(submitted);
    if (!checked.ok) {
      setErrors(checked.errors);
      onInvalid(FIELD_ORDER.flatMap((field) => (checked.errors[field] ? [checked.errors[field]] : [])));
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      if (first && typed) focusField(first);
      return;
    }
    const problem = await onBrief(checked.brief, typed);
    setErrors(problem ? { [problem.field]: problem.message } : {});
    if (problem) focusField(problem.field);
  };
  const error = (field: BriefKey) => errors[field];

  // A link's brief: filled in and checked once, as if typed (but focus stays put).
  useEffect(() => {
    if (!startFrom) return;
    setValues(startFrom);
    run(() => submit(startFrom, false));
    // Once per link: `submit` is a new function on every render.
  }, [startFrom]);

  return (
    <form id="ai-design-form" noValidate onSubmit={(event) => {
        event.preventDefault();
        run(() => submit(values, true));
      }} className="grid gap-6" aria-label="Your brief">
      <fieldset className="grid gap-4">
        <legend className="font-sans text-base font-semibold text-cream-50">The room</legend>
        <Choice id="brief-shape" label="Shape" values={['rectangle', 'l-shape'] as const} labels={SHAPE_LABELS} control={shapeControl} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextBox id="brief-width" label="Width" unit="ft" hint={`${PLAN_LIMITS.side.min}–${PLAN_LIMITS.side.max} ft, west to east`} error={error('width')} control={control('width')} />
          <TextBox id="brief-depth" label="Depth" unit="ft" hint="North to south" error={error('depth')} control={control('depth')} />
          <TextBox id="brief-height" label="Ceiling" unit="ft" hint={`${PLAN_LIMITS.height.min}–${PLAN_LIMITS.height.max} ft`} error={error('height')} control={control('height')} />
        </div>
        {shape === 'l-shape' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextBox id="brief-cut-width" label="Cut-away corner width" unit="ft" hint="The north-east corner the L leaves out" error={error('cutWidth')} control={control('cutWidth')} />
            <TextBox id="brief-cut-depth" label="Cut-away corner depth" unit="ft" error={error('cutDepth')} control={control('cutDepth')} />
          </div>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="font-sans text-base font-semibold text-cream-50">The door</legend>
        <Choice id="brief-door-wall" label="Door wall" values={wallIds} labels={wallLabels} error={error('doorWall')} control={control('doorWall')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextBox
            id="brief-door-offset"
            label="From the wall's start"
            unit="ft"
            hint="Walls run clockwise: the north wall from its west end, the east from its north end, the south from its east end, the west from its south end"
            error={error('doorOffset')}
            control={control('doorOffset')}
          />
          <TextBox id="brief-door-width" label="Door width" unit="ft" hint={`${PLAN_LIMITS.door.min}–${PLAN_LIMITS.door.max} ft`} error={error('doorWidth')} control={control('doorWidth')} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="font-sans text-base font-semibold text-cream-50">Style, collection and budget</legend>
        <Choice
          id="brief-style"
          label="Style"
          values={DESIGN_STYLES}
          labels={Object.fromEntries(DESIGN_STYLES.map((style) => [style, STYLE_OPTIONS[style].label])) as Record<(typeof DESIGN_STYLES)[number], string>}
          hint={STYLE_OPTIONS[(values.style as (typeof DESIGN_STYLES)[number]) in STYLE_OPTIONS ? (values.style as (typeof DESIGN_STYLES)[number]) : 'traditional'].says}
          control={control('style')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextBox id="brief-bottles" label="Bottles you own" integer hint="Standard 750 ml bottles today" error={error('bottles')} control={control('bottles')} />
          <Choice id="brief-growth" label="Room to grow" values={GROWTH} labels={GROWTH_LABELS} control={control('growth')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Choice id="brief-budget" label="Budget" values={BUDGETS} labels={BUDGET_LABELS} control={control('budget')} />
          <Choice id="brief-region" label="Region" values={REGIONS} labels={OPTION_LABELS.region} control={control('region')} />
        </div>
      </fieldset>
      <button type="submit" className="btn-wine justify-self-start" disabled={busy}>
        <Sparkles className="size-4" aria-hidden="true" />
        {busy ? 'Designing...' : 'Design my concepts'}
      </button>
    </form>
  );
}
