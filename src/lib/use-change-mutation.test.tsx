import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChangeMutation } from './use-change-mutation.ts';

function setup(run: (input: string) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useChangeMutation(['admin'], run), { wrapper });
  return { result, invalidate };
}

describe('useChangeMutation', () => {
  it('runs the write and then reads the queries under its key again', async () => {
    const run = vi.fn(async (input: string) => `saved ${input}`);
    const { result, invalidate } = setup(run);
    await act(async () => expect(await result.current.mutateAsync('a')).toBe('saved a'));
    expect(run).toHaveBeenCalledWith('a', expect.anything());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin'] });
  });

  it('reads them again after a failed write too (it may have changed part of the data)', async () => {
    const { result, invalidate } = setup(async () => {
      throw new Error('refused');
    });
    await act(async () => expect(result.current.mutateAsync('a')).rejects.toThrow('refused'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin'] });
  });
});
