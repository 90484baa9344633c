/**
 * A proposal from the estimator (docs/ai-tools.md, "Proposal builder"): the
 * estimate's own line items priced at one point of their range, optional
 * upgrades priced as the estimator's difference, the 8–12 week timeline and
 * the warranties from the business config, and a payment schedule whose
 * amounts add up to the total to the dollar. Pure: the browser previews it
 * and the proposals function rebuilds it before storing, so a stored total is
 * always the estimator's.
 */
import { business } from '../business.ts';
import { estimateCost, type CostEstimate } from '../estimator/cost.ts';
import { OPTION_LABELS, type CostLineKey } from '../estimator/options.ts';
import type { CostValues } from '../estimator/schemas.ts';
import { PAYMENT_PLAN } from './payment-plan.ts';

export const PRICE_POINTS = ['low', 'mid', 'high'] as const;
export type PricePoint = (typeof PRICE_POINTS)[number];

export const PRICE_POINT_LABELS: Record<PricePoint, string> = {
  low: 'Low end of the estimate',
  mid: 'Middle of the estimate',
  high: 'High end of the estimate',
};

const POSITION: Record<PricePoint, number> = { low: 0, mid: 0.5, high: 1 };

/** An upgrade the client may take or leave: a change to the estimator's inputs, offered only where it changes something. */
interface UpgradeDefinition {
  label: string;
  describe: (values: CostValues) => string;
  apply: (values: CostValues) => CostValues | null;
}

export const UPGRADE_KEYS = ['ductless-cooling', 'custom-racking', 'finish-upgrade', 'glass-door'] as const;
export type UpgradeKey = (typeof UPGRADE_KEYS)[number];

const NEXT_FINISH = { standard: 'premium', premium: 'luxury', luxury: null } as const;

const UPGRADES: Record<UpgradeKey, UpgradeDefinition> = {
  'ductless-cooling': {
    label: 'Ductless split cooling',
    describe: (v) => `A quiet ductless split system instead of ${OPTION_LABELS.coolingSystem[v.cooling].toLowerCase()}, the compressor outside the cellar.`,
    apply: (v) => (v.cooling === 'ductless-split' || v.cooling === 'ducted-split' ? null : { ...v, cooling: 'ductless-split' }),
  },
  'custom-racking': {
    label: 'Custom redwood or mahogany racking',
    describe: () => 'Racking built to the room in redwood or mahogany instead of a stock pine kit.',
    apply: (v) => (v.rackingMaterial === 'pine' ? { ...v, rackingMaterial: 'redwood-mahogany' } : null),
  },
  'finish-upgrade': {
    label: 'Finish upgrade',
    describe: (v) => {
      const next = NEXT_FINISH[v.finishes];
      return next ? `${OPTION_LABELS.finishes[next]} walls, floor and lighting instead of ${OPTION_LABELS.finishes[v.finishes].toLowerCase()}.` : '';
    },
    apply: (v) => {
      const next = NEXT_FINISH[v.finishes];
      return next ? { ...v, finishes: next } : null;
    },
  },
  'glass-door': {
    label: 'Glass cellar door',
    describe: () => 'A sealed, insulated glass door, so the collection shows from the room outside.',
    apply: (v) => (v.glass === 'none' && v.door === 'solid-insulated' ? { ...v, door: 'glass' } : null),
  },
};

export interface ProposalLine {
  key: CostLineKey;
  label: string;
  basis: string;
  amount: number;
  /** The estimator's range for the line, which `amount` sits in. */
  low: number;
  high: number;
}

export interface ProposalUpgrade {
  key: UpgradeKey;
  label: string;
  description: string;
  included: boolean;
  /** What taking it adds (or, when included, what leaving it out would save). */
  amount: number;
}

export interface Payment {
  label: string;
  due: string;
  percent: number;
  amount: number;
}

export interface TimelinePhase {
  label: string;
  minWeeks: number;
  maxWeeks: number;
}

export interface Warranty {
  covers: string;
  term: string;
}

/** What the admin chooses; everything else follows from it. */
export interface ProposalChoices {
  /** Validated estimator inputs of the base project (before upgrades). */
  inputs: CostValues;
  pricePoint: PricePoint;
  upgrades: UpgradeKey[];
}

export interface Proposal {
  pricePoint: PricePoint;
  bottles: number;
  summary: string;
  lines: ProposalLine[];
  upgrades: ProposalUpgrade[];
  total: number;
  /** The estimator's range for the project as proposed (with the upgrades taken). */
  estimate: { low: number; high: number };
  timeline: { minWeeks: number; maxWeeks: number; phases: TimelinePhase[] };
  warranties: Warranty[];
  payments: Payment[];
  assumptions: string[];
}

