/**
 * The contract generator's data: accepted proposals and their contracts
 * (tables proposals and contracts, admins read under RLS), the contracts
 * function that creates, edits and sends them, and the signed PDF in the
 * private contracts bucket. The client's side of the link is the
 * client-documents feature's.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClauseKey } from '@domain/contract/clauses.ts';
import { CONTRACT_COLUMNS, contractFromRow, type ContractRecord, type ContractRow } from '@domain/contract/record.ts';
import { invokeFunction } from '@/lib/functions.ts';
import { throwIfError } from '@/lib/errors.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { useChangeMutation } from '@/lib/use-change-mutation.ts';

const FUNCTION = 'contracts';

export interface AcceptedProposal {
  id: string;
  inquiryId: string;
  version: number;
  total: number;
  acceptedAt: string;
  acceptedName: string;
  clientName: string;
  clientEmail: string;
  contract: ContractRecord | null;
}

async function fetchAccepted(): Promise<AcceptedProposal[]> {
  const supabase = await getSupabase();
  const proposals = await supabase
    .from('proposals')
    .select('id, inquiry_id, version, total_usd, accepted_at, accepted_name')
    .not('accepted_at', 'is', null)
    .order('accepted_at', { ascending: false })
    .limit(50);
  throwIfError(proposals.error);
  const rows = (proposals.data ?? []) as Array<{ id: string; inquiry_id: string; version: number; total_usd: number; accepted_at: string; accepted_name: string }>;
  if (rows.length === 0) return [];
  const [leads, contracts] = await Promise.all([
    supabase.from('inquiries').select('id, name, email').in('id', rows.map((row) => row.inquiry_id)),
    supabase.from('contracts').select(CONTRACT_COLUMNS).in('proposal_id', rows.map((row) => row.id)),
  ]);
  throwIfError(leads.error);
  throwIfError(contracts.error);
  const leadOf = new Map(((leads.data ?? []) as Array<{ id: string; name: string; email: string }>).map((lead) => [lead.id, lead]));
  const contractOf = new Map(((contracts.data ?? []) as ContractRow[]).map((row) => [row.proposal_id, row]));
  return rows.map((row) => {
    const lead = leadOf.get(row.inquiry_id);
    const contract = contractOf.get(row.id);
    return {
      id: row.id,
      inquiryId: row.inquiry_id,
      version: row.version,
      total: row.total_usd,
      acceptedAt: row.accepted_at,
      acceptedName: row.accepted_name,
      clientName: lead?.name ?? '',
      clientEmail: lead?.email ?? '',
      contract: contract ? contractFromRow(contract, lead) : null,
    };
  });
}

const KEY = ['accepted-proposals'];
export const useAcceptedProposals = () => useQuery(queryOptions({ queryKey: KEY, queryFn: fetchAccepted }));

const useContractAction = <T,>(run: (input: T) => Promise<ContractRecord>) => useChangeMutation(KEY, run);

export const useCreateContract = () => useContractAction((proposalId: string) => invokeFunction<ContractRecord>(FUNCTION, { action: 'create', proposalId }));
export const useEditContract = () =>
  useContractAction((input: { contractId: string; edits: Partial<Record<ClauseKey, string>> }) => invokeFunction<ContractRecord>(FUNCTION, { action: 'edit', ...input }));
export const useSendContract = () => useContractAction((contractId: string) => invokeFunction<ContractRecord>(FUNCTION, { action: 'send', contractId }));

/** The signed PDF from the private bucket (admins only, by its storage policy). */
export async function downloadSignedPdf(path: string): Promise<Blob> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from('contracts').download(path);
  if (error || !data) throw new Error(error?.message ?? 'not found');
  return data;
}
