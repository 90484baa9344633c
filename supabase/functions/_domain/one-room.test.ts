/**
 * One room through every surface that sizes it: a collector's 12 × 10 ft
 * room with a 9 ft ceiling, who owns 1,200 bottles. Each surface must give
 * the same answer to the same question, or say in words why its question is
 * a different one (racking on the walls against the sizing rule, a glass
 * door against a solid one). docs/estimator.md, "One room, one answer",
 * lists the questions and the rule behind each.
 */
import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from '../../../scripts/knowledge/build.ts';
import { buildCellarModel } from '@/features/cellar-design/cellar-3d/model.ts';
import { costOutput } from '@/features/calculators/lib/cost-spec.ts';
import { quoteHref, readQuotePrefill } from '@/lib/quote-prefill.ts';
import { DEFAULT_BRIEF } from './designer/brief.ts';
import { estimatePlan } from './designer/estimate.ts';
import { designConcepts } from './designer/layout.ts';
import { STARTER_PLAN, type Plan } from './designer/plan.ts';
import { wallRacking } from './designer/wall-layout.ts';
import { estimateCapacity, rackRunBottles } from './estimator/capacity.ts';
import { estimatorConfig } from './estimator/config.ts';
import { estimateCoolingLoad, estimateCoolingLoadSimple } from './estimator/cooling.ts';
import { COOLING_LOAD_DEFAULTS, COOLING_SIMPLE_DEFAULTS } from './estimator/cooling-defaults.ts';
import { estimateCost } from './estimator/cost.ts';
import { CAPACITY_DEFAULTS, COST_DEFAULTS } from './estimator/defaults.ts';
import { formatNumber } from './estimator/format.ts';
import { costInputSchema, decodeCostParams, encodeCostParams } from './estimator/schemas.ts';
import { createOfflineExpert } from './expert/offline-expert.ts';
import { createKnowledgeSearch } from './knowledge/search.ts';
import { buildProposal } from './proposal/proposal.ts';

const ROOM = { length: 12, width: 10, height: 9 } as const;
const OWNED = 1200;
const byRoom = { ...COST_DEFAULTS, sizeBy: 'room' as const, ...ROOM };

/** What the room's walls hold in a style, piece by piece, as the designer lays them out. */
function wallBottles(style: 'individual' | 'mixed'): number {
  const layout = wallRacking(ROOM.length, ROOM.width, ROOM.height);
  return layout.pieces.reduce((sum, piece) => sum + rackRunBottles(piece.lengthFt, ROOM.height, style), 0);
}

const concepts = designConcepts({ ...DEFAULT_BRIEF, width: ROOM.length, depth: ROOM.width, height: ROOM.height, doorWall: 2, doorOffset: 4.5, doorWidth: 3, bottles: OWNED });
const library = concepts.ok ? concepts.concepts.find((concept) => concept.id === 'library') : undefined;

describe('one room, one answer: how many bottles racking on its walls holds', () => {
  const individual = wallBottles('individual');

  it('the cost calculator by room counts the walls as the designer lays them out, in its racking style', () => {
    const estimate = estimateCost({ ...byRoom, rackingStyle: 'individual' });
    expect(estimate.bottles).toBe(individual);
    expect(estimate.room.holds).toMatchObject({ basis: 'walls', wallBottles: individual });
    // The default style (mixed) counts the same walls at its own density, and names the individual figure beside it.
    const mixed = estimateCost(byRoom);
    expect(mixed.bottles).toBe(wallBottles('mixed'));
    expect(mixed.room.holds.text).toContain(`${formatNumber(individual)} in individual racking`);
    expect(mixed.assumptions.join(' ')).toContain(mixed.room.holds.text);
  });

  it('/ai-design’s collector’s library holds the same, and so does its plan in the designer and in 3D', () => {
    expect(library).toBeDefined();
    const plan = library!.plan;
    expect(library!.figures.bottles).toBe(individual);
    expect(estimatePlan(plan).bottles).toBe(individual);
    expect(buildCellarModel(plan).bottles).toBe(individual);
  });

  it('the designer and 3D agree on a plan of the visitor’s own, rack by rack', () => {
    // Two 8.75 ft runs: 708.75 bottles each, so adding lengths before counting would give one bottle more.
    const own: Plan = {
      ...STARTER_PLAN,
      room: { ...STARTER_PLAN.room, width: 12, depth: 10, height: 9 },
      modules: [
        { id: 'm1', kind: 'individual', x: 0, y: 0, length: 8.75, rotated: false },
        { id: 'm2', kind: 'individual', x: 0, y: 1.25, length: 8.75, rotated: true },
        { id: 'm3', kind: 'diamond-bins', x: 10.75, y: 1.5, length: 5.1, rotated: true },
      ],
    };
    const model = buildCellarModel(own);
    expect(model.bottles).toBe(estimatePlan(own).bottles);
    expect(model.racks.reduce((sum, rack) => sum + rack.bottles, 0)).toBe(estimatePlan(own).bottles);
  });

  it('the capacity calculator given those walls says the same', () => {
    const layout = wallRacking(ROOM.length, ROOM.width, ROOM.height);
    const capacity = estimateCapacity({ ...CAPACITY_DEFAULTS, style: 'individual', ceilingHeight: ROOM.height, walls: layout.pieces.map((piece) => ({ length: piece.lengthFt })) });
    expect(capacity.nominalBottles).toBe(individual);
  });

  it('the chat’s built-in expert answers the same for the room, with the walls it counted', async () => {
    const expert = createOfflineExpert(createKnowledgeSearch(await buildKnowledgeIndex()));
    const answer = expert.answer([{ role: 'user', content: 'How many bottles fit in a 12 x 10 ft cellar with a 9 ft ceiling?' }]);
    expect(answer.content).toContain(`**${formatNumber(individual)}** |`);
    expect(answer.content).toContain('as our designer lays it out');
  }, 60_000);
});

