/**
 * The leads assigned to the firm (the contractor_leads view answers only
 * those), its answer to each, its status changes and notes. TanStack Query
 * under the 'contractor' key, so the realtime hook can refresh the list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noteSchema, statusChangeSchema, NEEDS_REASON, type Lead, type NoteInput, type StatusChange } from '@/features/business/admin/index.ts';
import { PORTAL_KEY, usePortalMutation } from './portal.ts';
import { readRows, writeRows } from '@/lib/db-read.ts';

/** A row of contractor_leads: the customer's request as the inbox has it, and the firm's answer. */
export type AssignedLead = Pick<
  Lead,
  'id' | 'created_at' | 'name' | 'email' | 'phone' | 'project_type' | 'budget' | 'timeline' | 'details' | 'location' | 'capacity_bottles' | 'status' | 'status_reason'
> & {
  contractor_assigned_at: string;
  contractor_response: 'pending' | 'accepted';
  contractor_responded_at: string | null;
};

export interface LeadNote {
  id: string;
  body: string;
  author_email: string | null;
  created_at: string;
  contractor_id: string | null;
}

export const leadsQuery = () =>
  queryOptions({
    queryKey: [...PORTAL_KEY, 'leads'],
    queryFn: () =>
      readRows<AssignedLead>((db) => db
        .from('contractor_leads')
        .select(
          'id, created_at, name, email, phone, project_type, budget, timeline, details, location, capacity_bottles, status, status_reason, contractor_assigned_at, contractor_response, contractor_responded_at',
        )
        .order('contractor_assigned_at', { ascending: false })),
  });

export const leadNotesQuery = (leadId: string) =>
  queryOptions({
    queryKey: [...PORTAL_KEY, 'notes', leadId],
    queryFn: () =>
      readRows<LeadNote>((db) => db
        .from('inquiry_notes')
        .select('id, body, author_email, created_at, contractor_id')
        .eq('inquiry_id', leadId)
        .order('created_at', { ascending: false })),
  });

export const useAssignedLeads = () => useQuery(leadsQuery());
export const useLeadNotes = (leadId: string) => useQuery(leadNotesQuery(leadId));

export const useRespond = (leadId: string) =>
  usePortalMutation(async ({ accept, reason }: { accept: boolean; reason?: string }) => {
    await writeRows((db) => db.rpc('contractor_respond', { p_inquiry_id: leadId, p_accept: accept, p_reason: reason ?? null }));
  });

export const useSetStatus = (leadId: string) =>
  usePortalMutation(async (input: StatusChange) => {
    const change = statusChangeSchema.parse(input);
    const reason = NEEDS_REASON.includes(change.status) ? change.reason : null;
    await writeRows((db) => db.rpc('contractor_set_status', { p_inquiry_id: leadId, p_status: change.status, p_reason: reason }));
  });

export const useAddNote = (leadId: string) =>
  usePortalMutation(async (input: NoteInput) => {
    const { body } = noteSchema.parse(input);
    await writeRows((db) => db.from('inquiry_notes').insert({ inquiry_id: leadId, body }));
  });
