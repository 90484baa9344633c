import { useId, useRef, type FormEvent } from 'react';
import { MessageCircleQuestionMark } from 'lucide-react';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration.ts';
import { EXPERT_LANGUAGES, LANGUAGE_NAMES } from '@shared/multilingual/languages.ts';
import type { ExpertStrings } from '../strings/types.ts';

interface Props {
  strings: ExpertStrings;
  draft: string;
  setDraft: (draft: string) => void;
  problem: string | null;
  onAsk: (question?: string) => Promise<boolean>;
}

/** The question box and a few questions to try. A refused question stays in the box, the reason under it, the focus in it. */
export function AskForm({ strings, draft, setDraft, problem, onAsk }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, setDraft);
  const ask = async (question?: string) => {
    if (!(await onAsk(question))) input.current?.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void ask();
  };
  // The English screens suggest one question per language, in EXPERT_LANGUAGES order; a language's own screens suggest its own.
  const suggestionLang = (index: number) => (strings.language === 'en' ? LANGUAGE_NAMES[EXPERT_LANGUAGES[index] ?? 'es'].tag : undefined);
  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-2" aria-labelledby="ask-title">
        <label htmlFor={`${id}-q`} className="field-label">
          {strings.ask.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-mist-300">
          {strings.ask.hint}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={`${id}-q`}
            name="question"
            type="text"
            autoComplete="off"
            enterKeyHint="send"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
            placeholder={strings.ask.placeholder}
            className="field-input min-h-12 flex-1 text-base"
          />
          <button type="submit" className="btn-gold min-h-12 justify-center">
            <MessageCircleQuestionMark aria-hidden="true" className="h-4 w-4" />
            {strings.ask.submit}
          </button>
        </div>
        {problem ? (
          <p id={`${id}-problem`} role="alert" data-testid="question-problem" className="field-error">
            {problem}
          </p>
        ) : null}
      </form>
      <div className="grid gap-2">
        <p className="text-sm font-semibold text-cream-100">{strings.ask.examples}</p>
        <ul className="flex flex-wrap gap-2">
          {strings.ask.suggestions.map((suggestion, index) => (
            <li key={suggestion}>
              <button type="button" lang={suggestionLang(index)} onClick={() => void ask(suggestion)} className="min-h-11 rounded-full border border-cellar-600 px-3 py-1.5 text-left text-sm text-cream-100 hover:border-gold-400">
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
