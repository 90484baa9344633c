import { CheckCircle2 } from 'lucide-react';
import { formatUsd } from '@shared/estimator/format.ts';
import { business } from '@/config/business.ts';
import { TypedNameConsent } from '@/components/forms/typed-name-consent.tsx';
import { FunctionError } from '@/lib/functions.ts';
import { WithQueries } from '@/lib/query-client.tsx';
import { useClientContract, useSignContract } from '../api/contracts.ts';
import { LinkOpenError } from '@/components/tool-shell/link-open-error.tsx';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

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
          (error: unknown) => (error instanceof FunctionError && error.issues[0] ? error.issues[0].message : 'Your signature could not be recorded just now. Please try again in a moment.'),
        )
      }
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
        <p role="status" className="flex items-start gap-3 rounded-xl border border-gold-400/60 p-4 text-cream-50" data-testid="contract-signed">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden="true" />
          Signed by {data.signedName} on {when(data.signedAt ?? '')}. Thank you: we will confirm the start date with the deposit invoice.
        </p>
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

export default function ClientContractPage({ token }: { token: string }) {
  return (
    <WithQueries>
      <ClientContract token={token} />
    </WithQueries>
  );
}
