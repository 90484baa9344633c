import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrating } from '@/lib/hydration.ts';

/**
 * The URL's query parameters, but empty while a prerendered page hydrates.
 * Prerendered HTML is the unfiltered page (a static host serves the same
 * file for /blog and /blog?tag=cooling), so the first client render must
 * match it; the filter applies right after. After a client-side navigation
 * there is nothing to match and the parameters apply at once.
 */
export function useUrlParams(): URLSearchParams {
  const { search } = useLocation();
  const hydrating = useHydrating();
  const [active, setActive] = useState(!hydrating);
  useEffect(() => setActive(true), []);
  return useMemo(() => new URLSearchParams(active ? search : ''), [active, search]);
}
