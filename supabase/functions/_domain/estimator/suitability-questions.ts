/**
 * The suitability quiz's eight questions, their options and the points each
 * option scores: the data the quiz page shows, apart from the scoring
 * (suitability.ts), which loads only with the result.
 */
import { business } from '../business.ts';
import { BUDGET_LABELS, TIMELINE_LABELS } from '../inquiry/choices.ts';
import { SUITABILITY_OPTIONS, type SuitabilityOptionId, type SuitabilityQuestionId } from './options.ts';

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
