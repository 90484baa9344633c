/**
 * A plan as a shareable link: `/visual-designer?r=l_14_12_9_5_4&d=3_4.5_3&g=0_0_4&m=i_0_0_8_0*cu_9.5_0_2_0&o=…`.
 * Compact (a 40-piece plan stays well under the 2,000 characters a saved
 * link may have), written with characters a query string keeps as they
 * are, and never trusted on the way back: every number is read strictly and
 * the result goes through `parsePlan`, the same checks the editor and the
 * ai-tools function apply. Decoding never throws.
 */
import { KIND_BY_CODE } from './link.ts';
import type { ModuleKind, Opening, Plan, PlanModule } from './plan.ts';
import { parsePlan } from './schema.ts';

export { parsePlan };
export { encodePlan, planLink } from './link.ts';

const NUMBER = /^\d{1,3}(\.\d{1,3})?$/;
/** A plain non-negative decimal, or NaN (which the schema then refuses). */
const readNumber = (text: string | undefined) => (text !== undefined && NUMBER.test(text) ? Number(text) : Number.NaN);
const fields = (text: string | null) => (text === null || text === '' ? [] : text.split('*').map((item) => item.split('_')));

function readOpening(parts: string[] | undefined): Opening {
  return { wall: readNumber(parts?.[0]), offset: readNumber(parts?.[1]), length: readNumber(parts?.[2]) };
}

export type DecodedPlan = { ok: true; plan: Plan } | { ok: false; message: string };

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
