import { useId, useRef, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration.ts';
import type { SemanticSearchState } from '../use-semantic-search.ts';

type Props = Pick<SemanticSearchState, 'draft' | 'setDraft' | 'problem' | 'warmUp' | 'submit'>;

/** The question box. A refused question stays in the box, with the reason under it, and the box keeps the focus. */
export function QuestionForm({ draft, setDraft, problem, warmUp, submit }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Typed into the prerendered box while the page's code loaded (a slow phone): keep it.
  useTypedBeforeHydration(input, setDraft);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submit()) input.current?.focus();
  };
  return (
    <form role="search" aria-label="Ask the guides" onSubmit={onSubmit} noValidate className="grid gap-2">
      <label htmlFor={`${id}-q`} className="field-label">
        Your question
      </label>
      <p id={`${id}-hint`} className="text-sm text-mist-300">
        In your own words; a sentence is plenty.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={`${id}-q`}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={warmUp}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          placeholder="e.g. why is my basement so damp?"
          className="field-input min-h-12 flex-1 text-base"
        />
        <button type="submit" className="btn-gold min-h-12 justify-center">
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" data-testid="question-problem" className="field-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
