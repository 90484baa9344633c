import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markHydrated } from '@/lib/hydration.ts';
import { useQueryParam } from './use-query-param.ts';

const wrapper = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

function useProbe() {
  const [value, write] = useQueryParam('q', 400);
  return { value, write, location: useLocation(), navigate: useNavigate() };
}

beforeAll(() => markHydrated());
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useQueryParam', () => {
  it('reads a shared ?q= and writes after a pause, keeping other parameters', async () => {
    const { result } = renderHook(useProbe, { wrapper: wrapper('/blog?q=humidity&tag=cooling') });
    expect(result.current.value).toBe('humidity');
    act(() => result.current.write('glass door'));
    expect(result.current.location.search).toBe('?q=humidity&tag=cooling');
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current.location.search).toBe('?q=glass+door&tag=cooling');
  });

  it('does not hand back its own write, only changes from outside', async () => {
    const { result } = renderHook(useProbe, { wrapper: wrapper('/resources') });
    act(() => result.current.write('vapor'));
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current.location.search).toBe('?q=vapor');
    // The visitor may have typed on since the write was scheduled: the echo must not overwrite the box.
    expect(result.current.value).toBeNull();

    act(() => result.current.navigate('/resources?q=warranty'));
    expect(result.current.value).toBe('warranty');
  });
});
