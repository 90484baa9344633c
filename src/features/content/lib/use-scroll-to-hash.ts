import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { elementForHash, scrollToElement } from '@/lib/in-page-scroll.ts';

/**
 * After a client-side navigation to "/page#section" (a search result, a
 * link between guides), brings the section into view. A full page load or
 * back/forward needs nothing: the browser handles those itself.
 */
export function useScrollToHash(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'PUSH' || hash.length < 2) return;
    const target = elementForHash(hash);
    if (target) scrollToElement(target);
  }, [pathname, hash, navigationType]);
}
