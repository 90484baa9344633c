/**
 * Questions as visitors word them, in their own words rather than the
 * site's, each with the passages that answer it (any one of them in the top
 * three counts). `engine.test.ts` runs them through the semantic search and
 * through the site search (the plain index search behind the search box)
 * and holds the counts. Expectations are taken from the content: when a
 * page moves or renames a section, change its case here.
 */
export interface ParaphrasedQuestion {
  question: string;
  /** Passage URLs (page path and section anchor) that answer it. */
  expect: readonly string[];
}

const STORAGE = '/resources/wine-storage-guide';
const CLIMATE = '/blog/wine-storage-climate-control';
const TECHNICAL = '/resources/technical-guide';
const MISTAKES = '/resources/common-mistakes';
const FAIL = '/blog/why-wine-cellars-fail';
const BUDGET = '/resources/investment-guide';
const PROBLEMS = '/resources/cellar-problems';
const INVEST = '/blog/wine-cellar-investment-guide';

export const PARAPHRASED_QUESTIONS: readonly ParaphrasedQuestion[] = [
  {
    question: 'my basement always feels damp, is that a problem for the bottles?',
    expect: [`${STORAGE}#what-humidity-is-best-for-storing-wine`, `${CLIMATE}#what-humidity-should-a-wine-cellar-be`, '/#faq-title'],
  },
  {
    question: 'can I just put a regular AC in the room?',
    expect: [`${CLIMATE}#what-are-the-four-types-of-wine-cellar-cooling-systems`, `${CLIMATE}#self-contained-through-the-wall-units`],
  },
  {
    question: 'how cold should I keep my wine?',
    expect: [`${STORAGE}#what-temperature-should-wine-be-stored-at`, `${CLIMATE}#what-temperature-should-a-wine-cellar-be`, '/#faq-title'],
  },
  {
    question: 'the corks look dried out and cracked',
    expect: [`${STORAGE}#what-humidity-is-best-for-storing-wine`, `${CLIMATE}#what-humidity-should-a-wine-cellar-be`, `${CLIMATE}#when-does-a-wine-cellar-need-a-humidifier`],
  },
  {
    question: 'is sunshine through the window bad for my bottles?',
    expect: [`${STORAGE}#why-does-light-damage-wine`],
  },
  {
    question: 'we live next to a railway and the house shakes, will the wine suffer?',
    expect: [`${STORAGE}#does-vibration-affect-wine`],
  },
  {
    question: 'should the bottles lie down or stand up?',
    expect: [`${STORAGE}#should-wine-bottles-be-stored-on-their-side`],
  },
  {
    question: 'the room smells of paint, does that matter?',
    expect: [`${STORAGE}#how-do-odors-and-air-quality-affect-stored-wine`],
  },
  {
    question: 'which side does the plastic sheet go on?',
    expect: [`${TECHNICAL}#where-does-the-vapor-barrier-go-in-a-wine-cellar`, `${MISTAKES}#1-a-missing-or-misplaced-vapor-barrier`, `${FAIL}#a-vapor-barrier-that-is-missing-or-on-the-wrong-side`],
  },
  {
    question: 'how thick should the foam in the walls be?',
    expect: [`${TECHNICAL}#what-r-values-does-a-wine-cellar-need`, `${MISTAKES}#2-under-insulated-walls-and-ceiling`, `${FAIL}#walls-and-ceilings-that-are-under-insulated`],
  },
  {
    question: 'what size chiller do I need for my room?',
    expect: [`${CLIMATE}#how-do-you-size-a-wine-cellar-cooling-unit`, `${TECHNICAL}#from-load-to-design-capacity`, `${MISTAKES}#7-cooling-sized-by-guesswork`, `${FAIL}#cooling-that-is-sized-by-guesswork-too-small-or-too-big`],
  },
  {
    question: 'water is dripping on the floor under the cooler',
    expect: [
      `${TECHNICAL}#how-should-condensate-and-drainage-be-handled`,
      `${MISTAKES}#9-no-drainage-plan-for-condensate`,
      `${FAIL}#no-plan-for-condensate-and-drainage`,
      // The problems guide's answer names the condensate drain among the causes.
      `${PROBLEMS}#why-is-water-dripping-from-the-ceiling-of-a-new-cellar`,
    ],
  },
  {
    question: 'where can I cut corners without regretting it?',
    expect: [`${BUDGET}#where-can-you-save-without-regret`, `${BUDGET}#where-does-saving-money-backfire`],
  },
  {
    question: 'how many weeks until the room is finished?',
    expect: [`${BUDGET}#how-long-does-a-custom-cellar-take-to-build`, '/#faq-title', '/#about'],
  },
  {
    question: 'will a cellar pay for itself?',
    expect: [`${INVEST}#a-worked-payback-example`, `${INVEST}#when-does-a-wine-cellar-not-pay`, `${BUDGET}#how-should-you-think-about-the-return-on-a-cellar`, INVEST],
  },
  {
    question: 'will it make my house worth more when I sell?',
    expect: [`${INVEST}#does-a-wine-cellar-add-value-to-a-home`],
  },
  {
    question: 'what does the cost calculator assume about my room?',
    expect: ['/calculators/cost#assumptions-title'],
  },
  {
    question: 'where do the ROI numbers come from?',
    expect: ['/calculators/roi#assumptions-title'],
  },
  {
    question: 'what goes wrong most often when people build one?',
    expect: [MISTAKES, `${MISTAKES}#how-to-avoid-every-mistake-on-this-list`, `${FAIL}#what-does-it-mean-when-a-wine-cellar-fails`, FAIL, '/#faq-title', '/#fail-title'],
  },
  {
    question: 'our house is very old with stone foundations, can we still have one?',
    expect: ['/case-studies/historic-home', '/case-studies/historic-home#what-can-other-owners-of-old-houses-learn-from-this-project', '/case-studies/historic-home#what-made-this-cellar-hard'],
  },
  {
    question: 'do you do wine rooms for bars and bistros?',
    expect: [
      '/#faq-title',
      '/case-studies/restaurant-solution',
      '/case-studies/restaurant-solution#what-can-other-restaurants-learn-from-this-project',
      '/case-studies/restaurant-solution#what-made-this-project-hard',
      '/resources/restaurant-wine-rooms',
    ],
  },
  {
    question: 'the glass door keeps getting foggy',
    expect: ['/case-studies/restaurant-solution#keeping-the-glass-clear'],
  },
  {
    question: 'what should I check after the lights went out for a day?',
    expect: [`${STORAGE}#what-should-you-do-after-a-power-outage`],
  },
];
