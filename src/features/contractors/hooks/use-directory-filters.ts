import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrating } from '@/lib/hydration.ts';
import { readFilters, writeFilters, type DirectoryFilters } from '../lib/filters.ts';

/**
 * The directory's filters live in the URL. The page is prerendered without a
 * query string, so while it hydrates it renders unfiltered (matching the
 * HTML) and applies the URL's filters right after.
 */
export function useDirectoryFilters() {
  const [params, setParams] = useSearchParams();
  const hydrating = useHydrating();
  const [ready, setReady] = useState(!hydrating);
  useEffect(() => setReady(true), []);
  const filters: DirectoryFilters = ready ? readFilters(params) : {};
  const setFilters = (next: DirectoryFilters) => setParams(writeFilters(next), { replace: false, preventScrollReset: true });
  return { filters, setFilters, ready };
}
