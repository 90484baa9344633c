/**
 * The lead pipeline as the inbox shows it. The database holds the same list
 * (inquiries_status_check), the same budget midpoints and the same 7-day rule
 * (view inquiry_inbox); tests/contract/admin-inbox.test.ts holds them equal.
 */
import type { Budget } from '@domain/inquiry/rules.ts';

export const STATUSES = ['new', 'contacted', 'consultation-booked', 'proposal-sent', 'won', 'lost', 'on-hold'] as const;
export type LeadStatus = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'consultation-booked': 'Consultation booked',
  'proposal-sent': 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
  'on-hold': 'On hold',
};

/** Moving a lead here needs a written reason (a database check enforces it). */
export const NEEDS_REASON: readonly LeadStatus[] = ['lost', 'on-hold'];
export const REASON_MAX = 500;
export const NOTE_MAX = 4000;

/** Closed leads never go stale and are not in the open pipeline. */
export const CLOSED: readonly LeadStatus[] = ['won', 'lost'];

export const STALE_DAYS = 7;

/**
 * What a budget range is worth in the open pipeline: the middle of the range;
 * for "under $25,000" the middle of $5,000–$25,000 (the smallest cellar we
 * build), for "over $200,000" $250,000 (a conservative figure, not a ceiling).
 */
export const BUDGET_MIDPOINTS: Record<Budget, number> = {
  'under-25k': 15_000,
  '25k-50k': 37_500,
  '50k-100k': 75_000,
  '100k-200k': 150_000,
  'over-200k': 250_000,
};

export const SOURCE_LABELS: Record<string, string> = {
  'contact-form': 'Contact form',
  quote: 'Quote request',
  'voice-agent': 'Voice agent',
};

export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;
