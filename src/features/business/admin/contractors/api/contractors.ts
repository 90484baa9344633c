/**
 * The admin's contractor data: every firm with its checks, leads and
 * response time (the contractor_overview view answers admins only), the
 * invitation (the invite-contractor function, which needs the service role),
 * approval and activity flags, edits, checks, and each firm's leads. Keys
 * start with 'admin' so a change refreshes the inbox's firm list too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationKind } from '@domain/contractors/rules.ts';
import type { InviteInput, InviteReceipt, ProfileInput, VerificationInput } from '@domain/contractors/schema.ts';
import { profileColumns, type Firm, type ResponseStats } from '@/features/contractors/index.ts';
import { invokeFunction } from '@/lib/functions.ts';
import type { LeadStatus } from '../../lib/pipeline.ts';
import { readRows, writeRows } from '@/lib/db-read.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';

export interface FirmCheckRecord {
  id: string;
  kind: VerificationKind;
  detail: string;
  checked_on: string;
  checked_by_email: string | null;
}

/** A row of contractor_overview. */
export interface FirmOverview extends Firm, ResponseStats {
  is_sample: boolean;
  owner_id: string | null;
  invited_email: string | null;
  invited_at: string | null;
  created_at: string;
  verifications: FirmCheckRecord[];
  open_leads: number;
  assigned_leads: number;
}

export interface FirmLead {
  id: string;
  name: string;
  status: LeadStatus;
  contractor_response: 'pending' | 'accepted' | 'declined';
  created_at: string;
}

const FIRMS_KEY = ['admin', 'contractors'] as const;

export const firmsQuery = () =>
  queryOptions({
    queryKey: [...FIRMS_KEY, 'list'],
    queryFn: () =>
      readRows<FirmOverview>((db) => db.from('contractor_overview').select('*').order('is_sample').order('company')),
  });

export const firmLeadsQuery = (firmId: string) =>
  queryOptions({
    queryKey: [...FIRMS_KEY, 'leads', firmId],
    queryFn: () =>
      readRows<FirmLead>((db) => db
        .from('inquiry_inbox')
        .select('id, name, status, contractor_response, created_at')
        .eq('contractor_id', firmId)
        .order('created_at', { ascending: false })
        .limit(50)),
  });

export const useFirms = () => useQuery(firmsQuery());
export const useFirmLeads = (firmId: string) => useQuery(firmLeadsQuery(firmId));

const useFirmMutation = <T, R = void>(run: (input: T) => Promise<R>) => useChangeMutation(['admin'], run);

export const useInvite = () => useFirmMutation((input: InviteInput) => invokeFunction<InviteReceipt>('invite-contractor', input));

async function updateFirm(id: string, values: Record<string, unknown>) {
  await writeRows((db) => db.from('contractors').update(values).eq('id', id));
}

export const useSetFlags = (id: string) =>
  useFirmMutation((flags: { is_approved?: boolean; is_active?: boolean }) => updateFirm(id, flags));

export const useEditFirm = (id: string) => useFirmMutation(async (input: ProfileInput) => updateFirm(id, await profileColumns(input)));

export const useRecordCheck = (firmId: string) =>
  useFirmMutation(async (input: VerificationInput) => {
    const { verificationSchema } = await import('@domain/contractors/schema.ts');
    const check = verificationSchema.parse(input);
    await writeRows((db) =>
      db.from('contractor_verifications').insert({ contractor_id: firmId, kind: check.kind, detail: check.detail, checked_on: check.checkedOn }),
    );
  });

export const useWithdrawCheck = () =>
  useFirmMutation(async (checkId: string) => {
    await writeRows((db) => db.from('contractor_verifications').delete().eq('id', checkId));
  });
