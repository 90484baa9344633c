import { LoadError } from '@/components/ui/load-error.tsx';
import { withQueries } from '@/lib/with-queries.tsx';
import { useActiveModel } from '@/features/business/admin/public-scoring.ts';
import { FitPanel } from './fit-panel.tsx';
import { ModelInUse } from './model-in-use.tsx';
import { TopLeads } from './top-leads.tsx';

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
