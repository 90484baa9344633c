import type { ReactNode } from 'react';
import { Mail, Phone } from 'lucide-react';
import { business } from '@domain/business.ts';
import { Seo } from '@/components/seo/seo.tsx';

interface DocumentFrameProps {
  /** 'Your proposal', 'Your contract'. */
  eyebrow: string;
  title: string;
  /** The page's own path, for its (noindex) tags. */
  path: string;
  /** What the page is, for the tab and a shared link's preview; never the client's details. */
  description: string;
  children: ReactNode;
}

/**
 * The frame of a client's document page: the business's name and how to
 * reach a person, around the document itself. It carries nothing of the
 * business's tools (no breadcrumb into them, no word of how the figures are
 * made): this is the client's page. Never indexed (the link holds a token).
 */
export function DocumentFrame({ eyebrow, title, path, description, children }: DocumentFrameProps) {
  return (
    <>
      <Seo title={`${eyebrow} | ${business.name}`} description={description} path={path} noindex />
      <div className="border-b border-cellar-700 bg-gradient-to-b from-wine-900 to-cellar-900">
        <div className="container-page py-10 sm:py-14">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-3 text-3xl text-cream-50 sm:text-5xl">{title}</h1>
          <p className="mt-3 text-mist-300">{business.legalName}</p>
        </div>
      </div>
      <div className="container-page grid items-start gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 gap-8">{children}</div>
        <aside aria-labelledby="talk-to-us" className="card grid gap-3 p-5 text-sm lg:sticky lg:top-24">
          <h2 id="talk-to-us" className="font-sans text-base font-semibold text-cream-50">
            Questions? Talk to us
          </h2>
          <p className="text-mist-300">The person who prepared this for you is a call or an email away.</p>
          <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} className="flex items-center gap-2 text-gold-200 underline underline-offset-4">
            <Phone className="size-4 shrink-0" aria-hidden="true" /> {business.phone}
          </a>
          <a href={`mailto:${business.email}`} className="flex items-center gap-2 text-gold-200 underline underline-offset-4 [overflow-wrap:anywhere]">
            <Mail className="size-4 shrink-0" aria-hidden="true" /> {business.email}
          </a>
        </aside>
      </div>
    </>
  );
}
