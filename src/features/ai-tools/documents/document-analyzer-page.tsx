import { lazy } from 'react';
import { ReportResults, reopenedNote, type EmptyReport } from '@/components/tool-shell/report-results.tsx';
import { ToolLayout, toolPage } from '@/components/tool-shell/tool-page.tsx';
import { useReopenSaved } from '@/components/tool-shell/use-reopen-saved.ts';
import { BriefFields } from './components/brief-fields.tsx';
import { DocumentField } from './components/document-field.tsx';
import { TextField } from './components/text-field.tsx';
import { fromSaved } from './draft.ts';
import { useDocumentAnalyzer } from './use-document-analyzer.ts';

// The report brings the engine and the estimator: nothing to show before a document is read.
const DocumentReport = lazy(() => import('./components/document-report.tsx'));

const REOPEN_NOTES = {
  reopened: (saved: NonNullable<ReturnType<typeof fromSaved>>) =>
    saved.condensed ? 'The document was long, so only its lines with figures were saved; the findings come from those.' : 'The file itself is not saved: the text read from it is.',
};

const EMPTY: EmptyReport = {
  testId: 'document-empty',
  title: 'Your analysis',
  intro: 'Choose a document and the room’s size, bottle counts, cooling units and every priced line it holds appear here. A competitor’s quote is then set beside our estimate for the same cellar, line by line, with what each side leaves out.',
  note: 'Your file is read in this browser and never uploaded. Signed in, you can save the analysis: the text and figures, not the file.',
};

function DocumentAnalyzer() {
  const state = useDocumentAnalyzer();
  const reopen = useReopenSaved({ kind: 'document-analysis', parse: fromSaved, restore: state.restore, noun: 'analysis', after: REOPEN_NOTES });
  const results = (
    <>
      <ReportResults reopen={reopen} noun="analysis" working="Working out the analysis…" empty={EMPTY}>
        {state.source && state.source.text.trim() ? <DocumentReport state={state} reopened={reopenedNote(reopen)} /> : null}
      </ReportResults>
    </>
  );
  return (
    <ToolLayout
      form={
        <>
          <DocumentField state={state} />
          <TextField state={state} />
          <BriefFields state={state} />
        </>
      }
      results={results}
      peek={state.peek ?? undefined}
    />
  );
}

export default toolPage('document-analyzer', DocumentAnalyzer);
