import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import type { SuitabilityAnswers, SuitabilityProgress } from '@shared/estimator/schemas.ts';
import { scoreSuitability, type QuizQuestion } from '@shared/estimator/suitability.ts';
import { toolPage } from '@/components/tool-shell/tool-page.tsx';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { quoteHrefFor } from '@/components/tool-shell/tool-output.ts';
import { ChoiceGroup } from '@/components/forms/choice-group.tsx';
import { ScoreRing } from '@/components/charts/score-ring.tsx';
import { useCalculatorState } from '@/components/tool-shell/use-tool-state.ts';
import { QUESTIONS, QUESTION_COUNT, answerLabel, completeAnswers, quizOutput, quizSpec, resumeStep } from '../lib/quiz-spec.ts';

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

function Result({ answers, link, onEdit, onRestart }: { answers: SuitabilityAnswers; link: string; onEdit: (step: number) => void; onRestart: () => void }) {
  const result = scoreSuitability(answers);
  const output = quizOutput(result, answers, link);
  const nextIsQuote = result.nextStep.route === '/quote';
  return (
    <div className="grid gap-8">
      <ToolResult
        kind="suitability"
        label="Your result"
        figure={<ScoreRing score={result.score} />}
        headline={
          <span className="block text-3xl sm:text-4xl" data-testid="quiz-recommendation">
            {result.headline}
          </span>
        }
        subline={
          <span className="font-semibold" data-testid="quiz-score">
            Suitability score {result.score}/100
          </span>
        }
        current
        output={output}
        hideQuote={nextIsQuote}
      >
        <p className="text-base leading-relaxed text-ink-800">{result.explanation}</p>
        <div className="rounded-lg border border-gold-600/40 bg-cream-100 p-4">
          <h3 className="font-sans text-sm font-semibold text-ink-900">Your next step</h3>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={nextIsQuote ? quoteHrefFor(output) : result.nextStep.route} className="btn-wine">
              {result.nextStep.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            {result.alsoSee.map((step) => (
              <Link
                key={step.route}
                to={step.route}
                className="inline-flex min-h-11 items-center rounded-md border border-ink-600/40 px-4 py-2 text-sm font-semibold text-ink-900 hover:border-wine-700"
              >
                {step.label}
              </Link>
            ))}
          </div>
        </div>
      </ToolResult>

      <section aria-labelledby="answers-title" className="card p-5 sm:p-7">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="answers-title" className="font-sans text-lg font-semibold text-cream-50">
            Your answers
          </h2>
          <button type="button" className="btn-ghost no-print" onClick={onRestart}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Start again
          </button>
        </div>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {QUESTIONS.map((question, index) => (
            <div key={question.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 rounded-lg border border-cellar-700 px-4 py-3">
              <dt className="text-sm text-mist-300">{question.question}</dt>
              <dd className="col-start-1 mt-0.5 text-cream-50">{answerLabel(question, answers)}</dd>
              <dd className="no-print col-start-2 row-span-2 row-start-1">
                <button type="button" className="rounded text-sm text-gold-200 underline underline-offset-4" onClick={() => onEdit(index)}>
                  Change<span className="sr-only"> the answer to “{question.question}”</span>
                </button>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

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
          <Result
            answers={complete}
            link={state.link}
            onEdit={go}
            onRestart={() => {
              moved.current = true;
              change({ answers: {}, step: 0 });
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

export default toolPage('suitability', Quiz);
