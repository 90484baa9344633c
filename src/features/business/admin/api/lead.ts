/**
 * One lead's working data: notes and the activity log (both written or
 * stamped by the database), and the changes an admin makes. Every change
 * invalidates the inbox, the dashboard and the lead, since the triggers have
 * moved its status, last activity and log.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { NEEDS_REASON, NOTE_MAX, REASON_MAX, STATUSES } from '../lib/pipeline.ts';
import { INBOX_VIEW } from './inbox-query.ts';
import { LEAD_COLUMNS, type Lead } from './types.ts';
import { readOne, readRows, writeRows } from '@/lib/db-read.ts';

export interface LeadNote {
  id: string;
  author_email: string | null;
  body: string;
  created_at: string;
  /** An admin note the assigned firm may read. */
  shared_with_contractor: boolean;
}

export interface LeadActivity {
  id: number;
  kind: 'received' | 'opened' | 'status' | 'assignment' | 'note' | 'contractor-assignment' | 'contractor-response' | 'sequence';
  actor_email: string | null;
  from_value: string | null;
  to_value: string | null;
  detail: string | null;
  created_at: string;
}

const ATTACHMENT_BUCKET = 'inquiry-attachments';
/** Signed links to a lead's files live one minute: long enough to open, too short to forward. */
export const SIGNED_URL_SECONDS = 60;

export const statusChangeSchema = z
  .object({
    status: z.enum(STATUSES),
    reason: z.string().trim().max(REASON_MAX, `At most ${REASON_MAX} characters`),
  })
  .refine((value) => !NEEDS_REASON.includes(value.status) || value.reason.length > 0, {
    path: ['reason'],
    message: 'Give a reason for this status',
  });
export type StatusChange = z.input<typeof statusChangeSchema>;

export const noteSchema = z.object({
  body: z.string().trim().min(1, 'Write a note first').max(NOTE_MAX, `At most ${NOTE_MAX.toLocaleString('en-US')} characters`),
  /** An admin's note shown to the firm the lead is assigned to (the database ignores it on a firm's own note). */
  shared: z.boolean().optional(),
});
export type NoteInput = z.input<typeof noteSchema>;

export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'lead', id],
    queryFn: () =>
      readOne<Lead>((db) => db.from(INBOX_VIEW).select(LEAD_COLUMNS).eq('id', id).maybeSingle()),
  });

export const leadNotesQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'lead', id, 'notes'],
    queryFn: () =>
      readRows<LeadNote>((db) => db
        .from('inquiry_notes')
        .select('id, author_email, body, created_at, shared_with_contractor')
        .eq('inquiry_id', id)
        .order('created_at', { ascending: false })),
  });

export const leadActivityQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'lead', id, 'activity'],
    queryFn: () =>
      readRows<LeadActivity>((db) => db
        .from('inquiry_activity')
        .select('id, kind, actor_email, from_value, to_value, detail, created_at')
        .eq('inquiry_id', id)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })),
  });

export const useLead = (id: string) => useQuery(leadQuery(id));
export const useLeadNotes = (id: string) => useQuery(leadNotesQuery(id));
export const useLeadActivity = (id: string) => useQuery(leadActivityQuery(id));

/** A change to a lead; afterwards every admin query (lists, counts, the lead, its log) is fetched again. */
function useLeadMutation<T>(run: (input: T) => Promise<void>) {
  return useChangeMutation(['admin'], run);
}

async function updateLead(id: string, values: Record<string, unknown>) {
  await writeRows((db) => db.from('inquiries').update(values).eq('id', id));
}

export const useChangeStatus = (id: string) =>
  useLeadMutation(async (input: StatusChange) => {
    const change = statusChangeSchema.parse(input);
    await updateLead(id, { status: change.status, status_reason: NEEDS_REASON.includes(change.status) ? change.reason : null });
  });

export const useAssign = (id: string) => useLeadMutation((assigneeId: string | null) => updateLead(id, { assignee_id: assigneeId }));

/** Sends the lead to a partner firm (or takes it back); the database stamps the time and asks the firm to answer. */
export const useAssignFirm = (id: string) => useLeadMutation((contractorId: string | null) => updateLead(id, { contractor_id: contractorId }));

export const useAddNote = (id: string) =>
  useLeadMutation(async (input: NoteInput) => {
    const { body, shared = false } = noteSchema.parse(input);
    await writeRows((db) => db.from('inquiry_notes').insert({ inquiry_id: id, body, shared_with_contractor: shared }));
  });

/** The first open marks a lead read; the database keeps the first time and logs it. */
export const useMarkOpened = (id: string) =>
  useLeadMutation(async () => {
    await writeRows((db) => db
      .from('inquiries')
      .update({ first_opened_at: new Date().toISOString() })
      .eq('id', id)
      .is('first_opened_at', null));
  });

export async function attachmentUrl(path: string): Promise<string> {
  const { data, error } = await (await getSupabase()).storage.from(ATTACHMENT_BUCKET).createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error || !data) throw new Error(error?.message ?? 'No signed link');
  return data.signedUrl;
}
