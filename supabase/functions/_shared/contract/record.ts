/** A stored contract as the contracts function answers it (table public.contracts). */
import type { Clause, ClauseKey } from './clauses.ts';

export type ContractStatus = 'draft' | 'sent' | 'signed';

export interface AuditEntry {
  at: string;
  event: 'created' | 'edited' | 'sent' | 'viewed' | 'signed' | 'stored';
  by: string | null;
  detail: string | null;
}

export interface ContractRecord {
  id: string;
  proposalId: string;
  inquiryId: string;
  clientName: string;
  clientEmail: string;
  clauses: Clause[];
  edits: Partial<Record<ClauseKey, string>>;
  total: number;
  status: ContractStatus;
  createdAt: string;
  sentAt: string | null;
  expiresAt: string | null;
  signedAt: string | null;
  signedName: string | null;
  signedIp: string | null;
  signedUserAgent: string | null;
  audit: AuditEntry[];
  pdfPath: string | null;
}

/** What the client's page shows: the contract as sent and where it stands. */
export interface ClientContract {
  state: 'open' | 'signed' | 'expired';
  clientName: string;
  total: number;
  clauses: Clause[];
  expiresAt: string | null;
  signedAt: string | null;
  signedName: string | null;
}

export const SIGN_PURPOSE = 'sign-contract';
export const SIGN_PARAM = 'contract';
export const CONTRACT_PATH = '/contract-generator';
export const SIGN_VALID_DAYS = 30;
export const signLink = (siteUrl: string, token: string) => `${siteUrl}${CONTRACT_PATH}?${SIGN_PARAM}=${encodeURIComponent(token)}`;
