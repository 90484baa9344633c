import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth.tsx';
import { notify } from '@/lib/notify.ts';
import type { SavedKind } from '@/config/tools.ts';
import type { NewCalculation } from '@/lib/saved-calculations.ts';

export const SAVE_MESSAGES = {
  savedTitle: 'Saved to My Calculations',
  savedDescription: 'Reopen it any time from My Calculations in your account menu.',
  failedTitle: 'Could not save',
} as const;

// Saving needs supabase-js and TanStack Query; neither is needed to use a calculator,
// so they load when a visitor saves (or comes back to save), not with the page.
let savingModule: Promise<typeof import('@/lib/saved-calculations.ts')> | undefined;
const loadSaving = () => (savingModule ??= import('@/lib/saved-calculations.ts'));

/** Where Save sends a signed-out visitor: sign in or create an account, then back to this calculation. */
export const saveSignInHref = (link: string) => `/auth?next=${encodeURIComponent(link)}&reason=save`;

/**
 * Save for every tool. Signed in: store it now. Signed out: keep the
 * calculation in this browser and go to sign-in with a way back to this
 * exact calculation; the sign-in page says why (`reason=save`) above its
 * form, so no toast covers it. When the tool opens again with a signed-in
 * visitor, the kept calculation is saved.
 *
 * `savedLink` is the link of the calculation saved last from this page: while
 * the inputs still match it, the button says Saved and a second press does not
 * store a duplicate.
 */
export function useSaveFlow(kind: SavedKind, build: () => NewCalculation) {
  const { user, loading, connect } = useAuth();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [savedLink, setSavedLink] = useState<string | null>(null);
  const inFlight = useRef(false);

  const store = useCallback(async (calculation: NewCalculation) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const { saveCalculation } = await loadSaving();
      await saveCalculation(calculation);
      setSavedLink(calculation.summary.link);
      // The saved list may be cached from an earlier visit to /my-calculations.
      const { queryClient } = await import('@/lib/query-client.tsx');
      void queryClient.invalidateQueries({ queryKey: ['saved-calculations'] });
      void notify.success(SAVE_MESSAGES.savedTitle, SAVE_MESSAGES.savedDescription);
    } catch (error) {
      void notify.error(SAVE_MESSAGES.failedTitle, error instanceof Error ? error.message : String(error));
    } finally {
      inFlight.current = false;
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
    if (calculation.summary.link === savedLink) return;
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
    navigate(saveSignInHref(calculation.summary.link));
  }, [user, loading, connect, store, navigate, savedLink]);

  return { save, saving, savedLink };
}
