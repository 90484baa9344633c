/**
 * Reopening a saved tool report from My Calculations: its link carries the
 * report id (`?report=<id>`), and the report comes back from the signed-in
 * visitor's own saved rows (RLS), or from this browser when a signed-out
 * visitor pressed Save and has just signed in.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { SavedKind } from '@/config/tools.ts';
import { useAuth } from '@/lib/auth.tsx';

export type ReopenStatus = { kind: 'none' } | { kind: 'loading' } | { kind: 'opened'; note: string } | { kind: 'problem'; message: string; signIn: boolean };

export interface ReopenOptions<T> {
  kind: SavedKind;
  /** A saved row's inputs back into the tool's inputs, or null when they are not the tool's. */
  parse: (inputs: unknown) => T | null;
  restore: (saved: T, label: string) => void;
  /** "unit log", "assessment": how the messages name the report. */
  noun: string;
  /** Said after the standard notes: what the saved report does not keep, how it was condensed. */
  after?: { pending?: string; reopened?: (saved: T) => string };
}

const idOf = (inputs: unknown) => (inputs as { reportId?: unknown } | null)?.reportId;

export function useReopenSaved<T>({ kind, parse, restore, noun, after }: ReopenOptions<T>): ReopenStatus {
  const location = useLocation();
  const { connect } = useAuth();
  const reportId = new URLSearchParams(location.search).get('report');
  const [status, setStatus] = useState<ReopenStatus>({ kind: 'none' });
  const latest = useRef({ parse, restore, after });
  latest.current = { parse, restore, after };

  useEffect(() => {
    if (!reportId) return;
    let cancelled = false;
    setStatus({ kind: 'loading' });
    void (async () => {
      try {
        const { listSavedCalculations, peekPendingSave } = await import('@/lib/saved-calculations.ts');
        const pending = peekPendingSave(kind);
        const kept = pending && idOf(pending.inputs) === reportId ? latest.current.parse(pending.inputs) : null;
        if (cancelled) return;
        if (kept) {
          latest.current.restore(kept, `Your ${noun}, kept in this browser`);
          setStatus({ kind: 'opened', note: `Your ${noun} is back as you left it; signed in, it is saved to My Calculations. ${latest.current.after?.pending ?? ''}`.trim() });
          return;
        }
        const client = await connect();
        const { data } = await client.auth.getSession();
        if (!data.session) {
          if (!cancelled) setStatus({ kind: 'problem', message: `Sign in to open your saved ${noun}.`, signIn: true });
          return;
        }
        const row = (await listSavedCalculations()).find((item) => item.kind === kind && idOf(item.inputs) === reportId);
        const saved = row ? latest.current.parse(row.inputs) : null;
        if (cancelled) return;
        if (!row || !saved) {
          setStatus({ kind: 'problem', message: `This saved ${noun} is not in your account: it may have been deleted.`, signIn: false });
          return;
        }
        latest.current.restore(saved, `Your saved ${noun} (${row.title})`);
        setStatus({ kind: 'opened', note: `Reopened from My Calculations, saved ${row.created_at.slice(0, 10)}. ${latest.current.after?.reopened?.(saved) ?? ''}`.replace(/\s+/g, ' ').trim() });
      } catch (error) {
        if (!cancelled) setStatus({ kind: 'problem', message: `The saved ${noun} could not be loaded: ${error instanceof Error ? error.message : String(error)}`, signIn: false });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [reportId, connect, kind, noun]);

  return status;
}
