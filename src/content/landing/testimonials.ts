/** docs/product-spec.md §3 "testimonial": name, location, rating, text, project. */
export interface Testimonial {
  name: string;
  location: string;
  rating: number;
  text: string;
  project: string;
}

/**
 * Launch samples, not reviews from named clients. While this flag is true the
 * page says so under the testimonials; the business replaces the entries
 * with verified reviews (with the clients' permission) and sets it to false.
 */
export const TESTIMONIALS_ARE_SAMPLES = true;

export const testimonials: Testimonial[] = [
  {
    name: 'Private collector',
    location: 'Napa Valley, CA',
    rating: 5,
    text: 'They calculated the cooling load wall by wall before recommending a unit, and showed us why the glass wall needed a bigger split system. Two summers in, the cellar has held 55°F through every heat wave.',
    project: 'Estate cellar, 3,000+ bottles',
  },
  {
    name: 'Restaurant wine director',
    location: 'Chicago, IL',
    rating: 5,
    text: 'Our old display case fogged and ran warm every Friday night. The new glass-fronted cellar stays clear and stable with the dining room full, and service temperatures are finally consistent.',
    project: 'Restaurant display cellar',
  },
  {
    name: 'Homeowners',
    location: 'Boston, MA',
    rating: 5,
    text: 'A stone basement in an 1890s house was the last place we expected a proper cellar. They dealt with the moisture first, then built around it. The budget they quoted was the budget we paid.',
    project: 'Historic basement conversion',
  },
];
