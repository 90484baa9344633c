/** docs/product-spec.md §3 "FAQ item": question, answer. Also indexed for site search and the assistant. */
export interface FaqItem {
  question: string;
  answer: string;
}

export const faq: FaqItem[] = [
  {
    question: 'How much does a custom wine cellar cost?',
    answer:
      'Professional walk-in cellars we design and build typically cost $50K-$200K+, depending on size, racking, glass and cooling. Smaller projects exist: a closet conversion is often $10,000-$25,000 and a wine cabinet $1,000-$5,000, and we will tell you honestly when one of those is the better answer. Our cost calculator gives an itemized low-high range in a minute, and the free quote (worth $2,500) turns it into a budget for your space.',
  },
  {
    question: 'How long does construction take?',
    answer:
      'Construction takes 8-12 weeks once the design is approved. Design, permits and equipment lead times come before that; we give you a schedule with the quote.',
  },
  {
    question: 'What temperature and humidity should a wine cellar be?',
    answer:
      'About 55°F (13°C) with relative humidity between 50% and 70%, ideally 60-65%. Stability matters more than the exact number: slow, small changes are far less harmful than daily swings. We size cooling and humidity control to hold those conditions year-round in your climate.',
  },
  {
    question: 'Why do so many wine cellars fail?',
    answer:
      'In our experience about 90% of the cellars we are asked to look at have a design fault, and about 10% were built right. The usual causes are a missing or misplaced vapor barrier, thin insulation, glass that nobody counted in the heat load, and cooling that is too small, too big or venting into a space that is too hot. Each is avoidable at design time and expensive to fix afterwards.',
  },
  {
    question: 'What warranties do you offer?',
    answer:
      'Construction is covered for 5 years, climate-control systems for 3 years, and racking for life. The warranty terms come in writing with your proposal.',
  },
  {
    question: 'Can you fix or upgrade an existing cellar?',
    answer:
      'Yes. We assess the envelope, the cooling and the racking, measure what is really happening to temperature and humidity, and then recommend the smallest change that solves it, from a replacement cooling unit to a full renovation.',
  },
  {
    question: 'Do you build cellars for restaurants and commercial spaces?',
    answer:
      'Yes. Restaurant cellars combine display glass, service temperatures and heavy door traffic, so we design the cooling for the dining room conditions and the inventory turnover, and we plan back-of-house storage alongside the display.',
  },
  {
    question: 'What does the free quote include?',
    answer:
      'A consultation with a designer, a review of your space and collection, a preliminary layout and cooling recommendation, and an itemized budget range. We value it at $2,500 and it is free, with no obligation. We respond to every request within 24 hours, and we take on only 3 new projects per quarter so each gets our full attention.',
  },
];
