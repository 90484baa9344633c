/**
 * Turns every source of site knowledge into passages: article sections, the
 * FAQ, the services and the business's own facts. Pure functions over
 * loaded data, so tests can feed them directly.
 */
import type { ContentEntry } from '../content/load-content.ts';
import type { Collection } from '../../src/content/schema.ts';
import type { FaqItem } from '../../src/content/landing/faq.ts';
import type { Service } from '../../src/content/landing/services.ts';
import type { Business } from '../../supabase/functions/_domain/business.ts';
import { EXCERPT_MAX, type KnowledgePassage, type PassageKind } from '../../supabase/functions/_domain/knowledge/types.ts';

const KIND_OF: Record<Collection, PassageKind> = {
  blog: 'blog',
  resources: 'guide',
  'case-studies': 'case-study',
  tools: 'tool',
  book: 'book',
  downloads: 'download',
};

/** Where the landing page shows each group of facts (section ids of src/features/landing). */
export const LANDING = {
  about: '/#about',
  services: '/#services',
  faq: '/#faq-title',
  whyFail: '/#fail-title',
  contact: '/#contact',
} as const;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The opening of a text, at most `max` characters: whole sentences when
 * they fill at least half of it, otherwise whole words and an ellipsis.
 */
export function excerptOf(text: string, max = EXCERPT_MAX): string {
  const flat = collapse(text);
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max - 1);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  if (sentenceEnd >= max / 2) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  return `${head.slice(0, wordEnd > 0 ? wordEnd : head.length).replace(/[,;:–-]+$/, '')}…`;
}

function passage(fields: Omit<KnowledgePassage, 'excerpt' | 'text'> & { text: string }): KnowledgePassage {
  const text = collapse(fields.text);
  return { ...fields, text, excerpt: excerptOf(text) };
}

/** One passage per section of every content page, linked to the section's anchor. */
export function articlePassages(entries: readonly ContentEntry[]): KnowledgePassage[] {
  return entries.flatMap(({ meta, sections }) =>
    sections.map((section) => {
      const url = section.anchor ? `${meta.path}#${section.anchor}` : meta.path;
      return passage({
        id: url,
        title: meta.title,
        heading: section.heading,
        url,
        // The opening section has no heading of its own: the description says what the page answers.
        text: section.anchor ? section.text : `${meta.description} ${section.text}`,
        kind: KIND_OF[meta.collection],
      });
    }),
  );
}

export function faqPassages(items: readonly FaqItem[]): KnowledgePassage[] {
  return items.map((item, index) =>
    passage({ id: `faq-${index + 1}`, title: 'Frequently asked questions', heading: item.question, url: LANDING.faq, text: item.answer, kind: 'faq' }),
  );
}

