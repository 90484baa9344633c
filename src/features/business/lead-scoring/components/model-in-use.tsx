import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { PRIORS } from '@domain/scoring/model.ts';
import { useApplyModel, useRescoreAll, type ActiveModel } from '@/features/business/admin/public-scoring.ts';
import { auc, day, percent } from './format.ts';

/** Which weights score the leads now, and the admin's two actions on them: rescore, or go back to the priors. */
export function ModelInUse({ active }: { active: ActiveModel }) {
  const rescore = useRescoreAll();
  const apply = useApplyModel();
  const [done, setDone] = useState<string | null>(null);
  const busy = rescore.isPending || apply.isPending;
  const fitted = active.metrics;

  return (
    <section aria-labelledby="model-title" className="card grid gap-4 p-6 sm:p-8" data-testid="model-in-use">
      <h2 id="model-title" className="font-sans text-xl font-semibold text-cream-50">
        The model in use
      </h2>
      {fitted && active.created_at ? (
        <p className="text-mist-300">
          Weights fitted on {fitted.won + fitted.lost} closed leads ({fitted.won} won, {fitted.lost} lost), applied on {day.format(new Date(active.created_at))}. Cross-validated accuracy{' '}
          {percent(fitted.fitted.accuracy)}, AUC {auc(fitted.fitted.auc)}; the stated priors scored {percent(fitted.prior.accuracy)} and {auc(fitted.prior.auc)} on the same leads.
        </p>
      ) : (
        <p className="text-mist-300">The stated priors: the weights below, chosen before any of your outcomes were known. They stay in use until you apply a fit.</p>
      )}
      <p className="text-sm text-mist-300">
        A new lead is scored the first time the inbox shows it. Saved calculations and designs keep accruing after a lead writes; rescoring reads them again.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          onClick={() => rescore.mutate(undefined, { onSuccess: (count) => setDone(`${count.toLocaleString('en-US')} leads scored again.`) })}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {rescore.isPending ? 'Scoring…' : 'Rescore every lead'}
        </button>
        {fitted ? (
          <button
            type="button"
            className="btn-outline"
            disabled={busy}
            onClick={() => apply.mutate({ model: PRIORS, metrics: null }, { onSuccess: (count) => setDone(`Back to the priors; ${count.toLocaleString('en-US')} leads scored again.`) })}
          >
            Return to the priors
          </button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-cream-100">
        {done}
      </p>
      {rescore.isError || apply.isError ? (
        <p role="alert" className="text-sm text-red-200">
          The scores could not be written just now. Nothing was half-changed that a second try will not fix: try again.
        </p>
      ) : null}
    </section>
  );
}
