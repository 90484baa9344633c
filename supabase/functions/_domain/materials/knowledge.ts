/**
 * What the identifier knows: the materials found in cellar racking and walls,
 * what a visitor can observe of each, and how each fares at about 55°F and
 * 50–70% RH. Written here; the basis of every suitability verdict is named
 * in `basis` (a source, or "assumption" when it is our judgement).
 */
import type { RackingMaterial } from '../estimator/options.ts';
import type { AnswerOf, QuestionKey } from './questions.ts';

export type Verdict = 'suited' | 'conditional' | 'unsuited';

/** For each question, the answers typical of the material and those merely possible; any other answer counts against it. */
export type Traits = { [Q in QuestionKey]: { typical: readonly AnswerOf<Q>[]; possible?: readonly AnswerOf<Q>[] } };

export interface Material {
  id: string;
  name: string;
  traits: Traits;
  verdict: Verdict;
  /** Why, at 55°F and 50–70% RH. */
  why: string;
  action: string;
  basis: string;
  /** The estimator's racking material it is priced as, when it has one. */
  estimator?: RackingMaterial;
  /** Its scent can reach the wine through the cork. */
  corkRisk?: boolean;
}

const WOOD_HANDBOOK = 'USDA Forest Products Laboratory, Wood Handbook (FPL-GTR-190, 2010), ch. 14: heartwood decay resistance groups';
const WOOD_TOUCH = { typical: ['warm'] } as const;
const RACKING = { typical: ['racking'] } as const;
const WOOD_FINISHES = { typical: ['bare', 'oiled'], possible: ['varnished'] } as const;

