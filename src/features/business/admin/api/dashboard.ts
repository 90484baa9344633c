import { queryOptions, useQuery } from '@tanstack/react-query';
import { readOne, readRows } from '@/lib/db-read.ts';
import type { LeadStatus } from '../lib/pipeline.ts';

/** What inquiry_dashboard() answers (one round trip for the strip and the status counts). */
export interface Dashboard {
  total: number;
  by_status: Partial<Record<LeadStatus, number>>;
  new_this_week: number;
  unread: number;
  stale: number;
  open_count: number;
  open_value: number;
  open_without_budget: number;
  by_source: Array<{ source: string; leads: number; won: number; lost: number }>;
}

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => readOne<Dashboard>((db) => db.rpc('inquiry_dashboard')),
    staleTime: 30_000,
  });

export const useDashboard = () => useQuery(dashboardQuery());

export interface Assignee {
  user_id: string;
  email: string;
}

export const assigneesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'assignees'],
    queryFn: () => readRows<Assignee>((db) => db.rpc('inquiry_assignees')),
  });

export const useAssignees = () => useQuery(assigneesQuery());
