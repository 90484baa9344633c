import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { BODY_ATTRIBUTE } from '../lib/body.ts';

/** A same-site page link that the router can handle (not a PDF or other file, not a new tab). */
function routerHref(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return undefined;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || /\.[a-z0-9]+(#|$)/i.test(href)) return undefined;
  return href;
}

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
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = routerHref(event);
    if (!href) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <div
      {...{ [BODY_ATTRIBUTE]: path }}
      className={`prose-cellar article-body min-w-0 ${BODY_EXTRAS} ${className}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
