/**
 * The firm's bid invitations: what it is asked to price (the round's brief,
 * never the customer's contact details) and its own bid. RLS answers only
 * the firm's own invitations and the rounds they belong to; other firms'
 * bids are invisible to it. Placing or revising a bid goes through
 * submit_bid(), which checks the firm, the round and the deadline again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidOutcome, RoundFacts } from '@domain/bids/rules.ts';
import type { Bid } from '@domain/bids/schema.ts';
import { readRows, writeRows } from '@/lib/db-read.ts';
import { PORTAL_KEY, usePortalMutation } from './portal.ts';

export interface BidInvitation {
  id: string;
  request_id: string;
  invited_at: string;
  price: number | null;
  start_date: string | null;
  duration_weeks: number | null;
  note: string;
  bid_at: string | null;
  outcome: BidOutcome;
  round: RoundFacts | null;
}

type RoundRow = RoundFacts & { id: string };

export const invitationsQuery = () =>
  queryOptions({
    queryKey: [...PORTAL_KEY, 'bids'],
    queryFn: async (): Promise<BidInvitation[]> => {
      const invitations = await readRows<Omit<BidInvitation, 'round'>>((db) => db
        .from('bid_invitations')
        .select('id, request_id, invited_at, price, start_date, duration_weeks, note, bid_at, outcome')
        .order('invited_at', { ascending: false })
        .limit(30));
      if (invitations.length === 0) return [];
      const rounds = await readRows<RoundRow>((db) => db
        .from('bid_requests')
        .select('id, brief, project_type, location, capacity_bottles, deadline, status')
        .in('id', invitations.map((invitation) => invitation.request_id)));
      const byId = new Map(rounds.map((round) => [round.id, round]));
      return invitations.map((invitation) => ({ ...invitation, round: byId.get(invitation.request_id) ?? null }));
    },
  });

export const useInvitations = () => useQuery(invitationsQuery());

export const useSubmitBid = (invitationId: string) =>
  usePortalMutation(async (bid: Bid) => {
    await writeRows((db) =>
      db.rpc('submit_bid', {
        p_invitation_id: invitationId,
        p_price: bid.price,
        p_start_date: bid.startDate,
        p_duration_weeks: bid.durationWeeks,
        p_note: bid.note,
      }),
    );
  });
