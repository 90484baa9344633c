/**
 * The layout engine behind /ai-design: a brief (room, door, style,
 * collection, budget) in, two or three concept plans out. Each concept is a
 * plan of the designer's own model that `parsePlan` accepts, priced by the
 * one estimator; nothing here has prices or capacities of its own. (It uses
 * the plan's checks, not its zod schema, so the page loads no zod for it.) Pure and
 * deterministic (the same brief gives the same plans, in the same order), so
 * the browser and the ai-tools function give the same answer.
 *
 * How a concept is laid out (the racking, the cooling unit and the table) is
 * wall-layout.ts, which also answers what racking on a room's walls holds.
 */
import { formatNumber, formatUsdRange } from '../estimator/format.ts';
import { OPTION_LABELS } from '../estimator/options.ts';
import { BUDGET_LABELS, BUDGET_RANGE, DESIGN_STYLES, GROWTH_FACTOR, STYLE_OPTIONS, briefProblems, type BriefProblem, type DesignBrief, type DesignStyle } from './brief.ts';
import { estimatePlan } from './estimate.ts';
import { feet, planProblems, type Plan, type RackKind } from './plan.ts';
import { CONCEPT_IDS, RECIPES, TABLE_CLEARANCE_FT, AISLE_FT, layOut, type ConceptId, type Laid } from './wall-layout.ts';

const r3 = (value: number) => Math.round(value * 1000) / 1000;

export { AISLE_FT, CONCEPT_IDS, RECIPES, TABLE_CLEARANCE_FT, seenWall, styleOptions, type ConceptId } from './wall-layout.ts';

// ---------------------------------------------------------------- concepts

export interface ConceptFigures {
  bottles: number;
  cost: { low: number; high: number };
  coolingBtuh: number;
  unitBtuh: number;
}

export type CollectionFit = 'fits' | 'short';
export type BudgetFit = 'within' | 'stretch' | 'over';

export interface Concept {
  id: ConceptId;
  name: string;
  idea: string;
  plan: Plan;
  figures: ConceptFigures;
  /** Racking length by kind, ft. */
  runs: Partial<Record<RackKind, number>>;
  hasTable: boolean;
  collection: CollectionFit;
  budget: BudgetFit;
  /** What this concept gives up, and what it gains, in plain words with its figures. */
  tradeOffs: string[];
  recommended: boolean;
}

export type DesignResult =
  | {
      ok: true;
      /** Bottles to make room for: the collection with its growth. */
      target: number;
      concepts: Concept[];
      /** Said plainly when no concept holds the collection or fits the budget, with what would. */
      advice: string[];
    }
  | { ok: false; problems: BriefProblem[] };

function runsOf(plan: Plan): Partial<Record<RackKind, number>> {
  const runs: Partial<Record<RackKind, number>> = {};
  for (const module of plan.modules) {
    if (module.kind !== 'tasting-table' && module.kind !== 'cooling-unit') runs[module.kind] = r3((runs[module.kind] ?? 0) + module.length);
  }
  return runs;
}

function figuresOf(plan: Plan): ConceptFigures | null {
  const estimate = estimatePlan(plan);
  if (!estimate.cost) return null;
  return {
    bottles: estimate.bottles,
    cost: { low: estimate.cost.total.low, high: estimate.cost.total.high },
    coolingBtuh: estimate.cost.cooling.designBtuh,
    unitBtuh: estimate.cost.cooling.recommendedBtuh,
  };
}

function budgetFit(cost: { low: number; high: number }, brief: DesignBrief): BudgetFit {
  const { max } = BUDGET_RANGE[brief.budget];
  if (cost.high <= max) return 'within';
  return cost.low <= max ? 'stretch' : 'over';
}

const sameLayout = (a: Plan, b: Plan) => JSON.stringify(a.modules.map(({ id: _id, ...rest }) => rest)) === JSON.stringify(b.modules.map(({ id: _id, ...rest }) => rest));

