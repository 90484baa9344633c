/**
 * The suitability quiz as URL state: the answers live in the link (so a
 * result can be shared and reopened), the current question does not.
 */
import { decodeSuitabilityParams, encodeSuitabilityParams, suitabilityAnswersSchema, type SuitabilityAnswers, type SuitabilityProgress } from '@shared/estimator/schemas.ts';
import { SUITABILITY_QUESTIONS, type QuizQuestion, type SuitabilityResult } from '@shared/estimator/suitability.ts';
import type { ToolOutput } from '@/components/tool-shell/tool-output.ts';
import type { Parsed } from '@/components/tool-shell/form-draft.ts';

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

export function completeAnswers(answers: SuitabilityProgress): SuitabilityAnswers | null {
  const parsed = suitabilityAnswersSchema.safeParse(answers);
  return parsed.success ? parsed.data : null;
}

export const quizSpec = {
  initial: { answers: {}, step: 0 } as QuizDraft,
  decode: (params: URLSearchParams): QuizDraft => {
    const answers = decodeSuitabilityParams(params);
    return { answers, step: resumeStep(answers) };
  },
  parse: (draft: QuizDraft): Parsed<QuizDraft> => ({ ok: true, values: draft }),
  encode: (draft: QuizDraft) => encodeSuitabilityParams(draft.answers),
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
