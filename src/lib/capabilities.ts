/**
 * What the business has switched on that needs a model (a text model, photo
 * reading, transcription), asked once of the `ai-tools` function and kept by
 * TanStack Query. A page offers a button that needs one only when it is on:
 * a visitor never meets a button that cannot work. Until the answer arrives,
 * or when it cannot be had, everything counts as off.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTHING_ON, readCapabilities, type Capabilities } from '@domain/ai/capabilities.ts';
import { env } from '@/lib/env.ts';
import { functionErrorFrom, functionUrl } from '@/lib/functions.ts';
import { queryClient } from '@/lib/query-client.tsx';

export type { Capabilities };

/** The answer holds no secret and names no user: the anon key is enough, so no session (and no supabase-js) is needed to ask. */
export async function fetchCapabilities(signal?: AbortSignal): Promise<Capabilities> {
  const response = await fetch(functionUrl('ai-tools'), {
    method: 'GET',
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
    signal: signal ?? null,
  });
  if (!response.ok) throw await functionErrorFrom(response);
  return readCapabilities(await response.json());
}

export const capabilitiesQuery = queryOptions({
  queryKey: ['capabilities'],
  queryFn: ({ signal }) => fetchCapabilities(signal),
  // Settings change when the business redeploys, not while someone reads a page.
  staleTime: 30 * 60 * 1000,
  retry: 1,
});

/**
 * What is on, for any component: it reads the app's one query client
 * directly, so a surface without a <QueryClientProvider> (the chat overlay)
 * asks the same cache as a tool page.
 */
export function useCapabilities(): Capabilities & { known: boolean } {
  const { data } = useQuery(capabilitiesQuery, queryClient);
  return { ...(data ?? NOTHING_ON), known: data !== undefined };
}
