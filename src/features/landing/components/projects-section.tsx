import { Link } from 'react-router';
import { ArrowRight, MapPin, Wine } from 'lucide-react';
import { caseStudyCards as caseStudies } from '@/content/case-study-cards.ts';
import { SectionHeading } from './section-heading.tsx';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function ProjectsSection() {
  return (
    <section id="projects" aria-labelledby="projects-title" className="offscreen-lazy py-20">
      <div className="container-page">
        <SectionHeading id="projects-title" eyebrow="Real projects" title="Cellars we designed, built and climate-controlled">
          An estate cellar in Napa Valley, a restaurant wine wall behind glass, and a cellar in a historic stone basement: what each space
          demanded and how we solved it.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.path} className="card group relative flex flex-col overflow-hidden transition hover:border-gold-400/60">
              <img
                src={`/images/projects/${study.slug}.svg`}
                width={800}
                height={560}
                loading="lazy"
                decoding="async"
                alt={study.hero.alt}
                className="aspect-[10/7] h-auto w-full border-b border-cellar-700 object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="flex items-center gap-1.5 text-sm text-mist-400">
                  <MapPin className="size-4 text-gold-400" aria-hidden="true" /> {study.caseStudy.location}
                </p>
                <h3 className="mt-2 text-xl text-cream-50">
                  <Link to={study.path} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {study.title}
                  </Link>
                </h3>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-mist-400">Capacity</dt>
                    <dd className="flex items-center gap-1.5 font-semibold text-cream-100">
                      <Wine className="size-4 text-gold-400" aria-hidden="true" />
                      {study.caseStudy.capacity.toLocaleString('en-US')} bottles
                    </dd>
                  </div>
                  <div>
                    <dt className="text-mist-400">Investment</dt>
                    <dd className="font-semibold text-cream-100">{usd.format(study.caseStudy.investment)}</dd>
                  </div>
                </dl>
                <p className="mt-4 flex-1 text-sm leading-relaxed text-mist-300">{study.caseStudy.challenge}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-200" aria-hidden="true">
                  Read the case study <ArrowRight className="size-4 transition group-hover:translate-x-1" />
                </span>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/case-studies" className="btn-outline px-6">
            See $2M+ Worth of Cellars
          </Link>
        </div>
      </div>
    </section>
  );
}
