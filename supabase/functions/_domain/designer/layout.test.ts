import { describe, expect, it } from 'vitest';
import { DEFAULT_BRIEF, type DesignBrief } from './brief.ts';
import { estimatePlan, planToEstimatorInputs } from './estimate.ts';
import { decodePlan } from './codec.ts';
import { encodePlan } from './link.ts';
import { designConcepts, type Concept } from './layout.ts';
import { doorSwing, footprint, overlaps } from './plan.ts';
import { parsePlan } from './schema.ts';

/** 10 × 8 ft, 9 ft ceiling, a 3 ft door in the middle of the south wall (wall 2 runs east to west: 3.5 ft from its start). */
const TEN_BY_EIGHT: DesignBrief = { ...DEFAULT_BRIEF, width: 10, depth: 8, height: 9, doorWall: 2, doorOffset: 3.5, doorWidth: 3, bottles: 800, growth: 'steady' };

function concepts(brief: DesignBrief): Concept[] {
  const result = designConcepts(brief);
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('; '));
  return result.concepts;
}
const byId = (list: Concept[], id: Concept['id']) => list.find((concept) => concept.id === id) as Concept;

describe('layout engine: worked examples', () => {
  it('10 × 8 ft, door south: the collector’s library holds 26 ft of individual racking, 2,104 bottles', () => {
    const library = byId(concepts(TEN_BY_EIGHT), 'library');
    // North wall, seen from the door, first: 10 ft. East wall below it: 8 − 1.25 = 6.75 ft.
    // South wall: the door swing takes x 3.5–6.5, the cooling unit 2 ft beside it (x 1.5–3.5),
    // leaving x 6.5–8.75 (2.25 ft, up to the east rack) and x 0–1.5. West wall between the north and south racks: 8 − 2 × 1.25 = 5.5 ft.
    expect(library.plan.modules.filter((module) => module.kind === 'individual').map((module) => module.length)).toEqual([10, 6.75, 2.25, 1.5, 5.5]);
    expect(library.runs).toEqual({ individual: 26 });
    // Individual racking at 9 ft: 72 a foot at 8 ft, in proportion above → 81 a foot, counted rack by rack in whole bottles:
    // 810 + 546.75 + 182.25 + 121.5 + 445.5 → 810 + 546 + 182 + 121 + 445.
    expect(library.figures.bottles).toBe(810 + 546 + 182 + 121 + 445);
    expect(library.plan.modules.find((module) => module.kind === 'cooling-unit')).toMatchObject({ x: 1.5, y: 6.5, length: 2, rotated: false });
  });

  it('10 × 8 ft: the showcase puts 10 ft of display on the north wall, bins on the sides and cases by the door', () => {
    const showcase = byId(concepts(TEN_BY_EIGHT), 'showcase');
    expect(showcase.runs).toEqual({ display: 10, 'diamond-bins': 13.5, 'case-storage': 2.25 });
    // Display 3 × 10 × 9 = 270; bins two racks of 3.7 × 6.75 × 9 = 224.775 → 224 each; cases 6 × 2.25 × 9 = 121.5 → 121.
    expect(showcase.figures.bottles).toBe(270 + 2 * 224 + 121);
    expect(showcase.hasTable).toBe(false);
  });

  it('10 × 8 ft: the balanced cellar has a 3.5 ft display in the middle of the north wall', () => {
    const balanced = byId(concepts(TEN_BY_EIGHT), 'balanced');
    const north = balanced.plan.modules.filter((module) => module.y === 0 && !module.rotated);
    expect(north.map((module) => [module.kind, module.x, module.length])).toEqual([
      ['individual', 0, 3.25],
      ['display', 3.25, 3.5],
      ['individual', 6.75, 3.25],
    ]);
    // Individual racks of 3.25, 3.25, 6.75 and 6.75 ft × 81 = 263.25, 263.25, 546.75, 546.75 → 263 + 263 + 546 + 546;
    // display 3 × 3.5 × 9 = 94.5 → 94; cases 6 × 2.25 × 9 = 121.5 → 121.
    expect(balanced.figures.bottles).toBe(263 + 263 + 546 + 546 + 94 + 121);
  });

  it('16 × 14 ft: room for a tasting table with chairs in the showcase', () => {
    const showcase = byId(concepts({ ...DEFAULT_BRIEF, width: 16, depth: 14 }), 'showcase');
    expect(showcase.hasTable).toBe(true);
    expect(showcase.plan.modules.find((module) => module.kind === 'tasting-table')).toMatchObject({ length: 5, rotated: false });
  });

  it('maps each concept to the estimator exactly as the designer does (same inputs, same figures)', () => {
    for (const concept of concepts(TEN_BY_EIGHT)) {
      const estimate = estimatePlan(concept.plan);
      expect(concept.figures.bottles).toBe(estimate.bottles);
      expect(concept.figures.cost).toEqual(estimate.cost?.total);
      expect(concept.figures.coolingBtuh).toBe(estimate.cost?.cooling.designBtuh);
      // Traditional wood: the style's priced options reach the estimator.
      expect(planToEstimatorInputs(concept.plan).cost).toMatchObject({ rackingMaterial: 'redwood-mahogany', door: 'solid-insulated', finishes: 'premium', cooling: 'ducted-split' });
    }
    const modern = concepts({ ...TEN_BY_EIGHT, style: 'modern' })[0] as Concept;
    expect(planToEstimatorInputs(modern.plan).cost).toMatchObject({ rackingMaterial: 'metal', door: 'glass', glass: 'door' });
  });
});

