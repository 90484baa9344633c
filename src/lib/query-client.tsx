/**
 * TanStack Query for pages with server state (saved items, admin). Pages
 * wrap themselves with <WithQueries>, so the library loads with those pages
 * and not with the landing page. docs/product-spec.md §9: stale 5 minutes, GC 10 minutes.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // On the server (prerendering a public page that reads data) no query runs, and a
    // finite gcTime would leave a 10-minute timer that keeps the prerender process alive.
    queries: { staleTime: 5 * 60 * 1000, gcTime: typeof window === 'undefined' ? Infinity : 10 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
  },
});

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * After a write (or a change arriving live): marks the queries stale and
 * refetches those on screen. A query still on its first load is restarted
 * first: TanStack cancels an in-flight fetch for a refetch only when the
 * query already has data, and otherwise lets the refetch join it, so a load
 * that reached the server just before the change committed would keep the
 * old answer (the lead panel's log once missed "Opened for the first time").
 */
export async function refetchAfterChange(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined });
  await client.invalidateQueries({ queryKey });
}
