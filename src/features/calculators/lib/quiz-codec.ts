/**
 * The quiz's link: answers in, answers out. Loads with the schemas when a
 * visitor first answers or opens a link with answers.
 */
import { decodeSuitabilityParams, encodeSuitabilityParams } from '@domain/estimator/schemas.ts';
import type { ToolCodec } from '@/components/tool-shell/use-tool-state.ts';
import { resumeStep, type QuizDraft } from './quiz-spec.ts';

export const quizCodec: ToolCodec<QuizDraft, QuizDraft> = {
  decode: (params) => {
    const answers = decodeSuitabilityParams(params);
    return { answers, step: resumeStep(answers) };
  },
  parse: (draft) => ({ ok: true, values: draft }),
  encode: (draft) => encodeSuitabilityParams(draft.answers),
};
