/**
 * Parts of what a client sees through a mailed link (a proposal to accept, a
 * contract to sign): the dates as the client reads them, the outcome of
 * their typed-name consent, and the notice once it is recorded.
 */
import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { issueMessage } from '@/lib/errors.ts';

/** "May 1, 2026 at 3:04 PM": when a link was sent, expires, or was acted on. */
export const linkTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** For TypedNameConsent's onConsent: null once recorded; else the function's own reason for the input, or `fallback`. */
export const consentOutcome = (recorded: Promise<unknown>, fallback: string): Promise<string | null> =>
  recorded.then(
    () => null,
    (error: unknown) => issueMessage(error, fallback),
  );

/** The consent on record: who and when, and what happens next. */
export function ConsentRecorded({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-3 rounded-xl border border-gold-400/60 p-4 text-cream-50" data-testid={testId}>
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden="true" />
      {children}
    </p>
  );
}
