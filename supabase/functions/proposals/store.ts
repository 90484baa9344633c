/** The proposals function's store on the database (service role: the handler has checked the caller). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { PROPOSAL_COLUMNS as COLUMNS, recordFromRow as toRecord, type ProposalRow as Row } from '../_domain/proposal/record.ts';
import type { Lead, ProposalStore } from './handler.ts';
import { check } from '../_shared/db-errors.ts';

const EARLIER_STAGES = ['new', 'contacted', 'consultation-booked'];

export function createProposalStore(db: SupabaseClient): ProposalStore {
  const lead = async (inquiryId: string) => check(await db.from('inquiries').select('id, name, email, status').eq('id', inquiryId).maybeSingle()) as Lead | null;
  const get = async (id: string) => {
    const row = check(await db.from('proposals').select(COLUMNS).eq('id', id).maybeSingle()) as Row | null;
    return row ? toRecord(row, await lead(row.inquiry_id)) : null;
  };
  return {
    lead,
    async create(to, draft, document, by) {
      const last = check(await db.from('proposals').select('version').eq('inquiry_id', to.id).order('version', { ascending: false }).limit(1)) as Array<{ version: number }>;
      const row = check(
        await db
          .from('proposals')
          .insert({ inquiry_id: to.id, version: (last[0]?.version ?? 0) + 1, draft, document, total_usd: document.total, created_by: by.userId, created_by_email: by.email })
          .select(COLUMNS)
          .single(),
      ) as Row;
      return toRecord(row, to);
    },
    get,
    async siblings(record) {
      const rows = check(await db.from('proposals').select('id, sent_at, accepted_at').eq('inquiry_id', record.inquiryId)) as Array<{ id: string; sent_at: string | null; accepted_at: string | null }>;
      const sentAt = record.sentAt ? Date.parse(record.sentAt) : Number.POSITIVE_INFINITY;
      return {
        laterSent: rows.some((row) => row.id !== record.id && row.sent_at !== null && Date.parse(row.sent_at) > sentAt),
        accepted: rows.some((row) => row.accepted_at !== null),
      };
    },
    async markSent(id, to, at, expiresAt) {
      check(await db.from('proposals').update({ sent_at: at.toISOString(), sent_to: to, expires_at: expiresAt.toISOString() }).eq('id', id));
    },
    async accept(id, acceptance) {
      const rows = check(
        await db
          .from('proposals')
          .update({ accepted_at: acceptance.at.toISOString(), accepted_name: acceptance.name, accepted_ip: acceptance.ip, accepted_user_agent: acceptance.userAgent })
          .eq('id', id)
          .is('accepted_at', null)
          .not('sent_at', 'is', null)
          .select('id'),
      ) as unknown[];
      return rows.length === 1;
    },
    async leadEvent(inquiryId, status, note) {
      const update = db.from('inquiries').update({ status }).eq('id', inquiryId);
      check(await (status === 'won' ? update.neq('status', 'won') : update.in('status', EARLIER_STAGES)));
      check(await db.from('inquiry_notes').insert({ inquiry_id: inquiryId, body: note }));
    },
  };
}
