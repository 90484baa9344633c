import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { notify } from '@/lib/notify.ts';
import { VISUAL_TEXT } from '@/lib/runware.ts';
import { useFormState } from '@/components/forms/use-form-state.ts';
import { StudioForm } from './components/studio-form.tsx';
import { StudioResults } from './components/studio-results.tsx';
import { STUDIO_FORM_DEFAULTS, studioFormValues, type StudioFormValues, type StudioInput } from './studio.ts';
import { useStudio } from './use-studio.ts';

// The account's list (and the query library under it) loads only for a signed-in visitor.
const SavedStudioImages = lazy(() => import('./components/saved-studio.tsx'));

/** The order the form's fields come in: the first with an error takes the focus. */
const FIELD_ORDER = ['description', 'design', 'style', 'view', 'lighting', 'wood', 'aspect', 'results', 'seed', 'negative'] as const satisfies readonly (keyof StudioFormValues)[];

/** The studio's body, inside the tool page (exported for its component test). */
export function Studio() {
  // The key lives in this component's memory only: gone when the visitor leaves or reloads.
  const [apiKey, setApiKey] = useState('');
  // The form's text, and the message under each field (editing a field clears it); the schema loads with the first submit.
  const form = useFormState<StudioFormValues>(STUDIO_FORM_DEFAULTS);
  const { set, setValues, setErrors } = form;
  const studio = useStudio();
  const { user } = useAuth();
  const [savedCount, setSavedCount] = useState(0);
  const onSaved = useCallback(() => setSavedCount((count) => count + 1), []);
  const formTop = useRef<HTMLDivElement>(null);

  // On a phone the images land below the long form: bring them into view when a run ends, if they are not already.
  const runCount = studio.runs.length;
  useEffect(() => {
    if (runCount === 0) return;
    const heading = document.getElementById('results-title');
    if (heading && heading.getBoundingClientRect().top > window.innerHeight) heading.scrollIntoView({ block: 'start' });
  }, [runCount]);

  const reuseSeed = useCallback(
    (seed: number) => {
      set('seed', String(seed));
      formTop.current?.querySelector<HTMLInputElement>('input[name="seed"]')?.focus();
    },
    [set],
  );
  const applySettings = useCallback(
    (settings: Partial<StudioInput>) => {
      setValues((current) => ({ ...current, ...studioFormValues(settings) }));
      setErrors({});
      formTop.current?.querySelector<HTMLTextAreaElement>('textarea[name="description"]')?.focus();
    },
    [setValues, setErrors],
  );
  const { generate } = studio;
  const submit = async () => {
    // The spec's order: the key is asked for first.
    if (!apiKey.trim()) {
      void notify.error(VISUAL_TEXT.missingKey);
      formTop.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
      return;
    }
    const { studioSchema } = await import('./studio-schema.ts');
    // A refused form keeps every value as typed: the messages go under their fields and the first takes the focus.
    const settings = form.check(formTop.current?.querySelector('form') ?? null, studioSchema, FIELD_ORDER);
    if (settings) await generate(apiKey, settings);
  };

  return (
    <div className="grid gap-12">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-10">
        <div ref={formTop} className="card p-5 sm:p-7">
          <StudioForm
            values={form.values}
            errors={form.errors}
            onChange={set}
            apiKey={apiKey}
            onApiKey={setApiKey}
            busy={studio.status === 'generating'}
            onSubmit={() => void submit()}
            onCancel={studio.cancel}
          />
        </div>
        <div className="grid gap-10">
          <StudioResults status={studio.status} runs={studio.runs} error={studio.error} onReuseSeed={reuseSeed} onSaved={onSaved} />
        </div>
      </div>
      {user ? (
        <Suspense fallback={null}>
          <SavedStudioImages onUse={applySettings} savedCount={savedCount} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default toolPage('ai-image-generator', Studio);