/**
 * A line's basis as the client reads it. The estimator prices labor and
 * design as shares of the other lines (docs/estimator.md); that is how the
 * business prices, not what the client pays for, so the client's page and PDF
 * say what the work is and let the price column carry the figure. Derived from
 * the stored line rather than stored beside it, so versions sent before this
 * wording read the same way.
 */
export function clientBasis(line: Pick<ProposalLine, 'key' | 'basis'>): string {
  if (line.key === 'labour') {
    const oversight = /supervision\s*$/.test(line.basis) ? 'supervision' : 'project management';
    return `Installation of the racking, insulated walls and ceiling, door, floor and lighting, with ${oversight} through construction`;
  }
  if (line.key === 'design') return 'Drawings, cooling load calculation and specification';
  return line.basis;
}

/** The point `t` of a line's range, to the $100 the estimator rounds its lines to. */
const pointOf = (low: number, high: number, t: number) => Math.round((low + (high - low) * t) / 100) * 100;

function priced(estimate: CostEstimate, point: PricePoint): { lines: ProposalLine[]; total: number } {
  const t = POSITION[point];
  const lines = estimate.lines.map((line) => ({ key: line.key, label: line.label, basis: line.basis, low: line.low, high: line.high, amount: pointOf(line.low, line.high, t) }));
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** The inputs with a set of upgrades applied, in a fixed order so the result does not depend on the order chosen. */
export function applyUpgrades(inputs: CostValues, upgrades: readonly UpgradeKey[]): CostValues {
  let values = inputs;
  for (const key of UPGRADE_KEYS) if (upgrades.includes(key)) values = UPGRADES[key].apply(values) ?? values;
  return values;
}

/** The upgrades that change this project. */
export const availableUpgrades = (inputs: CostValues): UpgradeKey[] => UPGRADE_KEYS.filter((key) => UPGRADES[key].apply(inputs) !== null);

export function paymentSchedule(total: number): Payment[] {
  let left = total;
  return PAYMENT_PLAN.map((step, index) => {
    const amount = index === PAYMENT_PLAN.length - 1 ? left : Math.round((total * step.percent) / 100);
    left -= amount;
    return { ...step, amount };
  });
}

/** Phases whose shortest and longest add up to the business's 8–12 weeks (a test holds them to it). */
export function timelinePhases(): TimelinePhase[] {
  const { constructionWeeksMin: min, constructionWeeksMax: max } = business.timeline;
  const design = { min: 2, max: 3 };
  const commissioning = { min: 1, max: 2 };
  return [
    { label: 'Final design, approvals and ordering', minWeeks: design.min, maxWeeks: design.max },
    { label: 'Construction: framing, insulation, vapor barrier, finishes', minWeeks: min - design.min - commissioning.min, maxWeeks: max - design.max - commissioning.max },
    { label: 'Cooling, racking and lighting installed; commissioning', minWeeks: commissioning.min, maxWeeks: commissioning.max },
  ];
}

export function warranties(): Warranty[] {
  const w = business.warranties;
  return [
    { covers: 'Construction (framing, insulation, vapor barrier, finishes)', term: `${w.constructionYears} years` },
    { covers: 'Climate systems (cooling unit and controls)', term: `${w.climateSystemsYears} years` },
    { covers: 'Racking', term: w.racking === 'lifetime' ? 'Lifetime' : String(w.racking) },
  ];
}

export function buildProposal(choices: ProposalChoices): Proposal {
  const taken = UPGRADE_KEYS.filter((key) => choices.upgrades.includes(key) && UPGRADES[key].apply(choices.inputs) !== null);
  const estimate = estimateCost(applyUpgrades(choices.inputs, taken));
  const { lines, total } = priced(estimate, choices.pricePoint);
  const totalWith = (keys: UpgradeKey[]) => priced(estimateCost(applyUpgrades(choices.inputs, keys)), choices.pricePoint).total;
  const upgrades = availableUpgrades(choices.inputs).map((key): ProposalUpgrade => {
    const included = taken.includes(key);
    const amount = included ? total - totalWith(taken.filter((k) => k !== key)) : totalWith([...taken, key]) - total;
    return { key, label: UPGRADES[key].label, description: UPGRADES[key].describe(choices.inputs), included, amount };
  });
  const phases = timelinePhases();
  return {
    pricePoint: choices.pricePoint,
    bottles: estimate.bottles,
    summary: estimate.summary,
    lines,
    upgrades,
    total,
    estimate: estimate.total,
    timeline: { minWeeks: business.timeline.constructionWeeksMin, maxWeeks: business.timeline.constructionWeeksMax, phases },
    warranties: warranties(),
    payments: paymentSchedule(total),
    assumptions: estimate.assumptions,
  };
}
