import { useMemo, useState } from 'react';
import { Award } from 'lucide-react';
import { formatUsd, formatUsdRange } from '@domain/estimator/format.ts';
import { PROJECT_TYPE_LABELS } from '@domain/inquiry/rules.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { notify } from '@/lib/notify.ts';
import { useAward, useCancelRound, type BidRound, type InvitableFirm, type Invitation } from '../api/bids.ts';
import { rankBids, type BidInput, type Factor, type RankedBid } from '@domain/bids/ranking.ts';
import { weightPercent } from '@domain/bids/weights.ts';
import { firmFacts, roundContext } from '@domain/bids/round-context.ts';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const UNLISTED = { company: 'A firm no longer listed', services: [], service_areas: [], verifications: [], responds_within_a_day: false };

type Pending = { kind: 'award'; invitation: Invitation; company: string } | { kind: 'cancel' } | null;

function StatusLine({ round }: { round: BidRound }) {
  if (round.status === 'open') {
    const closed = Date.parse(round.deadline) <= Date.now();
    return (
      <p className="text-sm text-mist-300">
        {closed ? 'Bids closed ' : 'Open until '}
        <time dateTime={round.deadline}>{when.format(new Date(round.deadline))}</time>
        {closed ? ': award a bid or cancel the round' : null}
      </p>
    );
  }
  return (
    <p className="text-sm text-mist-300">
      {round.status === 'awarded' ? 'Awarded' : 'Cancelled'} <time dateTime={round.closed_at ?? ''}>{round.closed_at ? when.format(new Date(round.closed_at)) : ''}</time>
    </p>
  );
}

function ScoreCell({ ranked, factor }: { ranked: RankedBid | undefined; factor: Factor }) {
  if (!ranked) return <td className="px-3 py-2 text-mist-400">–</td>;
  return (
    <td className="px-3 py-2">
      {ranked.scores[factor]}
    </td>
  );
}

