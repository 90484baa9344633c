import { describe, expect, it } from 'vitest';
import type { SuitabilityAnswers } from '@domain/estimator/schemas.ts';
import { SUITABILITY_QUESTIONS } from '@domain/estimator/suitability.ts';
import { scoreSuitability } from '@domain/estimator/checked.ts';
import { readQuotePrefill } from '@/lib/quote-prefill.ts';
import { toSearch } from '@/components/tool-shell/form-draft.ts';
import { QUESTION_COUNT, completeAnswers, quizOutput, resumeStep } from './quiz-spec.ts';
import { quizCodec } from './quiz-codec.ts';
import { quoteHrefFor } from '@/components/tool-shell/tool-output.ts';

const answers: SuitabilityAnswers = {
  collection: '1000-3000',
  growth: 'fast',
  space: 'basement',
  surroundings: 'below-grade',
  budget: '100k-200k',
  timeline: '3-6months',
  entertaining: 'showpiece',
  climate: 'hot-humid',
};

describe('suitability quiz state', () => {
  it('has the eight questions the landing page promises', () => {
    expect(QUESTION_COUNT).toBe(8);
    expect(SUITABILITY_QUESTIONS.every((question) => question.options.length >= 3)).toBe(true);
  });

  it('resumes a shared link at the first unanswered question, or at the result', () => {
    expect(quizCodec.decode(new URLSearchParams('')).step).toBe(0);
    expect(quizCodec.decode(new URLSearchParams('collection=100-300&growth=slow')).step).toBe(2);
    expect(quizCodec.decode(new URLSearchParams('collection=100-300&space=closet')).step).toBe(1);
    const search = toSearch(quizCodec.encode({ answers, step: 3 }));
    const back = quizCodec.decode(new URLSearchParams(search));
    expect(back).toEqual({ answers, step: QUESTION_COUNT });
    expect(completeAnswers(back.answers)).toEqual(answers);
  });

  it('ignores answers that are not among the options', () => {
    const back = quizCodec.decode(new URLSearchParams('collection=a-million&growth=slow'));
    expect(back.answers).toEqual({ growth: 'slow' });
    expect(resumeStep(back.answers)).toBe(0);
    expect(completeAnswers(back.answers)).toBeNull();
  });

  it('saves the score with every answer, and quotes with the budget and timeline', () => {
    const result = scoreSuitability(answers);
    const saved = quizOutput(result, answers, '/calculators/suitability?x=1').calculation;
    expect(saved.summary.headline).toBe(`Score ${result.score}/100: ${result.headline}`);
    expect(saved.summary.lines).toHaveLength(8);
    expect(saved.summary.lines[0]).toEqual({ label: 'How many bottles do you own today?', value: '1,000 to 3,000' });
    const prefill = readQuotePrefill(new URL(quoteHrefFor(quizOutput(result, answers, '/calculators/suitability?x=1')), 'https://example.com').searchParams);
    expect(prefill).toMatchObject({ projectType: 'residential', budget: '100k-200k', timeline: '3-6months', calculation: { kind: 'suitability' } });
  });
});
