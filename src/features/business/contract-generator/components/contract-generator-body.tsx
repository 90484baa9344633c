import { useState } from 'react';
import { FileSignature } from 'lucide-react';
import { formatUsd } from '@domain/estimator/format.ts';
import { RadioCardList } from '@/components/forms/radio-card-list.tsx';
import { withQueries } from '@/lib/with-queries.tsx';
import { useAcceptedProposals, useCreateContract } from '../api/contracts.ts';
import { ContractEditor } from './contract-editor.tsx';

export default withQueries(ContractGenerator);

const stateOf = (status: string | undefined) => (status === 'signed' ? 'Signed' : status === 'sent' ? 'Sent for signature' : status === 'draft' ? 'Draft' : 'No contract yet');

/** Accepted proposals on the left; the chosen one's contract on the right. */
function ContractGenerator() {
  const accepted = useAcceptedProposals();
  const create = useCreateContract();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = accepted.data?.find((proposal) => proposal.id === chosenId) ?? null;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-10">
      <section aria-labelledby="accepted-title" className="card grid gap-3 p-5 sm:p-7">
        <h2 id="accepted-title" className="font-sans text-lg font-semibold text-cream-50">
          Accepted proposals
        </h2>
        {accepted.isPending ? (
          <p role="status" className="text-sm text-mist-300">
            Reading the accepted proposals…
          </p>
        ) : accepted.isError ? (
          <p role="alert" className="text-sm text-red-200">
            The proposals could not be read just now. Please try again.
          </p>
        ) : accepted.data.length === 0 ? (
          <p className="text-sm text-mist-300">No proposal has been accepted yet: a contract starts from one (see /proposal-builder).</p>
        ) : (
          <RadioCardList
            name="accepted-proposal"
            testId="accepted-proposals"
            items={accepted.data}
            chosenId={chosenId}
            onChoose={(proposal) => setChosenId(proposal.id)}
            title={(proposal) => proposal.clientName}
            detail={(proposal) => `Version ${proposal.version} · ${formatUsd(proposal.total)} · ${stateOf(proposal.contract?.status)}`}
          />
        )}
      </section>
      <div className="grid gap-6">
        {!chosen ? (
          <section className="card p-5 sm:p-7">
            <p className="text-cream-100">Choose an accepted proposal: its contract opens here, assembled from the clause library with the proposal’s figures.</p>
          </section>
        ) : chosen.contract ? (
          <ContractEditor key={chosen.contract.id} contract={chosen.contract} />
        ) : (
          <section className="card grid justify-items-start gap-3 p-5 sm:p-7">
            <p className="text-cream-100">
              {chosen.clientName} accepted version {chosen.version} ({formatUsd(chosen.total)}) on {new Date(chosen.acceptedAt).toLocaleDateString('en-US')}.
            </p>
            <button type="button" className="btn-gold" disabled={create.isPending} onClick={() => create.mutate(chosen.id)}>
              <FileSignature className="size-4" aria-hidden="true" /> {create.isPending ? 'Assembling…' : 'Assemble the contract'}
            </button>
            {create.isError ? (
              <p role="alert" className="field-error">
                The contract could not be assembled just now. Please try again.
              </p>
            ) : null}
          </section>
        )}
      </div>
    </div>
  );
}
