/**
 * The landing page's quiz (/calculators/suitability): eight short questions,
 * each option worth points towards how well a custom cellar fits, and rules
 * that turn the answers into one recommendation with a next step.
 *
 * The questions are data (suitability-questions.ts, loaded by the page
 * without the scoring) so the page renders them as they are; wording and
 * points can change here without touching the UI. Budget and timeline use the
 * contact form's options (docs/product-spec.md §3), so a result can prefill the quote request.
 */
import { business } from '../business.ts';
import { estimatorConfig, type EstimatorConfig } from './config.ts';
import { professionalRangeLabel } from './cost.ts';
import { formatUsdRange } from './format.ts';
import type { SuitabilityAnswers } from './schemas.ts';
import { SUITABILITY_QUESTIONS, type QuizQuestion } from './suitability-questions.ts';

export { SUITABILITY_QUESTIONS, type QuizOption, type QuizQuestion } from './suitability-questions.ts';

export type Recommendation = 'wine-cabinet' | 'closet-conversion' | 'custom-walk-in' | 'commercial-grade' | 'display-cellar';

export interface NextStep {
  label: string;
  route: string;
}

export interface SuitabilityResult {
  score: number;
  recommendation: Recommendation;
  headline: string;
  explanation: string;
  nextStep: NextStep;
  alsoSee: NextStep[];
}

const STEPS = {
  quote: { label: business.offer.quoteCta, route: '/quote' },
  cost: { label: 'Estimate the cost', route: '/calculators/cost' },
  climate: { label: 'Size the cooling', route: '/calculators/climate' },
  capacity: { label: 'Plan your racking capacity', route: '/calculators/capacity' },
  roi: { label: 'Compare a cellar with off-site storage', route: '/calculators/roi' },
  guide: { label: 'Read the wine storage guide', route: '/resources/wine-storage-guide' },
} as const satisfies Record<string, NextStep>;

const HIGH_BUDGETS: readonly SuitabilityAnswers['budget'][] = ['50k-100k', '100k-200k', 'over-200k'];

function pickRecommendation(a: SuitabilityAnswers): Recommendation {
  if (a.space === 'commercial') return 'commercial-grade';
  const small = a.collection === 'under-100' || (a.collection === '100-300' && a.growth === 'stable');
  if (small && (a.budget === 'under-25k' || a.collection === 'under-100') && a.growth !== 'fast') return 'wine-cabinet';
  if (a.budget === 'under-25k' || (a.space === 'closet' && (a.collection === '100-300' || a.collection === '300-1000'))) {
    return 'closet-conversion';
  }
  if (a.entertaining === 'showpiece' && HIGH_BUDGETS.includes(a.budget)) return 'display-cellar';
  return 'custom-walk-in';
}

/** Scores a completed quiz. Answers are validated; an unknown option throws a ZodError. */
/** The score for complete answers (`suitabilityAnswersSchema`); `checked.ts` parses raw answers first. */
export function scoreSuitability(a: SuitabilityAnswers, config: EstimatorConfig = estimatorConfig): SuitabilityResult {
  // Scaled between the lowest and highest possible totals, so the score uses all of 0–100.
  let earned = 0;
  let lowest = 0;
  let highest = 0;
  for (const q of SUITABILITY_QUESTIONS as readonly QuizQuestion[]) {
    const points = q.options.map((option) => option.points);
    earned += q.options.find((option) => option.id === a[q.id])?.points ?? 0;
    lowest += Math.min(...points);
    highest += Math.max(...points);
  }
  const score = Math.round(((earned - lowest) / (highest - lowest)) * 100);
  const recommendation = pickRecommendation(a);
  const cost = config.cost;
  const professional = professionalRangeLabel(config);

  const context: string[] = [];
  if (a.surroundings === 'unconditioned' || a.surroundings === 'exterior' || a.space === 'garage') {
    context.push(
      `Next to a garage, attic or sunny outside wall the surroundings can run more than ${config.cooling.selfContainedMaxRiseF.value}°F above the cellar, so expect a split cooling system rather than a self-contained unit.`,
    );
  }
  if (a.climate === 'hot-humid') context.push('In a hot, humid climate the vapor barrier on the warm side matters as much as the cooling.');
  if (a.timeline === 'asap' || a.timeline === '1-3months') {
    context.push(`Construction takes ${business.timeline.label}, so starting the design now keeps that timeline realistic.`);
  }
  const headroom = config.capacity.growthHeadroomPct;
  if (a.growth !== 'stable') context.push(`Plan racking for ${headroom.low}–${headroom.high}% more bottles than you own today.`);

  const base: Record<Recommendation, Omit<SuitabilityResult, 'score' | 'recommendation'>> = {
    'wine-cabinet': {
      headline: 'A wine cabinet is the right place to start',
      explanation: `For a small, steady collection a quality wine cabinet (${formatUsdRange(cost.wineCabinet.low, cost.wineCabinet.high)} per vendor cost guides) keeps bottles at 55°F without construction. Revisit a cellar when the collection outgrows it.`,
      nextStep: STEPS.capacity,
      alsoSee: [STEPS.guide],
    },
    'closet-conversion': {
      headline: 'A closet conversion fits your plans',
      explanation: `A converted closet or small room with proper insulation, a vapor barrier and a self-contained unit typically costs ${formatUsdRange(cost.closetConversion.low, cost.closetConversion.high)} (vendor cost guides): below our professional walk-in range of ${professional}, and often the right choice.`,
      nextStep: STEPS.cost,
      alsoSee: [STEPS.climate, STEPS.capacity],
    },
    'custom-walk-in': {
      headline: 'You are a strong fit for a custom walk-in cellar',
      explanation: `Your collection, budget and space suit a custom walk-in cellar with racking sized for growth and climate control designed from a load calculation. Our professional cellars run ${professional}.`,
      nextStep: STEPS.quote,
      alsoSee: [STEPS.cost, STEPS.climate, STEPS.roi],
    },
    'commercial-grade': {
      headline: 'Your project calls for a commercial-grade cellar',
      explanation: `Restaurant and commercial cellars see heavy door traffic (about ${config.cooling.airChangesPerHour.heavy.value} air changes an hour against ${config.cooling.airChangesPerHour.low.value} in a sealed home cellar), usually need split systems sized for it, and must pass inspection. Our professional cellars run ${professional}.`,
      nextStep: STEPS.quote,
      alsoSee: [STEPS.cost, STEPS.climate],
    },
    'display-cellar': {
      headline: 'A display cellar will show your collection at its best',
      explanation: `A glass-fronted display cellar puts the collection on show; the glass must be insulated, argon-filled and counted in the cooling load, which often means a split system. Our professional cellars run ${professional}.`,
      nextStep: STEPS.quote,
      alsoSee: [STEPS.climate, STEPS.cost],
    },
  };
  const chosen = base[recommendation];
  return {
    score,
    recommendation,
    ...chosen,
    explanation: [chosen.explanation, ...context].join(' '),
  };
}
