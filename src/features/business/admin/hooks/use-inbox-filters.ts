import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseFilters, type InboxFilters } from '../lib/filters.ts';

type Patch = Partial<Record<keyof InboxFilters | 'lead' | 'view', string | number | undefined>>;

/** The inbox's state in the URL: filters, sort, page and the open lead. */
export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const openLead = params.get('lead');

  const update = useCallback(
    (patch: Patch, options: { keepPage?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          // A new filter or sort starts at the first page.
          if (!options.keepPage && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  return { filters, openLead, update };
}
