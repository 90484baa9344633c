import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { Seo } from '@/components/seo/seo.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { lazyPage } from '@/app/pages.tsx';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_PAGE, NOT_FOUND_TITLE } from '@/app/not-found-route.ts';

/** The not-found page with its own title and description, for a page whose data says "nothing here". */
export function NotFoundView() {
  const { pathname } = useLocation();
  const Page = lazyPage(NOT_FOUND_PAGE);
  return (
    <>
      <Seo title={NOT_FOUND_TITLE} description={NOT_FOUND_DESCRIPTION} path={pathname} noindex />
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </>
  );
}
