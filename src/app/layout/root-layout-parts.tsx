import { useEffect, useLayoutEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigationType } from 'react-router';
import { Seo } from '@/components/seo/seo.tsx';
import { trackPageView } from '@/lib/analytics.ts';
import { switchToSwappingWebFonts, warmWebFonts } from '@/lib/web-fonts.ts';
import { findRoute, type RouteEntry } from '@/app/route-table.ts';

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname) !== null;

export function useCurrentRoute(): RouteEntry {
  const { pathname } = useLocation();
  return findRoute(pathname, matches);
}

/** Meta tags for the current route, straight from the route table. */
export function RouteSeo() {
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  if (route.ownSeo) return null;
  return (
    <Seo
      title={route.title}
      description={route.description}
      path={pathname}
      type={route.ogType}
      noindex={route.path === '*' || route.access !== 'public'}
    />
  );
}

export function PageViewTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => trackPageView(pathname + search), [pathname, search]);
  return null;
}

/** The web fonts' swapping faces take over at the first client-side navigation (see src/lib/web-fonts.ts). */
export function WebFontsOnNavigate() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(warmWebFonts, []);
  useEffect(() => {
    if (pathname !== firstPath.current) switchToSwappingWebFonts();
  }, [pathname]);
  return null;
}

/** New pages start at the top; back and forward keep the browser's own restoration. */
export function ScrollToTopOnNavigate() {
  const { pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const wantsSection = hash !== '' || (typeof state === 'object' && state !== null && 'scrollTo' in state);
    if (navigationType === 'PUSH' && !wantsSection) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, navigationType, hash, state]);
  return null;
}
