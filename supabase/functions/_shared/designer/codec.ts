/**
 * A plan as a shareable link: `/visual-designer?r=l_14_12_9_5_4&d=3_4.5_3&g=0_0_4&m=i_0_0_8_0*cu_9.5_0_2_0&o=…`.
 * Compact (a 40-piece plan stays well under the 2,000 characters a saved
 * link may have), written with characters a query string keeps as they
 * are, and never trusted on the way back: every number is read strictly and
 * the result goes through `parsePlan`, the same checks the editor and the
 * ai-tools function apply. Decoding never throws.
 */
import { MODULE_KINDS, type ModuleKind, type Opening, type Plan, type PlanModule } from './plan.ts';
import { parsePlan } from './schema.ts';

const KIND_CODES: Record<ModuleKind, string> = {
  individual: 'i',
  'diamond-bins': 'db',
  'case-storage': 'cs',
  display: 'dp',
  'tasting-table': 'tt',
  'cooling-unit': 'cu',
};
const KIND_BY_CODE = new Map(MODULE_KINDS.map((kind) => [KIND_CODES[kind], kind]));

export const PLAN_PARAMS = ['r', 'd', 'g', 'm', 'o'] as const;

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

const NUMBER = /^\d{1,3}(\.\d{1,3})?$/;
/** A plain non-negative decimal, or NaN (which the schema then refuses). */
const readNumber = (text: string | undefined) => (text !== undefined && NUMBER.test(text) ? Number(text) : Number.NaN);
const fields = (text: string | null) => (text === null || text === '' ? [] : text.split('*').map((item) => item.split('_')));

function readOpening(parts: string[] | undefined): Opening {
  return { wall: readNumber(parts?.[0]), offset: readNumber(parts?.[1]), length: readNumber(parts?.[2]) };
}

export type DecodedPlan = { ok: true; plan: Plan } | { ok: false; message: string };

/** Whether a link carries a plan at all. */
export const hasPlanParams = (params: URLSearchParams) => params.has('r');

export function decodePlan(params: URLSearchParams): DecodedPlan {
  const invalid = (detail: string): DecodedPlan => ({ ok: false, message: `This link's design could not be opened: ${detail}.` });
  try {
    const room = (params.get('r') ?? '').split('_');
    const shape = room[0] === 'l' ? 'l-shape' : room[0] === 'r' ? 'rectangle' : null;
    if (!shape || room.length !== 6) return invalid('the room is not described');
    const modules: PlanModule[] = fields(params.get('m')).map((parts, index) => ({
      id: `m${index + 1}`,
      kind: (KIND_BY_CODE.get(parts[0] ?? '') ?? 'unknown') as ModuleKind,
      x: readNumber(parts[1]),
      y: readNumber(parts[2]),
      length: readNumber(parts[3]),
      rotated: parts[4] === '1' ? true : parts[4] === '0' ? false : (null as unknown as boolean),
    }));
    const [rackingMaterial, finishes, region, cellarType, cooling, door] = (params.get('o') ?? '').split('_');
    const candidate = {
      room: {
        shape,
        width: readNumber(room[1]),
        depth: readNumber(room[2]),
        height: readNumber(room[3]),
        cutWidth: readNumber(room[4]),
        cutDepth: readNumber(room[5]),
      },
      door: readOpening(params.get('d')?.split('_')),
      glass: fields(params.get('g')).map(readOpening),
      modules,
      options: { rackingMaterial, finishes, region, cellarType, cooling, door },
    };
    const parsed = parsePlan(candidate);
    return parsed.ok ? parsed : invalid(parsed.problems[0]?.message.replace(/\.$/, '') ?? 'it is not a valid plan');
  } catch {
    return invalid('it is not a valid plan');
  }
}
