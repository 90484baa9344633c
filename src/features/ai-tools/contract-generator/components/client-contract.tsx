import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { formatUsd } from '@shared/estimator/format.ts';
import { business } from '@/config/business.ts';
import { Field } from '@/components/forms/field.tsx';
import { FunctionError } from '@/lib/functions.ts';
import { WithQueries } from '@/lib/query-client.tsx';
import { useClientContract, useSignContract } from '../api/contracts.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

function SignForm({ token }: { token: string }) {
  const sign = useSignContract(token);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agree?: string; form?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    const found = { ...(typed.length < 2 ? { name: 'Type your full name to sign.' } : {}), ...(!agree ? { agree: 'Tick the box to confirm you sign the contract.' } : {}) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sign.mutate(
      { name: typed, agree },
      { onError: (error) => setErrors({ form: error instanceof FunctionError && error.issues[0] ? error.issues[0].message : 'Your signature could not be recorded just now. Please try again in a moment.' }) },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-title" className="grid gap-4 rounded-xl border border-gold-400/50 p-5">
      <h2 id="sign-title" className="font-sans text-lg font-semibold text-cream-50">
        Sign the contract
      </h2>
      <p className="text-sm text-cream-100">Typing your name and pressing Sign is your signature. We record it with the date and time, the address it came from and your browser, and email you nothing you have not seen here.</p>
      <Field id="sign-name" label="Your full name" required error={errors.name}>
        {(control) => <input {...control} type="text" autoComplete="name" maxLength={120} className="field-input" value={name} onChange={(event) => setName(event.target.value)} />}
      </Field>
      <div>
        <label className="flex items-start gap-3 text-sm text-cream-100">
          <input type="checkbox" className="mt-1 size-4 accent-gold-400" checked={agree} onChange={(event) => setAgree(event.target.checked)} aria-invalid={Boolean(errors.agree)} aria-describedby={errors.agree ? 'sign-agree-error' : undefined} />
          I have read the contract and sign it.
        </label>
        {errors.agree ? (
          <p id="sign-agree-error" className="field-error">
            {errors.agree}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="field-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn-gold justify-self-start" disabled={sign.isPending}>
        {sign.isPending ? 'Recording…' : 'Sign the contract'}
      </button>
    </form>
  );
}

function ClientContract({ token }: { token: string }) {
  const view = useClientContract(token);
  if (view.isPending) return <p role="status" className="card p-6 text-cream-100">Opening your contract…</p>;
  if (view.isError)
    return (
      <section role="alert" className="card p-6 text-cream-100" data-testid="client-contract">
        <h2 className="font-sans text-lg font-semibold text-cream-50">This contract could not be opened</h2>
        <p className="mt-2">
          {view.error instanceof FunctionError && view.error.issues[0] ? view.error.issues[0].message : 'Please try again in a moment.'} Questions? Call {business.phone}.
        </p>
      </section>
    );
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
