declare module 'virtual:route-table/routes' {
  import type { RoutingEntry } from '@/app/route-table.ts';
  export const routes: RoutingEntry[];
  export const notFound: Omit<RoutingEntry, 'path'>;
}

declare module 'virtual:route-table/meta' {
  import type { RouteMeta } from '@/app/route-table.ts';
  /** By route path; the not-found page's under '*'. */
  export const routeMeta: Record<string, RouteMeta>;
}
