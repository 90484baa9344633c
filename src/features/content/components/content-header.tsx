import type { ReactNode } from 'react';
import type { Crumb } from '../lib/sections.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

interface ContentHeaderProps {
  titleId: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  crumbs?: readonly Crumb[];
  children?: ReactNode;
  /** Artwork beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
}

/** The dark band every content page opens with: breadcrumbs, eyebrow, Playfair title, lead and meta. */
export function ContentHeader({ titleId, eyebrow, title, lead, crumbs, children, aside }: ContentHeaderProps) {
  return (
    <header className="content-header relative isolate overflow-hidden border-b border-cellar-700 bg-gradient-to-b from-wine-900 to-cellar-900">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(132,40,58,0.35),transparent_60%)]"
        aria-hidden="true"
      />
      <div className="container-page py-10 sm:py-14">
        {crumbs && <Breadcrumbs crumbs={crumbs} />}
        <div className={aside ? 'grid items-center gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14' : undefined}>
          <div className="min-w-0">
            <p className={`eyebrow ${crumbs ? 'mt-8' : ''}`}>{eyebrow}</p>
            <h1 id={titleId} className="mt-3 max-w-4xl text-3xl leading-tight text-cream-50 sm:text-4xl lg:text-5xl">
              {title}
            </h1>
            {lead && <div className="mt-5 max-w-3xl text-base leading-relaxed text-mist-300 sm:text-lg">{lead}</div>}
            {children}
          </div>
          {aside}
        </div>
      </div>
    </header>
  );
}
