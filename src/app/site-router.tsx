import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';
import { whenSectionsHydrated } from '@/lib/hydration.ts';

/**
 * React Router's BrowserRouter, with the one choice this site needs.
 *
 * Navigations to another page are urgent: a page whose chunk is still loading
 * shows its spinner at once instead of leaving the previous page on screen.
 *
 * A change of the hash alone (a guide's contents, the skip link, a "#section"
 * link on the same page) keeps the page, and parts of a prerendered page
 * hydrate late (src/components/ui/deferred.tsx): an update that reaches one
 * of them before its code has arrived, even a transition, makes React throw
 * its server HTML away and show nothing until the code is in. A reader who
 * tapped a contents entry early saw the article vanish under the jump. So the
 * router learns of such a change only once no part of the page is waiting,
 * as a transition; the browser's own jump is untouched and runs at once.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({ action: history.action, location: history.location }));

  useLayoutEffect(() => {
    let shown = history.location;
    let page = 0;
    return history.listen(({ action, location }) => {
      const samePage = location.pathname === shown.pathname && location.search === shown.search;
      shown = location;
      const update = () => setState({ action, location });
      if (!samePage) {
        page += 1;
        update();
        return;
      }
      // The hash alone: after every part of the page that still waits for its code has hydrated
      // (unless the reader has gone to another page meanwhile), and then as a transition.
      const onPage = page;
      whenSectionsHydrated(() => {
        if (onPage === page) startTransition(update);
      });
    });
  }, [history]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history} useTransitions={false}>
      {children}
    </Router>
  );
}
