import { Download } from 'lucide-react';
import { business } from '@domain/business.ts';
import { formatUsd } from '@domain/estimator/format.ts';
import { downloadBlob } from '@/lib/download.ts';
import { FunctionError } from '@/lib/errors.ts';
import { useClientContract, useSignContract, type ClientContract as ContractView } from '../api/contract.ts';
import { ConsentRecorded, consentOutcome, linkTime } from './consent-parts.tsx';
import { LinkOpenError } from './link-open-error.tsx';
import { CONTRACT_STEPS, NextSteps } from './next-steps.tsx';
import { TypedNameConsent } from './typed-name-consent.tsx';

/** The client's copy as a PDF, made in the browser from what the page shows (pdf-lib loads only now). */
async function download(view: ContractView) {
  const { contractPdf } = await import('@domain/contract/contract-pdf.ts');
  const bytes = await contractPdf(view, null);
  const slug = view.clientName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'client';
  downloadBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `contract-${slug}${view.state === 'signed' ? '-signed' : ''}.pdf`);
}

const SIGN_FAILED = 'Your signature could not be recorded just now. Please try again in a moment.';
// Signed through the same link by another request first: the page reloads the contract and shows that signature.
const ALREADY_SIGNED = 'This contract has already been signed; the signature on record is shown above.';

function SignForm({ token }: { token: string }) {
  const sign = useSignContract(token);
  return (
    <TypedNameConsent
      id="sign"
      title="Sign the contract"
      intro="Typing your name and pressing Sign is your signature. We record it with the date and time, the address it came from and your browser."
      checkboxLabel="I have read the contract and sign it."
      submitLabel="Sign the contract"
      missing={{ name: 'Type your full name to sign.', agree: 'Tick the box to confirm you sign the contract.' }}
      pending={sign.isPending}
      onConsent={(name) =>
        sign.mutateAsync({ name, agree: true }).then(
          () => null,
          (error: unknown) => (error instanceof FunctionError && error.code === 'conflict' ? ALREADY_SIGNED : consentOutcome(Promise.reject(error), SIGN_FAILED)),
        )
      }
    />
  );
}

/** The contract a mailed link opens: its clauses, a PDF copy, the signature while it is open, and what follows. */
export function ClientContract({ token }: { token: string }) {
  const view = useClientContract(token);
  if (view.isPending)
    return (
      <p role="status" className="card p-6 text-cream-100">
        Opening your contract…
      </p>
    );
  if (view.isError) return <LinkOpenError what="contract" testId="client-contract" error={view.error} />;
  const data = view.data;
  const signed = data.state === 'signed';
  return (
    <>
      <section aria-labelledby="client-contract-title" className="card grid gap-5 p-5 sm:p-8" data-testid="client-contract">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="client-contract-title" className="font-display text-2xl text-cream-50">
            Your contract, {data.clientName}
          </h2>
          <p className="text-right">
            <span className="block text-xs tracking-wide text-mist-300 uppercase">Contract price</span>
            <span className="font-display text-3xl text-gold-300 tabular-nums">{formatUsd(data.total)}</span>
          </p>
        </div>
        <ol className="grid gap-4">
          {data.clauses.map((clause, index) => (
            <li key={clause.key}>
              <h3 className="font-sans text-base font-semibold text-cream-50">
                {index + 1}. {clause.title}
              </h3>
              <p className="mt-1 text-cream-100">{clause.text}</p>
            </li>
          ))}
        </ol>
        <button type="button" className="btn-outline justify-self-start" onClick={() => void download(data)}>
          <Download className="size-4" aria-hidden="true" /> {signed ? 'Download your signed copy (PDF)' : 'Download the PDF'}
        </button>
        {signed ? (
          <ConsentRecorded testId="contract-signed">
            Signed by {data.signedName} on {linkTime(data.signedAt ?? '')}. Thank you: we will confirm your start date with the deposit invoice within {business.offer.responseHours} hours.
          </ConsentRecorded>
        ) : data.state === 'open' ? (
          <>
            {data.expiresAt ? <p className="text-sm text-mist-300">You can sign it online until {linkTime(data.expiresAt)}.</p> : null}
            <SignForm token={token} />
          </>
        ) : (
          <p role="status" className="rounded-xl border border-cellar-600 p-4 text-cream-100">
            This link has expired. Reply to our email or call {business.phone} and we will send you a current one.
          </p>
        )}
      </section>
      <NextSteps id="contract-next" steps={CONTRACT_STEPS} done={signed ? 1 : 0} />
    </>
  );
}
