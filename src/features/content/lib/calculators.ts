import type { ContentItem } from '@/content/collections.ts';
import type { Tag } from '@/content/schema.ts';

export interface CalculatorLink {
  to: string;
  title: string;
  text: string;
}

/** The site's calculators and planning tools (routes of issue 5), described for a call to action. */
export const CALCULATORS: Record<string, CalculatorLink> = {
  '/calculators/cost': { to: '/calculators/cost', title: 'Cost calculator', text: 'An itemized low–high estimate for your room, region and finishes.' },
  '/calculators/climate': {
    to: '/calculators/climate',
    title: 'Cooling load calculator',
    text: 'The BTU/h your walls, glass and door let in, and the unit size to choose.',
  },
  '/calculators/capacity': { to: '/calculators/capacity', title: 'Capacity calculator', text: 'How many bottles your walls hold, by racking style and bottle shape.' },
  '/calculators/roi': { to: '/calculators/roi', title: 'ROI calculator', text: 'Payback against off-site storage fees and the value a cellar protects.' },
  '/calculators/suitability': { to: '/calculators/suitability', title: 'Suitability quiz', text: 'A few questions to see whether your space suits a cellar, and which kind.' },
  '/asset-valuation': { to: '/asset-valuation', title: 'Collection valuation', text: 'What your collection is worth and what poor storage puts at risk.' },
  '/investment-summary': { to: '/investment-summary', title: 'Investment summary', text: 'The cellar’s cost against the collection it protects, on one page.' },
};

// When the writer named no calculator, the first tag that points at one decides.
const BY_TAG: Array<[Tag, string]> = [
  ['cooling', '/calculators/climate'],
  ['climate', '/calculators/climate'],
  ['insulation', '/calculators/climate'],
  ['humidity', '/calculators/climate'],
  ['roi', '/calculators/roi'],
  ['investment', '/calculators/roi'],
  ['cost', '/calculators/cost'],
  ['racking', '/calculators/capacity'],
  ['collecting', '/calculators/capacity'],
  ['planning', '/calculators/suitability'],
];

export function calculatorFor(item: Pick<ContentItem, 'related' | 'tags'>): CalculatorLink {
  const named = item.related?.map((path) => CALCULATORS[path]).find((link) => link !== undefined);
  if (named) return named;
  const byTag = BY_TAG.find(([tag]) => item.tags.includes(tag));
  return CALCULATORS[byTag?.[1] ?? '/calculators/cost'] ?? { to: '/calculators', title: 'Cellar calculators', text: 'Cost, cooling, capacity and ROI.' };
}
