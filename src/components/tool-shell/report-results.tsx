import { Suspense, type ReactNode } from 'react';
import { ReopenNotice } from './reopen-notice.tsx';
import type { ReopenStatus } from './use-reopen-saved.ts';

/** What the results column says before there is a report: its heading, what will appear, and how to start. */
export interface EmptyReport {
  testId: string;
  title: string;
  intro: string;
  note: string;
}

interface ReportResultsProps {
  reopen: ReopenStatus;
  /** How the reopen messages name the report ("collection", "unit log"). */
  noun: string;
  /** Said while the report's code (and the tool's engine with it) loads. */
  working: string;
  empty: EmptyReport;
  /** The report, lazily loaded, or null while there is nothing to report. */
  children: ReactNode;
}

/** The results column of a tool whose report loads with its engine: a saved report opening, then the report, or what it will hold. */
export function ReportResults({ reopen, noun, working, empty, children }: ReportResultsProps) {
  return (
    <>
      <ReopenNotice status={reopen} noun={noun} />
      {children ? (
        <Suspense fallback={<p role="status" className="card p-5 text-cream-100">{working}</p>}>{children}</Suspense>
      ) : (
        <section aria-labelledby="results-title" className="card p-5 sm:p-7" data-testid={empty.testId}>
          <h2 id="results-title" className="font-sans text-lg font-semibold text-cream-50">
            {empty.title}
          </h2>
          <p className="mt-3 text-cream-100">{empty.intro}</p>
          <p className="mt-3 text-sm text-mist-300">{empty.note}</p>
        </section>
      )}
    </>
  );
}

/** The note a report shows when it was reopened from a saved one. */
export const reopenedNote = (reopen: ReopenStatus) => (reopen.kind === 'opened' ? reopen.note : null);
