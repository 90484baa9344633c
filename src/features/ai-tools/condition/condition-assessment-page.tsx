import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { formatNumber } from '@shared/estimator/format.ts';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { ChecklistFields } from './components/checklist-fields.tsx';
import { LoggerImport } from './components/logger-import.tsx';
import { PhotosField } from './components/photos-field.tsx';
import { ReadingsEditor } from './components/readings-editor.tsx';
import { RoomFields } from './components/room-fields.tsx';
import { useCondition } from './use-condition.ts';
import { useReopen } from './use-reopen.ts';

// The report, with the shell's save and quote, comes with the engine: nothing to show before the first reading.
const ConditionReport = lazy(() => import('./components/condition-report.tsx'));

function ConditionAssessment() {
  const state = useCondition();
  const reopen = useReopen(state.restore);
  const location = useLocation();
  const shown = state.shown;

  const results = (
    <>
      {reopen.kind === 'loading' ? (
        <p role="status" className="card p-5 text-cream-100">
          Opening your saved assessment…
        </p>
      ) : null}
      {reopen.kind === 'problem' ? (
        <div role="alert" className="card p-5 text-cream-50">
          <p>{reopen.message}</p>
          {reopen.signIn ? (
            <Link className="btn-gold mt-3" to={`/auth?next=${encodeURIComponent(location.pathname + location.search)}`}>
              Sign in
            </Link>
          ) : null}
        </div>
      ) : null}
      {shown ? (
        <Suspense fallback={<p role="status" className="card p-5 text-cream-100">Working out the report…</p>}>
          <ConditionReport shown={shown} current={state.current} system={state.system} state={state} reopened={reopen.kind === 'opened' ? reopen.note : null} />
        </Suspense>
      ) : (
        <section aria-labelledby="results-title" className="card p-5 sm:p-7" data-testid="condition-empty">
          <h2 id="results-title" className="font-sans text-lg font-semibold text-cream-50">
            Your report
          </h2>
          <p className="mt-3 text-cream-100">
            Add at least one temperature reading, typed or from a logger file, and the score, the risks and the fix list appear here. Answer the checklist as you walk round: every item you check sharpens the score; items left “Not checked” are left out, not guessed.
          </p>
          <p className="mt-3 text-sm text-mist-300">No logger yet? Try the sample readings to see a full report.</p>
        </section>
      )}
    </>
  );

  return (
    <ToolLayout
      form={
        <>
          <ReadingsEditor state={state} />
          <LoggerImport state={state} />
          <ChecklistFields state={state} />
          <RoomFields state={state} />
          <PhotosField state={state} />
        </>
      }
      results={results}
      peek={shown ? { label: 'Condition score', value: `${formatNumber(shown.assessment.score)}/100` } : undefined}
    />
  );
}

export default toolPage('condition-assessment', ConditionAssessment);
