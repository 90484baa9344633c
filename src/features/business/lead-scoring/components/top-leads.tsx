import { Link } from 'react-router';
import { ScoreBadge, useTopLeads } from '@/features/business/admin/public-scoring.ts';

/** The open leads with the highest scores, each a link to the lead in the inbox. */
export function TopLeads() {
  const top = useTopLeads();
  return (
    <section aria-labelledby="top-title" className="card grid gap-4 p-6 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="top-title" className="font-sans text-xl font-semibold text-cream-50">
          Open leads most worth a call
        </h2>
        <Link to="/admin?sort=score" className="text-sm text-gold-200 underline underline-offset-4">
          The inbox by score
        </Link>
      </div>
      {top.isPending ? <p role="status" className="text-mist-300">Reading the scores…</p> : null}
      {top.isError ? <p role="alert" className="text-sm text-red-200">The scores could not be read just now.</p> : null}
      {top.data && top.data.length === 0 ? <p className="text-mist-300">No open lead is scored yet. Leads are scored when the inbox first shows them, or with “Rescore every lead”.</p> : null}
      {top.data && top.data.length > 0 ? (
        <ol className="grid gap-3">
          {top.data.map((lead) => (
            <li key={lead.id} data-testid="top-lead" className="grid gap-2 rounded-lg border border-cellar-700 p-3 sm:grid-cols-[minmax(0,1fr)_18rem]">
              <span>
                <Link to={`/admin?lead=${lead.id}`} className="text-cream-50 underline-offset-4 hover:underline">
                  {lead.name}
                </Link>
                <span className="block text-xs text-mist-300">{lead.email}</span>
              </span>
              <ScoreBadge score={lead.score} reasons={lead.score_reasons} name={lead.name} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
