import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error.tsx';
import { MoodBadge, useFlaggedLeads } from '@/features/business/admin/public-sentiment.ts';

/** The leads the last analysis flagged, each a link to the lead in the inbox. */
export function FlaggedLeads() {
  const flagged = useFlaggedLeads();
  return (
    <section aria-labelledby="flagged-title" className="card grid gap-4 p-6 sm:p-8">
      <h2 id="flagged-title" className="font-sans text-xl font-semibold text-cream-50">
        Unhappy or urgent leads
      </h2>
      {flagged.isPending ? <p role="status" className="text-mist-300">Reading the flags…</p> : null}
      {flagged.isError ? <LoadError what="The flagged leads" onRetry={() => void flagged.refetch()} /> : null}
      {flagged.data && flagged.data.length === 0 ? <p className="text-mist-300">No lead is flagged. Run the analysis to read the latest messages and notes.</p> : null}
      {flagged.data && flagged.data.length > 0 ? (
        <ul className="grid gap-2">
          {flagged.data.map((lead) => (
            <li key={lead.id} data-testid="flagged-lead" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-cellar-700 p-3">
              <span>
                <Link to={`/admin?lead=${lead.id}`} className="text-cream-50 underline-offset-4 hover:underline">
                  {lead.name}
                </Link>
                <span className="block text-xs text-mist-300">
                  {lead.email}
                  {lead.sentiment.cues.length ? ` · because of: ${lead.sentiment.cues.join(', ')}` : ''}
                </span>
              </span>
              <MoodBadge sentiment={lead.sentiment} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
