import { Field } from '@/components/forms/field.tsx';
import type { DocumentAnalyzerState } from '../use-document-analyzer.ts';

const KIND_WORDS = { pdf: 'PDF', docx: 'Word file', image: 'photo', text: 'pasted text' } as const;

/** The text read (or pasted), as the engine reads it: correct a misread figure here and the findings follow. */
export function TextField({ state }: { state: DocumentAnalyzerState }) {
  const { source } = state;
  const hint = source
    ? `Read from the ${KIND_WORDS[source.fileKind]} “${source.fileName}”${state.readNote ? ` (${state.readNote})` : ''}. Correct anything misread and the findings follow.`
    : 'Or paste the text of a quote, a plan or a report here.';
  return (
    <div className="grid gap-2">
      <Field id="document-text" label="The document’s text" hint={hint}>
        {(control) => (
          <textarea {...control} rows={source ? 10 : 4} spellCheck={false} className="field-input font-mono text-sm" value={source?.text ?? ''} onChange={(e) => state.setText(e.currentTarget.value)} />
        )}
      </Field>
      {source ? (
        <button type="button" className="btn-ghost min-h-11 justify-self-start text-sm" onClick={state.refill}>
          Fill the cellar below from this text again
        </button>
      ) : null}
    </div>
  );
}
