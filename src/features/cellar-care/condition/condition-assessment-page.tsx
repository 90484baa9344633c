import { lazy } from 'react';
import { formatNumber } from '@domain/estimator/format.ts';
import { reportToolPage } from '@/components/tool-shell/report-tool-page.tsx';
import { ChecklistFields } from './components/checklist-fields.tsx';
import { LoggerImport } from './components/logger-import.tsx';
import { PhotosField } from './components/photos-field.tsx';
import { ReadingsEditor } from './components/readings-editor.tsx';
import { RoomFields } from './components/room-fields.tsx';
import { fromSaved } from './draft.ts';
import { useCondition } from './use-condition.ts';

// The report, with the shell's save and quote, comes with the engine: nothing to show before the first reading.
const ConditionReport = lazy(() => import('./components/condition-report.tsx'));

export default reportToolPage('condition-assessment', {
  useTool: useCondition,
  saved: {
    kind: 'condition-assessment',
    parse: fromSaved,
    noun: 'assessment',
    // Photos are never saved with a report (docs/ai-tools.md), and a long log is saved condensed: both are said on reopening.
    after: {
      pending: 'Photos are not kept, so add them again to print them.',
      reopened: (saved) => `${saved.condensed?.note ?? ''} Photos are not saved, so add them again to print them.`,
    },
  },
  working: 'Working out the report…',
  empty: {
    testId: 'condition-empty',
    title: 'Your report',
    intro: 'Add at least one temperature reading, typed or from a logger file, and the score, the risks and the fix list appear here. Answer the checklist as you walk round: every item you check sharpens the score; items left “Not checked” are left out, not guessed.',
    note: 'No logger yet? Try the sample readings to see a full report.',
  },
  form: [ReadingsEditor, LoggerImport, ChecklistFields, RoomFields, PhotosField],
  report: (state, reopened) => (state.shown ? <ConditionReport shown={state.shown} current={state.current} system={state.system} state={state} reopened={reopened} /> : null),
  peek: (state) => (state.shown ? { label: 'Condition score', value: `${formatNumber(state.shown.assessment.score)}/100` } : undefined),
});
