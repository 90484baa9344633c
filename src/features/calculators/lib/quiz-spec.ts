/**
 * The suitability quiz as URL state: the answers live in the link (so a
 * result can be shared and reopened), the current question does not.
 */
import type { SuitabilityAnswers, SuitabilityProgress } from '@domain/estimator/schemas.ts';
import { SUITABILITY_QUESTIONS, type QuizQuestion } from '@domain/estimator/suitability-questions.ts';
import type { SuitabilityResult } from '@domain/estimator/suitability.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import type { CalculatorSpec } from '@/components/tool-shell/use-tool-state.ts';

export const QUESTIONS = SUITABILITY_QUESTIONS as readonly QuizQuestion[];
export const QUESTION_COUNT = QUESTIONS.length;

export interface QuizDraft {
  answers: SuitabilityProgress;
  /** 0-based question index; QUESTION_COUNT is the result. */
  step: number;
}

/** The first question still to answer, or the result when all are answered. */
export function resumeStep(answers: SuitabilityProgress): number {
  const index = QUESTIONS.findIndex((question) => answers[question.id] === undefined);
  return index === -1 ? QUESTION_COUNT : index;
}

/** Every question answered with one of its own options (the questions are the schema's options). */
export function completeAnswers(answers: SuitabilityProgress): SuitabilityAnswers | null {
  const complete = QUESTIONS.every((question) => question.options.some((option) => option.id === answers[question.id]));
  return complete ? (answers as SuitabilityAnswers) : null;
}

const QUIZ_INITIAL: QuizDraft = { answers: {}, step: 0 };

export const quizSpec: CalculatorSpec<QuizDraft, QuizDraft> = {
  initial: QUIZ_INITIAL,
  initialValues: QUIZ_INITIAL,
  load: () => import('./quiz-codec.ts').then((module) => module.quizCodec),
};

export function answerLabel(question: QuizQuestion, answers: SuitabilityProgress): string {
  const id = answers[question.id];
  return question.options.find((option) => option.id === id)?.label ?? 'Not answered';
}

/** What Save stores and what the quote request carries: the quiz's answers say the project's type, budget and timeline. */
export function quizOutput(result: SuitabilityResult, answers: SuitabilityAnswers, link: string): ToolOutput {
  const calculation: ToolOutput['calculation'] = {
    kind: 'suitability',
    title: `Cellar quiz: ${result.headline}`,
    inputs: { ...answers },
    summary: {
      headline: `Score ${result.score}/100: ${result.headline}`,
      lines: QUESTIONS.map((question) => ({ label: question.question.slice(0, 80), value: answerLabel(question, answers).slice(0, 120) })),
      link,
    },
  };
  return {
    calculation,
    quote: {
      projectType: answers.space === 'commercial' ? 'commercial' : 'residential',
      budget: answers.budget,
      timeline: answers.timeline,
      summary: `Suitability score ${result.score}/100. ${result.headline}. ${QUESTIONS.map((q) => `${q.question} ${answerLabel(q, answers)}.`).join(' ')}`,
    },
  };
}
