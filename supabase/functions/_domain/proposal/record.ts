/** A stored proposal version as the function answers it (table public.proposals). */
import type { ProposalDraft } from './schema.ts';
import type { Proposal } from './proposal.ts';

/** The columns a version is read with (the local REST has no embedding: the lead's name and address come beside it). */
export const PROPOSAL_COLUMNS = 'id, inquiry_id, version, draft, document, total_usd, created_at, created_by_email, sent_at, expires_at, accepted_at, accepted_name';

export interface ProposalRow {
  id: string;
  inquiry_id: string;
  version: number;
  draft: ProposalDraft;
  document: Proposal;
  total_usd: number;
  created_at: string;
  created_by_email: string | null;
  sent_at: string | null;
  expires_at: string | null;
  accepted_at: string | null;
  accepted_name: string | null;
}

export type ProposalState = 'draft' | 'open' | 'accepted' | 'expired' | 'superseded';

export interface ProposalRecord {
  id: string;
  inquiryId: string;
  version: number;
  clientName: string;
  clientEmail: string;
  draft: ProposalDraft;
  document: Proposal;
  total: number;
  createdAt: string;
  createdByEmail: string | null;
  sentAt: string | null;
  expiresAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
}

export const recordFromRow = (row: ProposalRow, lead: { name: string; email: string } | null): ProposalRecord => ({
  id: row.id,
  inquiryId: row.inquiry_id,
  version: row.version,
  clientName: lead?.name ?? '',
  clientEmail: lead?.email ?? '',
  draft: row.draft,
  document: row.document,
  total: row.total_usd,
  createdAt: row.created_at,
  createdByEmail: row.created_by_email,
  sentAt: row.sent_at,
  expiresAt: row.expires_at,
  acceptedAt: row.accepted_at,
  acceptedName: row.accepted_name,
});

/** Where a version stands for the client: sent and open, accepted, past its date, or replaced by a later version sent. */
export function proposalState(record: ProposalRecord, laterVersionSent: boolean, now: Date): ProposalState {
  if (record.acceptedAt) return 'accepted';
  if (!record.sentAt) return 'draft';
  if (laterVersionSent) return 'superseded';
  if (record.expiresAt && Date.parse(record.expiresAt) <= now.getTime()) return 'expired';
  return 'open';
}

/** What the client's page shows: the proposal and where it stands, nothing of the business's own records. */
export interface ClientView {
  state: ProposalState;
  version: number;
  clientName: string;
  message: string;
  document: ProposalRecord['document'];
  sentAt: string | null;
  expiresAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
}
