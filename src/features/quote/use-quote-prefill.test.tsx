/**
 * What the quote request knows beforehand: the account's name and address
 * fill only what is still empty, and a calculator's link fills the project,
 * budget, timing and the calculation, or names a saved one.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_KINDS } from '@/config/tools.ts';
import { quoteHref, type AttachedCalculation } from '@/lib/quote-prefill.ts';
import { EMPTY_QUOTE, type QuoteFormInput } from './quote-form.ts';

type Contact = { firstName: string; lastName: string; email: string };
const auth = vi.hoisted(() => ({ user: null as { id: string } | null, loading: false, fill: null as ((contact: Contact) => void) | null }));
vi.mock('@/lib/auth.tsx', () => ({
  useAuth: () => ({ user: auth.user, loading: auth.loading, connect: vi.fn() }),
  useAccountPrefill: (fill: (contact: Contact) => void) => {
    auth.fill = fill;
  },
}));

const { useQuotePrefill } = await import('./use-quote-prefill.ts');

function usePrefilled(initial: QuoteFormInput = EMPTY_QUOTE) {
  const [values, setValues] = useState(initial);
  const [calculation, setCalculation] = useState<AttachedCalculation | null>(null);
  const set = (name: keyof QuoteFormInput, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const prefill = useQuotePrefill({ set, setValues, setCalculation });
  return { values, calculation, prefill };
}

beforeEach(() => {
  auth.user = null;
  auth.fill = null;
});

describe('quote prefill', () => {
  it('the account fills the contact step where it is still empty', () => {
    const { result } = renderHook(() => usePrefilled({ ...EMPTY_QUOTE, firstName: 'Typed' }));
    act(() => auth.fill?.({ firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.com' }));
    expect(result.current.values).toMatchObject({ firstName: 'Typed', lastName: 'Reyes', email: 'ana@example.com' });
  });

  it("a calculator's link fills the project, budget, timing and the calculation", async () => {
    const kind = SAVED_KINDS[0];
    const href = quoteHref({
      projectType: 'residential',
      capacityBottles: 1200,
      budget: '50k-100k',
      timeline: '1-3months',
      calculation: { kind, title: 'Cost estimate', summary: '$60,000 - $80,000', link: '/calculators/cost?bottles=1200', inputs: {} },
    });
    const { result } = renderHook(() => usePrefilled());
    act(() => result.current.prefill.fromLink(new URL(href, 'https://example.test').searchParams, () => false));
    await waitFor(() => expect(result.current.calculation).not.toBeNull());
    expect(result.current.values).toMatchObject({ projectType: 'residential', capacityBottles: '1200', budget: '50k-100k', timeline: '1-3months' });
    expect(result.current.calculation).toMatchObject({ kind, title: 'Cost estimate', link: '/calculators/cost?bottles=1200', inputs: { bottles: '1200' } });
    expect(result.current.prefill.calculationId).toBeNull();
  });

  it('a saved calculation named by id asks a visitor who is not signed in to sign in', async () => {
    const id = '5b3c1f9e-8a6d-4e21-9c3b-2f7a6d1e0b4c';
    const { result } = renderHook(() => usePrefilled());
    expect(result.current.prefill.needsSignIn).toBe(false);
    act(() => result.current.prefill.fromLink(new URLSearchParams({ calculation: id }), () => false));
    await waitFor(() => expect(result.current.prefill.calculationId).toBe(id));
    expect(result.current.prefill.needsSignIn).toBe(true);
  });

  it('does nothing once the page has gone, or without a query', async () => {
    const { result } = renderHook(() => usePrefilled());
    await act(async () => {
      result.current.prefill.fromLink(new URLSearchParams({ type: 'commercial' }), () => true);
      result.current.prefill.fromLink(new URLSearchParams(), () => false);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.values).toEqual(EMPTY_QUOTE);
  });
});
