import { useId, useRef, type FormEvent } from 'react';
import { MessageCircleQuestionMark } from 'lucide-react';
import { QuestionField } from '@/components/forms/question-field.tsx';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration.ts';
import { EXPERT_LANGUAGES, LANGUAGE_NAMES } from '@domain/multilingual/languages.ts';
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
        <QuestionField
          id={id}
          label={strings.ask.label}
          hint={strings.ask.hint}
          value={draft}
          onChange={setDraft}
          problem={problem}
          placeholder={strings.ask.placeholder}
          inputRef={input}
          name="question"
          enterKeyHint="send"
        >
          <button type="submit" className="btn-gold min-h-12 justify-center">
            <MessageCircleQuestionMark aria-hidden="true" className="h-4 w-4" />
            {strings.ask.submit}
          </button>
        </QuestionField>
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
