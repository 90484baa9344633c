import { gatedToolPage } from '@/components/tool-shell/gated-tool-page.tsx';
import { roleGated } from '@/components/tool-shell/role-gate.tsx';
import { ToolExplainer } from '@/components/tool-shell/tool-explainer.tsx';

/** What the audit looks at, for anyone who opens the page (the checks themselves load with the tool). */
const CHECKED = [
  ['Titles and descriptions', 'present, of a length results show whole, and different on every page'],
  ['Canonical URLs', 'present and pointing at the page itself'],
  ['Open Graph', 'title, description, type, URL and image, so a shared link shows a card'],
  ['Structured data', 'every JSON-LD block valid, with @context and @type'],
  ['Headings and images', 'one h1 per page, and alt text on every image'],
  ['Links', 'internal links that lead to real pages, and pages nothing links to'],
  ['Sitemap', 'every public page listed, nothing private or unknown'],
] as const;

export default gatedToolPage('seo-automation', <ToolExplainer id="checked-title" title="What the audit checks" items={CHECKED} />, roleGated('admin', () => import('./components/seo-audit-body.tsx')));
