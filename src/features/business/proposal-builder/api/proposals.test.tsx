/**
 * The proposal builder's reads fail with the database's own error (a DbError
 * that keeps its code), so a page can act on the code, never the text.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DbError } from '@/lib/errors.ts';

const refused = { message: 'permission denied for view inquiry_inbox', code: '42501', details: null, hint: null };
/** A query builder that accepts any chain of calls and answers the refusal when awaited. */
const answering = (result: unknown): object => {
  const chain: object = new Proxy(() => undefined, {
    get: (_target, prop) => (prop === 'then' ? (resolve: (value: unknown) => void) => resolve(result) : () => chain),
  });
  return chain;
};
const db = { from: vi.fn(() => answering({ data: null, error: refused })), rpc: vi.fn(() => answering({ data: null, error: refused })) };
vi.mock('@/lib/supabase.ts', () => ({ getSupabase: async () => db }));

const { useLeads, useSavedProjects, useVersions } = await import('./proposals.ts');

/** A fresh cache per render of a hook, and no retries: a refusal shows at once. */
function withQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

describe('proposal builder reads', () => {
  // Only the error matters here: each read is reduced to its error state.
  const failureOf = (use: () => { isError: boolean; error: Error | null }) => use;
  it.each([
    ['the leads', failureOf(() => useLeads(''))],
    ["a lead's saved projects", failureOf(() => useSavedProjects('lead-1'))],
    ["a lead's versions", failureOf(() => useVersions({ id: 'lead-1', name: 'Ana Reyes', email: 'ana@example.com' }))],
  ])('%s keep the database’s code and words', async (_name, use) => {
    const { result } = renderHook(use, { wrapper: withQueries() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(DbError);
    expect(result.current.error).toMatchObject({ code: '42501', message: 'permission denied for view inquiry_inbox' });
  });
});
