/**
 * The contracts function's store on the database and the contracts bucket
 * (service role: the handler has checked the caller). Every change is one
 * statement in SQL (migration 20261129000100_contract_signing.sql): the
 * condition it depends on is checked where it is written, and audit entries
 * are appended there, never read and written back.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { CONTRACT_COLUMNS as COLUMNS, contractFromRow, type ContractRecord, type ContractRow as Row } from '../_domain/contract/record.ts';
import { PROPOSAL_COLUMNS, recordFromRow, type ProposalRow } from '../_domain/proposal/record.ts';
import type { ContractStore } from './handler.ts';
import { check } from '../_shared/db-errors.ts';

export function createContractStore(db: SupabaseClient): ContractStore {
  const lead = async (inquiryId: string) => check(await db.from('inquiries').select('name, email').eq('id', inquiryId).maybeSingle()) as { name: string; email: string } | null;
  const toRecord = async (row: Row): Promise<ContractRecord> => contractFromRow(row, await lead(row.inquiry_id));
  const one = async (column: 'id' | 'proposal_id', value: string) => {
    const row = check(await db.from('contracts').select(COLUMNS).eq(column, value).maybeSingle()) as Row | null;
    return row ? toRecord(row) : null;
  };
  /** A conditional change: the row when the condition held and it was written, else null. */
  const changed = async (fn: string, args: Record<string, unknown>) => {
    const rows = check(await db.rpc(fn, args)) as Row[] | null;
    const row = rows?.[0];
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
    async appendAudit(id, entries) {
      check(await db.rpc('contract_append_audit', { p_id: id, p_entries: entries }));
    },
    edit: (id, clauses, edits, entries, voided) => changed('contract_edit', { p_id: id, p_clauses: clauses, p_edits: edits, p_entries: entries, p_voided: voided }),
    markSent: (id, version, to, at, expiresAt, entry) =>
      changed('contract_mark_sent', { p_id: id, p_version: version, p_sent_to: to, p_sent_at: at.toISOString(), p_expires_at: expiresAt.toISOString(), p_entry: entry }),
    sign: (id, version, signature, entry) =>
      changed('contract_sign', {
        p_id: id,
        p_version: version,
        p_name: signature.name,
        p_ip: signature.ip,
        p_user_agent: signature.userAgent,
        p_at: signature.at.toISOString(),
        p_entry: entry,
      }),
    pdfStored: (id, path, entry) => changed('contract_pdf_stored', { p_id: id, p_path: path, p_entry: entry }),
    async storePdf(id, bytes) {
      const path = `${id}/contract-signed.pdf`;
      // Never over an existing file: only the one signature that won writes it.
      const { error } = await db.storage.from('contracts').upload(path, new Blob([bytes as BlobPart], { type: 'application/pdf' }), { upsert: false, contentType: 'application/pdf' });
      if (error) throw new Error(error.message);
      return path;
    },
    async leadNote(inquiryId, note) {
      check(await db.from('inquiry_notes').insert({ inquiry_id: inquiryId, body: note }));
    },
  };
}
