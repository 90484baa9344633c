import { useEffect, useState, type ReactNode } from 'react';
import { BUDGETS, BUDGET_LABELS, PROJECT_TYPES, PROJECT_TYPE_LABELS, TIMELINES, TIMELINE_LABELS } from '@domain/inquiry/rules.ts';
import type { Assignee } from '../api/dashboard.ts';
import { isFiltered, SORTS, type InboxFilters, type SortKey } from '../lib/filters.ts';
import { SOURCE_LABELS, STATUSES, STATUS_LABELS } from '../lib/pipeline.ts';
import type { useInboxFilters } from '../hooks/use-inbox-filters.ts';
import { OptionList } from '@/components/forms/option-list.tsx';

type Update = ReturnType<typeof useInboxFilters>['update'];

function Select({ id, label, value, onChange, children }: { id: string; label: string; value: string | undefined; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** Search and filters; every change lands in the URL and the database does the filtering. */
export function InboxFiltersForm({ filters, update, assignees }: { filters: InboxFilters; update: Update; assignees: readonly Assignee[] }) {
  const [search, setSearch] = useState(filters.q ?? '');
  useEffect(() => setSearch(filters.q ?? ''), [filters.q]);

  return (
    <section aria-labelledby="filters-title" className="card p-5">
      <h2 id="filters-title" className="sr-only">
        Search and filters
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: search.trim() || undefined });
        }}
      >
        <div className="min-w-56 flex-1">
          <label htmlFor="inbox-search" className="field-label">
            Search name, email or message
          </label>
          <input id="inbox-search" type="search" className="field-input" value={search} maxLength={200} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <button type="submit" className="btn-gold px-5 text-sm">
          Search
        </button>
      </form>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Select id="filter-status" label="Status" value={filters.status} onChange={(value) => update({ status: value })}>
          <OptionList values={STATUSES} labels={STATUS_LABELS} empty="Any status" />
        </Select>
        <Select id="filter-type" label="Project type" value={filters.type} onChange={(value) => update({ type: value })}>
          <OptionList values={PROJECT_TYPES} labels={PROJECT_TYPE_LABELS} empty="Any type" />
        </Select>
        <Select id="filter-budget" label="Budget" value={filters.budget} onChange={(value) => update({ budget: value })}>
          <OptionList values={BUDGETS} labels={BUDGET_LABELS} empty="Any budget" />
        </Select>
        <Select id="filter-timeline" label="Timeline" value={filters.timeline} onChange={(value) => update({ timeline: value })}>
          <OptionList values={TIMELINES} labels={TIMELINE_LABELS} empty="Any timeline" />
        </Select>
        <Select id="filter-source" label="Source" value={filters.source} onChange={(value) => update({ source: value })}>
          <option value="">Any source</option>
          {Object.entries(SOURCE_LABELS).map(([source, label]) => (
            <option key={source} value={source}>
              {label}
            </option>
          ))}
        </Select>
        <Select id="filter-assignee" label="Assignee" value={filters.assignee} onChange={(value) => update({ assignee: value })}>
          <option value="">Anyone</option>
          <option value="none">Unassigned</option>
          {assignees.map((person) => (
            <option key={person.user_id} value={person.user_id}>
              {person.email}
            </option>
          ))}
        </Select>
        <div>
          <label htmlFor="filter-from" className="field-label">
            Received from
          </label>
          <input id="filter-from" type="date" className="field-input" value={filters.from ?? ''} onChange={(event) => update({ from: event.target.value })} />
        </div>
        <div>
          <label htmlFor="filter-to" className="field-label">
            Received to
          </label>
          <input id="filter-to" type="date" className="field-input" value={filters.to ?? ''} onChange={(event) => update({ to: event.target.value })} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <label className="flex items-center gap-2 text-sm text-cream-100">
          <input type="checkbox" checked={Boolean(filters.unread)} onChange={(event) => update({ unread: event.target.checked ? '1' : undefined })} />
          Unread only
        </label>
        <label className="flex items-center gap-2 text-sm text-cream-100">
          <input type="checkbox" checked={Boolean(filters.stale)} onChange={(event) => update({ stale: event.target.checked ? '1' : undefined })} />
          Stale only (7 days without activity)
        </label>
        <label className="flex items-center gap-2 text-sm text-cream-100">
          <input type="checkbox" checked={Boolean(filters.attention)} onChange={(event) => update({ attention: event.target.checked ? '1' : undefined })} />
          Unhappy or urgent only
        </label>
        <div className="flex items-center gap-2">
          <label htmlFor="inbox-sort" className="text-sm text-mist-300">
            Sort
          </label>
          <select id="inbox-sort" className="field-input w-auto py-1.5" value={filters.sort} onChange={(event) => update({ sort: event.target.value as SortKey })}>
            {Object.entries(SORTS).map(([key, sort]) => (
              <option key={key} value={key}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
        {isFiltered(filters) ? (
          <button
            type="button"
            className="text-sm text-gold-200 underline underline-offset-4"
            onClick={() =>
              update({ q: undefined, status: undefined, type: undefined, budget: undefined, timeline: undefined, source: undefined, from: undefined, to: undefined, assignee: undefined, unread: undefined, stale: undefined })
            }
          >
            Clear filters
          </button>
        ) : null}
      </div>
    </section>
  );
}
