/**
 * The contract generator's list of accepted proposals fails with the
 * database's own error (a DbError that keeps its code) from whichever of its
 * three reads is refused.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DbError } from '@/lib/errors.ts';

const refused = { message: 'permission denied for table contracts', code: '42501', details: null, hint: null };
const accepted = [{ id: 'p-1', inquiry_id: 'lead-1', version: 1, total_usd: 60000, accepted_at: '2026-11-01T00:00:00Z', accepted_name: 'Ana Reyes' }];
/** A query builder that accepts any chain of calls and answers `result` when awaited. */
const answering = (result: unknown): object => {
  const chain: object = new Proxy(() => undefined, {
    get: (_target, prop) => (prop === 'then' ? (resolve: (value: unknown) => void) => resolve(result) : () => chain),
  });
  return chain;
};
const answers = vi.hoisted(() => ({ refusedTable: '' }));
const db = {
  from: vi.fn((table: string) =>
    answering(table === answers.refusedTable ? { data: null, error: refused } : { data: table === 'proposals' ? accepted : [], error: null }),
  ),
};
vi.mock('@/lib/supabase.ts', () => ({ getSupabase: async () => db }));

const { useAcceptedProposals } = await import('./contracts.ts');

/** A fresh cache per render of a hook, and no retries: a refusal shows at once. */
function withQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

describe('accepted proposals', () => {
  it.each(['proposals', 'inquiries', 'contracts'])('a refused read of %s keeps the database’s code and words', async (table) => {
    answers.refusedTable = table;
    const { result } = renderHook(useAcceptedProposals, { wrapper: withQueries() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(DbError);
    expect(result.current.error).toMatchObject({ code: '42501', message: 'permission denied for table contracts' });
  });

  it('answers the accepted proposals when every read succeeds', async () => {
    answers.refusedTable = '';
    const { result } = renderHook(useAcceptedProposals, { wrapper: withQueries() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(1);
  });
});
