import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { NOT_FOUND_ROUTE, routes, type RoutingEntry } from '@/app/routes.ts';
import { lazyPage } from '@/app/pages.tsx';
import { RootLayout } from '@/app/root-layout.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { PageErrorBoundary } from '@/app/page-error-boundary.tsx';
import { markHydrated } from '@/lib/hydration.ts';
import { NotFoundProvider } from '@/lib/not-found.tsx';
import { NotFoundView } from '@/app/pages/not-found-view.tsx';

// Signed-in, admin and contractor pages only: the public site's entry carries none of the gate.
const RequireAuth = lazy(() => import('@/app/require-auth.tsx'));

/** Commits together with the page (same boundary): the first page's commit ends hydration. */
function HydrationDone() {
  useEffect(markHydrated, []);
  return null;
}

function Page({ route }: { route: RoutingEntry }) {
  const Component = lazyPage(route.page);
  // The spinner shows only while this page's chunk is being fetched: a
  // prerendered page hydrates in place, and a cached chunk renders at once.
  return (
    <Suspense fallback={<PageSpinner />}>
      {route.access === 'public' ? (
        <Component />
      ) : (
        <RequireAuth access={route.access}>
          <Component />
        </RequireAuth>
      )}
      <HydrationDone />
    </Suspense>
  );
}

export function App() {
  return (
    <PageErrorBoundary>
      <NotFoundProvider value={NotFoundView}>
        <Routes>
          <Route element={<RootLayout />}>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={<Page route={route} />} />
            ))}
            <Route path="*" element={<Page route={NOT_FOUND_ROUTE} />} />
          </Route>
        </Routes>
      </NotFoundProvider>
    </PageErrorBoundary>
  );
}
