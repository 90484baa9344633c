/**
 * The designer's state, owned here: the plan's history (undo/redo), the
 * selected piece, what the live region says, and the draft kept in this
 * browser. Every edit goes through `apply`: an accepted one becomes the new
 * plan, a refused one leaves the plan as it was and is announced with its reason.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { canRedo, canUndo, commit, redo, startHistory, undo, type History } from '@domain/designer/history.ts';
import type { EditResult } from '@domain/designer/operations.ts';
import { STARTER_PLAN, describePosition, moduleName, type Plan } from '@domain/designer/plan.ts';
import { saveDraft } from '@/lib/drafts.ts';
import { DRAFT_KEY, loadCodec, readDraft } from './draft.ts';

export interface Announcement {
  text: string;
  /** A refused edit: shown as an error too. */
  refused: boolean;
  /** Bumped on each announcement so the same words are read again. */
  key: number;
}

/**
 * `beforeOpen` is awaited before the page replaces the prerendered starter
 * plan with a link's plan or the draft, so the parts that load after
 * hydration have hydrated on the starter plan first (see `afterHydration`).
 */
export function useDesigner(beforeOpen: () => Promise<unknown> = () => Promise.resolve()) {
  const [history, setHistory] = useState<History<Plan>>(() => startHistory(STARTER_PLAN));
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', refused: false, key: 0 });
  /** A link's plan that could not be opened: said once, above the editor. */
  const [linkError, setLinkError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const location = useLocation();
  const plan = history.present;

  const announce = useCallback((text: string, refused = false) => {
    setAnnouncement((current) => ({ text, refused, key: current.key + 1 }));
  }, []);

  // The prerendered page opens on the starter plan; the link's plan, or this browser's draft, replaces it once hydrated.
  const search = location.search;
  useEffect(() => {
    let cancelled = false;
    const open = async () => {
      const params = new URLSearchParams(search);
      await beforeOpen().catch(() => undefined);
      if (cancelled) return;
      if (params.has('r')) {
        const { decodePlan } = await loadCodec();
        const decoded = decodePlan(params);
        if (cancelled) return;
        if (decoded.ok) {
          setHistory(startHistory(decoded.plan));
          setLinkError(null);
          setLoaded(true);
          return;
        }
        setLinkError(`${decoded.message} Your own draft is shown instead.`);
      }
      const draft = await readDraft();
      if (cancelled) return;
      if (draft) setHistory(startHistory(draft));
      setLoaded(true);
    };
    void open();
    return () => {
      cancelled = true;
    };
  }, [search, beforeOpen]);

  // Everything drawn is kept in this browser, so a reload or a refused link loses nothing.
  useEffect(() => {
    if (loaded) saveDraft(DRAFT_KEY, plan);
  }, [plan, loaded]);

  const apply = useCallback(
    (result: EditResult, said?: (next: Plan) => string): boolean => {
      if (!result.ok) {
        announce(result.message, true);
        return false;
      }
      setHistory((current) => commit(current, result.plan));
      if (said) announce(said(result.plan));
      return true;
    },
    [announce],
  );

  const describe = useCallback(
    (next: Plan, id: string, verb: string) => {
      const module = next.modules.find((candidate) => candidate.id === id);
      return module ? `${moduleName(next, module)} ${verb}: ${describePosition(module)}.` : '';
    },
    [],
  );

  const doUndo = useCallback(() => {
    setHistory((current) => (canUndo(current) ? undo(current) : current));
    announce('Undone.');
  }, [announce]);
  const doRedo = useCallback(() => {
    setHistory((current) => (canRedo(current) ? redo(current) : current));
    announce('Redone.');
  }, [announce]);

  return {
    plan,
    selected,
    select: setSelected,
    apply,
    describe,
    announce,
    announcement,
    linkError,
    undo: doUndo,
    redo: doRedo,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}

export type Designer = ReturnType<typeof useDesigner>;
