import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase.ts';
import type { InboxFilters } from '../lib/filters.ts';
import { fetchInboxPage } from './inbox-query.ts';

export const inboxQuery = (filters: InboxFilters) =>
  queryOptions({
    queryKey: ['admin', 'inbox', filters],
    queryFn: async () => fetchInboxPage(await getSupabase(), filters),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useInbox = (filters: InboxFilters) => useQuery(inboxQuery(filters));
