import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from '@/app/app.tsx';
import { installPagePreloads } from '@/app/page-preloads.ts';
import { findRoute } from '@/app/routes.ts';
import { AppProviders } from '@/app/providers.tsx';
import { SiteRouter } from '@/app/site-router.tsx';
import { installGlobalErrorHandlers, logError } from '@/lib/error-log.ts';
import { markHydrated } from '@/lib/hydration.ts';
import { installInPageLinkLayout } from '@/lib/in-page-scroll.ts';

const rootOptions: RootOptions = {
  onCaughtError: (error, info) => logError(error, info.componentStack),
  onUncaughtError: (error, info) => logError(error, info.componentStack),
};

installGlobalErrorHandlers();
installInPageLinkLayout();
installPagePreloads((path) => {
  const route = findRoute(path, (pattern, pathname) => matchPath(pattern, pathname) !== null);
  return route.path === '*' ? null : route.page;
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the HTML shell');

// Navigations to another page are urgent, a change of the hash alone a transition (src/app/site-router.tsx).
const app = (
  <StrictMode>
    <SiteRouter>
      <AppProviders>
        <App />
      </AppProviders>
    </SiteRouter>
  </StrictMode>
);

// Prerendered pages carry this marker; the SPA shell (signed-in pages, unknown paths) does not.
if (container.dataset.prerendered === 'true') {
  startTransition(() => {
    hydrateRoot(container, app, rootOptions);
  });
} else {
  markHydrated();
  createRoot(container, rootOptions).render(app);
}
