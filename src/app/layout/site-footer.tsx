import { Link } from 'react-router';
import { Award, Clock, ShieldCheck, Star } from 'lucide-react';
import { business } from '@domain/business.ts';
import { Logo } from '@/components/layout/logo.tsx';
import { FOOTER_LINKS } from '@/config/navigation.ts';
import { env } from '@/lib/env.ts';

const linkClass = 'text-sm text-mist-300 transition-colors hover:text-gold-200';

/** Loaded with deferred() from the root layout: prerendered links work before its code arrives. */
export default function SiteFooter() {
  const { stats, warranties, offer, timeline } = business;
  return (
    <footer id="site-footer" className="offscreen-lazy border-t border-cellar-700 bg-cellar-950 pt-14 pb-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-mist-300">
            Custom wine cellars designed, built and climate-controlled by one team. {stats.cellarsBuiltLabel} cellars over{' '}
            {stats.yearsExperienceLabel} years; professional cellars from {business.pricing.label}; construction in{' '}
            {timeline.label}.
          </p>
          <ul className="mt-6 grid gap-2 text-sm text-mist-300">
            <li className="flex items-center gap-2">
              <Star className="size-4 text-gold-400" aria-hidden="true" /> {stats.ratingLabel} from {stats.reviewCount} reviews ·{' '}
              {stats.bbbRating} rating
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-gold-400" aria-hidden="true" /> Warranties: construction {warranties.constructionYears}{' '}
              years, climate systems {warranties.climateSystemsYears} years, racking {warranties.racking}
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-gold-400" aria-hidden="true" /> We respond within {offer.responseHours} hours
            </li>
          </ul>
        </div>

        <nav aria-label="Footer">
          <h2 className="eyebrow">Explore</h2>
          <ul className="mt-4 grid gap-2.5">
            {FOOTER_LINKS.map(({ label, to, document }) => (
              <li key={to}>
                {document ? (
                  <a href={to} className={linkClass}>
                    {label}
                  </a>
                ) : (
                  <Link to={to} className={linkClass}>
                    {label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="eyebrow">Talk to us</h2>
          <ul className="mt-4 grid gap-2.5 text-sm text-mist-300">
            <li>
              <a className={linkClass} href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </li>
            <li>
              <a className={linkClass} href={`tel:${business.phone.replace(/[^+\d]/g, '')}`}>
                {business.phone}
              </a>
            </li>
            <li>
              <Link to="/quote" className={linkClass}>
                {offer.quoteCta}
              </Link>
            </li>
          </ul>
          <p className="mt-6 flex items-center gap-2 text-sm text-mist-300">
            <Award className="size-4 text-gold-400" aria-hidden="true" />
            <a href={env.customGptUrl} className={linkClass} target="_blank" rel="noopener noreferrer">
              Powered by WineCellarGPT AI<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </div>
      <div className="container-page mt-12 border-t border-cellar-800 pt-6 text-xs text-mist-400">
        © {business.legalName}. All rights reserved.
      </div>
    </footer>
  );
}
