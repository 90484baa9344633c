import { lazy } from 'react';
import { formatNumber } from '@shared/estimator/format.ts';
import { ReportResults, reopenedNote, type EmptyReport } from '@/components/tool-shell/report-results.tsx';
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

const EMPTY: EmptyReport = {
  testId: 'condition-empty',
  title: 'Your report',
  intro: 'Add at least one temperature reading, typed or from a logger file, and the score, the risks and the fix list appear here. Answer the checklist as you walk round: every item you check sharpens the score; items left “Not checked” are left out, not guessed.',
  note: 'No logger yet? Try the sample readings to see a full report.',
};

function ConditionAssessment() {
  const state = useCondition();
  const reopen = useReopenSaved({ kind: 'condition-assessment', parse: fromSaved, restore: state.restore, noun: 'assessment', after: REOPEN_NOTES });
  const shown = state.shown;

  const results = (
    <>
      <ReportResults reopen={reopen} noun="assessment" working="Working out the report…" empty={EMPTY}>
        {shown ? <ConditionReport shown={shown} current={state.current} system={state.system} state={state} reopened={reopenedNote(reopen)} /> : null}
      </ReportResults>
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
