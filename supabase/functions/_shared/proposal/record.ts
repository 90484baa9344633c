/** A stored proposal version as the function answers it (table public.proposals). */
import type { ProposalDraft } from './schema.ts';
import type { Proposal } from './proposal.ts';

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
