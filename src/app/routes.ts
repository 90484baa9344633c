/**
 * The route table as the browser holds it (see scripts/vite/route-table-plugin.ts):
 * the routing half in the entry, the texts (title, description) loaded on
 * demand. A prerendered page already has its texts in <head>; they are read
 * from there for the first page, and the whole table loads when the browser
 * is idle after the page is interactive, or at once on a navigation.
 */
import { useSyncExternalStore } from 'react';
import { notFound, routes } from 'virtual:route-table/routes';
import type { RouteMeta, RoutingEntry } from '@/app/route-table.ts';

export { routes };
export type { RouteMeta, RoutingEntry };

export const NOT_FOUND_ROUTE: RoutingEntry = { ...notFound, path: '*' };

/** The route that renders a pathname (the not-found route when none does). */
export function findRoute(pathname: string, match: (pattern: string, pathname: string) => boolean): RoutingEntry {
  return routes.find((route) => match(route.path, pathname)) ?? NOT_FOUND_ROUTE;
}

type MetaTable = Record<string, RouteMeta>;

let table: MetaTable | undefined;
let loading: Promise<MetaTable> | undefined;
const listeners = new Set<() => void>();

/** The server renders with the whole table at hand (src/entry-server.tsx). */
export function provideRouteMeta(meta: MetaTable): void {
  table = meta;
}

export function loadRouteMeta(): Promise<MetaTable> {
  loading ??= import('virtual:route-table/meta').then(({ routeMeta }) => {
    table = routeMeta;
    listeners.forEach((listener) => listener());
    return routeMeta;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => table;

/** The prerendered page's own texts, read once from its <head> (undefined for the SPA shell). */
let fromHead: { path: string; meta: RouteMeta } | null | undefined;
function headMeta(): { path: string; meta: RouteMeta } | null {
  if (fromHead !== undefined) return fromHead;
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
  const ogType = document.querySelector<HTMLMetaElement>('meta[property="og:type"]')?.content;
  const prerendered = document.getElementById('root')?.dataset.prerendered === 'true';
  fromHead =
    prerendered && description !== undefined
      ? {
          path: window.location.pathname,
          meta: { title: document.title, description, ...(ogType === 'article' || ogType === 'website' ? { ogType } : {}) },
        }
      : null;
  return fromHead;
}

/**
 * The texts of a route (by its path pattern; '*' for the not-found page) for
 * the page at `pathname`, or undefined while they load.
 */
export function useRouteMeta(routePath: string, pathname: string): RouteMeta | undefined {
  const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (loaded) return loaded[routePath];
  if (typeof document === 'undefined') return undefined;
  const first = headMeta();
  return first && first.path === pathname ? first.meta : undefined;
}
