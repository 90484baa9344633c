/**
 * The designer's draft kept in this browser: the designer writes it, and
 * the 3D view, the image studio and the climate simulator open it ("use my
 * design"). Apart from the editor's hook so they load only this.
 */
import type { Plan } from '@domain/designer/plan.ts';

export const DRAFT_KEY = 'winecellargpt:designer-draft';

// Reading a plan the page did not draw needs the plan's schema (zod): loaded only then, after hydration.
export const loadCodec = () => import('@domain/designer/codec.ts');

/** This browser's designer draft, checked like any plan it reads; null when there is none or it does not hold. */
export async function readDraft(): Promise<Plan | null> {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const { parsePlan } = await loadCodec();
    const parsed = parsePlan(JSON.parse(raw));
    return parsed.ok ? parsed.plan : null;
  } catch {
    return null;
  }
}
