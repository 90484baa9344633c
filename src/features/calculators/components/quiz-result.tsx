/** The quiz's result: the score, the recommendation with its next step, and the answers to change. Loaded with the last answer. */
import { Link } from 'react-router';
import { ArrowRight, RotateCcw } from 'lucide-react';
import type { SuitabilityAnswers } from '@domain/estimator/schemas.ts';
import { scoreSuitability } from '@domain/estimator/suitability.ts';
import { ToolResult } from '@/components/tool-shell/tool-result.tsx';
import { quoteHrefFor } from '@/components/tool-shell/tool-output.ts';
import { ScoreRing } from '@/components/charts/score-ring.tsx';
import { QUESTIONS, answerLabel, quizOutput } from '../lib/quiz-spec.ts';

export default function Result({ answers, link, onEdit, onRestart }: { answers: SuitabilityAnswers; link: string; onEdit: (step: number) => void; onRestart: () => void }) {
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
