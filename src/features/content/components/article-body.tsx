import { useInnerHtml } from '@/lib/inner-html.ts';
import { useRouterLinks } from '@/lib/router-links.ts';
import { BODY_ATTRIBUTE } from '../lib/body.ts';

// Tailwind variants (in the site stylesheet, so present at first paint): wide tables scroll inside their
// focusable wrapper rather than as the table itself, and callouts are told apart by colour as well as label.
const BODY_EXTRAS = [
  '[&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-md',
  '[&_.table-scroll>table]:table [&_.table-scroll>table]:overflow-visible',
  '[&_.callout-warning]:border-wine-600 [&_.callout-warning]:bg-[#f5e6e3]',
  '[&_.callout-note]:border-ink-600 [&_.callout-note]:bg-cream-100',
].join(' ');

/**
 * The build-rendered article HTML. Links inside it are plain anchors, so a
 * click on an internal one is handed to the router: the next page renders
 * without a reload.
 */
export function ArticleBody({ path, html, className = '' }: { path: string; html: string; className?: string }) {
  const onClick = useRouterLinks();
  return (
    <div
      {...{ [BODY_ATTRIBUTE]: path }}
      className={`prose-cellar article-body min-w-0 ${BODY_EXTRAS} ${className}`}
      onClick={onClick}
      dangerouslySetInnerHTML={useInnerHtml(html)}
    />
  );
}
