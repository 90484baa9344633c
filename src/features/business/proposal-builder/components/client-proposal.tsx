import { Download } from 'lucide-react';
import { business } from '@domain/business.ts';
import { formatUsd } from '@domain/estimator/format.ts';
import { TypedNameConsent } from '@/components/forms/typed-name-consent.tsx';
import { withQueries } from '@/lib/with-queries.tsx';
import { downloadBlob } from '@/lib/download.ts';
import { useAcceptProposal, useClientProposal, type ClientView } from '../api/client-proposal.ts';
import { ProposalDocument } from './proposal-document.tsx';
import { ConsentRecorded, consentOutcome, linkTime } from '@/components/tool-shell/client-link-parts.tsx';
import { LinkOpenError } from '@/components/tool-shell/link-open-error.tsx';

const STATE_TEXT = {
  expired: 'This proposal’s link has expired. Reply to our email or call us and we will send you a current one.',
  superseded: 'We have sent you a newer version of this proposal: please use the link in the latest email.',
  draft: 'This proposal has not been sent yet.',
} as const;

async function download(view: ClientView) {
  const { proposalPdf, pdfFileName } = await import('../proposal-pdf.ts');
  const blob = await proposalPdf({ ...view, datedAt: view.sentAt ?? new Date().toISOString() });
  downloadBlob(blob, pdfFileName(view));
}

function AcceptForm({ token, clientName }: { token: string; clientName: string }) {
  const accept = useAcceptProposal(token);
  return (
    <TypedNameConsent
      id="accept"
      title="Accept this proposal"
      intro="Typing your name and pressing Accept records your acceptance with the date and time. The deposit is then due, and we send the contract for your signature."
      nameHint={`As ${clientName}, or whoever signs for the project.`}
      checkboxLabel="I accept this proposal, its price and its payment schedule."
      submitLabel="Accept the proposal"
      missing={{ name: 'Type your full name to accept.', agree: 'Tick the box to confirm you accept the proposal.' }}
      pending={accept.isPending}
      onConsent={(name) => consentOutcome(accept.mutateAsync({ name, agree: true }), 'Your acceptance could not be recorded just now. Please try again in a moment.')}
    />
  );
}

export default withQueries(ClientProposal);

/** What the client sees through the emailed link: the proposal, its PDF, and the way to accept it while it is open. */
function ClientProposal({ token }: { token: string }) {
  const view = useClientProposal(token);
  if (view.isPending)
    return (
      <p role="status" className="card p-6 text-cream-100">
        Opening your proposal…
      </p>
    );
  if (view.isError) return <LinkOpenError what="proposal" testId="client-proposal" error={view.error} />;
  const data = view.data;
  return (
    <section aria-labelledby="client-proposal-title" className="card grid gap-6 p-5 sm:p-8" data-testid="client-proposal">
      <div>
        <h2 id="client-proposal-title" className="font-display text-2xl text-cream-50">
          Your proposal, {data.clientName}
        </h2>
        <p className="mt-1 text-sm text-mist-300">
          Version {data.version}
          {data.sentAt ? `, sent ${linkTime(data.sentAt)}` : ''} · {formatUsd(data.document.total)}
        </p>
      </div>
      {data.message ? <p className="whitespace-pre-line text-cream-100">{data.message}</p> : null}
      <ProposalDocument document={data.document} idPrefix="client" />
      <button type="button" className="btn-outline justify-self-start" onClick={() => void download(data)}>
        <Download className="size-4" aria-hidden="true" /> Download the PDF
      </button>
      {data.state === 'accepted' ? (
        <ConsentRecorded testId="proposal-accepted">
          Accepted by {data.acceptedName} on {linkTime(data.acceptedAt ?? '')}. Thank you: we will be in touch within {business.offer.responseHours} hours with the contract and the deposit invoice.
        </ConsentRecorded>
      ) : data.state === 'open' ? (
        <>
          {data.expiresAt ? <p className="text-sm text-mist-300">You can accept it online until {linkTime(data.expiresAt)}.</p> : null}
          <AcceptForm token={token} clientName={data.clientName} />
        </>
      ) : (
        <p role="status" className="rounded-xl border border-cellar-600 p-4 text-cream-100">
          {STATE_TEXT[data.state]}
        </p>
      )}
    </section>
  );
}
