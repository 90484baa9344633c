import { PenLine } from 'lucide-react';
import { ResultParts } from '@/components/tool-shell/result-parts.tsx';
import type { WrittenAnswerState } from '../use-written-answer.ts';

/** The one thing a model adds: a short answer written from the passages shown, on request, and said plainly where it came from. */
export function WrittenAnswer({ state, onAsk }: { state: WrittenAnswerState; onAsk: () => void }) {
  return (
    <div className="grid gap-2 rounded-lg border border-cellar-600 p-4" data-testid="written-answer">
      <h3 className="font-sans text-sm font-semibold text-cream-50">A short written answer</h3>
      <p className="text-sm text-mist-300">
        The passages are the answer. With an AI model configured on our server, it can also sum them up in a few sentences, citing them by number.
      </p>
      <button type="button" className="btn-outline justify-self-start" onClick={onAsk} disabled={state.busy}>
        <PenLine className="size-4" aria-hidden="true" />
        {state.busy ? 'Writing…' : 'Write a short answer'}
      </button>
      <div aria-live="polite" className="grid gap-2 text-sm">
        {state.error ? <p className="text-red-300">{state.error}</p> : null}
        {state.text ? (
          <blockquote className="border-l-2 border-gold-400/60 pl-3 text-cream-50" data-testid="model-answer">
            {state.text}
          </blockquote>
        ) : null}
        {state.note ? <p className="text-mist-300">{state.note}</p> : null}
        {state.parts ? <ResultParts parts={state.parts} className="text-mist-300" /> : null}
      </div>
    </div>
  );
}
