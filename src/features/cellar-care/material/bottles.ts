/** The bottle count a replacement is priced for: optional, typed freely, checked here. */
export const BOTTLE_LIMITS = { min: 12, max: 20_000 } as const;

export type BottleCount = { ok: true; bottles: number | null } | { ok: false; message: string };

export function readBottles(text: string): BottleCount {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { ok: true, bottles: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Enter the number of bottles as a whole number, e.g. 500.' };
  const bottles = Number(trimmed);
  if (bottles < BOTTLE_LIMITS.min || bottles > BOTTLE_LIMITS.max)
    return { ok: false, message: `Enter between ${BOTTLE_LIMITS.min} and ${BOTTLE_LIMITS.max.toLocaleString('en-US')} bottles.` };
  return { ok: true, bottles };
}
