/** Reads longer than one answer, for the admin's whole-table passes (scoring's training set, the sentiment analysis). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { readRows } from '@/lib/db-read.ts';

/** Rows per page: Supabase answers at most 1000 rows to one request by default. */
export const PAGE_ROWS = 1000;

/** Every row of a read, a page at a time (`from`–`to`, inclusive) until a page comes back short. */
export async function readAllRows<T>(read: (db: SupabaseClient, from: number, to: number) => PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE_ROWS) {
    const page = await readRows<T>((db) => read(db, from, from + PAGE_ROWS - 1));
    rows.push(...page);
    if (page.length < PAGE_ROWS) return rows;
  }
}
