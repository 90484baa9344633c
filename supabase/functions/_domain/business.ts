/**
 * The business's own claims (docs/product-spec.md §1), in one place. The site, the PDFs, the
 * knowledge index and the assistant's system prompt all read them from here,
 * so a change of offer or warranty is made once.
 *
 * Plain data with no imports: Vite, Node scripts and Deno all load this file.
 */
export const business = {
  name: 'WineCellarGPT',
  legalName: 'WineCellarGPT Custom Wine Cellars',
  tagline: 'Custom wine cellars, designed to protect what you collect',
  url: 'https://winecellargpt.com',
  email: 'hello@winecellargpt.com',
  phone: '+1 (707) 555-0148',
  serviceArea: 'United States',
  stats: {
    cellarsBuilt: 500,
    cellarsBuiltLabel: '500+',
    yearsExperience: 15,
    yearsExperienceLabel: '15+',
    rating: 4.9,
    ratingLabel: '4.9/5',
    reviewCount: 500,
    bbbRating: 'A+',
  },
  offer: {
    quoteValueUsd: 2500,
    quoteCta: 'Get FREE Quote (Worth $2,500)',
    scarcityBadge: 'Only 3 Spots Left This Quarter',
    spotsPerQuarter: 3,
    responseHours: 24,
  },
  pricing: {
    professionalFromUsd: 50_000,
    professionalToUsd: 200_000,
    label: '$50K-$200K+',
  },
  timeline: {
    constructionWeeksMin: 8,
    constructionWeeksMax: 12,
    label: '8-12 weeks',
  },
  warranties: {
    constructionYears: 5,
    climateSystemsYears: 3,
    racking: 'lifetime',
    label: 'Construction 5 years, climate systems 3 years, racking lifetime',
  },
  failureRate: {
    failPercent: 90,
    succeedPercent: 10,
  },
  services: ['Custom construction', 'Climate control', 'Design consultation', 'Maintenance'],
  customGptUrl: 'https://chatgpt.com/g/winecellargpt',
} as const;

export type Business = typeof business;
