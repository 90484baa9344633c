import { Link } from 'react-router';
import { env } from '@/lib/env.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import type { Crumb } from '../lib/sections.ts';
import { JsonLd } from '@/components/seo/json-ld.tsx';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="no-print">
      <JsonLd data={breadcrumbJsonLd(crumbs, env.siteUrl)} />
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-mist-300">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            // On phones the current page's name is the heading right below; the trail stops at its parent.
            <li key={crumb.path} className={`${last ? 'hidden sm:flex' : 'flex'} min-w-0 items-center gap-1.5`}>
              {index > 0 && (
                <span className="text-gold-500" aria-hidden="true">
                  ›
                </span>
              )}
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-cream-100">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="rounded-sm underline-offset-4 transition-colors hover:text-gold-200 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
