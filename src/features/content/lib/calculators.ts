import type { ContentItem } from '@/content/collections.ts';
import type { Tag } from '@/content/schema.ts';
import { CALCULATOR_DETAILS } from '@/config/tool-details.ts';
import { toolBySlug } from '@/config/tools.ts';

export interface CalculatorLink {
  to: string;
  title: string;
  text: string;
}

/** The site's calculators, described for a call to action: from the tool registry. */
export const CALCULATORS: Record<string, CalculatorLink> = Object.fromEntries(
  Object.entries(CALCULATOR_DETAILS).map(([slug, details]) => {
    const { path } = toolBySlug(slug as keyof typeof CALCULATOR_DETAILS);
    return [path, { to: path, title: details.name, text: details.blurb }];
  }),
);

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
