import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth.tsx';
import { notify } from '@/lib/notify.ts';
import type { CalculationKind, NewCalculation } from '@/lib/saved-calculations.ts';

export const SAVE_MESSAGES = {
  savedTitle: 'Saved to My Calculations',
  savedDescription: 'Reopen it any time from My Calculations in your account menu.',
  signInTitle: 'Sign in to save',
  signInDescription: 'Your results are kept: they are saved as soon as you sign in or create an account.',
  failedTitle: 'Could not save',
} as const;

// Saving needs supabase-js and TanStack Query; neither is needed to use a calculator,
// so they load when a visitor saves (or comes back to save), not with the page.
let savingModule: Promise<typeof import('@/lib/saved-calculations.ts')> | undefined;
const loadSaving = () => (savingModule ??= import('@/lib/saved-calculations.ts'));

/**
 * Save for every calculator. Signed in: store it now. Signed out: keep the
 * calculation in this browser, explain, and go to sign-in with a way back
 * to this exact calculation; when the calculator opens again with a signed-in
 * visitor, the kept calculation is saved.
 */
export function useSaveFlow(kind: CalculationKind, build: () => NewCalculation) {
  const { user, loading, connect } = useAuth();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const store = useCallback(async (calculation: NewCalculation) => {
    setSaving(true);
    try {
      const { saveCalculation } = await loadSaving();
      await saveCalculation(calculation);
      // The saved list may be cached from an earlier visit to /my-calculations.
      const { queryClient } = await import('@/lib/query-client.tsx');
      void queryClient.invalidateQueries({ queryKey: ['saved-calculations'] });
      void notify.success(SAVE_MESSAGES.savedTitle, SAVE_MESSAGES.savedDescription);
    } catch (error) {
      void notify.error(SAVE_MESSAGES.failedTitle, error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }, []);

  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void loadSaving().then(({ takePendingSave }) => {
      if (cancelled) return;
      const pending = takePendingSave(kind);
      if (pending) void store(pending);
    });
    return () => {
      cancelled = true;
    };
  }, [userId, kind, store]);

  const buildRef = useRef(build);
  buildRef.current = build;

  const save = useCallback(async () => {
    const calculation = buildRef.current();
    let signedIn = Boolean(user);
    if (!signedIn && loading) {
      // A stored session may not be restored yet: ask the client rather than sending a signed-in visitor to sign in.
      const client = await connect();
      const { data } = await client.auth.getSession();
      signedIn = Boolean(data.session);
    }
    if (signedIn) {
      await store(calculation);
      return;
    }
    const { stashPendingSave } = await loadSaving();
    stashPendingSave(calculation);
    void notify.info(SAVE_MESSAGES.signInTitle, SAVE_MESSAGES.signInDescription);
    navigate(`/auth?next=${encodeURIComponent(calculation.summary.link)}`);
  }, [user, loading, connect, store, navigate]);

  return { save, saving };
}
