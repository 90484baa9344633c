/**
 * The inbox list: every filter, the sort and the page run in the database
 * (PostgREST parameters on the inquiry_inbox view), so 10,000 leads cost one
 * page of rows. No app imports here: scripts/bench/admin-inbox.ts times this
 * same code in Node.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SORTS, type InboxFilters } from '../lib/filters.ts';
import { CLOSED, STALE_DAYS } from '../lib/pipeline.ts';
import { LEAD_COLUMNS, type Lead } from './types.ts';

export const INBOX_VIEW = 'inquiry_inbox';

/** `*` and `%` are wildcards to PostgREST's ilike, `,` `(` `)` its syntax: a search is for words, not patterns. */
export const searchPattern = (text: string) => `*${text.toLowerCase().replace(/[*%_,()\\]/g, ' ').trim()}*`;

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

type Filterable = {
  eq(column: string, value: unknown): Filterable;
  ilike(column: string, pattern: string): Filterable;
  gte(column: string, value: unknown): Filterable;
  lt(column: string, value: unknown): Filterable;
  is(column: string, value: null | boolean): Filterable;
  not(column: string, operator: string, value: unknown): Filterable;
};

/** Applies the filters (not sort or paging) to any select on the view. */
export function applyFilters<Q>(query: Q, filters: InboxFilters, now = new Date()): Q {
  let q = query as unknown as Filterable;
  if (filters.q?.trim()) q = q.ilike('search_text', searchPattern(filters.q));
  if (filters.status) q = q.eq('status', filters.status);
  if (filters.type) q = q.eq('project_type', filters.type);
  if (filters.budget) q = q.eq('budget', filters.budget);
  if (filters.timeline) q = q.eq('timeline', filters.timeline);
  if (filters.source) q = q.eq('source', filters.source);
  // Dates are the admin's calendar days in UTC; `to` includes its whole day.
  if (filters.from) q = q.gte('created_at', `${filters.from}T00:00:00Z`);
  if (filters.to) q = q.lt('created_at', `${nextDay(filters.to)}T00:00:00Z`);
  if (filters.assignee === 'none') q = q.is('assignee_id', null);
  else if (filters.assignee) q = q.eq('assignee_id', filters.assignee);
  if (filters.unread) q = q.is('first_opened_at', null);
  if (filters.attention) q = q.eq('needs_attention', true);
  if (filters.stale) {
    // The view's is_stale, written as conditions on indexed columns.
    q = q.lt('last_activity_at', new Date(now.getTime() - STALE_DAYS * 86_400_000).toISOString());
    q = q.not('status', 'in', `(${CLOSED.join(',')})`);
  }
  return q as unknown as Q;
}

export interface InboxPage {
  rows: Lead[];
  total: number;
}

export async function fetchInboxPage(client: SupabaseClient, filters: InboxFilters): Promise<InboxPage> {
  const sort = SORTS[filters.sort];
  const from = (filters.page - 1) * filters.size;
  let query = applyFilters(client.from(INBOX_VIEW).select(LEAD_COLUMNS, { count: 'exact' }), filters);
  query = query.order(sort.column, { ascending: sort.ascending, nullsFirst: false });
  // A stable order for equal keys, so paging never shows a lead twice.
  if (sort.column !== 'created_at') query = query.order('created_at', { ascending: false });
  const { data, error, count } = await query.order('id').range(from, from + filters.size - 1);
  if (error) throw new Error(error.message);
  return { rows: (data ?? []) as unknown as Lead[], total: count ?? 0 };
}

/** Every lead that matches the filters, in the list's order, fetched in pages (for the CSV export). */
export async function fetchAllFiltered(client: SupabaseClient, filters: InboxFilters, batch = 1000): Promise<Lead[]> {
  const sort = SORTS[filters.sort];
  const rows: Lead[] = [];
  for (let from = 0; ; from += batch) {
    let query = applyFilters(client.from(INBOX_VIEW).select(LEAD_COLUMNS), filters).order(sort.column, {
      ascending: sort.ascending,
      nullsFirst: false,
    });
    if (sort.column !== 'created_at') query = query.order('created_at', { ascending: false });
    const { data, error } = await query.order('id').range(from, from + batch - 1);
    if (error) throw new Error(error.message);
    rows.push(...((data ?? []) as unknown as Lead[]));
    if (!data || data.length < batch) return rows;
  }
}

