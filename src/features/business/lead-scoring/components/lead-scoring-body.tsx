import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error.tsx';
import { withQueries } from '@/lib/with-queries.tsx';
import { FEATURES, FEATURE_LABELS } from '@domain/scoring/features.ts';
import { FOLDS, MIN_CLOSED, MIN_EACH, fitAndEvaluate, type FitReport } from '@domain/scoring/fit.ts';
import { PRIORS } from '@domain/scoring/model.ts';
import { useActiveModel, useApplyModel, useTrainingSet, type ActiveModel } from '@/features/business/admin/public-scoring.ts';
import { auc, percent, weight } from './format.ts';
import { ModelInUse } from './model-in-use.tsx';
import { TopLeads } from './top-leads.tsx';

function WeightsTable({ report, active }: { report: FitReport; active: ActiveModel }) {
  const rows: Array<[string, number, number, number]> = [
    ['Base (intercept)', PRIORS.intercept, report.model.intercept, active.model.intercept],
    ...FEATURES.map((feature): [string, number, number, number] => [FEATURE_LABELS[feature], PRIORS.weights[feature], report.model.weights[feature], active.model.weights[feature]]),
  ];
  return (
    <div className="scroll-x rounded-xl border border-cellar-700" tabIndex={0} role="region" aria-label="Weights: prior, fitted and in use">
      <table className="w-full text-left text-sm" data-testid="fit-weights">
        <caption className="sr-only">Weights in log-odds: the stated prior, the fit on your leads, and the weights in use now</caption>
        <thead className="bg-cellar-800 text-xs uppercase tracking-wide text-mist-300">
          <tr>
            <th scope="col" className="px-3 py-2 sm:px-4">Feature</th>
            <th scope="col" className="px-3 py-2 sm:px-4 text-right">Prior</th>
            <th scope="col" className="px-3 py-2 sm:px-4 text-right">Fitted</th>
            <th scope="col" className="px-3 py-2 sm:px-4 text-right">In use</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, prior, fitted, inUse]) => (
            <tr key={label} className="border-t border-cellar-700">
              <th scope="row" className="px-3 py-2 sm:px-4 font-normal text-cream-100">{label}</th>
              <td className="px-3 py-2 sm:px-4 text-right tabular-nums text-mist-300">{weight(prior)}</td>
              <td className={`px-4 py-2 text-right tabular-nums ${Math.sign(fitted) !== Math.sign(prior) ? 'font-semibold text-gold-200' : 'text-cream-100'}`}>{weight(fitted)}</td>
              <td className="px-3 py-2 sm:px-4 text-right tabular-nums text-mist-300">{weight(inUse)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Verdict({ report }: { report: FitReport }) {
  const better = report.fitted.auc > report.prior.auc && report.fitted.accuracy >= report.prior.accuracy;
  return (
    <div className="grid gap-2" data-testid="fit-accuracy">
      <dl className="grid grid-cols-[auto_auto_auto] gap-x-6 gap-y-1 text-sm sm:w-max">
        <dt className="text-mist-300">On {report.fitted.count} closed leads</dt>
        <dd className="text-mist-300">Accuracy</dd>
        <dd className="text-mist-300">AUC</dd>
        <dt className="text-cream-100">Fitted, cross-validated</dt>
        <dd className="tabular-nums text-cream-50">{percent(report.fitted.accuracy)}</dd>
        <dd className="tabular-nums text-cream-50">{auc(report.fitted.auc)}</dd>
        <dt className="text-cream-100">Stated priors</dt>
        <dd className="tabular-nums text-cream-50">{percent(report.prior.accuracy)}</dd>
        <dd className="tabular-nums text-cream-50">{auc(report.prior.auc)}</dd>
      </dl>
      <p className="text-sm text-mist-300">
        {better
          ? `The fit ranks your leads better than the priors: each lead was scored by a fit on the other ${FOLDS - 1} fifths, so this is how it does on leads it has not seen.`
          : 'The fit does not beat the priors on these leads. Keeping the priors is the better choice until more outcomes are in.'}
      </p>
    </div>
  );
}

/** Fitting the weights on the business's won and lost leads: counts, the fit, its honest accuracy, and applying it. */
function FitPanel({ active }: { active: ActiveModel }) {
  const training = useTrainingSet();
  const apply = useApplyModel();
  const [report, setReport] = useState<FitReport | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const set = training.data;

  return (
    <section aria-labelledby="fit-title" className="card grid gap-4 p-6 sm:p-8">
      <h2 id="fit-title" className="font-sans text-xl font-semibold text-cream-50">
        Fit the weights on your won and lost leads
      </h2>
      {training.isPending ? <p role="status" className="text-mist-300">Counting your closed leads…</p> : null}
      {training.isError ? <LoadError what="Your closed leads" onRetry={() => void training.refetch()} /> : null}
      {set ? (
        <>
          <p className="text-mist-300" data-testid="fit-counts">
            {set.won} won and {set.lost} lost so far.{' '}
            {set.enough
              ? 'Enough to fit: logistic regression, each weight pulled toward its prior, so a small record moves them only as far as it justifies.'
              : `A fit needs at least ${MIN_CLOSED} closed leads with ${MIN_EACH} of each outcome; until then the priors score every lead.`}
          </p>
          {set.enough ? (
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-gold"
                onClick={() => {
                  setApplied(null);
                  setReport(fitAndEvaluate(set.examples));
                }}
              >
                {report ? 'Fit again' : 'Fit the weights'}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      {report ? (
        <div className="grid gap-4">
          <Verdict report={report} />
          <WeightsTable report={report} active={active} />
          <p className="text-xs text-mist-300">Weights are in log-odds per unit of the feature (each feature runs from 0 to 1). A fitted weight whose sign differs from its prior is highlighted.</p>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="btn-gold"
              disabled={apply.isPending}
              onClick={() => {
                const { model, ...metrics } = report;
                apply.mutate({ model, metrics }, { onSuccess: (count) => setApplied(`Fit applied; ${count.toLocaleString('en-US')} leads scored again.`) });
              }}
            >
              {apply.isPending ? 'Applying…' : 'Apply this fit and rescore every lead'}
            </button>
          </div>
          {apply.isError ? <p role="alert" className="text-sm text-red-200">The fit could not be applied just now. Try again.</p> : null}
        </div>
      ) : null}
      <p role="status" className="text-sm text-cream-100">
        {applied}
      </p>
    </section>
  );
}

/** The tool for an admin: the model in use, the fit on the business's outcomes, and the top open leads. */
function LeadScoringTool() {
  const active = useActiveModel();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {active.isPending ? <p role="status" className="text-mist-300">Reading the scoring model…</p> : null}
      {active.isError ? <LoadError what="The scoring model" onRetry={() => void active.refetch()} /> : null}
      {active.data ? (
        <>
          <TopLeads />
          <ModelInUse active={active.data} />
          <FitPanel active={active.data} />
        </>
      ) : null}
      <p className="text-sm text-mist-300" data-testid="data-note">
        Where your data goes: nowhere. The scoring and the fit run in this browser on the business’s own leads, and the scores are stored in its own database. No model provider is asked.
      </p>
    </div>
  );
}

/** The tool's queries live in the admin's query client, so the inbox and this page share their cache. */
export default withQueries(LeadScoringTool);