describe('layout engine: every concept is a plan the designer accepts', () => {
  const briefs: [string, DesignBrief][] = [
    ['10 × 8, door south', TEN_BY_EIGHT],
    ['12 × 10 default', DEFAULT_BRIEF],
    ['L-shape 14 × 12 less 4 × 3, door on the south wall', { ...DEFAULT_BRIEF, shape: 'l-shape', width: 14, depth: 12, cutWidth: 4, cutDepth: 3, doorWall: 4, doorOffset: 4, doorWidth: 3 }],
    ['L-shape, door on the inner north wall', { ...DEFAULT_BRIEF, shape: 'l-shape', width: 16, depth: 14, cutWidth: 6, cutDepth: 5, doorWall: 2, doorOffset: 1.5, doorWidth: 3 }],
    ['narrow 5 × 12, door in a corner', { ...DEFAULT_BRIEF, width: 5, depth: 12, doorWall: 2, doorOffset: 1, doorWidth: 3 }],
    ['40 × 40, door east', { ...DEFAULT_BRIEF, width: 40, depth: 40, height: 14, doorWall: 1, doorOffset: 18, doorWidth: 6 }],
    ['door at the very end of the west wall', { ...DEFAULT_BRIEF, doorWall: 3, doorOffset: 0, doorWidth: 3 }],
  ];

  it.each(briefs)('%s: parsePlan accepts each, nothing overlaps, the door swing is clear, and the link round-trips', (_name, brief) => {
    const list = concepts(brief);
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const concept of list) {
      expect(parsePlan(concept.plan)).toEqual({ ok: true, plan: concept.plan });
      const rects = concept.plan.modules.map(footprint);
      rects.forEach((rect, index) => rects.slice(index + 1).forEach((other) => expect(overlaps(rect, other)).toBe(false)));
      const swing = doorSwing(concept.plan.room, concept.plan.door);
      expect(swing).not.toBeNull();
      for (const rect of rects) expect(overlaps(rect, swing as NonNullable<typeof swing>)).toBe(false);
      expect(concept.plan.modules.filter((module) => module.kind === 'cooling-unit')).toHaveLength(1);
      const decoded = decodePlan(encodePlan(concept.plan));
      expect(decoded.ok && estimatePlan(decoded.plan).bottles).toBe(concept.figures.bottles);
    }
    expect(list.filter((concept) => concept.recommended)).toHaveLength(1);
  });

  it('keeps a 3 ft aisle between facing racks: a 5 ft wide room is racked on one long side only', () => {
    const library = byId(concepts({ ...DEFAULT_BRIEF, width: 5, depth: 12, doorWall: 2, doorOffset: 1, doorWidth: 3 }), 'library');
    const westOrEast = library.plan.modules.filter((module) => module.rotated && module.kind === 'individual');
    expect(westOrEast).toHaveLength(1);
  });

  it('is deterministic: the same brief gives the same concepts', () => {
    expect(JSON.stringify(designConcepts(DEFAULT_BRIEF))).toBe(JSON.stringify(designConcepts({ ...DEFAULT_BRIEF })));
  });
});

