/**
 * Live bids (/live-bid-optimization): the limits of a round and of a bid, and
 * how an invitation's outcome reads. The bid functions in
 * supabase/migrations/20261127040000_bids.sql repeat the limits;
 * tests/contract/bids.test.ts holds the two together.
 */
import type { ProjectType } from '../inquiry/choices.ts';

export const BID_LIMITS = {
  priceMin: 1000,
  priceMax: 5_000_000,
  weeksMin: 1,
  weeksMax: 104,
  noteMax: 1000,
  briefMin: 10,
  briefMax: 2000,
  /** Days ahead a firm may plan to start. */
  startWithinDays: 365,
  firmsMax: 12,
  deadlineMinHours: 1,
  deadlineMaxDays: 30,
} as const;

export const BID_OUTCOMES = ['pending', 'awarded', 'not-selected', 'cancelled'] as const;
export type BidOutcome = (typeof BID_OUTCOMES)[number];

export const ROUND_STATUSES = ['open', 'awarded', 'cancelled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** A round as both sides read it (bid_requests): the project the firms price, the deadline and the state. */
export interface RoundFacts {
  brief: string;
  project_type: ProjectType;
  location: string | null;
  capacity_bottles: number | null;
  deadline: string;
  status: RoundStatus;
}

/** What a firm's dashboard says about its invitation once the round has moved on. */
export const OUTCOME_LABELS: Record<BidOutcome, string> = {
  pending: 'Open for bids',
  awarded: 'Awarded to your firm',
  'not-selected': 'Awarded to another firm',
  cancelled: 'Round cancelled by WineCellarGPT',
};

/** A bid as typed in the firm's form, before the schema reads it. */
export type BidFields = { price: string; startDate: string; durationWeeks: string; note: string };
