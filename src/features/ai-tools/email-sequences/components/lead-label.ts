import type { RecentLead } from '../api/sequences.ts';

/** "Rita Levi · rita@example.com · New": how a lead is named in the tool's lists. */
export const leadLabel = (lead: Pick<RecentLead, 'name' | 'email' | 'status'>, statusLabels: Record<string, string>) => `${lead.name} · ${lead.email} · ${statusLabels[lead.status] ?? lead.status}`;
