import { BookOpenText } from 'lucide-react';
import { ResultParts } from '@/components/tool-shell/result-parts.tsx';
import type { NarrativeState } from '../use-narratives.ts';

const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-cream-300/50 px-4 py-2 text-sm font-semibold text-cream-50 transition-colors hover:border-gold-300 disabled:cursor-not-allowed disabled:opacity-50';

/** The one thing a model adds: a narrative per concept, asked for on request, and said plainly where it came from. */
export function NarrativePanel({ state, onAsk }: { state: NarrativeState; onAsk: () => void }) {
  return (
    <div className="grid gap-2 rounded-lg border border-cellar-600 p-4" data-testid="narrative-panel">
      <h3 className="font-sans text-sm font-semibold text-cream-50">A design narrative</h3>
      <p className="text-sm text-mist-300">The layouts and figures above are complete. With an AI model configured on our server, it also writes a short narrative for each concept from those figures.</p>
      <button type="button" className={`${secondary} justify-self-start`} onClick={onAsk} disabled={state.busy}>
        <BookOpenText className="size-4" aria-hidden="true" />
        {state.busy ? 'Writing...' : 'Write the narratives'}
      </button>
      <div aria-live="polite" className="grid gap-1 text-sm text-mist-300">
        {state.error ? <p className="text-red-300">{state.error}</p> : null}
        {state.parts ? (
          <ResultParts parts={state.parts} />
        ) : null}
      </div>
    </div>
  );
}