describe('one room, one answer: the visitor’s own bottle count', () => {
  it('is kept as given by the cost calculator’s room mode, and flows to the quote, the lead and the proposal unchanged', () => {
    const values = costInputSchema.parse({ sizeBy: 'room', ...ROOM, roomBottles: OWNED });
    const estimate = estimateCost(values);
    expect(estimate.bottles).toBe(OWNED);
    expect(estimate.room.holds.basis).toBe('given');
    expect(estimate.summary).toContain(`${formatNumber(OWNED)}-bottle`);
    // The calculator's "Get a quote with this" and the link the quote carries.
    const link = `/calculators/cost?${encodeCostParams(values).toString()}`;
    const output = costOutput(estimate, link);
    expect(output.quote?.capacityBottles).toBe(OWNED);
    const prefill = readQuotePrefill(new URLSearchParams(quoteHref({ capacityBottles: output.quote?.capacityBottles, calculation: { kind: 'cost', title: 'x', summary: 'y', link, inputs: {} } }).split('?')[1]));
    expect(prefill.capacityBottles).toBe(OWNED);
    // The proposal builder prices the attached estimate's inputs, read back from its link.
    const inputs = decodeCostParams(new URLSearchParams(link.split('?')[1]));
    expect(buildProposal({ inputs, pricePoint: 'mid', upgrades: [] }).bottles).toBe(OWNED);
  });

  it('a count the calculator worked out is not passed off as the visitor’s', () => {
    const estimate = estimateCost(byRoom);
    expect(costOutput(estimate, '/calculators/cost').quote?.capacityBottles).toBeUndefined();
  });
});

describe('one room, one answer: the cooling it needs', () => {
  const climate = (glass: 'none' | 'door') => estimateCoolingLoadSimple({ ...COOLING_SIMPLE_DEFAULTS, ...ROOM, glass });

  it('the cost calculator sizes the climate calculator’s load for its glass door', () => {
    expect(estimateCost(byRoom).cooling.designBtuh).toBeCloseTo(climate('door').designBtuh, 6);
    expect(estimateCost({ ...byRoom, glass: 'none', door: 'solid-insulated' }).cooling.designBtuh).toBeCloseTo(climate('none').designBtuh, 6);
  });

  it('/ai-design’s traditional concept (a solid door) sizes the climate calculator’s load without glass', () => {
    expect(library!.figures.coolingBtuh).toBeCloseTo(climate('none').designBtuh, 6);
  });

  it('the chat’s figure is the climate calculator’s for the same room, and it says the door it assumed', async () => {
    const expert = createOfflineExpert(createKnowledgeSearch(await buildKnowledgeIndex()));
    const answer = expert.answer([{ role: 'user', content: 'What size cooling unit do I need for a 12 x 10 x 9 ft cellar?' }]);
    expect(answer.content).toContain(`| **Capacity to buy** | **${formatNumber(climate('none').designBtuh)}** |`);
    expect(answer.content).toContain('A solid insulated door is counted as part of the walls.');
  }, 60_000);
});

describe('one room, one answer: one ceiling default', () => {
  it('every surface that needs a ceiling and is not given one takes the same', () => {
    const ceiling = estimatorConfig.defaults.ceilingFt.value;
    expect(estimateCost({ ...COST_DEFAULTS, sizeBy: 'room', length: 12, width: 10 }).room.heightFt).toBe(ceiling);
    expect(estimateCost({ ...COST_DEFAULTS, sizeBy: 'bottles', bottles: OWNED }).room.heightFt).toBe(ceiling);
    expect(estimateCapacity({ ...CAPACITY_DEFAULTS }).rackHeightFt).toBe(ceiling - estimatorConfig.capacity.rackingClearanceFt.value);
    expect(estimateCoolingLoadSimple({ ...COOLING_SIMPLE_DEFAULTS, length: 12, width: 10 }).infiltration.volumeCuft).toBe(12 * 10 * ceiling);
    const detailed = estimateCoolingLoad({ ...COOLING_LOAD_DEFAULTS, surfaces: [{ kind: 'floor', label: 'Floor', area: 80, rValue: 10, outsideTemp: 65 }] });
    expect(detailed.infiltration.volumeCuft).toBe(80 * ceiling);
    expect(STARTER_PLAN.room.height).toBe(ceiling);
    expect(DEFAULT_BRIEF.height).toBe(ceiling);
  });
});
