import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const insert = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase.ts', () => ({ getSupabase: async () => ({ from: () => ({ insert }) }) }));

const { DuplicateDate, useAddIndexEntry } = await import('./pricing.ts');
const { DbError } = await import('@/lib/errors.ts');

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

async function addEntry(): Promise<unknown> {
  const { result } = renderHook(() => useAddIndexEntry(), { wrapper });
  let failure: unknown = null;
  await act(async () => {
    failure = await result.current.mutateAsync({ recordedOn: '2026-11-01', value: 104.2, note: '' }).then(
      () => null,
      (error: unknown) => error,
    );
  });
  return failure;
}

describe('useAddIndexEntry: the database’s refusal, by its code', () => {
  beforeEach(() => insert.mockReset());

  it('says a second value for a date is a duplicate date when the database answers a unique violation', async () => {
    insert.mockResolvedValue({ error: { message: 'duplicate key value violates unique constraint', code: '23505', details: null, hint: null } });
    expect(await addEntry()).toBeInstanceOf(DuplicateDate);
  });

  it('keeps any other refusal as a DbError with its code, never a duplicate date', async () => {
    insert.mockResolvedValue({ error: { message: 'permission denied for table material_cost_index', code: '42501', details: null, hint: null } });
    const failure = await addEntry();
    expect(failure).not.toBeInstanceOf(DuplicateDate);
    expect(failure).toBeInstanceOf(DbError);
    expect(failure).toMatchObject({ code: '42501' });
  });

  it('does not take a message that only mentions the number for the code', async () => {
    insert.mockResolvedValue({ error: { message: 'value 23505 out of range', code: '22003', details: null, hint: null } });
    expect(await addEntry()).not.toBeInstanceOf(DuplicateDate);
  });

  it('succeeds without an error', async () => {
    insert.mockResolvedValue({ error: null });
    expect(await addEntry()).toBeNull();
  });
});
