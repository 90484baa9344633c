import { business } from '@domain/business.ts';
import { issueMessage } from '@/lib/errors.ts';

/** What a client sees when the document their emailed link opens cannot be shown: the function's reason, or a retry, and the phone. */
export function LinkOpenError({ what, testId, error }: { what: string; testId: string; error: unknown }) {
  return (
    <section role="alert" className="card p-6 text-cream-100" data-testid={testId}>
      <h2 className="font-sans text-lg font-semibold text-cream-50">This {what} could not be opened</h2>
      <p className="mt-2">
        {issueMessage(error, 'Please try again in a moment.')} Questions? Call {business.phone}.
      </p>
    </section>
  );
}
