import { useRef } from 'react';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { Answers } from './components/answers.tsx';
import { QuestionForm } from './components/question-form.tsx';
import { SuggestedQuestions } from './components/suggested-questions.tsx';
import { useSemanticSearch } from './use-semantic-search.ts';
import { useWrittenAnswer } from './use-written-answer.ts';

function SemanticSearch() {
  const state = useSemanticSearch();
  const answers = useRef<HTMLHeadingElement>(null);
  const written = useWrittenAnswer(state.result?.question ?? null);
  // A search the visitor asked moves the focus to the answers; one from a link leaves it where the page put it.
  const ask = (question?: string) => {
    const asked = state.submit(question);
    if (asked) requestAnimationFrame(() => answers.current?.focus());
    return asked;
  };
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
      <section aria-labelledby="ask-title" className="card grid gap-5 p-5 sm:p-7">
        <h2 id="ask-title" className="font-sans text-lg font-semibold text-cream-50">
          Ask
        </h2>
        <QuestionForm draft={state.draft} setDraft={state.setDraft} problem={state.problem} warmUp={state.warmUp} submit={ask} />
        <SuggestedQuestions onAsk={ask} />
      </section>
      <Answers ref={answers} status={state.status} result={state.result} size={state.size} retry={state.retry} written={written.state} onWrite={() => void written.ask()} />
    </div>
  );
}

export default toolPage('semantic-search', SemanticSearch);
