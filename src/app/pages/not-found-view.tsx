import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { Seo } from '@/components/seo/seo.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { lazyPage } from '@/app/pages.tsx';
import { NOT_FOUND } from '@/app/route-table.ts';

/** The not-found page with its own title and description, for a page whose data says "nothing here". */
export function NotFoundView() {
  const { pathname } = useLocation();
  const Page = lazyPage(NOT_FOUND.page);
  return (
    <>
      <Seo title={NOT_FOUND.title} description={NOT_FOUND.description} path={pathname} noindex />
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </>
  );
}
