import { formatUsd } from '@domain/estimator/format.ts';
import { business } from '@domain/business.ts';
import { TypedNameConsent } from '@/components/forms/typed-name-consent.tsx';
import { withQueries } from '@/lib/with-queries.tsx';
import { useClientContract, useSignContract } from '../api/contracts.ts';
import { ConsentRecorded, consentOutcome, linkTime } from '@/components/tool-shell/client-link-parts.tsx';
import { LinkOpenError } from '@/components/tool-shell/link-open-error.tsx';

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
      onConsent={(name) => consentOutcome(sign.mutateAsync({ name, agree: true }), 'Your signature could not be recorded just now. Please try again in a moment.')}
    />
  );
}

function ClientContract({ token }: { token: string }) {
  const view = useClientContract(token);
  if (view.isPending) return <p role="status" className="card p-6 text-cream-100">Opening your contract…</p>;
  if (view.isError) return <LinkOpenError what="contract" testId="client-contract" error={view.error} />;
  const data = view.data;
  return (
    <section aria-labelledby="client-contract-title" className="card grid gap-5 p-5 sm:p-8" data-testid="client-contract">
      <div>
        <h2 id="client-contract-title" className="font-display text-2xl text-cream-50">
          Your contract, {data.clientName}
        </h2>
        <p className="mt-1 text-sm text-mist-300">
          {business.legalName} · {formatUsd(data.total)}
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
      {data.state === 'signed' ? (
        <ConsentRecorded testId="contract-signed">
          Signed by {data.signedName} on {linkTime(data.signedAt ?? '')}. Thank you: we will confirm the start date with the deposit invoice.
        </ConsentRecorded>
      ) : data.state === 'open' ? (
        <SignForm token={token} />
      ) : (
        <p role="status" className="rounded-xl border border-cellar-600 p-4 text-cream-100">
          This link has expired. Reply to our email or call {business.phone} and we will send you a current one.
        </p>
      )}
    </section>
  );
}

export default withQueries(ClientContract);
