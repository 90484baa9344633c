import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigationType } from 'react-router';
import { Seo } from '@/components/seo/seo.tsx';
import { trackPageView } from '@/lib/analytics.ts';
import { switchToSwappingWebFonts, warmWebFonts } from '@/lib/web-fonts.ts';
import { findRoute, loadRouteMeta, useRouteMeta, type RouteMeta, type RoutingEntry } from '@/app/routes.ts';
import { useSpareTime } from '@/lib/spare-time.ts';

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname) !== null;

export function useCurrentRoute(): RoutingEntry {
  const { pathname } = useLocation();
  return findRoute(pathname, matches);
}

interface ShownSeo {
  meta: RouteMeta;
  pathname: string;
  noindex: boolean;
}

/**
 * Meta tags for the current route, from the route table. The texts load
 * in spare time (src/lib/spare-time.ts; a prerendered page
 * has its own in <head>, which React takes over as they are), or at once on
 * a navigation; until they arrive the previous page's stay.
 */
export function RouteSeo() {
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const meta = useRouteMeta(route.path, pathname);
  const noindex = route.path === '*' || route.access !== 'public';
  const [last, setLast] = useState<ShownSeo | undefined>(meta && { meta, pathname, noindex });
  const current = meta ? { meta, pathname, noindex } : last;
  if (meta && (last?.meta !== meta || last.pathname !== pathname || last.noindex !== noindex)) setLast(current);

  useSpareTime(() => void loadRouteMeta());
  useEffect(() => {
    if (!meta) void loadRouteMeta();
  }, [meta]);

  // A page that writes its own head (a contractor profile) gets none from the table.
  if (route.ownSeo || !current) return null;
  return (
    <Seo
      title={current.meta.title}
      description={current.meta.description}
      path={current.pathname}
      type={current.meta.ogType}
      noindex={current.noindex}
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
