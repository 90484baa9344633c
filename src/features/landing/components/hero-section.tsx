import { Link } from 'react-router';
import { ArrowRight, Clock, ImagePlus, ShieldCheck, Star } from 'lucide-react';
import { business } from '@domain/business.ts';

const { stats, offer } = business;

const TRUST = [
  { value: stats.cellarsBuiltLabel, label: 'Cellars built' },
  { value: stats.yearsExperienceLabel, label: 'Years of experience' },
  { value: stats.ratingLabel, label: 'Client rating' },
  { value: stats.bbbRating, label: 'BBB rating' },
] as const;

/** Prerendered; its code loads when idle (its links and the image offer work without it). */
export default function HeroSection() {
  return (
    <section id="top" aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(132,40,58,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(201,164,92,0.12),transparent_50%)]"
        aria-hidden="true"
      />
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-400/50 bg-wine-800/60 px-4 py-1.5 text-sm font-semibold text-gold-100">
            <span className="size-2 animate-pulse rounded-full bg-gold-300" aria-hidden="true" />
            {/* The spec's text, prerendered; showSpotsLeft() writes the live count into it once the page is idle. */}
            <span data-spots-badge="">{offer.scarcityBadge}</span>
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.1] font-semibold text-cream-50 sm:text-5xl lg:text-6xl">
            Custom wine cellars, engineered to protect what you collect
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist-300">
            Design, construction and climate control from one team. We size the cooling from a real heat-load calculation,
            build the envelope to keep 55°F and 60–70% humidity, and fit racking to your collection: {stats.cellarsBuiltLabel}{' '}
            cellars over {stats.yearsExperienceLabel} years.
          </p>

          <div className="mt-8 rounded-xl border border-gold-400/40 bg-cellar-850/80 p-5 sm:max-w-xl">
            <p className="font-display text-xl text-gold-200 sm:text-2xl">{offer.quoteCta}</p>
            <p className="mt-1 flex items-center gap-2 text-sm text-mist-300">
              <Clock className="size-4 text-gold-400" aria-hidden="true" />
              Design consultation, layout and itemized budget. We respond within {offer.responseHours} hours.
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <Link to="/quote" className="btn-gold px-6 text-base">
                Get FREE Quote
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link to="/case-studies" className="btn-outline px-6 text-base">
                See $2M+ Worth of Cellars
              </Link>
            </div>
          </div>

          {/* The label follows its figure in the markup (dt before dd) but shows under it; justify-end packs
              each pair at the top of its row, so a label that wraps grows downwards and the figures share one line. */}
          <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4">
            {TRUST.map(({ value, label }) => (
              <div key={label} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-xs tracking-wide text-mist-400 uppercase">{label}</dt>
                <dd className="font-display text-3xl text-gold-300">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-mist-300">
            <span className="flex items-center gap-1.5">
              <Star className="size-4 fill-gold-400 text-gold-400" aria-hidden="true" /> {stats.rating} from {stats.reviewCount} reviews
            </span>
            <span className="flex items-center gap-1.5">
              <ShieldCheck className="size-4 text-gold-400" aria-hidden="true" /> Professional cellars {business.pricing.label}
            </span>
          </p>
        </div>

        <figure className="group relative">
          <div className="overflow-hidden rounded-2xl border border-gold-400/25 shadow-2xl shadow-black/50">
            <img
              src="/images/hero-cellar.svg"
              width={1200}
              height={900}
              alt="A walk-in wine cellar seen through an arched doorway: floor-to-ceiling wooden racking, a glass wall and a tasting table under warm light"
              className="aspect-[4/3] h-auto w-full object-cover"
              fetchPriority="high"
              decoding="async"
            />
          </div>
          <Link
            to="/image-generator"
            className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-lg bg-cellar-900/90 px-4 py-2.5 text-sm font-semibold text-gold-100 opacity-0 shadow-lg ring-1 ring-gold-400/50 backdrop-blur transition-opacity duration-200 group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            Generate Custom Hero Images
          </Link>
        </figure>
      </div>
    </section>
  );
}
