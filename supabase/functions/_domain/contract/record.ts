/** A stored contract as the contracts function answers it (table public.contracts). */
import type { Clause, ClauseKey } from './clauses.ts';

export type ContractStatus = 'draft' | 'sent' | 'signed';

export interface AuditEntry {
  at: string;
  event: 'created' | 'edited' | 'voided' | 'sent' | 'viewed' | 'signed' | 'stored';
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
  /** Moves on when a sent contract is changed: a mailed link signs only its own version. */
  version: number;
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

/** The columns a contract is read with (the lead's name and address come beside it). */
export const CONTRACT_COLUMNS =
  'id, proposal_id, inquiry_id, clauses, edits, total_usd, status, version, created_at, sent_at, expires_at, signed_at, signed_name, signed_ip, signed_user_agent, audit, pdf_path';

export interface ContractRow {
  id: string;
  proposal_id: string;
  inquiry_id: string;
  clauses: Clause[];
  edits: Partial<Record<ClauseKey, string>>;
  total_usd: number;
  status: ContractStatus;
  version: number;
  created_at: string;
  sent_at: string | null;
  expires_at: string | null;
  signed_at: string | null;
  signed_name: string | null;
  signed_ip: string | null;
  signed_user_agent: string | null;
  audit: AuditEntry[];
  pdf_path: string | null;
}

export const contractFromRow = (row: ContractRow, lead: { name: string; email: string } | null | undefined): ContractRecord => ({
  id: row.id,
  proposalId: row.proposal_id,
  inquiryId: row.inquiry_id,
  clientName: lead?.name ?? '',
  clientEmail: lead?.email ?? '',
  clauses: row.clauses,
  edits: row.edits,
  total: row.total_usd,
  status: row.status,
  version: row.version,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  expiresAt: row.expires_at,
  signedAt: row.signed_at,
  signedName: row.signed_name,
  signedIp: row.signed_ip,
  signedUserAgent: row.signed_user_agent,
  audit: row.audit,
  pdfPath: row.pdf_path,
});

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

/**
 * What a signing link's token is signed for: the contract and the version the
 * mail went out with (`<id>:<version>`), so a link stops working once the
 * contract changes. A bare id is a link mailed before versions: version 1.
 */
export const signedFor = (contract: Pick<ContractRecord, 'id' | 'version'>) => `${contract.id}:${contract.version}`;

export function readSignedFor(value: string): { id: string; version: number } | null {
  const match = /^([0-9a-f-]{36})(?::([1-9][0-9]{0,3}))?$/i.exec(value);
  return match?.[1] ? { id: match[1], version: Number(match[2] ?? 1) } : null;
}
export const SIGN_PARAM = 'contract';
/** The client's own page for a contract; links mailed before it existed point at LEGACY_CONTRACT_PATH, which forwards them. */
export const CONTRACT_PATH = '/your-contract';
export const LEGACY_CONTRACT_PATH = '/contract-generator';
export const SIGN_VALID_DAYS = 30;
export const signLink = (siteUrl: string, token: string) => `${siteUrl}${CONTRACT_PATH}?${SIGN_PARAM}=${encodeURIComponent(token)}`;
