import { useMemo } from 'react';
import { LiveStatusIndicator } from '@/components/ui/live-status.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { WithQueries } from '@/lib/query-client.tsx';
import { useFirms, useRounds } from '../api/bids.ts';
import { useLiveBids } from '../hooks/use-live-bids.ts';
import { NewRound } from './new-round-form.tsx';
import { RoundCard } from './round-card.tsx';

function Rounds() {
  const rounds = useRounds();
  const firms = useFirms();
  const live = useLiveBids();
  const firmsById = useMemo(() => new Map((firms.data ?? []).map((firm) => [firm.id, firm])), [firms.data]);
  const data = rounds.data;
  return (
    <section aria-labelledby="rounds-title" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="rounds-title" className="font-sans text-xl font-semibold text-cream-50">
          Rounds and bids
        </h2>
        <LiveStatusIndicator status={live} />
      </div>
      {rounds.isError ? <LoadError what="The rounds" onRetry={() => void rounds.refetch()} /> : null}
      {data && data.rounds.length === 0 ? <p className="text-sm text-mist-300">No lead has been sent out for bids yet.</p> : null}
      {data?.rounds.map((round) => (
        <RoundCard
          key={round.id}
          round={round}
          invitations={data.invitations.filter((invitation) => invitation.request_id === round.id)}
          firms={firmsById}
          leadName={data.leadNames[round.inquiry_id] ?? 'A lead'}
        />
      ))}
    </section>
  );
}

/** The tool for an admin: send a lead out for bids, watch the bids arrive ranked, award one. */
export default function LiveBidsBody() {
  return (
    <WithQueries>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        <NewRound />
        <Rounds />
      </div>
    </WithQueries>
  );
}
