/**
 * What the translated cards are about, and for each subject the English page
 * it is translated from (the card's source link), the page of this site
 * where its figures are shown with their basis (never another firm: see
 * sources.ts), and the English question the server searches the site with
 * to ground a model's answer.
 */
/** The figures' own page: the climate calculator's assumptions, where each figure is shown with its basis. */
const FIGURES = { label: 'The cooling load calculator’s assumptions', url: '/calculators/climate#assumptions-title' } as const;

export const TOPICS = {
  temperature: { url: '/blog/wine-storage-climate-control#what-temperature-should-a-wine-cellar-be', source: 'What temperature should a wine cellar be?', english: 'What temperature should a wine cellar be?', basis: FIGURES },
  humidity: { url: '/blog/wine-storage-climate-control#what-humidity-should-a-wine-cellar-be', source: 'What humidity should a wine cellar be?', english: 'What humidity should a wine cellar be?', basis: FIGURES },
  cooling: { url: '/blog/wine-storage-climate-control#how-do-you-size-a-wine-cellar-cooling-unit', source: 'How do you size a wine cellar cooling unit?', english: 'How do you size a wine cellar cooling unit?', basis: FIGURES },
  insulation: { url: '/blog/why-wine-cellars-fail#a-vapor-barrier-that-is-missing-or-on-the-wrong-side', source: 'A vapor barrier that is missing or on the wrong side', english: 'Where does the vapor barrier go and how much insulation does a cellar need?', basis: FIGURES },
  failure: { url: '/blog/why-wine-cellars-fail', source: 'Why wine cellars fail', english: 'Why do so many wine cellars fail?' },
  cost: { url: '/calculators/cost', source: 'Wine cellar cost calculator', english: 'How much does a custom wine cellar cost?' },
  timeline: { url: '/#faq-title', source: 'Frequently asked questions: How long does construction take?', english: 'How long does construction take?' },
  warranty: { url: '/#faq-title', source: 'Frequently asked questions: What warranties do you offer?', english: 'What warranties do you offer?' },
  quote: { url: '/quote', source: 'The free quote', english: 'What does the free quote include?' },
  experience: { url: '/#about', source: 'About WineCellarGPT', english: 'How many cellars have you built and how are you rated?' },
  contact: { url: '/#contact', source: 'Contact', english: 'How can I contact you?' },
} as const satisfies Record<string, { url: string; source: string; english: string; basis?: { label: string; url: string } }>;

export type Topic = keyof typeof TOPICS;
export const TOPIC_NAMES = Object.keys(TOPICS) as Topic[];

/** One translated knowledge card: a fact of the English site, in one language. */
export interface Card {
  topic: Topic;
  /** The question the card answers, as its heading. */
  question: string;
  /** Words and word starts that name the subject in this language, lower case (accents kept; matching ignores them). */
  keywords: readonly string[];
  answer: string;
}
