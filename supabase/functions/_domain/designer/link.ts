/**
 * Writing a plan as a shareable link (`codec.ts` reads it back, through the
 * plan's schema). Apart from the reader so a page can write links without
 * loading zod.
 */
import { MODULE_KINDS, type ModuleKind, type Opening, type Plan } from './plan.ts';

export const KIND_CODES: Record<ModuleKind, string> = {
  individual: 'i',
  'diamond-bins': 'db',
  'case-storage': 'cs',
  display: 'dp',
  'tasting-table': 'tt',
  'cooling-unit': 'cu',
};
export const KIND_BY_CODE = new Map(MODULE_KINDS.map((kind) => [KIND_CODES[kind], kind]));

const num = (value: number) => `${Number(value.toFixed(3))}`;
const opening = (o: Opening) => [o.wall, o.offset, o.length].map(num).join('_');

export function encodePlan(plan: Plan): URLSearchParams {
  const { room } = plan;
  const params = new URLSearchParams();
  // The cut-away corner goes too for a rectangle: switching it to an L later starts from it.
  params.set('r', [room.shape === 'l-shape' ? 'l' : 'r', ...[room.width, room.depth, room.height, room.cutWidth, room.cutDepth].map(num)].join('_'));
  params.set('d', opening(plan.door));
  if (plan.glass.length > 0) params.set('g', plan.glass.map(opening).join('*'));
  if (plan.modules.length > 0) {
    params.set('m', plan.modules.map((m) => [KIND_CODES[m.kind], num(m.x), num(m.y), num(m.length), m.rotated ? '1' : '0'].join('_')).join('*'));
  }
  const o = plan.options;
  params.set('o', [o.rackingMaterial, o.finishes, o.region, o.cellarType, o.cooling, o.door].join('_'));
  return params;
}

export const planLink = (plan: Plan, path = '/visual-designer') => `${path}?${encodePlan(plan).toString()}`;
