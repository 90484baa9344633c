/**
 * The inbox's filters live in the URL (a filtered view is a link an admin can
 * share or reload). One schema reads them; `toSearch` writes them back.
 */
import { z } from 'zod';
import { BUDGETS, PROJECT_TYPES, TIMELINES } from '@domain/inquiry/rules.ts';
import { STATUSES } from './pipeline.ts';

export const SORTS = {
  newest: { label: 'Newest first', column: 'created_at', ascending: false },
  oldest: { label: 'Oldest first', column: 'created_at', ascending: true },
  activity: { label: 'Recent activity', column: 'last_activity_at', ascending: false },
  quiet: { label: 'Longest without activity', column: 'last_activity_at', ascending: true },
  budget: { label: 'Largest budget', column: 'budget_midpoint', ascending: false },
  score: { label: 'Highest score', column: 'score', ascending: false },
  name: { label: 'Name A–Z', column: 'name', ascending: true },
} as const;
export type SortKey = keyof typeof SORTS;

export const PAGE_SIZES = [25, 50, 100] as const;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const filtersSchema = z.object({
  q: optional(z.string().max(200)),
  status: optional(z.enum(STATUSES)),
  type: optional(z.enum(PROJECT_TYPES)),
  budget: optional(z.enum(BUDGETS)),
  timeline: optional(z.enum(TIMELINES)),
  source: optional(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/)),
  from: optional(date),
  to: optional(date),
  /** A user id, or "none" for unassigned leads. */
  assignee: optional(z.union([z.literal('none'), z.uuid()])),
  unread: optional(z.literal('1')),
  stale: optional(z.literal('1')),
  /** Flagged unhappy or urgent by the last sentiment analysis. */
  attention: optional(z.literal('1')),
  sort: z.enum(Object.keys(SORTS) as [SortKey, ...SortKey[]]).catch('newest'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce
    .number()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .catch(50),
});
export type InboxFilters = z.infer<typeof filtersSchema>;

export const FILTER_KEYS = ['q', 'status', 'type', 'budget', 'timeline', 'source', 'from', 'to', 'assignee', 'unread', 'stale', 'attention'] as const;

export function parseFilters(params: URLSearchParams): InboxFilters {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (value !== '') raw[key] = value;
  return filtersSchema.parse(raw);
}

/** Any filter (not sort or paging) set. */
export const isFiltered = (filters: InboxFilters) => FILTER_KEYS.some((key) => filters[key] !== undefined);
