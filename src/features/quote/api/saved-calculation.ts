/**
 * A saved calculation attached to a quote by id (`/quote?calculation=<id>`),
 * read with the visitor's own session: row-level security returns it only
 * to its owner, so someone else's id finds nothing.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SAVED_KINDS } from '@/config/tools.ts';
import { calculationSummarySchema } from '@/lib/saved-calculations.ts';
import { throwIfError } from '@/lib/errors.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { z } from 'zod';
import { isCalculationId, PREFILL_LIMITS, type AttachedCalculation } from '@/lib/quote-prefill.ts';

const rowSchema = z.object({
  id: z.string(),
  kind: z.enum(SAVED_KINDS),
  title: z.string(),
  inputs: z.record(z.string(), z.unknown()),
  summary: calculationSummarySchema,
});


/** The saved summary as the one paragraph an inquiry carries. */
export function toAttached(row: z.infer<typeof rowSchema>): AttachedCalculation {
  const lines = row.summary.lines.map((line) => `${line.label}: ${line.value}`).join('; ');
  const summary = `${row.summary.headline}.${lines ? ` ${lines}.` : ''}`.slice(0, PREFILL_LIMITS.summary);
  const inputs = Object.fromEntries(Object.entries(row.inputs).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  return { kind: row.kind, title: row.title.slice(0, PREFILL_LIMITS.title), summary, link: row.summary.link, inputs };
}

export async function fetchSavedCalculation(id: string): Promise<AttachedCalculation | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('saved_calculations').select('id, kind, title, inputs, summary').eq('id', id).maybeSingle();
  throwIfError(error);
  if (!data) return null;
  const parsed = rowSchema.safeParse(data);
  return parsed.success ? toAttached(parsed.data) : null;
}

export const savedCalculationQuery = (id: string | null, userId: string | undefined) =>
  queryOptions({
    queryKey: ['saved-calculation', id, userId],
    queryFn: () => fetchSavedCalculation(id ?? ''),
    enabled: isCalculationId(id) && Boolean(userId),
    retry: false,
  });

export function useSavedCalculation(id: string | null, userId: string | undefined) {
  return useQuery(savedCalculationQuery(id, userId));
}
