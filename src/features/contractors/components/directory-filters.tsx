import { SERVICES, SERVICE_LABELS, type Service } from '@domain/contractors/rules.ts';
import { OptionList } from '@/components/forms/option-list.tsx';
import type { DirectoryFilters } from '../lib/filters.ts';

interface Props {
  filters: DirectoryFilters;
  areas: readonly string[];
  onChange: (filters: DirectoryFilters) => void;
}

export function DirectoryFilterBar({ filters, areas, onChange }: Props) {
  // A filtered area no firm lists any more still shows, so the select never lies about the URL.
  const areaOptions = filters.area && !areas.includes(filters.area) ? [filters.area, ...areas] : areas;
  return (
    <form role="search" aria-label="Filter contractors" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={(event) => event.preventDefault()}>
      <div>
        <label htmlFor="directory-service" className="field-label">
          Service
        </label>
        <select
          id="directory-service"
          className="field-input"
          value={filters.service ?? ''}
          onChange={(event) => onChange({ ...filters, service: (event.target.value || undefined) as Service | undefined })}
        >
          <OptionList values={SERVICES} labels={SERVICE_LABELS} empty="All services" />
        </select>
      </div>
      <div>
        <label htmlFor="directory-area" className="field-label">
          Service area
        </label>
        <select
          id="directory-area"
          className="field-input"
          value={filters.area ?? ''}
          onChange={(event) => onChange({ ...filters, area: event.target.value || undefined })}
        >
          <OptionList values={areaOptions} labels={Object.fromEntries(areaOptions.map((area) => [area, area]))} empty="All areas" />
        </select>
      </div>
      <button type="button" className="btn-outline px-5 text-sm" disabled={!filters.service && !filters.area} onClick={() => onChange({})}>
        Clear filters
      </button>
    </form>
  );
}
