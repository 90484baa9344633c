import { lazy } from 'react';
import { reportToolPage } from '@/components/tool-shell/report-tool-page.tsx';
import { BriefFields } from './components/brief-fields.tsx';
import { DocumentField } from './components/document-field.tsx';
import { TextField } from './components/text-field.tsx';
import { fromSaved } from './draft.ts';
import { useDocumentAnalyzer } from './use-document-analyzer.ts';

// The report brings the engine and the estimator: nothing to show before a document is read.
const DocumentReport = lazy(() => import('./components/document-report.tsx'));

export default reportToolPage('document-analyzer', {
  useTool: useDocumentAnalyzer,
  saved: {
    kind: 'document-analysis',
    parse: fromSaved,
    noun: 'analysis',
    after: {
      reopened: (saved) =>
        saved.condensed ? 'The document was long, so only its lines with figures were saved; the findings come from those.' : 'The file itself is not saved: the text read from it is.',
    },
  },
  working: 'Working out the analysis…',
  empty: {
    testId: 'document-empty',
    title: 'Your analysis',
    intro: 'Choose a document and the room’s size, bottle counts, cooling units and every priced line it holds appear here. A competitor’s quote is then set beside our estimate for the same cellar, line by line, with what each side leaves out.',
    note: 'Your file is read in this browser and never uploaded. Signed in, you can save the analysis: the text and figures, not the file.',
  },
  form: [DocumentField, TextField, BriefFields],
  report: (state, reopened) => (state.source && state.source.text.trim() ? <DocumentReport state={state} reopened={reopened} /> : null),
  peek: (state) => state.peek ?? undefined,
});