export function servicePassages(items: readonly Service[]): KnowledgePassage[] {
  return items.map((service) =>
    passage({
      id: `service-${service.id}`,
      title: 'Our services',
      heading: service.title,
      url: LANDING.services,
      text: `${service.description} ${service.features.join('. ')}. ${service.highlight}.`,
      kind: 'service',
    }),
  );
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** The business's own claims (docs/product-spec.md §1), written out as short answers and linked to where the site shows them. */
export function businessPassages(business: Business): KnowledgePassage[] {
  const { stats, offer, pricing, timeline, warranties, failureRate } = business;
  const title = `${business.name} at a glance`;
  const fact = (id: string, heading: string, url: string, text: string) => passage({ id: `fact-${id}`, title, heading, url, text, kind: 'fact' });
  return [
    fact(
      'experience',
      'Experience and cellars built',
      LANDING.about,
      `${business.name} has designed and built ${stats.cellarsBuiltLabel} custom wine cellars over ${stats.yearsExperienceLabel} years of experience, for private collectors, homeowners, restaurants and commercial clients in the ${business.serviceArea}.`,
    ),
    fact(
      'rating',
      'Client rating and reviews',
      LANDING.about,
      `Clients rate ${business.name} ${stats.ratingLabel} (${stats.rating} out of 5) from ${stats.reviewCount} reviews, and the business holds an ${stats.bbbRating} rating from the Better Business Bureau (BBB).`,
    ),
    fact(
      'warranties',
      'Warranties',
      LANDING.about,
      `Every cellar we build comes with written warranties: construction is covered for ${warranties.constructionYears} years, climate-control systems (cooling and humidity equipment) for ${warranties.climateSystemsYears} years, and racking for ${warranties.racking === 'lifetime' ? 'life (a lifetime warranty)' : warranties.racking}.`,
    ),
    fact(
      'timeline',
      'How long construction takes',
      LANDING.about,
      `Construction of a custom wine cellar takes ${timeline.label} (${timeline.constructionWeeksMin} to ${timeline.constructionWeeksMax} weeks) once the design is approved. Design, permits and equipment lead times come before that, and the quote includes a schedule.`,
    ),
    fact(
      'pricing',
      'What a professional cellar costs',
      '/calculators/cost',
      `Professional custom wine cellars we design and build typically cost ${pricing.label} (${dollars(pricing.professionalFromUsd)} to ${dollars(pricing.professionalToUsd)} and more), depending on size, racking, glass and cooling. The cost calculator gives an itemized low-high range for a room, and the free quote turns it into a budget.`,
    ),
    fact(
      'quote',
      `The free quote (worth ${dollars(offer.quoteValueUsd)})`,
      '/quote',
      `${offer.quoteCta}: a design consultation, a review of your space and collection, a preliminary layout, a cooling recommendation and an itemized budget range, free and with no obligation.`,
    ),
    fact('response', 'Response time', '/quote', `We respond to every quote request and inquiry within ${offer.responseHours} hours.`),
    fact(
      'availability',
      'New projects per quarter',
      '/quote',
      `We take on only ${offer.spotsPerQuarter} new cellar projects per quarter so each one gets our full attention (${offer.scarcityBadge}).`,
    ),
    fact(
      'failure-rate',
      `Why ${failureRate.failPercent}% of wine cellars fail`,
      LANDING.whyFail,
      `In our own experience, about ${failureRate.failPercent}% of the wine cellars we are asked to look at fail because of a design or construction fault, and about ${failureRate.succeedPercent}% were built right. This is our observation from our own projects, not an industry survey. The usual faults are a missing or misplaced vapor barrier, thin insulation, glass left out of the heat load, and cooling that is too small, too big or exhausting into a hot space.`,
    ),
    fact('services', 'Services we offer', LANDING.services, `We offer ${business.services.length} services: ${business.services.join(', ').toLowerCase()}.`),
    fact(
      'contact',
      'Contact details: email, phone and contact form',
      LANDING.contact,
      `Reach ${business.name} by email at ${business.email}, by phone on ${business.phone}, or with the contact form; we reply within ${offer.responseHours} hours.`,
    ),
  ];
}

/** A calculator's "Assumptions and sources" panel for its starting example: what the page shows before the visitor types anything. */
export interface CalculatorAssumptions {
  path: string;
  title: string;
  /** "the cost calculator" */
  name: string;
  /** What the starting example is ("a 1,000-bottle cellar at national average prices"). */
  example: string;
  assumptions: readonly string[];
  sources: readonly string[];
}

/** Where each calculator page shows its assumptions (the shell's AssumptionsPanel heading). */
export const ASSUMPTIONS_ANCHOR = 'assumptions-title';

/** One passage per calculator: what its figures rest on, linked to the panel that shows them. */
export function calculatorPassages(items: readonly CalculatorAssumptions[]): KnowledgePassage[] {
  return items.map((item) => {
    const url = `${item.path}#${ASSUMPTIONS_ANCHOR}`;
    const sources = item.sources.length > 0 ? ` Its figures come from: ${item.sources.join('; ')}.` : '';
    return passage({
      id: url,
      title: item.title,
      heading: `What ${item.name} assumes`,
      url,
      text: `Every result of ${item.name} lists the assumptions it rests on. For its starting example (${item.example}): ${item.assumptions.join(' ')}${sources}`,
      kind: 'calculator',
    });
  });
}
