import { useRef, useState, type FormEvent } from 'react';
import { FileUp, LockKeyhole } from 'lucide-react';
import { ACCEPT } from '../read/file-kind.ts';
import type { DocumentAnalyzerState } from '../use-document-analyzer.ts';

/** The document: choose a file, watch it being read, type a PDF's password; every refusal said where it happened. */
export function DocumentField({ state }: { state: DocumentAnalyzerState }) {
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const { progress, source } = state;
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (file) void state.read(file);
  };
  const unlock = (event: FormEvent) => {
    event.preventDefault();
    if (state.locked && password) void state.read(state.locked, password).then(() => setPassword(''));
  };
  return (
    <div className="grid gap-3">
      <p className="field-label mb-0">Your document</p>
      <p className="-mt-2 text-sm text-mist-300" id="document-file-hint">
        A PDF, a Word file (.docx) or a photo (JPEG, PNG, WebP) of a quote, a plan or an inspection report; up to 20 MB, photos 10 MB. It is read in this browser and never uploaded.
      </p>
      <div>
        <label htmlFor="document-file" className={`btn-outline cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300 ${progress ? 'pointer-events-none opacity-60' : ''}`}>
          <FileUp className="size-4" aria-hidden="true" />
          {progress ? 'Reading…' : source ? 'Choose another document' : 'Choose a document'}
          <input ref={input} id="document-file" type="file" accept={ACCEPT} aria-describedby="document-file-hint" className="sr-only" disabled={Boolean(progress)} onChange={(e) => choose(e.currentTarget.files)} />
        </label>
      </div>
      {progress ? (
        <div className="grid gap-1.5" data-testid="document-progress">
          <p className="text-sm text-cream-100" id="document-progress-label">{`${progress.name}: ${progress.stage}…`}</p>
          <progress className="h-2 w-full accent-gold-400" aria-labelledby="document-progress-label" max={100} value={Math.round(progress.fraction * 100)} />
        </div>
      ) : null}
      {state.fileError ? (
        <div role="alert" data-testid="document-error" className="rounded-md border border-red-400/60 bg-red-900/30 px-4 py-3 text-sm text-cream-50">
          <p>{state.fileError}</p>
        </div>
      ) : null}
      {state.locked ? (
        <form className="grid gap-2 rounded-md border border-cellar-600 bg-cellar-850 px-4 py-3" onSubmit={unlock} data-testid="document-password">
          <label htmlFor="document-password" className="field-label mb-0 flex items-center gap-2">
            <LockKeyhole className="size-4" aria-hidden="true" />
            {`Password for ${state.locked.name}`}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="document-password"
              type="password"
              autoComplete="off"
              className="field-input max-w-xs"
              value={password}
              aria-invalid={state.passwordError ? true : undefined}
              aria-describedby={state.passwordError ? 'document-password-error' : undefined}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <button type="submit" className="btn-gold" disabled={!password || Boolean(progress)}>
              Open the PDF
            </button>
            <button type="button" className="btn-ghost min-h-11 text-sm" onClick={state.cancelPassword}>
              Cancel
            </button>
          </div>
          {state.passwordError ? (
            <p id="document-password-error" role="alert" className="text-sm text-red-300">
              {state.passwordError}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
