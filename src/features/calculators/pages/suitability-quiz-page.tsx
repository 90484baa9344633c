import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { SuitabilityProgress } from '@domain/estimator/schemas.ts';
import type { QuizQuestion } from '@domain/estimator/suitability-questions.ts';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { ChoiceGroup } from '@/components/forms/choice-group.tsx';
import { useCalculatorState } from '@/components/tool-shell/use-tool-state.ts';
import { QUESTIONS, QUESTION_COUNT, completeAnswers, quizSpec, resumeStep } from '../lib/quiz-spec.ts';

function Progress({ step }: { step: number }) {
  const done = Math.min(step, QUESTION_COUNT);
  return (
    <div className="grid gap-2">
      <p className="flex justify-between text-sm text-mist-300">
        <span>{step < QUESTION_COUNT ? `Question ${step + 1} of ${QUESTION_COUNT}` : 'Your result'}</span>
        <span>{Math.round((done / QUESTION_COUNT) * 100)}% done</span>
      </p>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={QUESTION_COUNT}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${QUESTION_COUNT} questions answered`}
        className="h-2 overflow-hidden rounded-full bg-cellar-700"
      >
        <div className="h-full rounded-full bg-gold-400 transition-[width] duration-300" style={{ width: `${(done / QUESTION_COUNT) * 100}%` }} />
      </div>
    </div>
  );
}

interface QuestionStepProps {
  question: QuizQuestion;
  index: number;
  answers: SuitabilityProgress;
  onAnswer: (id: string) => void;
  onBack: () => void;
  onNext: () => void;
}

function QuestionStep({ question, index, answers, onAnswer, onBack, onNext }: QuestionStepProps) {
  const [missing, setMissing] = useState(false);
  const value = answers[question.id];
  const labels = Object.fromEntries(question.options.map((option) => [option.id, option.label])) as Record<string, string>;
  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (value === undefined) {
          setMissing(true);
          return;
        }
        onNext();
      }}
    >
      <ChoiceGroup
        legend={question.question}
        legendHidden
        hint={question.hint}
        value={value}
        options={question.options.map((option) => option.id)}
        labels={labels}
        variant="cards"
        error={missing && value === undefined ? 'Choose one of the options to continue' : undefined}
        onChange={(id) => {
          setMissing(false);
          onAnswer(id);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className="btn-ghost" onClick={onBack} disabled={index === 0}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </button>
        <button type="submit" className="btn-gold px-6">
          {index === QUESTION_COUNT - 1 ? 'See my result' : 'Next'}
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}

// The scoring and the result card load when the last answer is in (or a link opens the result).
const Result = lazy(() => import('../components/quiz-result.tsx'));

function Quiz() {
  const state = useCalculatorState(quizSpec);
  const { draft, change } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const complete = completeAnswers(draft.answers);
  const step = draft.step >= QUESTION_COUNT && !complete ? resumeStep(draft.answers) : draft.step;
  const question = QUESTIONS[step];

  // After Back, Next or Change, focus the new question so keyboard and screen-reader users start there.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    change((current) => ({ ...current, step: next }));
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Progress step={step} />
      {question ? (
        <section aria-labelledby="question-title" className="card p-5 sm:p-8">
          <h2 id="question-title" ref={heading} tabIndex={-1} className="text-2xl text-cream-50 outline-none sm:text-3xl">
            {question.question}
          </h2>
          <div className="mt-5">
            <QuestionStep
              key={question.id}
              question={question}
              index={step}
              answers={draft.answers}
              onAnswer={(id) => change((current) => ({ ...current, answers: { ...current.answers, [question.id]: id } }))}
              onBack={() => go(Math.max(0, step - 1))}
              onNext={() => go(step + 1)}
            />
          </div>
        </section>
      ) : complete ? (
        <div ref={heading} tabIndex={-1} className="outline-none">
          <Suspense fallback={<p role="status" className="text-cream-100">Working out your result...</p>}>
            <Result
              answers={complete}
              link={state.link}
              onEdit={go}
              onRestart={() => {
                moved.current = true;
                change({ answers: {}, step: 0 });
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

export default toolPage('suitability', Quiz);
