import { useState } from 'react';
import { Save } from 'lucide-react';
import { formatUsd } from '@domain/estimator/format.ts';
import { FunctionError } from '@/lib/errors.ts';
import { withQueries } from '@/lib/with-queries.tsx';
import { useSaveVersion } from '../api/proposals.ts';
import { useProposalBuilder } from '../use-proposal-builder.ts';
import { LeadPicker } from './lead-picker.tsx';
import { ProjectFields } from './project-fields.tsx';
import { PRICE_POINT_LABELS } from '@domain/proposal/proposal.ts';
import { ProposalDocument } from '@/features/client-documents/public-proposal-document.ts';
import { VersionsPanel } from './versions-panel.tsx';

export default withQueries(ProposalBuilder);

/** The builder, for an admin: lead and project on the left, the live proposal and its versions on the right. */
function ProposalBuilder() {
  const state = useProposalBuilder();
  const save = useSaveVersion();
  const [saveError, setSaveError] = useState<string | null>(null);

  const onSave = () => {
    if (!state.draft) return;
    setSaveError(null);
    save.mutate(state.draft, {
      onError: (error) =>
        setSaveError(error instanceof FunctionError && error.issues.length > 0 ? error.issues.map((issue) => issue.message).join(' ') : 'The proposal could not be saved. Your choices are kept; please try again.'),
    });
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
      <section aria-labelledby="proposal-inputs-title" className="card grid gap-5 p-5 sm:p-7">
        <h2 id="proposal-inputs-title" className="font-sans text-lg font-semibold text-cream-50">
          Lead and project
        </h2>
        <LeadPicker chosen={state.lead} onChoose={state.setLead} />
        {state.lead ? <ProjectFields key={state.lead.id} state={state} /> : null}
      </section>

      <div className="grid gap-6">
        <section aria-labelledby="proposal-preview-title" className="card p-5 sm:p-7" data-testid="proposal-preview">
          <h2 id="proposal-preview-title" className="font-sans text-lg font-semibold text-cream-50">
            {state.lead ? `Proposal for ${state.lead.name}` : 'The proposal'}
          </h2>
          {!state.lead ? (
            <p className="mt-3 text-cream-100">Choose a lead from the inbox, and the proposal takes shape here as you choose its project and price.</p>
          ) : state.preview ? (
            <>
              <p className="mt-1 text-sm text-mist-300">
                Figures from the estimator, worked out in your browser; saving rebuilds them on the server the same way. Below is what the client reads; where the
                price sits in the estimator’s range is for you only: {PRICE_POINT_LABELS[state.preview.pricePoint].toLowerCase()} ({formatUsd(state.preview.estimate.low)} to{' '}
                {formatUsd(state.preview.estimate.high)}).
              </p>
              <div className="mt-5">
                <ProposalDocument document={state.preview} onToggleUpgrade={state.toggleUpgrade} idPrefix="preview" />
              </div>
              <div className="mt-6 flex flex-wrap items-center gap-3">
                <button type="button" className="btn-gold" onClick={onSave} disabled={save.isPending || !state.draft}>
                  <Save className="size-4" aria-hidden="true" /> {save.isPending ? 'Saving…' : `Save as a new version (${formatUsd(state.preview.total)})`}
                </button>
                <p className="text-xs text-mist-300">Saving keeps a version; nothing is sent until you press Send on it.</p>
              </div>
              {saveError ? (
                <p role="alert" className="field-error mt-3">
                  {saveError}
                </p>
              ) : null}
            </>
          ) : (
            <p className="mt-3 text-cream-100">Fix the project above to see the proposal.</p>
          )}
        </section>
        {state.lead ? <VersionsPanel key={state.lead.id} lead={state.lead} /> : null}
      </div>
    </div>
  );
}
