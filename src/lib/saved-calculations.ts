/**
 * Saved calculations (table public.saved_calculations, owner-only RLS).
 * Calculators save; /my-calculations lists, reopens and deletes. A visitor
 * who presses Save while signed out has the calculation kept here
 * (localStorage) and saved when they come back signed in.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SAVED_KINDS, type SavedKind } from '@/config/tools.ts';
import { readRows, throwIfError, writeRows } from '@/lib/db-read.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';

/** The kinds come from the tool registry; the table's check constraint is held to them by a test. */
export type CalculationKind = SavedKind;

export const calculationSummarySchema = z.object({
  /** One line, e.g. "$62K–$94K for 1,200 bottles". */
  headline: z.string().min(1).max(200),
  lines: z.array(z.object({ label: z.string().max(80), value: z.string().max(120) })).max(12),
  /** The calculator URL with its inputs: reopening it restores the calculation. */
  link: z.string().startsWith('/').max(2000),
});
export type CalculationSummary = z.infer<typeof calculationSummarySchema>;

export const newCalculationSchema = z.object({
  kind: z.enum(SAVED_KINDS),
  title: z.string().min(1).max(200),
  inputs: z.record(z.string(), z.unknown()),
  summary: calculationSummarySchema,
});
export type NewCalculation = z.infer<typeof newCalculationSchema>;

export interface SavedCalculation extends NewCalculation {
  id: string;
  created_at: string;
  updated_at: string;
}

const TABLE = 'saved_calculations';

export function listSavedCalculations(): Promise<SavedCalculation[]> {
  return readRows<SavedCalculation>((db) => db
    .from(TABLE)
    .select('id, kind, title, inputs, summary, created_at, updated_at')
    .order('created_at', { ascending: false }));
}

export async function saveCalculation(input: NewCalculation): Promise<SavedCalculation> {
  const parsed = newCalculationSchema.parse(input);
  const supabase = await getSupabase();
  const { data, error } = await supabase.from(TABLE).insert(parsed).select('id, kind, title, inputs, summary, created_at, updated_at').single();
  throwIfError(error);
  return data as SavedCalculation;
}

export async function deleteSavedCalculation(id: string): Promise<void> {
  await writeRows((db) => db.from(TABLE).delete().eq('id', id));
}

export const savedCalculationsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['saved-calculations', userId],
    queryFn: listSavedCalculations,
    enabled: Boolean(userId),
  });

export function useSavedCalculations(userId: string | undefined) {
  return useQuery(savedCalculationsQuery(userId));
}

export const useDeleteCalculation = () => useChangeMutation(['saved-calculations'], deleteSavedCalculation);

const PENDING_KEY = 'winecellargpt:pending-save';

export function stashPendingSave(input: NewCalculation): void {
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify(input));
  } catch {
    // Without storage the visitor saves again after signing in.
  }
}

/** The kept calculation, left in place: a tool whose link cannot carry its inputs restores it from here before saving it. */
export function peekPendingSave(kind: CalculationKind): NewCalculation | null {
  try {
    const parsed = newCalculationSchema.safeParse(JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null'));
    return parsed.success && parsed.data.kind === kind ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The calculation a signed-out visitor asked to save, if it belongs to this calculator. */
export function takePendingSave(kind: CalculationKind): NewCalculation | null {
  try {
    const raw = localStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const parsed = newCalculationSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      localStorage.removeItem(PENDING_KEY);
      return null;
    }
    if (parsed.data.kind !== kind) return null;
    localStorage.removeItem(PENDING_KEY);
    return parsed.data;
  } catch {
    return null;
  }
}
