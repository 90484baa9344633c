/**
 * The one route table (README, "How it is built"). Router, <title>/meta,
 * sitemap.xml, robots.txt, the prerender list and the browser route tests
 * are all derived from it; a page exists only if it is declared here.
 * Article routes come from the content files themselves (their frontmatter
 * carries title and description), so a new guide is a new Markdown file;
 * calculator and AI tool routes come from the tool registry (src/config/tools.ts).
 *
 * The browser never imports this file: at build time scripts/vite/route-table-plugin.ts
 * splits it into what the router needs (virtual:route-table/routes, in the
 * entry) and the texts (virtual:route-table/meta, loaded when the visitor
 * navigates), so a new route adds a path and a file name to every page's
 * entry, not its title and description. See src/app/routes.ts.
 */
import { contentRoutes } from 'virtual:content/routes';
import type { Collection } from '@/content/schema.ts';
import { TOOLS, type Audience } from '@/config/tools.ts';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_PAGE, NOT_FOUND_TITLE } from '@/app/not-found-route.ts';

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
  ogType?: 'website' | 'article';
  /** Sitemap priority, 0–1. */
  priority?: number;
  /**
   * The page renders its own title, description and canonical from its data
   * (a contractor profile); `title` and `description` are then what shows
   * while the data loads.
   */
  ownSeo?: boolean;
}

/** What the router needs of a route: all the browser's entry carries. */
export type RoutingEntry = Pick<RouteEntry, 'path' | 'page' | 'access' | 'ownSeo'>;

/** The texts of a route, loaded on navigation (prerendered pages carry theirs in <head>). */
export type RouteMeta = Pick<RouteEntry, 'title' | 'description' | 'ogType'>;

const SUFFIX = ' | WineCellarGPT';

export const NOT_FOUND: Omit<RouteEntry, 'path'> = {
  page: NOT_FOUND_PAGE,
  title: NOT_FOUND_TITLE,
  description: NOT_FOUND_DESCRIPTION,
  access: 'public',
  indexable: false,
};

const CONTENT_PAGES: Record<Collection, string> = {
  blog: 'features/content/pages/article-page.tsx',
  resources: 'features/content/pages/article-page.tsx',
  tools: 'features/content/pages/article-page.tsx',
  'case-studies': 'features/content/pages/case-study-page.tsx',
  downloads: 'features/content/pages/download-page.tsx',
  book: 'features/content/pages/article-page.tsx',
};

/**
 * A business tool's page is public: it explains the tool to anyone and asks
 * for the right sign-in, and the tool itself opens inside it only for the
 * role (roleGated in src/components/tool-shell/role-gate.tsx; tools.test.ts
 * holds every such page to it). A tool for any signed-in user sends a
 * visitor to sign in first, as /my-calculations does.
 */
const ACCESS: Record<Audience, Access> = { visitor: 'public', 'signed-in': 'signed-in', admin: 'public', contractor: 'public' };

/** Calculators and AI tools come from the tool registry, as articles come from their files. */
const toolEntries: RouteEntry[] = TOOLS.map((tool) => ({
  path: tool.path,
  page: tool.page,
  title: `${tool.title}${SUFFIX}`,
  description: tool.description,
  access: ACCESS[tool.audience],
  priority: tool.priority,
}));

