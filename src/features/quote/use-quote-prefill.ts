/**
 * What the quote request knows before the visitor types: a signed-in
 * visitor's name and address (they fill the contact step where it is still
 * empty), and what a link from a calculator or a saved calculation carries
 * (project type, bottles, budget, timeline, the calculation itself, or the id
 * of one saved in the account).
 */
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useAccountPrefill, useAuth } from '@/lib/auth.tsx';
import type { AttachedCalculation } from '@/lib/quote-prefill.ts';
import type { QuoteFormInput } from './quote-form.ts';

interface PrefillTargets {
  set: (name: keyof QuoteFormInput & string, value: string) => void;
  setValues: Dispatch<SetStateAction<QuoteFormInput>>;
  setCalculation: (calculation: AttachedCalculation) => void;
}

export function useQuotePrefill({ set, setValues, setCalculation }: PrefillTargets) {
  const { user, loading, connect } = useAuth();
  const [calculationId, setCalculationId] = useState<string | null>(null);

  useAccountPrefill(({ firstName, lastName, email }) =>
    setValues((current) => ({
      ...current,
      firstName: current.firstName || firstName,
      lastName: current.lastName || lastName,
      email: current.email || email,
    })),
  );

  /** Fills the form from the page's query string; nothing to do (and nothing loaded) without one. */
  const fromLink = useCallback(
    (params: URLSearchParams, isCancelled: () => boolean) => {
      if (params.size === 0) return;
      // The reader checks kinds against the tool registry, which no visitor without a link needs.
      void import('@/lib/quote-prefill.ts').then(({ readQuotePrefill, isCalculationId }) => {
        if (isCancelled()) return;
        const prefill = readQuotePrefill(params);
        if (prefill.projectType) set('projectType', prefill.projectType);
        if (prefill.capacityBottles) set('capacityBottles', String(prefill.capacityBottles));
        if (prefill.budget) set('budget', prefill.budget);
        if (prefill.timeline) set('timeline', prefill.timeline);
        if (prefill.calculation) setCalculation(prefill.calculation);
        const id = params.get('calculation');
        if (isCalculationId(id)) setCalculationId(id);
      });
    },
    [set, setCalculation],
  );

  // A saved calculation loads with the visitor's session; a stored session may still be restoring.
  useEffect(() => {
    if (calculationId && loading) void connect();
  }, [calculationId, loading, connect]);

  /** The link named a saved calculation, but nobody is signed in to read it. */
  const needsSignIn = calculationId !== null && !loading && !user;
  return { user, calculationId, fromLink, needsSignIn };
}
