/**
 * The proposal builder's data: leads and their saved projects (RLS: admins;
 * lead_saved_projects() for the account's estimates and designs), the
 * versions of a lead's proposal (table proposals, admins read), and the
 * proposals function, which saves and sends them and serves the client's link.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROPOSAL_COLUMNS, recordFromRow, type ProposalRecord, type ProposalRow } from '@domain/proposal/record.ts';
import type { ProposalDraftInput } from '@domain/proposal/schema.ts';
import { invokeFunction } from '@/lib/functions.ts';
import { throwIfError } from '@/lib/errors.ts';
import { getSupabase } from '@/lib/supabase.ts';
import { attachedSource, type ProjectSource } from '../project-source.ts';

const FUNCTION = 'proposals';

export interface LeadSummary {
  id: string;
  name: string;
  email: string;
  status: string;
  projectType: string;
  capacityBottles: number | null;
  createdAt: string;
  attached: ProjectSource | null;
}

interface LeadRow {
  id: string;
  name: string;
  email: string;
  status: string;
  project_type: string;
  capacity_bottles: number | null;
  created_at: string;
  calculation: unknown;
}

/** Newest leads first; a search narrows them as the inbox's search does (its view's search_text: name, email, details…). */
async function fetchLeads(search: string): Promise<LeadSummary[]> {
  const supabase = await getSupabase();
  let query = supabase.from('inquiry_inbox').select('id, name, email, status, project_type, capacity_bottles, created_at, calculation').order('created_at', { ascending: false }).limit(40);
  // Wildcards and PostgREST's syntax characters are searched as spaces: a search is for words.
  const term = search.toLowerCase().replace(/[*%_,()\\]/g, ' ').trim();
  if (term) query = query.ilike('search_text', `*${term}*`);
  const { data, error } = await query;
  throwIfError(error);
  return ((data ?? []) as LeadRow[]).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    projectType: row.project_type,
    capacityBottles: row.capacity_bottles,
    createdAt: row.created_at,
    attached: attachedSource(row.id, row.calculation),
  }));
}

export const useLeads = (search: string) => useQuery(queryOptions({ queryKey: ['proposal-leads', search], queryFn: () => fetchLeads(search) }));

async function fetchSavedProjects(leadId: string): Promise<ProjectSource[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('lead_saved_projects', { p_inquiry_id: leadId });
  throwIfError(error);
  return ((data ?? []) as Array<{ id: string; kind: 'cost' | 'cellar-design'; title: string; inputs: Record<string, unknown> }>).map((row) => ({ ...row, origin: 'saved' as const }));
}

export const useSavedProjects = (leadId: string | null) =>
  useQuery(queryOptions({ queryKey: ['proposal-saved-projects', leadId], queryFn: () => fetchSavedProjects(leadId ?? ''), enabled: Boolean(leadId) }));

async function fetchVersions(lead: Pick<LeadSummary, 'id' | 'name' | 'email'>): Promise<ProposalRecord[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('proposals').select(PROPOSAL_COLUMNS).eq('inquiry_id', lead.id).order('version', { ascending: false });
  throwIfError(error);
  return ((data ?? []) as ProposalRow[]).map((row) => recordFromRow(row, lead));
}

const versionsKey = (leadId: string | null) => ['proposal-versions', leadId];

export const useVersions = (lead: Pick<LeadSummary, 'id' | 'name' | 'email'>) => useQuery(queryOptions({ queryKey: versionsKey(lead.id), queryFn: () => fetchVersions(lead) }));

export function useSaveVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: ProposalDraftInput) => invokeFunction<ProposalRecord>(FUNCTION, { action: 'save', draft }),
    onSuccess: (record) => client.invalidateQueries({ queryKey: versionsKey(record.inquiryId) }),
  });
}

export function useSendVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: string) => invokeFunction<ProposalRecord>(FUNCTION, { action: 'send', proposalId }),
    onSuccess: (record) => {
      void client.invalidateQueries({ queryKey: versionsKey(record.inquiryId) });
      void client.invalidateQueries({ queryKey: ['proposal-leads'] });
    },
  });
}
