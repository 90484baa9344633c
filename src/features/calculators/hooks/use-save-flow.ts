import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth.tsx';
import { notify } from '@/lib/notify.ts';
import {
  stashPendingSave,
  takePendingSave,
  useSaveCalculation,
  type CalculationKind,
  type NewCalculation,
} from '@/lib/saved-calculations.ts';

export const SAVE_MESSAGES = {
  savedTitle: 'Saved to My Calculations',
  savedDescription: 'Reopen it any time from My Calculations in your account menu.',
  signInTitle: 'Sign in to save',
  signInDescription: 'Your results are kept: they are saved as soon as you sign in or create an account.',
  failedTitle: 'Could not save',
} as const;

/**
 * Save for every calculator. Signed in: store it now. Signed out: keep the
 * calculation in this browser, explain, and go to sign-in with a way back
 * to this exact calculation; when the calculator opens again with a signed-in
 * visitor, the kept calculation is saved.
 */
export function useSaveFlow(kind: CalculationKind, build: () => NewCalculation) {
  const { user, loading, connect } = useAuth();
  const mutation = useSaveCalculation();
  const navigate = useNavigate();
  const { mutate } = mutation;

  const store = useCallback(
    (calculation: NewCalculation) =>
      mutate(calculation, {
        onSuccess: () => void notify.success(SAVE_MESSAGES.savedTitle, SAVE_MESSAGES.savedDescription),
        onError: (error) => void notify.error(SAVE_MESSAGES.failedTitle, error.message),
      }),
    [mutate],
  );

  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const pending = takePendingSave(kind);
    if (pending) store(pending);
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
      store(calculation);
      return;
    }
    stashPendingSave(calculation);
    void notify.info(SAVE_MESSAGES.signInTitle, SAVE_MESSAGES.signInDescription);
    navigate(`/auth?next=${encodeURIComponent(calculation.summary.link)}`);
  }, [user, loading, connect, store, navigate]);

  return { save, saving: mutation.isPending };
}
