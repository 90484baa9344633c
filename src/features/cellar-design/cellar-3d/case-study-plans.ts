/**
 * The three case studies (src/content/case-studies) as designer plans, for
 * their video tours. Every figure the case study states is kept: room size,
 * ceiling, racking lengths by kind, the racking's wood, the door and the
 * glass. Where the study is silent (which wall holds what, the door's width
 * and place, finishes and region for the estimator), the choice is ours and
 * is listed in `chosen`. Each plan passes `parsePlan` (a test holds that).
 */
import type { Plan } from '@domain/designer/plan.ts';

export interface CaseStudyPlan {
  slug: 'napa-valley-estate' | 'historic-home' | 'restaurant-solution';
  name: string;
  /** The case study's page. */
  href: string;
  /** The figures taken from the study, in its words. */
  stated: string[];
  /** Where the study is silent and we chose. */
  chosen: string[];
  plan: Plan;
}

export const CASE_STUDY_PLANS: CaseStudyPlan[] = [
  {
    slug: 'napa-valley-estate',
    name: 'Napa Valley Estate: 3,200 bottles behind a glass wall',
    href: '/case-studies/napa-valley-estate',
    stated: [
      'An 18 × 14 ft room with a 10 ft ceiling',
      'Walnut racking: 26 ft of single-deep individual racking, 6 ft double-deep, 6 ft with wide openings, and diamond bins (48 ft² of wall, 6 ft at 8 ft high): 44 linear ft',
      'A glass wall and glass door onto the tasting room; ducted split system',
    ],
    chosen: [
      'The racks’ places: individual racking on the north wall (18 ft) and the west wall (8 ft), the double-deep and wide-opening runs (drawn as individual racking) on the east wall, diamond bins on the south wall',
      'The glass wall is the south wall: a 3 ft glass door and 6 ft of full-height glass (about 80 ft² with the door at this ceiling)',
      'No cooling unit is drawn: the study puts the evaporator in the mechanical room next door, so nothing stands in the cellar',
      'Luxury finishes and an above-average cost region, for the estimator',
    ],
    plan: {
      room: { shape: 'rectangle', width: 18, depth: 14, height: 10, cutWidth: 4, cutDepth: 4 },
      door: { wall: 2, offset: 1.5, length: 3 },
      glass: [{ wall: 2, offset: 4.5, length: 6 }],
      modules: [
        { id: 'm1', kind: 'individual', x: 0, y: 0, length: 18, rotated: false },
        { id: 'm2', kind: 'individual', x: 0, y: 1.25, length: 8, rotated: true },
        { id: 'm3', kind: 'individual', x: 16.75, y: 1.25, length: 6, rotated: true },
        { id: 'm4', kind: 'individual', x: 16.75, y: 7.25, length: 6, rotated: true },
        { id: 'm5', kind: 'diamond-bins', x: 1.25, y: 12.75, length: 6, rotated: false },
      ],
      options: { rackingMaterial: 'walnut', finishes: 'luxury', region: 'above-average', cellarType: 'residential', cooling: 'ducted-split', door: 'glass' },
    },
  },
  {
    slug: 'historic-home',
    name: 'Historic Home: 1,300 bottles in a stone basement',
    href: '/case-studies/historic-home',
    stated: [
      'A 15 × 10 ft room with a 7 ft ceiling',
      'Heart redwood racking: 20 linear ft of individual racking and diamond bins over about 45 ft² of wall, 27 linear ft on the long stone wall and the new partition (less the door)',
      'The short stone wall left open with a tasting ledge; an arched glass panel of 30 ft² in the brick wall; an insulated solid door; a ductless split',
    ],
    chosen: [
      'The long stone wall is the north wall (15 ft of individual racking); the new partition is the south wall, with 7 ft of diamond bins (42 ft² at this height, against the study’s 45), the door, and 5 ft of individual racking',
      'The tasting ledge is drawn as a 3 ft tasting table against the west (short stone) wall',
      'The arched glass is a 4.5 ft full-height panel in the east (brick) wall, about 30 ft² at a 7 ft ceiling; the door is 3 ft wide',
      'The ductless split’s unit stands in the south-east corner; premium finishes and an above-average cost region, for the estimator',
    ],
    plan: {
      room: { shape: 'rectangle', width: 15, depth: 10, height: 7, cutWidth: 4, cutDepth: 4 },
      door: { wall: 2, offset: 5, length: 3 },
      glass: [{ wall: 1, offset: 2.75, length: 4.5 }],
      modules: [
        { id: 'm1', kind: 'individual', x: 0, y: 0, length: 15, rotated: false },
        { id: 'm2', kind: 'diamond-bins', x: 0, y: 8.75, length: 7, rotated: false },
        { id: 'm3', kind: 'individual', x: 10, y: 8.75, length: 5, rotated: false },
        { id: 'm4', kind: 'tasting-table', x: 0, y: 3.5, length: 3, rotated: true },
        { id: 'm5', kind: 'cooling-unit', x: 13.5, y: 7.25, length: 1.5, rotated: true },
      ],
      options: { rackingMaterial: 'redwood-mahogany', finishes: 'premium', region: 'above-average', cellarType: 'residential', cooling: 'ductless-split', door: 'solid-insulated' },
    },
  },
  {
    slug: 'restaurant-solution',
    name: 'Restaurant: the glass display cellar in the dining room',
    href: '/case-studies/restaurant-solution',
    stated: [
      'The dining-room alcove: 12 ft wide, 4 ft deep, 9 ft high',
      'Racking across the 12 ft back wall, mixing label-forward display rows with cork-forward storage',
      'Glass on three sides (180 ft²) with a glass door at the side',
    ],
    chosen: [
      'Of the study’s two rooms, the tour shows the glass display; the back-of-house room is not drawn',
      'The back wall’s racking split evenly: 6 ft of display rows and 6 ft of individual racking',
      'A 2.5 ft glass door in the east side wall, so its swing clears the racking; glass fills the front and the rest of the sides',
      'No cooling unit is drawn: the study’s evaporator sits above the ceiling; metal racking (the study does not name the material), premium finishes and an average cost region, for the estimator',
    ],
    plan: {
      room: { shape: 'rectangle', width: 12, depth: 4, height: 9, cutWidth: 4, cutDepth: 2 },
      door: { wall: 1, offset: 1.25, length: 2.5 },
      glass: [
        { wall: 2, offset: 0, length: 12 },
        { wall: 3, offset: 0, length: 4 },
        { wall: 1, offset: 0, length: 1.25 },
      ],
      modules: [
        { id: 'm1', kind: 'display', x: 0, y: 0, length: 6, rotated: false },
        { id: 'm2', kind: 'individual', x: 6, y: 0, length: 6, rotated: false },
      ],
      options: { rackingMaterial: 'metal', finishes: 'premium', region: 'average', cellarType: 'restaurant', cooling: 'ductless-split', door: 'glass' },
    },
  },
];
