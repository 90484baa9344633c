/**
 * The one route table (DESIGN "One route table"). Router, <title>/meta,
 * sitemap.xml, the prerender list and the browser route tests are all derived
 * from this array; a page exists only if it is declared here.
 */
export type Access = 'public' | 'signed-in' | 'admin' | 'contractor';

export interface RouteEntry {
  /** A react-router path pattern. */
  path: string;
  /** The page module under src/, loaded on demand: every route is its own chunk. */
  page: string;
  /** Full document title. */
  title: string;
  /** Meta description, 50–170 characters. */
  description: string;
  access: Access;
  /** Listed in sitemap.xml and prerendered to HTML. Defaults to true for public routes without params. */
  indexable?: boolean;
  /** A concrete URL for routes with params, used by tests. */
  example?: string;
  /** Open Graph type; articles override. */
  ogType?: 'website' | 'article';
  /** Sitemap priority, 0–1. */
  priority?: number;
}

export const NOT_FOUND: Omit<RouteEntry, 'path'> = {
  page: 'app/pages/not-found-page.tsx',
  title: 'Page Not Found | WineCellarGPT',
  description: 'The page you were looking for is not here. Find cellar guides, calculators and a free quote from the WineCellarGPT home page.',
  access: 'public',
  indexable: false,
};

export const routeTable: RouteEntry[] = [
  {
    path: '/',
    page: 'features/landing/landing-page.tsx',
    title: 'WineCellarGPT | Luxury Custom Wine Cellar Design, Construction & Climate Control',
    description:
      'Custom wine cellars designed, built and climate-controlled by specialists: 500+ cellars, 15+ years, 4.9/5 rating. Get a free quote worth $2,500.',
    access: 'public',
    priority: 1,
  },
  {
    path: '/privacy',
    page: 'features/legal/privacy-page.tsx',
    title: 'Privacy Policy | WineCellarGPT',
    description:
      'How WineCellarGPT collects, uses, stores and protects the information you share through our site, calculators, assistant and quote requests.',
    access: 'public',
    priority: 0.2,
  },
  {
    path: '/terms',
    page: 'features/legal/terms-page.tsx',
    title: 'Terms of Service | WineCellarGPT',
    description:
      'The terms that govern use of the WineCellarGPT site, its calculators, estimates, AI assistant and free design quote for custom wine cellars.',
    access: 'public',
    priority: 0.2,
  },
];

/** The route-table entry that renders a pathname (the not-found entry when none does). */
export function findRoute(pathname: string, match: (pattern: string, pathname: string) => boolean): RouteEntry {
  return routeTable.find((route) => match(route.path, pathname)) ?? { ...NOT_FOUND, path: '*' };
}

export const isIndexable = (route: RouteEntry): boolean =>
  route.indexable ?? (route.access === 'public' && !route.path.includes(':') && !route.path.includes('*'));
