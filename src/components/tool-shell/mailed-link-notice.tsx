import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';

/**
 * What a mailed link does on a tool page without replacing it (cancel a
 * reminder, unsubscribe): the notice, given the link's token (`?<param>=…`),
 * loaded only for a visitor who followed the link; nothing for anyone else.
 */
export function mailedLinkNotice(param: string, load: () => Promise<{ default: ComponentType<{ token: string }> }>): ComponentType {
  const Notice = lazy(load);
  function LinkNotice() {
    const token = new URLSearchParams(useLocation().search).get(param);
    return token ? (
      <Suspense fallback={null}>
        <Notice token={token} />
      </Suspense>
    ) : null;
  }
  return LinkNotice;
}