const contentEntries: RouteEntry[] = contentRoutes.map((route) => ({
  path: route.path,
  page: route.path === '/book' ? 'features/content/pages/book-page.tsx' : CONTENT_PAGES[route.collection],
  title: `${route.title}${SUFFIX}`,
  description: route.description,
  access: 'public',
  ogType: route.path === '/book' ? 'website' : 'article',
  priority: 0.7,
}));

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
    path: '/auth',
    page: 'features/auth/auth-page.tsx',
    title: `Sign In or Create an Account${SUFFIX}`,
    description: 'Sign in to WineCellarGPT with your password or a magic link to keep your cellar calculations and image analyses in one place.',
    access: 'public',
    indexable: false,
  },

  // Content: indexes here, articles derived from src/content.
  {
    path: '/blog',
    page: 'features/content/pages/blog-index-page.tsx',
    title: `Wine Cellar Blog: Design, Climate Control & Investment${SUFFIX}`,
    description:
      'Expert articles on why wine cellars fail, climate control, humidity and the investment case for a custom cellar, from a team that has built 500+.',
    access: 'public',
    priority: 0.8,
  },
  {
    path: '/resources',
    page: 'features/content/pages/resources-index-page.tsx',
    title: `Wine Cellar Guides & Resources${SUFFIX}`,
    description:
      'In-depth guides to storing wine, avoiding costly cellar mistakes, budgeting a build and the engineering behind insulation and cooling, plus free downloads.',
    access: 'public',
    priority: 0.8,
  },
  {
    path: '/case-studies',
    page: 'features/content/pages/case-studies-index-page.tsx',
    title: `Wine Cellar Case Studies: Estate, Restaurant & Historic Home${SUFFIX}`,
    description:
      'Real cellar projects with their numbers: capacity, cooling loads, budgets and build timelines for an estate cellar, a restaurant and a historic basement.',
    access: 'public',
    priority: 0.8,
  },
  ...contentEntries,

  // Calculators, valuation and quote.
  {
    path: '/calculators',
    page: 'features/calculators/pages/calculators-index-page.tsx',
    title: `Wine Cellar Calculators: Cost, Cooling, Capacity & ROI${SUFFIX}`,
    description:
      'Free wine cellar calculators: itemized cost ranges, cooling load in BTU/h, bottle capacity, return on investment and a suitability quiz, with sources.',
    access: 'public',
    priority: 0.9,
  },
  ...toolEntries,
  {
    path: '/ai-hub',
    page: 'features/ai-hub/ai-hub-page.tsx',
    title: `AI Hub: Wine Cellar Design, Collection & Business Tools${SUFFIX}`,
    description:
      'Every WineCellarGPT AI tool in one place: what each does for collectors, cellar owners and the business, what runs offline and what a model adds.',
    access: 'public',
    priority: 0.7,
  },
  {
    path: '/quote',
    page: 'features/quote/quote-page.tsx',
    title: `Get a FREE Wine Cellar Quote (Worth $2,500)${SUFFIX}`,
    description:
      'Request a free custom wine cellar quote worth $2,500: design consultation, layout, cooling recommendation and itemized budget. We respond within 24 hours.',
    access: 'public',
    priority: 0.9,
  },

  // Signed-in areas.
  {
    path: '/my-calculations',
    page: 'features/saved-items/my-calculations-page.tsx',
    title: `My Calculations${SUFFIX}`,
    description: 'Your saved wine cellar cost, cooling, capacity and ROI calculations, ready to reopen, share or attach to a quote request.',
    access: 'signed-in',
  },
  {
    path: '/my-images',
    page: 'features/saved-items/my-images-page.tsx',
    title: `My Image Analyses${SUFFIX}`,
    description: 'Your saved cellar visuals and image analyses from the WineCellarGPT assistant and image tools, kept privately in your account.',
    access: 'signed-in',
  },

  // The business side (docs/business.md).
  {
    path: '/admin',
    page: 'features/business/admin/admin-page.tsx',
    title: `Lead Inbox${SUFFIX}`,
    description: 'The business lead inbox: every inquiry with its pipeline status, assignee, notes and activity, filters, CSV export and newsletter signups.',
    access: 'admin',
  },
  {
    path: '/admin/contractors',
    page: 'features/business/admin/contractors/admin-contractors-page.tsx',
    title: `Contractors${SUFFIX}`,
    description: 'Invite partner firms, record what was verified and when, approve, edit or deactivate them, and see their leads and real response times.',
    access: 'admin',
  },
  {
    path: '/contractors',
    page: 'features/contractors/contractors-page.tsx',
    title: `Wine Cellar Contractors: Builders, Climate & Design Specialists${SUFFIX}`,
    description:
      'Find approved wine cellar contractors for custom construction, climate control, design consultation and maintenance, filtered by service and area.',
    access: 'public',
    priority: 0.7,
  },
  {
    path: '/contractors/:slug',
    page: 'features/contractors/contractor-profile-page.tsx',
    title: `Wine Cellar Contractor Profile${SUFFIX}`,
    description: 'A partner firm’s services, service areas, experience, portfolio and the credentials WineCellarGPT verified, with a way to request them.',
    access: 'public',
    example: '/contractors/sample-vintner-build-co',
    ownSeo: true,
  },
  {
    path: '/contractor',
    page: 'features/contractors/contractor-portal-page.tsx',
    title: `Contractor Portal${SUFFIX}`,
    description: 'Your firm’s dashboard: keep your profile and portfolio current, accept or decline the leads assigned to you, add notes and update their status.',
    access: 'contractor',
  },

  // A client's own documents, opened from our email's signed link (no account):
  // never indexed, never prerendered (the token is in the query), and the page
  // writes its own noindex head. Old links to the tools' pages forward here.
  {
    path: '/your-proposal',
    page: 'features/client-documents/your-proposal-page.tsx',
    title: `Your proposal${SUFFIX}`,
    description: 'The custom wine cellar proposal we prepared for you: read it, download it and accept it online.',
    access: 'public',
    indexable: false,
    ownSeo: true,
  },
  {
    path: '/your-contract',
    page: 'features/client-documents/your-contract-page.tsx',
    title: `Your contract${SUFFIX}`,
    description: 'The contract for your custom wine cellar: read it, download a copy and sign it online.',
    access: 'public',
    indexable: false,
    ownSeo: true,
  },

  // The assistant's own pages: its visuals (features/visuals) as a page of their own.
  {
    path: '/image-generator',
    page: 'features/visuals/image-generator-page.tsx',
    title: `Wine Cellar Image Generator${SUFFIX}`,
    description:
      'Generate custom wine cellar visuals for your project: floor plans, racking arrangements, climate diagrams and hero images from your own description.',
    access: 'public',
    priority: 0.6,
  },

  {
    path: '/privacy',
    page: 'features/legal/privacy-page.tsx',
    title: `Privacy Policy${SUFFIX}`,
    description:
      'How WineCellarGPT collects, uses, stores and protects the information you share through our site, calculators, assistant and quote requests.',
    access: 'public',
    priority: 0.2,
  },
  {
    path: '/terms',
    page: 'features/legal/terms-page.tsx',
    title: `Terms of Service${SUFFIX}`,
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
