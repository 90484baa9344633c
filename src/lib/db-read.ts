/**
 * One supabase-js read as TanStack Query wants it: the rows (or the one row),
 * and a failure thrown as a DbError that keeps its code (errors.ts), so every
 * feature's queries read alike; and a write the same way, for mutations.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { throwIfError, type PostgrestErrorLike } from './errors.ts';
import { getSupabase } from './supabase.ts';

export { throwIfError };

type Answer = { data: unknown; error: PostgrestErrorLike | null };

/** The rows a read returns (none: an empty list), or its error thrown. */
export async function readRows<T>(read: (db: SupabaseClient) => PromiseLike<Answer>): Promise<T[]> {
  const { data, error } = await read(await getSupabase());
  throwIfError(error);
  return (data ?? []) as T[];
}

/** A write (insert, update, delete, a database function) that answers nothing but its error, thrown. */
export async function writeRows(write: (db: SupabaseClient) => PromiseLike<{ error: PostgrestErrorLike | null }>): Promise<void> {
  const { error } = await write(await getSupabase());
  throwIfError(error);
}

/** The one row a read returns (none: null), or its error thrown. */
export async function readOne<T>(read: (db: SupabaseClient) => PromiseLike<Answer>): Promise<T | null> {
  const { data, error } = await read(await getSupabase());
  throwIfError(error);
  return (data ?? null) as T | null;
}
