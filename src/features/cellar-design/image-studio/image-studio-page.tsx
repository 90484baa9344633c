import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { notify } from '@/lib/notify.ts';
import { VISUAL_TEXT } from '@/lib/runware.ts';
import { StudioForm, type StudioErrors } from './components/studio-form.tsx';
import { StudioResults } from './components/studio-results.tsx';
import { STUDIO_DEFAULTS, type StudioInput } from './studio.ts';
import { useStudio } from './use-studio.ts';

// The account's list (and the query library under it) loads only for a signed-in visitor.
const SavedStudioImages = lazy(() => import('./components/saved-studio.tsx'));

/**
 * The form's check (zod) loads with the first submit, not with the page.
 * Its first message per field is shown under that field; a valid form gives
 * the cleaned settings (markup stripped, text trimmed).
 */
async function checkStudio(values: StudioInput): Promise<{ settings: StudioInput } | { errors: StudioErrors }> {
  const { studioSchema } = await import('./studio-schema.ts');
  const parsed = studioSchema.safeParse(values);
  if (parsed.success) return { settings: parsed.data };
  const errors: StudioErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as keyof StudioInput;
    errors[name] ??= issue.message;
  }
  return { errors };
}

function Studio() {
  // The key lives in this component's memory only: gone when the visitor leaves or reloads.
  const [apiKey, setApiKey] = useState('');
  const [values, setValues] = useState<StudioInput>(STUDIO_DEFAULTS);
  const [errors, setErrors] = useState<StudioErrors>({});
  const change = useCallback(<K extends keyof StudioInput>(name: K, value: StudioInput[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's message goes once the visitor changes it.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);
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
      change('seed', String(seed));
      formTop.current?.querySelector<HTMLInputElement>('input[name="seed"]')?.focus();
    },
    [change],
  );
  const applySettings = useCallback((settings: Partial<StudioInput>) => {
    setValues((current) => ({ ...current, ...settings }));
    setErrors({});
    formTop.current?.querySelector<HTMLTextAreaElement>('textarea[name="description"]')?.focus();
  }, []);
  const { generate } = studio;
  const submit = useCallback(async () => {
    // The spec's order: the key is asked for first.
    if (!apiKey.trim()) {
      void notify.error(VISUAL_TEXT.missingKey);
      formTop.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
      return;
    }
    const checked = await checkStudio(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) formTop.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    await generate(apiKey, checked.settings);
  }, [values, apiKey, generate]);

  return (
    <div className="grid gap-12">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-10">
        <div ref={formTop} className="card p-5 sm:p-7">
          <StudioForm
            values={values}
            errors={errors}
            onChange={change}
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