describe('layout engine: fit, advice and impossible briefs', () => {
  it('says plainly when the room cannot hold the collection, and what room would', () => {
    const result = designConcepts({ ...TEN_BY_EIGHT, bottles: 3000, growth: 'none' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.target).toBe(3000);
    expect(result.concepts.every((concept) => concept.collection === 'short')).toBe(true);
    expect(result.advice[0]).toMatch(/^This room cannot hold your collection with room to grow: the most any concept fits is 2,104 bottles, and you need 3,000\. A room of about \d+ ft × \d+ ft would hold [\d,]+ in the collector’s library layout\.$/);
    expect(result.concepts.find((concept) => concept.recommended)?.id).toBe('library');
  });

  it('says plainly when the budget cannot buy any concept', () => {
    const result = designConcepts({ ...TEN_BY_EIGHT, budget: 'under-25k' });
    expect(result.ok && result.advice.some((line) => line.startsWith('No concept fits under $25,000'))).toBe(true);
  });

  it('recommends the most display that holds the collection within budget', () => {
    const small = designConcepts({ ...DEFAULT_BRIEF, width: 16, depth: 14, bottles: 300, budget: 'over-200k' });
    expect(small.ok && small.concepts.find((concept) => concept.recommended)?.id).toBe('showcase');
  });

  it.each([
    ['zero width', { width: 0 }, 'width', "The room's width must be more than 0 ft"],
    ['negative depth', { depth: -4 }, 'depth', "The room's depth must be more than 0 ft"],
    ['a ceiling too low', { height: 5 }, 'height', 'The ceiling height must be 6–14 ft (5 ft given)'],
    ['a door wider than its wall', { width: 4, depth: 10, doorWall: 0, doorOffset: 0, doorWidth: 6 }, 'doorWidth', 'The door is 6 ft wide but the north wall is only 4 ft long'],
    ['a door past the end of its wall', { doorWall: 0, doorOffset: 11, doorWidth: 3 }, 'doorOffset', 'The door runs past the end of the north wall (12 ft long)'],
    ['a wall the room does not have', { doorWall: 5 }, 'doorWall', 'The door is on a wall this room does not have'],
    ['an L with too big a corner', { shape: 'l-shape', cutWidth: 8 }, 'cutWidth', "The L's cut-away corner must be 1 ft to half the room each way (up to 6 ft × 5 ft)"],
    ['a collection too big to estimate', { bottles: 60_000 }, 'bottles', 'The collection must be a whole number of bottles, 0–50,000'],
    ['a room with no wall free for racking', { width: 3, depth: 3, doorWall: 2, doorOffset: 0, doorWidth: 3 }, 'width', 'This 3 ft × 3 ft room has no wall free for racking'],
  ] as const)('refuses %s with a message on the field', (_name, change, field, message) => {
    const result = designConcepts({ ...DEFAULT_BRIEF, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.field).toBe(field);
    expect(result.problems[0]?.message).toContain(message);
  });
});
