import { useState } from 'react';
import { RadioCardList } from '@/components/forms/radio-card-list.tsx';
import { STATUS_LABELS, type LeadStatus } from '@/features/business/admin/index.ts';
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
        <RadioCardList
          name="proposal-lead"
          testId="proposal-leads"
          className="grid max-h-72 gap-1.5 overflow-y-auto pr-1"
          items={leads.data}
          chosenId={chosen?.id}
          onChoose={onChoose}
          title={(lead) => lead.name}
          detail={(lead) => `${lead.email} · ${statusLabel(lead.status)} · ${new Date(lead.createdAt).toLocaleDateString('en-US')}`}
        />
      )}
    </fieldset>
  );
}
