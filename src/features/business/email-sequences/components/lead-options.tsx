import { STATUS_LABELS } from '@/features/business/admin/index.ts';
import type { RecentLead } from '../api/sequences.ts';

const statusLabels: Record<string, string> = STATUS_LABELS;

/** "Rita Levi · rita@example.com · New": how a lead is named in the tool's lists. */
const leadLabel = (lead: RecentLead) => `${lead.name} · ${lead.email} · ${statusLabels[lead.status] ?? lead.status}`;

/** A lead picker's `<option>`s, one per lead, valued by its id. */
export function LeadOptions({ leads }: { leads: readonly RecentLead[] }) {
  return leads.map((lead) => (
    <option key={lead.id} value={lead.id}>
      {leadLabel(lead)}
    </option>
  ));
}
