import { lazy, Suspense } from 'react';
import { formatNumber } from '@shared/estimator/format.ts';
import { ReopenNotice } from '@/components/tool-shell/reopen-notice.tsx';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { useReopenSaved } from '@/components/tool-shell/use-reopen-saved.ts';
import { ChecklistFields } from './components/checklist-fields.tsx';
import { LoggerImport } from './components/logger-import.tsx';
import { PhotosField } from './components/photos-field.tsx';
import { ReadingsEditor } from './components/readings-editor.tsx';
import { RoomFields } from './components/room-fields.tsx';
import { fromSaved } from './draft.ts';
import { useCondition } from './use-condition.ts';

// The report, with the shell's save and quote, comes with the engine: nothing to show before the first reading.
const ConditionReport = lazy(() => import('./components/condition-report.tsx'));

// Photos are never saved with a report (docs/ai-tools.md), and a long log is saved condensed: both are said on reopening.
const REOPEN_NOTES = {
  pending: 'Photos are not kept, so add them again to print them.',
  reopened: (saved: NonNullable<ReturnType<typeof fromSaved>>) => `${saved.condensed?.note ?? ''} Photos are not saved, so add them again to print them.`,
};

function ConditionAssessment() {
  const state = useCondition();
  const reopen = useReopenSaved({ kind: 'condition-assessment', parse: fromSaved, restore: state.restore, noun: 'assessment', after: REOPEN_NOTES });
  const shown = state.shown;

  const results = (
    <>
      <ReopenNotice status={reopen} noun="assessment" />
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
