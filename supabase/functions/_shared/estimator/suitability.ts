/**
 * The landing page's quiz (/calculators/suitability): eight short questions,
 * each option worth points towards how well a custom cellar fits, and rules
 * that turn the answers into one recommendation with a next step.
 *
 * The questions are data so the page renders them as they are; wording and
 * points can change here without touching the UI. Budget and timeline use the
 * contact form's options (SPEC §3), so a result can prefill the quote request.
 */
import { business } from '../../../../src/config/business.ts';
import { BUDGET_LABELS, TIMELINE_LABELS } from '../inquiry/rules.ts';
import { estimatorConfig, type EstimatorConfig } from './config.ts';
import { professionalRangeLabel } from './cost.ts';
import { formatUsdRange } from './format.ts';
import { SUITABILITY_OPTIONS, type SuitabilityOptionId, type SuitabilityQuestionId } from './options.ts';
import type { SuitabilityAnswers } from './schemas.ts';

export interface QuizOption<Q extends SuitabilityQuestionId = SuitabilityQuestionId> {
  id: SuitabilityOptionId<Q>;
  label: string;
  points: number;
}

export interface QuizQuestion<Q extends SuitabilityQuestionId = SuitabilityQuestionId> {
  id: Q;
  question: string;
  hint: string;
  options: QuizOption<Q>[];
}

type OptionTable<Q extends SuitabilityQuestionId> = Record<SuitabilityOptionId<Q>, { label: string; points: number }>;

function question<Q extends SuitabilityQuestionId>(id: Q, text: string, hint: string, table: OptionTable<Q>): QuizQuestion<Q> {
  // Options follow SUITABILITY_OPTIONS order, so the page shows them as listed there.
  const options = (SUITABILITY_OPTIONS[id] as readonly SuitabilityOptionId<Q>[]).map((optionId) => ({
    id: optionId,
    ...table[optionId],
  }));
  return { id, question: text, hint, options };
}

/** Options that take their labels from the contact form's own list (budget, timeline), with the quiz's points. */
function labelled<Q extends SuitabilityQuestionId>(labels: Record<SuitabilityOptionId<Q>, string>, points: Record<SuitabilityOptionId<Q>, number>): OptionTable<Q> {
  const ids = Object.keys(points) as SuitabilityOptionId<Q>[];
  return Object.fromEntries(ids.map((id) => [id, { label: labels[id], points: points[id] }])) as OptionTable<Q>;
}

const budgetPoints: Record<SuitabilityOptionId<'budget'>, number> = {
  'under-25k': 0,
  '25k-50k': 8,
  '50k-100k': 16,
  '100k-200k': 20,
  'over-200k': 20,
};
const timelinePoints: Record<SuitabilityOptionId<'timeline'>, number> = {
  asap: 6,
  '1-3months': 8,
  '3-6months': 8,
  '6-12months': 6,
  planning: 3,
};

export const SUITABILITY_QUESTIONS = [
  question('collection', 'How many bottles do you own today?', 'A rough count is fine.', {
    'under-100': { label: 'Fewer than 100', points: 0 },
    '100-300': { label: '100 to 300', points: 8 },
    '300-1000': { label: '300 to 1,000', points: 16 },
    '1000-3000': { label: '1,000 to 3,000', points: 22 },
    'over-3000': { label: 'More than 3,000', points: 25 },
  }),
  question('growth', 'How quickly is the collection growing?', 'Racking should leave 25–30% room to grow.', {
    stable: { label: 'About the same size each year', points: 0 },
    slow: { label: 'A few cases a year', points: 6 },
    fast: { label: 'A case or more a month', points: 12 },
  }),
  question('space', 'Where would the wine live?', 'Any space can work; some need more engineering.', {
    closet: { label: 'A closet or under the stairs', points: 6 },
    basement: { label: 'A basement', points: 12 },
    'spare-room': { label: 'A spare room', points: 10 },
    garage: { label: 'A garage', points: 4 },
    'new-build': { label: 'A new build or addition', points: 12 },
    commercial: { label: 'A restaurant, bar or commercial space', points: 12 },
  }),
  question('surroundings', 'What is on the other side of the walls?', 'This decides which cooling systems can work.', {
    'below-grade': { label: 'Earth: a below-ground basement', points: 8 },
    conditioned: { label: 'Air-conditioned living space', points: 8 },
    unconditioned: { label: 'A garage, attic or unheated space', points: 4 },
    exterior: { label: 'Outside walls in the sun', points: 4 },
  }),
  question('budget', 'What budget do you have in mind?', 'The same bands as our quote form.', labelled<'budget'>(BUDGET_LABELS, budgetPoints)),
  question('timeline', 'When would you like it finished?', `Construction takes ${business.timeline.label}.`, labelled<'timeline'>(TIMELINE_LABELS, timelinePoints)),
  question('entertaining', 'Will you show the cellar to guests?', 'Display changes the design, and glass the cooling.', {
    storage: { label: 'No, it is for storage', points: 0 },
    sometimes: { label: 'Now and then; it should look good', points: 5 },
    showpiece: { label: 'Yes, it is a showpiece', points: 10 },
  }),
  question('climate', 'What is your local climate like?', 'Hotter climates make climate control matter more.', {
    cool: { label: 'Cool or mild all year', points: 2 },
    warm: { label: 'Warm summers', points: 5 },
    'hot-humid': { label: 'Hot and humid', points: 8 },
    'hot-dry': { label: 'Hot and dry', points: 8 },
  }),
] as const satisfies readonly QuizQuestion[];

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
