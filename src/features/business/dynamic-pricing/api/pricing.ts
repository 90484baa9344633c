/**
 * What the pricing guidance reads (the pipeline's signals, the cost index,
 * the settings) and the two things the admin keeps. RLS and the admin check
 * in pricing_signals() are the guard; the page only asks.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CostLineKey } from '@domain/estimator/options.ts';
import { readOne, readRows, throwIfError, writeRows } from '@/lib/db-read.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';
import type { IndexEntry, PricingSettingsInput } from '../schemas.ts';

/** Complete weeks of leads the trend reads (pricing_signals checks 4–52). */
export const TREND_WEEKS = 12;

export interface BookedProject {
  id: string;
  name: string;
  projectType: string;
  budget: string | null;
  wonAt: string;
}

export interface PricingSignals {
  now: string;
  quarterStart: string;
  quarterEnd: string;
  booked: BookedProject[];
  weeks: Array<{ weekStart: string; leads: number }>;
  thisWeek: { weekStart: string; leads: number };
}

export interface IndexRow {
  id: string;
  recorded_on: string;
  value: number;
  note: string | null;
}

export interface SettingsRow {
  current_margin_pct: number;
  target_margins: Partial<Record<CostLineKey, number>>;
  baseline_index: number | null;
  updated_at: string;
}

const KEY = ['admin', 'pricing'] as const;

export const signalsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'signals'],
    queryFn: () => readOne<PricingSignals>((db) => db.rpc('pricing_signals', { p_weeks: TREND_WEEKS })),
  });

export const costIndexQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'cost-index'],
    // numeric arrives as text from some PostgREST versions: read it as a number either way.
    queryFn: async () =>
      (await readRows<IndexRow>((db) => db.from('material_cost_index').select('id, recorded_on, value, note').order('recorded_on'))).map((row) => ({ ...row, value: Number(row.value) })),
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'settings'],
    queryFn: async () => {
      const row = await readOne<SettingsRow>((db) => db.from('pricing_settings').select('current_margin_pct, target_margins, baseline_index, updated_at').eq('id', 1).maybeSingle());
      return row ? { ...row, current_margin_pct: Number(row.current_margin_pct), baseline_index: row.baseline_index === null ? null : Number(row.baseline_index) } : null;
    },
  });

export const useSignals = () => useQuery(signalsQuery());
export const useCostIndex = () => useQuery(costIndexQuery());
export const usePricingSettings = () => useQuery(settingsQuery());

/** The database refuses a second value for a date (23505): said as the form says it. */
export class DuplicateDate extends Error {}

export const useAddIndexEntry = () =>
  useChangeMutation(KEY, async (entry: IndexEntry) => {
    const { error } = await (await getSupabase())
      .from('material_cost_index')
      .insert({ recorded_on: entry.recordedOn, value: entry.value, note: entry.note === '' ? null : entry.note });
    if (error && 'code' in error && error.code === '23505') throw new DuplicateDate(entry.recordedOn);
    throwIfError(error);
  });

export const useRemoveIndexEntry = () =>
  useChangeMutation(KEY, (id: string) => writeRows((db) => db.from('material_cost_index').delete().eq('id', id)));

export const useSaveSettings = () =>
  useChangeMutation(KEY, (settings: PricingSettingsInput) =>
    writeRows((db) =>
      db.from('pricing_settings').upsert({
        id: 1,
        current_margin_pct: settings.currentMarginPct,
        target_margins: settings.targetMarginPct,
        baseline_index: settings.baselineIndex,
      }),
    ),
  );
