import { useEffect, useRef } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
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
} from '@shared/designer/brief.ts';
import { OPTION_LABELS, REGIONS } from '@shared/estimator/options.ts';
import { PLAN_LIMITS } from '@shared/designer/plan.ts';
import { Field } from '@/components/forms/field.tsx';
import { DEFAULT_FORM_VALUES, DOOR_WALL_ON_SHAPE, type BriefFormValues } from '../brief-values.ts';

// zod and the resolver load on the first check (the first submit), not with the page.
const resolver: Resolver<BriefFormValues, unknown, DesignBrief> = async (values, context, options) => {
  const [{ zodResolver }, { briefFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('../brief-form-schema.ts')]);
  return (zodResolver(briefFormSchema) as unknown as Resolver<BriefFormValues, unknown, DesignBrief>)(values, context, options);
};

const SHAPE_LABELS = { rectangle: 'Rectangle', 'l-shape': 'L-shape' } as const;

function TextBox({ id, label, unit, hint, error, registration, integer = false }: { id: string; label: string; unit?: string; hint?: string; error?: string | undefined; registration: UseFormRegisterReturn; integer?: boolean }) {
  return (
    <Field id={id} label={unit ? `${label} (${unit})` : label} hint={hint} error={error}>
      {(control) => <input {...control} {...registration} type="text" inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off" spellCheck={false} className="field-input tabular-nums" />}
    </Field>
  );
}

function Choice<T extends string>({ id, label, values, labels, error, hint, registration }: { id: string; label: string; values: readonly T[]; labels: Record<T, string>; error?: string | undefined; hint?: string; registration: UseFormRegisterReturn }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} {...registration} className="field-input">
          {values.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface BriefFormProps {
  /** `typed`: the visitor submitted it (focus may move to the results); false for a link's brief on load. */
  onBrief: (brief: DesignBrief, typed: boolean) => { field: BriefField; message: string } | null;
  onInvalid: (messages: string[]) => void;
  /** A brief from the page's link: filled in and submitted once hydrated, as if typed. */
  startFrom: BriefFormValues | null;
}

/**
 * The brief: room, door, style, collection and budget. Checked by the same
 * schema as the server's; a refused brief keeps every value typed and says
 * what is wrong under the field (and in the summary the page shows).
 */
export function BriefForm({ onBrief, onInvalid, startFrom }: BriefFormProps) {
  const form = useForm<BriefFormValues, unknown, DesignBrief>({ resolver, defaultValues: DEFAULT_FORM_VALUES, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const { register, formState, watch, setValue, setError, handleSubmit } = form;
  const errors = formState.errors;
  const shape = watch('shape') === 'l-shape' ? 'l-shape' : 'rectangle';
  const size = (value: string, fallback: number) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);
  const wallChoices = doorWallChoices({ shape, width: size(watch('width'), 12), depth: size(watch('depth'), 10), height: 9, cutWidth: size(watch('cutWidth'), 4), cutDepth: size(watch('cutDepth'), 4) });
  const wallIds = wallChoices.map((wall) => String(wall.index));
  const wallLabels = Object.fromEntries(wallChoices.map((wall) => [String(wall.index), `${wall.name[0]?.toUpperCase()}${wall.name.slice(1)}`]));
  const shapeField = register('shape', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value === 'l-shape' ? 'l-shape' : 'rectangle';
      setValue('doorWall', DOOR_WALL_ON_SHAPE[next][form.getValues('doorWall')] ?? '0');
    },
  });

  const fromLink = useRef(false);
  const submit = handleSubmit(
    (brief) => {
      const problem = onBrief(brief, !fromLink.current);
      fromLink.current = false;
      if (problem) setError(problem.field, { type: 'engine', message: problem.message }, { shouldFocus: true });
    },
    (invalid: FieldErrors<BriefFormValues>) => {
      fromLink.current = false;
      onInvalid(Object.values(invalid).flatMap((error) => (error?.message ? [String(error.message)] : [])));
    },
  );
  const error = (field: keyof BriefFormValues) => errors[field]?.message;

  const { reset } = form;
  useEffect(() => {
    if (!startFrom) return;
    reset(startFrom);
    fromLink.current = true;
    // Once per link (`submit` is a new function on every render).
    void submit();
  }, [startFrom, reset]);

  return (
    <form id="ai-design-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-6" aria-label="Your brief">
      <fieldset className="grid gap-4">
        <legend className="font-sans text-base font-semibold text-cream-50">The room</legend>
        <Choice id="brief-shape" label="Shape" values={['rectangle', 'l-shape'] as const} labels={SHAPE_LABELS} registration={shapeField} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextBox id="brief-width" label="Width" unit="ft" hint={`${PLAN_LIMITS.side.min}–${PLAN_LIMITS.side.max} ft, west to east`} error={error('width')} registration={register('width')} />
          <TextBox id="brief-depth" label="Depth" unit="ft" hint="North to south" error={error('depth')} registration={register('depth')} />
          <TextBox id="brief-height" label="Ceiling" unit="ft" hint={`${PLAN_LIMITS.height.min}–${PLAN_LIMITS.height.max} ft`} error={error('height')} registration={register('height')} />
        </div>
        {shape === 'l-shape' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextBox id="brief-cut-width" label="Cut-away corner width" unit="ft" hint="The north-east corner the L leaves out" error={error('cutWidth')} registration={register('cutWidth')} />
            <TextBox id="brief-cut-depth" label="Cut-away corner depth" unit="ft" error={error('cutDepth')} registration={register('cutDepth')} />
          </div>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="font-sans text-base font-semibold text-cream-50">The door</legend>
        <Choice id="brief-door-wall" label="Door wall" values={wallIds} labels={wallLabels} error={error('doorWall')} registration={register('doorWall')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextBox
            id="brief-door-offset"
            label="From the wall's start"
            unit="ft"
            hint="Walls run clockwise: the north wall from its west end, the east from its north end, the south from its east end, the west from its south end"
            error={error('doorOffset')}
            registration={register('doorOffset')}
          />
          <TextBox id="brief-door-width" label="Door width" unit="ft" hint={`${PLAN_LIMITS.door.min}–${PLAN_LIMITS.door.max} ft`} error={error('doorWidth')} registration={register('doorWidth')} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="font-sans text-base font-semibold text-cream-50">Style, collection and budget</legend>
        <Choice
          id="brief-style"
          label="Style"
          values={DESIGN_STYLES}
          labels={Object.fromEntries(DESIGN_STYLES.map((style) => [style, STYLE_OPTIONS[style].label])) as Record<(typeof DESIGN_STYLES)[number], string>}
          hint={STYLE_OPTIONS[(watch('style') as (typeof DESIGN_STYLES)[number]) in STYLE_OPTIONS ? (watch('style') as (typeof DESIGN_STYLES)[number]) : 'traditional'].says}
          registration={register('style')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextBox id="brief-bottles" label="Bottles you own" integer hint="Standard 750 ml bottles today" error={error('bottles')} registration={register('bottles')} />
          <Choice id="brief-growth" label="Room to grow" values={GROWTH} labels={GROWTH_LABELS} registration={register('growth')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Choice id="brief-budget" label="Budget" values={BUDGETS} labels={BUDGET_LABELS} registration={register('budget')} />
          <Choice id="brief-region" label="Region" values={REGIONS} labels={OPTION_LABELS.region} registration={register('region')} />
        </div>
      </fieldset>
      <button type="submit" className="btn-wine justify-self-start" disabled={formState.isSubmitting}>
        <Sparkles className="size-4" aria-hidden="true" />
        {formState.isSubmitting ? 'Designing...' : 'Design my concepts'}
      </button>
    </form>
  );
}
