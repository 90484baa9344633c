/** A lead changed with the approving admin's own client: RLS checks them, and the activity log names them. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LeadActions } from './handler.ts';

export function leadActions(client: SupabaseClient): LeadActions {
  return {
    async assign(inquiryId, assigneeId) {
      const { error } = await client.from('inquiries').update({ assignee_id: assigneeId }).eq('id', inquiryId);
      if (error) throw new Error(`assign: ${error.message}`);
    },
    async enroll(inquiryId, sequenceId) {
      const { error } = await client.rpc('enroll_lead_in_sequence', { p_inquiry_id: inquiryId, p_sequence_id: sequenceId });
      if (error) throw new Error(`enroll: ${error.message}`);
    },
    async note(inquiryId, text) {
      const { error } = await client.from('inquiry_notes').insert({ inquiry_id: inquiryId, body: text.slice(0, 4000) });
      if (error) throw new Error(`note: ${error.message}`);
    },
  };
}
