import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A mailed link's token from the URL (`?<param>=…`), once the page has
 * mounted: a tool page is prerendered without it, so the first render (the
 * hydration) must be the public page, and the link's view follows.
 */
export function useLinkToken(param: string): string | null {
  const search = useLocation().search;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? new URLSearchParams(search).get(param) : null;
}