function tradeOffs(id: ConceptId, laid: Laid, figures: ConceptFigures, runs: Partial<Record<RackKind, number>>, most: number): string[] {
  const seen = laid.seen.name;
  const fewer = most - figures.bottles;
  const lines: string[] = [];
  if (id === 'library') {
    lines.push(`The most bottles of the three: ${formatNumber(figures.bottles)}, all in individual racking you can reach one by one.`);
    lines.push('Bottles are stored neck-out, so labels are not on show, and there is no room set aside for a table.');
  } else if (id === 'balanced') {
    lines.push(`A ${feet(runs.display ?? 0)} display section faces you on the ${seen}; ${formatNumber(fewer)} fewer bottles than the collector’s library.`);
    if (runs['case-storage']) lines.push(`${feet(runs['case-storage'])} of case storage by the door takes wine as it arrives, still boxed.`);
  } else {
    lines.push(`Display rows on the ${seen} put labels forward where they are seen first; ${formatNumber(fewer)} fewer bottles than the collector’s library.`);
    lines.push('Diamond bins and cases hold bulk wine by the bin or case, not one bottle at a time.');
    lines.push(laid.hasTable ? 'A tasting table with room for chairs sits in the middle of the floor.' : `No tasting table: the open floor is too small for one with ${feet(TABLE_CLEARANCE_FT)} clear all round.`);
  }
  if (!laid.hasCooling) lines.push('No wall had 2 ft free for the cooling unit, so this is priced as a passive cellar; a ceiling-mounted or ducted system would be needed.');
  return lines;
}

const roomLabel = (brief: DesignBrief) => `${feet(brief.width)} × ${feet(brief.depth)}`;

/** Runs the collector's library on bigger rooms until one holds `target` bottles: what to say when this room cannot. */
function roomThatHolds(brief: DesignBrief, target: number): { width: number; depth: number; bottles: number } | null {
  for (let grow = 1; grow <= 40; grow += 1) {
    const width = Math.min(40, brief.width + grow);
    const depth = Math.min(40, brief.depth + grow);
    const bigger = { ...brief, width, depth, cutWidth: brief.cutWidth, cutDepth: brief.cutDepth };
    if (briefProblems(bigger).length > 0) continue;
    const figures = figuresOf(layOut(bigger, RECIPES.library).plan);
    if (figures && figures.bottles >= target) return { width, depth, bottles: figures.bottles };
    if (width === 40 && depth === 40) return null;
  }
  return null;
}

function cheapestStyle(brief: DesignBrief, id: ConceptId): { style: DesignStyle; cost: { low: number; high: number } } | null {
  let best: { style: DesignStyle; cost: { low: number; high: number } } | null = null;
  for (const style of DESIGN_STYLES) {
    if (style === brief.style) continue;
    const figures = figuresOf(layOut({ ...brief, style }, RECIPES[id]).plan);
    if (figures && (!best || figures.cost.high < best.cost.high)) best = { style, cost: figures.cost };
  }
  return best;
}

function advise(brief: DesignBrief, target: number, concepts: Concept[]): string[] {
  const advice: string[] = [];
  const most = Math.max(...concepts.map((concept) => concept.figures.bottles));
  if (most < target) {
    const bigger = roomThatHolds(brief, target);
    advice.push(
      `This room cannot hold your collection with room to grow: the most any concept fits is ${formatNumber(most)} bottles, and you need ${formatNumber(target)}. ` +
        (bigger
          ? `A room of about ${feet(bigger.width)} × ${feet(bigger.depth)} would hold ${formatNumber(bigger.bottles)} in the collector’s library layout.`
          : 'No single room of up to 40 × 40 ft holds that many on its walls; plan freestanding racking runs or a second room.'),
    );
  }
  if (concepts.every((concept) => concept.budget === 'over')) {
    const cheapest = concepts.reduce((a, b) => (b.figures.cost.high < a.figures.cost.high ? b : a));
    const other = cheapestStyle(brief, cheapest.id);
    const range = BUDGET_RANGE[brief.budget];
    let line = `No concept fits ${BUDGET_LABELS[brief.budget].toLowerCase()}: the least expensive, the ${cheapest.name.toLowerCase()}, is ${formatUsdRange(cheapest.figures.cost.low, cheapest.figures.cost.high)} in the ${STYLE_OPTIONS[brief.style].label.toLowerCase()} style.`;
    if (other && other.cost.low <= range.max) {
      line += ` In the ${STYLE_OPTIONS[other.style].label.toLowerCase()} style (${STYLE_OPTIONS[other.style].says}) it would be ${formatUsdRange(other.cost.low, other.cost.high)}.`;
    } else {
      line += ' A smaller room, or standard finishes in a lower-cost region, is what brings a cellar into that budget.';
    }
    advice.push(line);
  }
  return advice;
}

