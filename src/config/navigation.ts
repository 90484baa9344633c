/** Header and footer navigation (docs/product-spec.md §2), declared once as data. */
export type LandingSection = 'top' | 'services' | 'about' | 'contact';

export const SECTION_LINKS: ReadonlyArray<{ label: string; section: LandingSection }> = [
  { label: 'Home', section: 'top' },
  { label: 'Services', section: 'services' },
  { label: 'About', section: 'about' },
  { label: 'Contact', section: 'contact' },
];

/**
 * `secondary` links sit in the header's "More" menu on desktops narrower than
 * 1440 px, where all eleven links do not fit in one row (docs/decisions.md).
 */
export const PAGE_LINKS: ReadonlyArray<{ label: string; to: string; secondary?: boolean }> = [
  { label: 'Resources', to: '/resources' },
  { label: 'Contractors', to: '/contractors', secondary: true },
  { label: 'Voice AI', to: '/voice-ai', secondary: true },
  { label: 'Agents', to: '/autonomous-agents', secondary: true },
  { label: 'Blog', to: '/blog' },
  { label: 'Calculators', to: '/calculators' },
  { label: 'Book', to: '/book' },
];

export const FOOTER_LINKS: ReadonlyArray<{ label: string; to: string; document?: boolean }> = [
  { label: 'Case Studies', to: '/case-studies' },
  { label: 'AI Hub', to: '/ai-hub' },
  { label: 'Investment', to: '/investment-summary' },
  // A file served by the host, not a route: a full page load, not client navigation.
  { label: 'Sitemap', to: '/sitemap.xml', document: true },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
];