export const MATERIALS: readonly Material[] = [
  {
    id: 'redwood',
    name: 'All-heart redwood',
    traits: { where: RACKING, colour: { typical: ['reddish'], possible: ['golden'] }, grain: { typical: ['straight'] }, weight: { typical: ['light'], possible: ['medium'] }, touch: WOOD_TOUCH, scent: { typical: ['none'] }, finish: WOOD_FINISHES },
    verdict: 'suited',
    why: 'Redwood heartwood resists decay and mould in damp air, stays stable as humidity moves, and has almost no scent.',
    action: 'Leave it bare or oiled; wipe off any mould spots and keep air moving behind the racks.',
    basis: `${WOOD_HANDBOOK} (redwood: resistant or very resistant)`,
    estimator: 'redwood-mahogany',
  },
  {
    id: 'mahogany',
    name: 'Mahogany',
    traits: { where: RACKING, colour: { typical: ['reddish'], possible: ['dark'] }, grain: { typical: ['straight', 'open'] }, weight: { typical: ['medium'] }, touch: WOOD_TOUCH, scent: { typical: ['none'] }, finish: { typical: ['oiled', 'varnished'], possible: ['bare'] } },
    verdict: 'suited',
    why: 'Genuine mahogany heartwood resists decay and barely moves with humidity; it carries no scent to the wine.',
    action: 'Keep it as it is. If it is stained or varnished, the finish is cured long since unless it still smells.',
    basis: `${WOOD_HANDBOOK} (mahogany: resistant; African mahogany is rated lower)`,
    estimator: 'redwood-mahogany',
  },
  {
    id: 'pine',
    name: 'Pine',
    traits: { where: RACKING, colour: { typical: ['pale'], possible: ['golden'] }, grain: { typical: ['knots'], possible: ['straight'] }, weight: { typical: ['light'] }, touch: WOOD_TOUCH, scent: { typical: ['resinous'], possible: ['none'] }, finish: { typical: ['bare'], possible: ['varnished', 'painted'] } },
    verdict: 'conditional',
    why: 'Pine is not decay resistant: in 60–70% humidity bare pine can grow mould, and fresh pine’s resin smell is strong in a closed room.',
    action: 'Fine for a few years if the room stays under 70% RH: seal it with a low-VOC water-based finish, or plan to replace it with a decay-resistant wood.',
    basis: `${WOOD_HANDBOOK} (pines: slightly or nonresistant, except old-growth heartwood)`,
    estimator: 'pine',
  },
  {
    id: 'walnut',
    name: 'Black walnut',
    traits: { where: RACKING, colour: { typical: ['dark'] }, grain: { typical: ['straight', 'open'] }, weight: { typical: ['medium', 'heavy'] }, touch: WOOD_TOUCH, scent: { typical: ['none'] }, finish: { typical: ['oiled', 'varnished'] } },
    verdict: 'suited',
    why: 'Walnut heartwood resists decay and is stable once dry; it has no scent that carries.',
    action: 'Keep it. An oiled finish can be renewed with a food-safe oil; avoid solvent finishes in a loaded cellar.',
    basis: `${WOOD_HANDBOOK} (black walnut: resistant or very resistant)`,
    estimator: 'walnut',
  },
  {
    id: 'white-oak',
    name: 'White oak',
    traits: { where: RACKING, colour: { typical: ['golden'], possible: ['pale'] }, grain: { typical: ['open'] }, weight: { typical: ['heavy'] }, touch: WOOD_TOUCH, scent: { typical: ['none'] }, finish: WOOD_FINISHES },
    verdict: 'suited',
    why: 'White oak heartwood resists decay (it is the barrel wood) and takes humidity well; its faint smell does not carry through a cork.',
    action: 'Keep it. Heavy oak racking needs sound fixings: check them once a year.',
    basis: `${WOOD_HANDBOOK} (white oak: resistant or very resistant)`,
  },
  {
    id: 'cherry',
    name: 'Black cherry',
    traits: { where: RACKING, colour: { typical: ['reddish'], possible: ['golden'] }, grain: { typical: ['straight'] }, weight: { typical: ['medium'] }, touch: WOOD_TOUCH, scent: { typical: ['none'] }, finish: { typical: ['oiled', 'varnished'] } },
    verdict: 'suited',
    why: 'Cherry heartwood resists decay and stays stable at cellar humidity; it has no scent that carries.',
    action: 'Keep it. It darkens with light, which a cellar keeps out anyway.',
    basis: `${WOOD_HANDBOOK} (black cherry: resistant or very resistant)`,
  },
  {
    id: 'cedar',
    name: 'Cedar (aromatic or western red)',
    traits: { where: { typical: ['racking', 'wall'] }, colour: { typical: ['reddish'], possible: ['golden'] }, grain: { typical: ['straight'], possible: ['knots'] }, weight: { typical: ['light'] }, touch: WOOD_TOUCH, scent: { typical: ['aromatic'] }, finish: { typical: ['bare'] } },
    verdict: 'conditional',
    why: 'Cedar resists decay, but its strong aromatic oils fill a closed room and can reach the wine through the corks over years of storage.',
    action: 'Do not store wine for long against it: seal it with a low-VOC water-based finish, or replace the racking in contact with bottles with a scent-free wood.',
    basis: `${WOOD_HANDBOOK} (cedars: resistant or very resistant); the cork risk is our assumption, from cellar makers’ advice against aromatic woods`,
    corkRisk: true,
  },
  {
    id: 'mdf',
    name: 'MDF or particleboard',
    traits: { where: { typical: ['racking'], possible: ['wall'] }, colour: { typical: ['painted'], possible: ['golden', 'pale'] }, grain: { typical: ['none'], possible: ['speckled'] }, weight: { typical: ['heavy', 'medium'] }, touch: WOOD_TOUCH, scent: { typical: ['none', 'chemical'] }, finish: { typical: ['painted'], possible: ['bare'] } },
    verdict: 'unsuited',
    why: 'Board glued from fibres or chips swells and loses strength in damp air, and its resin can give off formaldehyde in a closed room.',
    action: 'Replace it, starting with any shelf that sags or any edge that has swollen.',
    basis: 'Swelling: common knowledge of fibreboard (our assumption). Formaldehyde: US EPA, TSCA Title VI emission standards for composite wood products.',
  },
  {
    id: 'acrylic',
    name: 'Acrylic (plexiglass)',
    traits: { where: RACKING, colour: { typical: ['clear'] }, grain: { typical: ['none'] }, weight: { typical: ['light'] }, touch: { typical: ['warm'] }, scent: { typical: ['none'] }, finish: { typical: ['polished'] } },
    verdict: 'suited',
    why: 'Acrylic takes up almost no water, cannot rot and has no scent; cold and damp do not harm it.',
    action: 'Keep it. Clean it with mild soap and water only: solvents craze it.',
    basis: 'Our assumption, from acrylic’s very low water absorption',
    estimator: 'acrylic',
  },
  {
    id: 'metal',
    name: 'Powder-coated steel or stainless steel',
    traits: { where: RACKING, colour: { typical: ['metallic', 'black'], possible: ['painted'] }, grain: { typical: ['none'] }, weight: { typical: ['medium', 'heavy'] }, touch: { typical: ['cold'] }, scent: { typical: ['none'] }, finish: { typical: ['coated', 'polished'] } },
    verdict: 'suited',
    why: 'A sound powder coat or stainless steel does not corrode at cellar humidity and has no scent.',
    action: 'Keep it; touch up chips in the coating before rust starts under them.',
    basis: 'Our assumption: corrosion needs bare steel and lasting wetness',
    estimator: 'metal',
  },
  {
    id: 'wrought-iron',
    name: 'Wrought or bare iron',
    traits: { where: RACKING, colour: { typical: ['black'], possible: ['metallic'] }, grain: { typical: ['none'] }, weight: { typical: ['heavy'] }, touch: { typical: ['cold'] }, scent: { typical: ['none'], possible: ['musty'] }, finish: { typical: ['painted', 'bare'] } },
    verdict: 'conditional',
    why: 'Iron rusts wherever its paint is chipped, and 60–70% humidity keeps that going; rust stains labels and weakens welds.',
    action: 'Wire-brush any rust, prime and repaint; look at welds and fixings each year.',
    basis: 'Our assumption: iron corrodes in humid air where it is not coated',
    estimator: 'metal',
  },
  {
    id: 'stone',
    name: 'Stone or brick',
    traits: { where: { typical: ['wall'], possible: ['racking'] }, colour: { typical: ['mineral'] }, grain: { typical: ['speckled'] }, weight: { typical: ['heavy'] }, touch: { typical: ['cold'] }, scent: { typical: ['none'], possible: ['musty'] }, finish: { typical: ['bare'], possible: ['painted'] } },
    verdict: 'suited',
    why: 'Masonry does not rot, holds the temperature steady and suits cellar humidity; a damp wall can still bring water in from outside.',
    action: 'Keep it. If it shows a white salt bloom or damp patches, find where the water comes from before it reaches the racking.',
    basis: 'Our assumption',
  },
  {
    id: 'glass',
    name: 'Glass',
    traits: { where: { typical: ['wall'], possible: ['racking'] }, colour: { typical: ['clear'] }, grain: { typical: ['none'] }, weight: { typical: ['heavy'] }, touch: { typical: ['cold'] }, scent: { typical: ['none'] }, finish: { typical: ['polished'] } },
    verdict: 'conditional',
    why: 'Glass does not rot, but a single pane insulates poorly: warm room air condenses on it and the cooling works harder.',
    action: 'Keep insulated (double or triple) glazing; replace single-pane walls or doors, and keep direct light off the bottles.',
    basis: 'Our assumption: a single pane’s inside face runs close to the colder side’s temperature',
  },
  {
    id: 'drywall',
    name: 'Drywall or greenboard',
    traits: { where: { typical: ['wall'] }, colour: { typical: ['painted'], possible: ['pale'] }, grain: { typical: ['none'] }, weight: { typical: ['light'] }, touch: WOOD_TOUCH, scent: { typical: ['none'], possible: ['musty'] }, finish: { typical: ['paper', 'painted'] } },
    verdict: 'conditional',
    why: 'Ordinary drywall’s paper face feeds mould in lasting humidity; moisture-resistant greenboard over a vapour barrier is what cellars use.',
    action: 'Check for mould at the skirting and behind racks. If it is ordinary drywall, or there is no vapour barrier behind it, plan to redo the wall with greenboard over one; paint with a low-VOC paint.',
    basis: 'Our assumption, from how paper-faced board behaves in damp rooms',
  },
];
