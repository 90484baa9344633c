import { useId, useRef, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { QuestionField } from '@/components/forms/question-field.tsx';
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
      <QuestionField
        id={id}
        label="Your question"
        hint="In your own words; a sentence is plenty."
        value={draft}
        onChange={setDraft}
        problem={problem}
        placeholder="e.g. why is my basement so damp?"
        inputRef={input}
        type="search"
        onFocus={warmUp}
      >
        <button type="submit" className="btn-gold min-h-12 justify-center">
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </button>
      </QuestionField>
    </form>
  );
}
