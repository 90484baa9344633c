/** The contracts function's store on the database and the contracts bucket (service role: the handler has checked the caller). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { CONTRACT_COLUMNS as COLUMNS, contractFromRow, type AuditEntry, type ContractRecord, type ContractRow as Row } from '../_domain/contract/record.ts';
import { PROPOSAL_COLUMNS, recordFromRow, type ProposalRow } from '../_domain/proposal/record.ts';
import type { ContractStore } from './handler.ts';
import { check } from '../_shared/db-errors.ts';

const COLUMN_OF = {
  clauses: 'clauses',
  edits: 'edits',
  status: 'status',
  sentAt: 'sent_at',
  expiresAt: 'expires_at',
  signedAt: 'signed_at',
  signedName: 'signed_name',
  signedIp: 'signed_ip',
  signedUserAgent: 'signed_user_agent',
  pdfPath: 'pdf_path',
} as const;

export function createContractStore(db: SupabaseClient): ContractStore {
  const lead = async (inquiryId: string) => check(await db.from('inquiries').select('name, email').eq('id', inquiryId).maybeSingle()) as { name: string; email: string } | null;
  const toRecord = async (row: Row): Promise<ContractRecord> => contractFromRow(row, await lead(row.inquiry_id));
  const one = async (column: 'id' | 'proposal_id', value: string) => {
    const row = check(await db.from('contracts').select(COLUMNS).eq(column, value).maybeSingle()) as Row | null;
    return row ? toRecord(row) : null;
  };
  return {
    async proposal(id) {
      const row = check(await db.from('proposals').select(PROPOSAL_COLUMNS).eq('id', id).maybeSingle()) as ProposalRow | null;
      return row ? recordFromRow(row, await lead(row.inquiry_id)) : null;
    },
    byProposal: (proposalId) => one('proposal_id', proposalId),
    get: (id) => one('id', id),
    async create(proposal, clauses, by, audit) {
      const row = check(
        await db
          .from('contracts')
          .insert({ proposal_id: proposal.id, inquiry_id: proposal.inquiryId, clauses, total_usd: proposal.total, created_by: by.userId, audit: [audit] })
          .select(COLUMNS)
          .single(),
      ) as Row;
      return toRecord(row);
    },
    async update(id, patch, audit) {
      const current = check(await db.from('contracts').select('audit').eq('id', id).single()) as { audit: AuditEntry[] };
      const values: Record<string, unknown> = { audit: [...current.audit, ...audit], updated_at: new Date().toISOString() };
      for (const [key, value] of Object.entries(patch)) values[COLUMN_OF[key as keyof typeof COLUMN_OF]] = value;
      return toRecord(check(await db.from('contracts').update(values).eq('id', id).select(COLUMNS).single()) as Row);
    },
    async storePdf(id, bytes) {
      const path = `${id}/contract-signed.pdf`;
      const { error } = await db.storage.from('contracts').upload(path, new Blob([bytes as BlobPart], { type: 'application/pdf' }), { upsert: true, contentType: 'application/pdf' });
      if (error) throw new Error(error.message);
      return path;
    },
    async leadNote(inquiryId, note) {
      check(await db.from('inquiry_notes').insert({ inquiry_id: inquiryId, body: note }));
    },
  };
}