/** Which concept to suggest: the most display that still holds the collection within budget; else the one that comes closest. */
function recommend(concepts: Concept[]): ConceptId | null {
  const preference: ConceptId[] = ['showcase', 'balanced', 'library'];
  const byId = (id: ConceptId) => concepts.find((concept) => concept.id === id);
  for (const budgets of [['within'], ['within', 'stretch']] as BudgetFit[][]) {
    const pick = preference.map(byId).find((concept) => concept && concept.collection === 'fits' && budgets.includes(concept.budget));
    if (pick) return pick.id;
  }
  const fitting = concepts.filter((concept) => concept.collection === 'fits');
  if (fitting.length > 0) return fitting.reduce((a, b) => (b.figures.cost.high < a.figures.cost.high ? b : a)).id;
  return concepts.reduce((a, b) => (b.figures.bottles > a.figures.bottles ? b : a)).id;
}

/** The sizes a brief is read at: three decimals, as a link writes them. */
const tidy = (brief: DesignBrief): DesignBrief => ({
  ...brief,
  width: r3(brief.width),
  depth: r3(brief.depth),
  height: r3(brief.height),
  cutWidth: r3(brief.cutWidth),
  cutDepth: r3(brief.cutDepth),
  doorOffset: r3(brief.doorOffset),
  doorWidth: r3(brief.doorWidth),
});

/** The brief → two or three concept plans with their figures, or every reason the brief is impossible. */
export function designConcepts(input: DesignBrief): DesignResult {
  const brief = tidy(input);
  const problems = briefProblems(brief);
  if (problems.length > 0) return { ok: false, problems };
  const target = Math.ceil(brief.bottles * GROWTH_FACTOR[brief.growth]);
  const laidOut = CONCEPT_IDS.map((id) => ({ id, laid: layOut(brief, RECIPES[id]) }));
  const kept: { id: ConceptId; laid: Laid; figures: ConceptFigures }[] = [];
  for (const { id, laid } of laidOut) {
    const figures = figuresOf(laid.plan);
    // A concept with no racking, one the plan's checks refuse, or one the same as another is not worth showing.
    if (!figures || planProblems(laid.plan).length > 0 || kept.some((other) => sameLayout(other.laid.plan, laid.plan))) continue;
    kept.push({ id, laid, figures });
  }
  if (kept.length === 0) {
    return {
      ok: false,
      problems: [
        {
          field: 'width',
          message: `This ${roomLabel(brief)} room has no wall free for racking once the door’s swing and a ${feet(AISLE_FT)} aisle are kept clear: make the room larger or move the door.`,
        },
      ],
    };
  }
  const most = Math.max(...kept.map((concept) => concept.figures.bottles));
  const concepts: Concept[] = kept.map(({ id, laid, figures }) => {
    const runs = runsOf(laid.plan);
    return {
      id,
      name: RECIPES[id].name,
      idea: RECIPES[id].idea,
      plan: laid.plan,
      figures,
      runs,
      hasTable: laid.hasTable,
      collection: figures.bottles >= target ? 'fits' : 'short',
      budget: budgetFit(figures.cost, brief),
      tradeOffs: tradeOffs(id, laid, figures, runs, most),
      recommended: false,
    };
  });
  const pick = recommend(concepts);
  for (const concept of concepts) concept.recommended = concept.id === pick;
  return { ok: true, target, concepts, advice: advise(brief, target, concepts) };
}

/** The style in words, for a concept's card and the model's facts. */
export const styleText = (brief: Pick<DesignBrief, 'style'>) => `${STYLE_OPTIONS[brief.style].label}: ${STYLE_OPTIONS[brief.style].says}`;
export const racksText = (runs: Partial<Record<RackKind, number>>) =>
  (Object.entries(runs) as [RackKind, number][]).map(([kind, length]) => `${feet(length)} of ${OPTION_LABELS.rackingStyle[kind].toLowerCase()}`).join(', ');
