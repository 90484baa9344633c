/**
 * The admin's data for /email-sequences, under RLS (admins only): the
 * sequences (read and written directly), the enrolments (read; changed only
 * through the database functions enroll_lead_in_sequence and
 * stop_sequence_enrollment) and the recent leads to preview and enroll.
 * Loaded with the tool's body, for admins only.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SequenceInput } from '@domain/sequences/schema.ts';
import type { SequenceStep } from '@domain/sequences/schema.ts';
import type { StopReason } from '@domain/sequences/schedule.ts';
import type { SequenceLead } from '@domain/sequences/template.ts';
import { LEAD_COLUMNS } from '@domain/sequences/template.ts';
import { readRows, throwIfError, writeRows } from '@/lib/db-read.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';

export interface SavedSequence {
  id: string;
  name: string;
  trigger_status: string;
  trigger_source: string | null;
  is_active: boolean;
  steps: SequenceStep[];
  updated_at: string;
}

export interface EnrollmentRow {
  id: string;
  sequence_id: string;
  inquiry_id: string;
  email: string;
  enrolled_status: string;
  enrolled_by: string | null;
  enrolled_at: string;
  next_step: number;
  next_due_at: string | null;
  last_sent_at: string | null;
  stopped_at: string | null;
  stop_reason: StopReason | null;
}

export interface RecentLead extends SequenceLead {
  created_at: string;
}

/** How many recent leads the preview and the enrol list offer. */
export const RECENT_LEADS = 50;

const KEYS = {
  sequences: ['email-sequences'] as const,
  enrollments: (sequenceId: string) => ['email-sequences', 'enrollments', sequenceId] as const,
  leads: ['email-sequences', 'leads'] as const,
};

export const sequencesQuery = queryOptions({
  queryKey: KEYS.sequences,
  queryFn: () => readRows<SavedSequence>((db) => db.from('email_sequences').select('id, name, trigger_status, trigger_source, is_active, steps, updated_at').order('created_at')),
});

export const useSequences = () => useQuery(sequencesQuery);

export const useEnrollments = (sequenceId: string) =>
  useQuery({
    queryKey: KEYS.enrollments(sequenceId),
    queryFn: () =>
      readRows<EnrollmentRow>((db) =>
        db
          .from('sequence_enrollments')
          .select('id, sequence_id, inquiry_id, email, enrolled_status, enrolled_by, enrolled_at, next_step, next_due_at, last_sent_at, stopped_at, stop_reason')
          .eq('sequence_id', sequenceId)
          .order('enrolled_at', { ascending: false })
          .limit(100),
      ),
  });

export const useRecentLeads = () =>
  useQuery({
    queryKey: KEYS.leads,
    queryFn: () => readRows<RecentLead>((db) => db.from('inquiries').select(`${LEAD_COLUMNS}, created_at`).order('created_at', { ascending: false }).limit(RECENT_LEADS)),
  });

const toRow = (input: SequenceInput) => ({
  name: input.name,
  trigger_status: input.triggerStatus,
  trigger_source: input.triggerSource,
  is_active: input.isActive,
  steps: input.steps,
});

/** Saves a new sequence (no id) or the changes to one; the sequence as stored. */
export const useSaveSequence = () =>
  useChangeMutation(KEYS.sequences, async ({ id, input }: { id: string | null; input: SequenceInput }) => {
    const db = await getSupabase();
    const query = id ? db.from('email_sequences').update(toRow(input)).eq('id', id) : db.from('email_sequences').insert(toRow(input));
    const { data, error } = await query.select('id, name, trigger_status, trigger_source, is_active, steps, updated_at').single();
    throwIfError(error);
    return data as SavedSequence;
  });

export const useSwitchSequence = () =>
  useChangeMutation(KEYS.sequences, ({ id, on }: { id: string; on: boolean }) => writeRows((db) => db.from('email_sequences').update({ is_active: on }).eq('id', id)));

export const useDeleteSequence = () => useChangeMutation(KEYS.sequences, (id: string) => writeRows((db) => db.from('email_sequences').delete().eq('id', id)));

export const useEnrollLead = (sequenceId: string) =>
  useChangeMutation(KEYS.enrollments(sequenceId), (inquiryId: string) =>
    writeRows((db) => db.rpc('enroll_lead_in_sequence', { p_inquiry_id: inquiryId, p_sequence_id: sequenceId })),
  );

export const useStopEnrollment = (sequenceId: string) =>
  useChangeMutation(KEYS.enrollments(sequenceId), ({ id, reason }: { id: string; reason: Extract<StopReason, 'replied' | 'stopped-by-admin'> }) =>
    writeRows((db) => db.rpc('stop_sequence_enrollment', { p_enrollment_id: id, p_reason: reason })),
  );
