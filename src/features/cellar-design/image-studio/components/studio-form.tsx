import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Copy, Loader2, PencilRuler, Wand2, X } from 'lucide-react';
import { ChoiceGroup } from '@/components/forms/choice-group.tsx';
import { Field } from '@/components/forms/field.tsx';
import { SelectField } from '@/components/forms/select-field.tsx';
import { copyText } from '@/components/tool-shell/tool-actions.tsx';
import { RunwareKeyField } from '@/components/visuals/visual-generator-form.tsx';
import type { FormErrors } from '@/components/forms/use-form-state.ts';
import { notify } from '@/lib/notify.ts';
import {
  ASPECTS,
  DESCRIPTION_MAX,
  LIGHTING,
  PROMPT_MAX,
  RESULTS_MAX,
  STYLES,
  VIEWS,
  WOODS,
  composePrompt,
  type AspectId,
  type LightingId,
  type StudioFormValues,
  type StyleId,
  type ViewId,
  type WoodId,
} from '../studio.ts';

const labelsOf = <T extends string>(record: Record<T, { label: string }>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, (value as { label: string }).label])) as Record<T, string>;
const optionsOf = <T extends string>(record: Record<T, unknown>) => Object.keys(record) as T[];

const STYLE_IDS = optionsOf<StyleId>(STYLES);
const ASPECT_IDS = optionsOf<AspectId>(ASPECTS);
const VIEW_IDS = optionsOf<ViewId>(VIEWS);
const LIGHTING_IDS = optionsOf<LightingId>(LIGHTING);
const WOOD_IDS = optionsOf<WoodId>(WOODS);
const COUNTS = Array.from({ length: RESULTS_MAX }, (_, index) => String(index + 1));

export type StudioErrors = FormErrors<keyof StudioFormValues>;

interface StudioFormProps {
  /** The form's text (useFormState, held by the page). */
  values: StudioFormValues;
  errors: StudioErrors;
  /** One field changed. */
  onChange: (name: keyof StudioFormValues, value: string) => void;
  apiKey: string;
  onApiKey: (key: string) => void;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The prompt as it will be sent, rebuilt on every change: the part of the studio that needs no key. */
function PromptPreview({ values }: { values: StudioFormValues }) {
  const prompt = composePrompt({ ...values, description: values.description.trim(), design: values.design || undefined });
  const copy = async () => {
    try {
      await copyText(prompt);
      void notify.success('Prompt copied', 'Paste it into any image generator.');
    } catch {
      void notify.error('Could not copy the prompt', prompt);
    }
  };
  return (
    <section aria-labelledby="prompt-title" className="rounded-lg border border-cellar-600 bg-cellar-850 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="prompt-title" className="font-sans text-sm font-semibold text-cream-50">
          The prompt we will send
        </h3>
        <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" /> Copy prompt
        </button>
      </div>
      <p data-testid="studio-prompt" className="mt-2 text-sm leading-relaxed break-words text-mist-200">
        {prompt}
      </p>
      <p className="mt-2 text-xs text-mist-400">
        {prompt.length.toLocaleString('en-US')} of {PROMPT_MAX.toLocaleString('en-US')} characters. Composed here in your browser from your choices.
      </p>
    </section>
  );
}

/** Adds the design drawn in the visual designer (this browser's draft) to the prompt, in words. */
function DesignPicker({ design, onChange }: { design: string; onChange: (design: string) => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const add = async () => {
    const { draftInWords } = await import('../design-words.ts');
    const words = await draftInWords();
    if (words) {
      onChange(words);
      setMessage(null);
    } else setMessage('No design in this browser yet.');
  };
  return (
    <div className="grid gap-2">
      <p className="field-label">Your design</p>
      {design ? (
        <div className="flex items-start justify-between gap-3 rounded-lg border border-gold-400/50 bg-gold-400/10 p-3 text-sm text-cream-100">
          <p data-testid="studio-design">{design}</p>
          <button type="button" className="btn-ghost shrink-0 px-2 py-1 text-sm" onClick={() => onChange('')}>
            <X className="size-4" aria-hidden="true" /> Remove<span className="sr-only"> my design from the prompt</span>
          </button>
        </div>
      ) : (
        <button type="button" className="btn-outline justify-self-start px-3 text-sm" onClick={() => void add()}>
          <PencilRuler className="size-4" aria-hidden="true" /> Add my design from the visual designer
        </button>
      )}
      <p role="status" className="text-sm text-mist-300">
        {message ? (
          <>
            {message}{' '}
            <Link to="/visual-designer" className="text-gold-200 underline underline-offset-4">
              Draw one in the visual designer
            </Link>
            , then come back.
          </>
        ) : null}
      </p>
    </div>
  );
}

export function StudioForm({ values, errors, onChange, apiKey, onApiKey, busy, onSubmit, onCancel }: StudioFormProps) {
  const id = useId();
  const text = (name: 'description' | 'seed' | 'negative') => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
  });
  return (
    <form
      className="grid gap-5"
      aria-label="Image studio"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <RunwareKeyField id={`${id}-key`} value={apiKey} onChange={onApiKey} keptUntil="page" />
      <Field id={`${id}-description`} label="Description" required error={errors.description} hint={`What you want to see, in your own words (up to ${DESCRIPTION_MAX.toLocaleString('en-US')} characters).`}>
        {(control) => (
          <textarea
            {...control}
            {...text('description')}
            rows={4}
            className="field-input resize-y"
            placeholder="e.g. a 1,500-bottle cellar under the stairs with a glass door onto the living room"
          />
        )}
      </Field>
      <DesignPicker design={values.design} onChange={(design) => onChange('design', design)} />
      <ChoiceGroup legend="Style" value={values.style} options={STYLE_IDS} labels={labelsOf(STYLES)} onChange={(style) => onChange('style', style)} variant="cards" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <SelectField id={`${id}-view`} label="View" value={values.view} options={VIEW_IDS} labels={labelsOf(VIEWS)} onChange={(value) => onChange('view', value)} />
        <SelectField id={`${id}-lighting`} label="Lighting" value={values.lighting} options={LIGHTING_IDS} labels={labelsOf(LIGHTING)} onChange={(value) => onChange('lighting', value)} />
        <SelectField id={`${id}-wood`} label="Racking" value={values.wood} options={WOOD_IDS} labels={labelsOf(WOODS)} onChange={(value) => onChange('wood', value)} />
      </div>
      <ChoiceGroup legend="Aspect ratio" value={values.aspect} options={ASPECT_IDS} labels={labelsOf(ASPECTS)} onChange={(aspect) => onChange('aspect', aspect)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-results`} label="Images">
          {(control) => (
            <select {...control} name="results" value={values.results} onChange={(event) => onChange('results', event.currentTarget.value)} className="field-input">
              {COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-seed`} label="Seed" error={errors.seed} hint="Empty: a new random seed. The same seed and prompt make the same image again.">
          {(control) => <input {...control} {...text('seed')} inputMode="numeric" autoComplete="off" className="field-input" />}
        </Field>
      </div>
      <Field id={`${id}-negative`} label="Leave out (negative prompt)" error={errors.negative} hint="Things the image should not show. Some models weigh this lightly.">
        {(control) => <textarea {...control} {...text('negative')} rows={2} className="field-input resize-y" />}
      </Field>
      <PromptPreview values={values} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-gold" disabled={busy}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Wand2 className="size-4" aria-hidden="true" />}
          {busy ? 'Generating...' : 'Generate images'}
        </button>
        {busy ? (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
