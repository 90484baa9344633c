/**
 * Reopening a saved report from My Calculations: its link carries the report
 * id, and the report comes back from the signed-in visitor's own saved rows.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/lib/auth.tsx';
import { loadSavedReport, pendingReport } from './api/saved-report.ts';
import type { ConditionState } from './use-condition.ts';

export type ReopenStatus = { kind: 'none' } | { kind: 'loading' } | { kind: 'opened'; note: string } | { kind: 'problem'; message: string; signIn: boolean };

export function useReopen(restore: ConditionState['restore']): ReopenStatus {
  const location = useLocation();
  const { connect } = useAuth();
  const reportId = new URLSearchParams(location.search).get('report');
  const [status, setStatus] = useState<ReopenStatus>({ kind: 'none' });
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    if (!reportId) return;
    let cancelled = false;
    setStatus({ kind: 'loading' });
    void (async () => {
      try {
        const pending = await pendingReport(reportId);
        if (cancelled) return;
        if (pending) {
          // Back from signing in to save: the report comes from this browser, and the shell's save stores it once the report is on screen.
          restoreRef.current(pending, 'Your assessment, kept in this browser');
          setStatus({ kind: 'opened', note: 'Your assessment is back as you left it; signed in, it is saved to My Calculations. Photos are not kept, so add them again to print them.' });
          return;
        }
        const client = await connect();
        const { data } = await client.auth.getSession();
        if (!data.session) {
          if (!cancelled) setStatus({ kind: 'problem', message: 'Sign in to open your saved assessment.', signIn: true });
          return;
        }
        const found = await loadSavedReport(reportId);
        if (cancelled) return;
        if (!found?.assessment) {
          setStatus({ kind: 'problem', message: 'This saved assessment is not in your account: it may have been deleted.', signIn: false });
          return;
        }
        const label = `Your saved report (${found.title})`;
        restoreRef.current(found.assessment, label);
        const saved = new Date(found.savedAt).toISOString().slice(0, 10);
        setStatus({ kind: 'opened', note: `Reopened from My Calculations, saved ${saved}. ${found.assessment.condensed?.note ?? ''} Photos are not saved, so add them again to print them.`.replace(/\s+/g, ' ').trim() });
      } catch (error) {
        if (!cancelled) setStatus({ kind: 'problem', message: `The saved assessment could not be loaded: ${error instanceof Error ? error.message : String(error)}`, signIn: false });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [reportId, connect]);

  return status;
}
