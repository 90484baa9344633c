/**
 * The admin's side of live bids: the leads that can go out for bids, the
 * firms that can be invited, the rounds with their bids, and the three
 * actions (send out, award, cancel), each a database function that checks
 * the admin role itself. Every key starts with 'live-bids', so a realtime
 * change refreshes them all at once.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BidOutcome, RoundFacts } from '@domain/bids/rules.ts';
import type { Round } from '@domain/bids/schema.ts';
import type { Service, VerificationKind } from '@domain/contractors/rules.ts';
import type { Budget, ProjectType, Timeline } from '@domain/inquiry/rules.ts';
import { readRows, writeRows } from '@/lib/db-read.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';

export const BIDS_KEY = ['live-bids'] as const;

/** A lead as the round needs it: the project, never more than the inbox shows an admin. */
export interface BiddableLead {
  id: string;
  created_at: string;
  name: string;
  project_type: ProjectType;
  budget: Budget | null;
  timeline: Timeline | null;
  location: string | null;
  capacity_bottles: number | null;
  details: string;
  status: string;
  contractor_id: string | null;
}

/** A firm that can be invited: approved, active, real and with an account (the ones a lead can go to). */
export interface InvitableFirm {
  id: string;
  company: string;
  services: Service[];
  service_areas: string[];
  verifications: Array<{ kind: VerificationKind }>;
  responds_within_a_day: boolean;
}

export interface BidRound extends RoundFacts {
  id: string;
  inquiry_id: string;
  awarded_invitation_id: string | null;
  closed_at: string | null;
  created_at: string;
}

export interface Invitation {
  id: string;
  request_id: string;
  contractor_id: string;
  invited_at: string;
  price: number | null;
  start_date: string | null;
  duration_weeks: number | null;
  note: string;
  first_bid_at: string | null;
  bid_at: string | null;
  revisions: number;
  outcome: BidOutcome;
}

const LEAD_COLUMNS = 'id, created_at, name, project_type, budget, timeline, location, capacity_bottles, details, status, contractor_id';
export const INVITATION_COLUMNS = 'id, request_id, contractor_id, invited_at, price, start_date, duration_weeks, note, first_bid_at, bid_at, revisions, outcome';

export const biddableLeadsQuery = () =>
  queryOptions({
    queryKey: [...BIDS_KEY, 'leads'],
    queryFn: () =>
      readRows<BiddableLead>((db) => db
        .from('inquiry_inbox')
        .select(LEAD_COLUMNS)
        .not('status', 'in', '(won,lost)')
        .is('contractor_id', null)
        .order('created_at', { ascending: false })
        .limit(200)),
  });

export const firmsQuery = () =>
  queryOptions({
    queryKey: [...BIDS_KEY, 'firms'],
    queryFn: () =>
      readRows<InvitableFirm>((db) => db
        .from('contractor_overview')
        .select('id, company, services, service_areas, verifications, responds_within_a_day')
        .eq('is_approved', true)
        .eq('is_active', true)
        .eq('is_sample', false)
        .not('owner_id', 'is', null)
        .order('company')),
  });

export interface RoundsData {
  rounds: BidRound[];
  invitations: Invitation[];
  /** The customer's name per lead, for the admin's headings. */
  leadNames: Record<string, string>;
}

export const roundsQuery = () =>
  queryOptions({
    queryKey: [...BIDS_KEY, 'rounds'],
    queryFn: async (): Promise<RoundsData> => {
      const rounds = await readRows<BidRound>((db) => db.from('bid_requests').select('*').order('created_at', { ascending: false }).limit(30));
      if (rounds.length === 0) return { rounds, invitations: [], leadNames: {} };
      const ids = rounds.map((round) => round.id);
      const leadIds = [...new Set(rounds.map((round) => round.inquiry_id))];
      const [invitations, leads] = await Promise.all([
        readRows<Invitation>((db) => db.from('bid_invitations').select(INVITATION_COLUMNS).in('request_id', ids).order('invited_at')),
        readRows<{ id: string; name: string }>((db) => db.from('inquiry_inbox').select('id, name').in('id', leadIds)),
      ]);
      return { rounds, invitations, leadNames: Object.fromEntries(leads.map((lead) => [lead.id, lead.name])) };
    },
  });

export const useBiddableLeads = () => useQuery(biddableLeadsQuery());
export const useFirms = () => useQuery(firmsQuery());
export const useRounds = () => useQuery(roundsQuery());

const useBidsMutation = <T,>(run: (input: T) => Promise<void>) => useChangeMutation(BIDS_KEY, run);

export const useOpenRound = () =>
  useBidsMutation(({ leadId, round }: { leadId: string; round: Round }) =>
    writeRows((db) =>
      db.rpc('open_bid_request', {
        p_inquiry_id: leadId,
        p_brief: round.brief,
        p_deadline: round.deadline.toISOString(),
        p_contractor_ids: round.firms,
      }),
    ),
  );

export const useAward = () =>
  useBidsMutation((invitationId: string) => writeRows((db) => db.rpc('award_bid', { p_invitation_id: invitationId })));

export const useCancelRound = () =>
  useBidsMutation((roundId: string) => writeRows((db) => db.rpc('cancel_bid_request', { p_request_id: roundId })));
