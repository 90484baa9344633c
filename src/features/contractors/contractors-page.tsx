import { LoadError } from '@/components/ui/load-error.tsx';
import { WithQueries } from '@/lib/query-client.tsx';
import { useAreas, useDirectory } from './api/directory.ts';
import { ContractorCard, ContractorCardSkeleton } from './components/contractor-card.tsx';
import { DirectoryFilterBar } from './components/directory-filters.tsx';
import { useDirectoryFilters } from './hooks/use-directory-filters.ts';

function Directory() {
  const { filters, setFilters, ready } = useDirectoryFilters();
  const directory = useDirectory(filters);
  const areas = useAreas();
  const filtered = Boolean(filters.service || filters.area);
  const loading = !ready || directory.isPending;
  return (
    <>
      <DirectoryFilterBar filters={filters} areas={areas.data ?? []} onChange={setFilters} />
      <div className="mt-8 min-h-[34rem]" aria-busy={loading || directory.isFetching}>
        {directory.isError ? (
          <LoadError what="The directory" onRetry={() => void directory.refetch()} className="rounded-xl border border-red-400/40 bg-red-400/10 p-5 text-red-100" />
        ) : loading ? (
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            <ContractorCardSkeleton />
            <ContractorCardSkeleton />
            <ContractorCardSkeleton />
          </div>
        ) : directory.data && directory.data.length > 0 ? (
          <>
            <p role="status" className="mb-4 text-sm text-mist-300">
              {directory.data.length} contractor{directory.data.length === 1 ? '' : 's'}
              {filtered ? ' match these filters' : ''}
            </p>
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {directory.data.map((profile) => (
                <li key={profile.id}>
                  <ContractorCard profile={profile} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div role="status" className="card p-8 text-center">
            <p className="text-lg text-cream-50">{filtered ? 'No contractors match these filters.' : 'No contractors are listed yet.'}</p>
            <p className="mt-2 text-sm text-mist-300">
              {filtered ? 'Try another service or area, or clear the filters.' : 'Our team can still plan and build your cellar: ask for a free quote.'}
            </p>
            {filtered ? (
              <button type="button" className="btn-gold mt-5 px-6" onClick={() => setFilters({})}>
                Clear filters
              </button>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}

/** /contractors: approved, active partner firms, filtered by service and area (in the URL). */
export default function ContractorsPage() {
  return (
    <WithQueries>
      <div className="container-page py-12 sm:py-16">
        <p className="eyebrow">Partner firms</p>
        <h1 className="mt-3 text-4xl text-cream-50 sm:text-5xl">Wine cellar contractors</h1>
        <p className="mt-4 max-w-3xl text-mist-300">
          Builders, climate specialists and designers we work with. Each badge shows only what WineCellarGPT checked itself, with the date it
          was checked, or what their response times really show.
        </p>
        <div className="mt-10">
          <Directory />
        </div>
      </div>
    </WithQueries>
  );
}