/** One round: who was invited, the bids ranked live, the recommendation and the award. */
export function RoundCard({ round, invitations, firms, leadName }: { round: BidRound; invitations: Invitation[]; firms: Map<string, InvitableFirm>; leadName: string }) {
  const [pending, setPending] = useState<Pending>(null);
  const award = useAward();
  const cancel = useCancelRound();
  const context = useMemo(() => roundContext(round), [round]);
  const firmOf = (invitation: Invitation) => firms.get(invitation.contractor_id) ?? UNLISTED;

  const ranking = useMemo(() => {
    const bids: BidInput[] = invitations.flatMap((invitation) =>
      invitation.price !== null && invitation.first_bid_at && invitation.start_date && invitation.duration_weeks !== null
        ? [
            {
              id: invitation.id,
              price: invitation.price,
              durationWeeks: invitation.duration_weeks,
              startDate: invitation.start_date,
              invitedAt: invitation.invited_at,
              firstBidAt: invitation.first_bid_at,
              firm: firmFacts(firms.get(invitation.contractor_id) ?? UNLISTED),
            },
          ]
        : [],
    );
    return rankBids(bids, context);
  }, [invitations, firms, context]);

  const rankedOf = new Map(ranking.bids.map((ranked) => [ranked.id, ranked]));
  const rows = [...invitations].sort((a, b) => (rankedOf.get(a.id)?.rank ?? 99) - (rankedOf.get(b.id)?.rank ?? 99));
  const recommended = ranking.recommended ? invitations.find((invitation) => invitation.id === ranking.recommended?.id) : undefined;
  const open = round.status === 'open';
  const headingId = `round-${round.id}`;

  const confirm = () => {
    const action = pending;
    setPending(null);
    if (action?.kind === 'award') {
      award.mutateAsync(action.invitation.id).then(
        () => void notify.success(`Awarded to ${action.company}`, 'The lead is assigned to the firm; the other firms see the round is closed.'),
        (error: Error) => void notify.error('The bid could not be awarded', error.message),
      );
    } else if (action?.kind === 'cancel') {
      cancel.mutateAsync(round.id).then(
        () => void notify.success('Round cancelled', 'The invited firms see it on their dashboard.'),
        (error: Error) => void notify.error('The round could not be cancelled', error.message),
      );
    }
  };

  return (
    <article aria-labelledby={headingId} className="card grid grid-cols-[minmax(0,1fr)] gap-4 p-5 sm:p-6" data-testid="bid-round" data-status={round.status}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-sans text-lg font-semibold text-cream-50">
            {leadName} · {PROJECT_TYPE_LABELS[round.project_type]}
          </h3>
          <StatusLine round={round} />
        </div>
        {open ? (
          <button type="button" className="btn-outline px-4 text-sm" onClick={() => setPending({ kind: 'cancel' })}>
            Cancel round<span className="sr-only"> for {leadName}</span>
          </button>
        ) : null}
      </header>
      <p className="text-sm text-mist-300">
        Ranked by price {weightPercent('price')} (against{' '}
        {context.estimate ? `the estimator’s ${formatUsdRange(context.estimate.low, context.estimate.high)}` : 'the lowest bid: the lead gives no size'}), fit{' '}
        {weightPercent('fit')} (service, area, checks, responsiveness) and response time {weightPercent('response')}. “Why this rank” under each firm gives the reasons.
      </p>
      <div className="relative overflow-x-auto rounded-lg border border-cellar-700">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Bids for {leadName}, best first</caption>
          <thead className="bg-cellar-850 text-xs uppercase tracking-wide text-mist-300">
            <tr>
              <th scope="col" className="px-3 py-2">Rank</th>
              <th scope="col" className="px-3 py-2">Firm</th>
              <th scope="col" className="px-3 py-2">Price</th>
              <th scope="col" className="px-3 py-2">Start · weeks</th>
              <th scope="col" className="px-3 py-2">Price score</th>
              <th scope="col" className="px-3 py-2">Fit</th>
              <th scope="col" className="px-3 py-2">Response</th>
              <th scope="col" className="px-3 py-2">Total</th>
              {open ? <th scope="col" className="px-3 py-2"><span className="sr-only">Award</span></th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((invitation) => {
              const ranked = rankedOf.get(invitation.id);
              const company = firmOf(invitation).company;
              return (
                <tr key={invitation.id} className="border-t border-cellar-700 align-top text-cream-100" data-testid="bid-row" data-firm={company}>
                  <td className="px-3 py-2">{ranked ? ranked.rank : '–'}</td>
                  <th scope="row" className="px-3 py-2 font-medium text-cream-50">
                    {company}
                    {invitation.outcome === 'awarded' ? <span className="ml-2 text-xs text-gold-200">Awarded</span> : null}
                    {invitation.note ? <p className="mt-1 whitespace-pre-line text-xs font-normal text-mist-300">{invitation.note}</p> : null}
                    {ranked ? (
                      <details className="mt-1 text-xs font-normal text-mist-300">
                        <summary className="cursor-pointer text-gold-200">Why this rank</summary>
                        <ul className="mt-1 grid gap-0.5">
                          <li>Price {ranked.scores.price}: {ranked.why.price}</li>
                          <li>Fit {ranked.scores.fit}: {ranked.why.fit}</li>
                          <li>Response {ranked.scores.response}: {ranked.why.response}</li>
                        </ul>
                      </details>
                    ) : null}
                  </th>
                  {invitation.price !== null ? (
                    <>
                      <td className="px-3 py-2">
                        {formatUsd(invitation.price)}
                        {invitation.revisions > 1 ? <span className="block text-xs text-mist-400">revised {invitation.revisions - 1}×</span> : null}
                      </td>
                      <td className="px-3 py-2">
                        {invitation.start_date ? day.format(new Date(`${invitation.start_date}T00:00:00Z`)) : ''} · {invitation.duration_weeks}
                      </td>
                    </>
                  ) : (
                    <td colSpan={2} className="px-3 py-2 text-mist-400">
                      Waiting for a bid
                    </td>
                  )}
                  <ScoreCell ranked={ranked} factor="price" />
                  <ScoreCell ranked={ranked} factor="fit" />
                  <ScoreCell ranked={ranked} factor="response" />
                  <td className="px-3 py-2 font-semibold text-cream-50">{ranked ? ranked.total : '–'}</td>
                  {open ? (
                    <td className="px-3 py-2">
                      {ranked ? (
                        <button type="button" className="btn-outline whitespace-nowrap px-3 text-xs" onClick={() => setPending({ kind: 'award', invitation, company })}>
                          Award<span className="sr-only"> to {company}</span>
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {open && recommended && ranking.recommended ? (
        <section aria-label="Recommended award" className="grid gap-2 rounded-lg border border-gold-400/40 bg-cellar-850 p-4" data-testid="recommendation">
          <p className="flex items-center gap-2 font-semibold text-cream-50">
            <Award className="size-5 text-gold-300" aria-hidden="true" />
            Recommended: {firmOf(recommended).company}
          </p>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-mist-300">
            {ranking.recommended.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p className="text-xs text-mist-400">A recommendation only: nothing is awarded until you press Award and confirm.</p>
        </section>
      ) : null}
      {open && ranking.bids.length === 0 ? <p className="text-sm text-mist-300">No bids yet. They appear here the moment a firm sends one.</p> : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'award' ? `Award the lead to ${pending.company}?` : 'Cancel this round?'}
        confirmLabel={pending?.kind === 'award' ? 'Award' : 'Cancel round'}
        destructive={pending?.kind === 'cancel'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'award'
          ? `${leadName}’s lead is assigned to ${pending.company}, bidding closes, and the other firms see on their dashboard that the work went to another firm. Nothing is emailed to the customer.`
          : 'Bidding closes with no award; the invited firms see the round was cancelled. The lead stays unassigned.'}
      </ConfirmDialog>
    </article>
  );
}
