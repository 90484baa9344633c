import { useState } from 'react';
import { STATUS_LABELS, type LeadStatus } from '@/features/admin/index.ts';
import type { LeadSummary } from '../api/proposals.ts';
import { useLeads } from '../api/proposals.ts';

const statusLabel = (status: string) => STATUS_LABELS[status as LeadStatus] ?? status;

/** The inbox's leads, newest first, narrowed by name or email; one is chosen. */
export function LeadPicker({ chosen, onChoose }: { chosen: LeadSummary | null; onChoose: (lead: LeadSummary) => void }) {
  const [search, setSearch] = useState('');
  const leads = useLeads(search);
  return (
    <fieldset className="grid gap-3">
      <legend className="field-label">Lead</legend>
      <label htmlFor="proposal-lead-search" className="sr-only">
        Find a lead by name or email
      </label>
      <input
        id="proposal-lead-search"
        type="search"
        className="field-input"
        placeholder="Find a lead by name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value.slice(0, 100))}
      />
      {leads.isPending ? (
        <p role="status" className="text-sm text-mist-300">
          Reading the inbox…
        </p>
      ) : leads.isError ? (
        <p role="alert" className="text-sm text-red-200">
          The inbox could not be read just now. Please try again.
        </p>
      ) : leads.data.length === 0 ? (
        <p className="text-sm text-mist-300">No lead matches.</p>
      ) : (
        <ul className="grid max-h-72 gap-1.5 overflow-y-auto pr-1" data-testid="proposal-leads">
          {leads.data.map((lead) => (
            <li key={lead.id}>
              <label className={`flex cursor-pointer items-start gap-3 rounded-lg border p-2.5 text-sm ${chosen?.id === lead.id ? 'border-gold-400 bg-cellar-800' : 'border-cellar-600'}`}>
                <input type="radio" name="proposal-lead" className="mt-1 accent-gold-400" checked={chosen?.id === lead.id} onChange={() => onChoose(lead)} />
                <span className="grid">
                  <span className="font-medium text-cream-50">{lead.name}</span>
                  <span className="text-mist-300">
                    {lead.email} · {statusLabel(lead.status)} · {new Date(lead.createdAt).toLocaleDateString('en-US')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
