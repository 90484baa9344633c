import { business } from '@domain/business.ts';

/** The page opened without its link's token (typed in, or a link cut short by a mail program). */
export function NoLink({ what }: { what: 'proposal' | 'contract' }) {
  return (
    <section role="status" className="card p-6 text-cream-100" data-testid={`client-${what}`}>
      <h2 className="font-sans text-lg font-semibold text-cream-50">Open your {what} from our email</h2>
      <p className="mt-2">
        This page shows the {what} we emailed you, through the link in that email. If the link does not open it, copy the whole link into your
        browser, or reply to the email or call us on {business.phone} and we will send you a new one.
      </p>
    </section>
  );
}
