import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * For HTML rendered at build time (articles, legal pages): the same-site page
 * a click on a plain anchor should go to through the router, or undefined
 * when the browser should handle it (a modified click, a new tab, a download,
 * a file such as a PDF, another site, a mailto: link).
 */
function routerHref(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return undefined;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//') || /\.[a-z0-9]+(#|$)/i.test(href)) return undefined;
  return href;
}

/** A click handler for a block of build-rendered HTML: its internal links navigate without a reload. */
export function useRouterLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const href = routerHref(event);
      if (!href) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
