import { ArrowRight, CalendarRange, CircleDollarSign, MapPin, Wine } from 'lucide-react';
import { caseStudies } from '@/content/collections.ts';
import { CardLink } from '@/components/ui/card-link.tsx';
import { CardTags } from '../components/card-tags.tsx';
import { ContentHeader } from '../components/content-header.tsx';
import { HeroArt } from '../components/hero-art.tsx';
import { TagFilter } from '../components/tag-filter.tsx';
import { formatCount, formatUsd, readingTime } from '../lib/format.ts';
import { withTag } from '../lib/tags.ts';
import { useTagFilter } from '../lib/use-tag-filter.ts';

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Case studies', path: '/case-studies' },
];

const totalBottles = caseStudies.reduce((sum, study) => sum + study.caseStudy.capacity, 0);

export default function CaseStudiesIndexPage() {
  const filter = useTagFilter(caseStudies);
  const studies = withTag(caseStudies, filter.active);
  return (
    <>
      <ContentHeader
        titleId="case-studies-title"
        eyebrow="Case studies"
        title="Real cellars, with their numbers"
        crumbs={CRUMBS}
        lead={
          <p>
            An estate cellar behind glass, a restaurant wine program and a cellar in a nineteenth-century stone basement: what each space demanded,
            the cooling loads we calculated, what they cost and how long they took. {caseStudies.length} projects, {formatCount(totalBottles)}{' '}
            bottles.
          </p>
        }
      />

      <section aria-labelledby="projects-title" className="container-page py-12 sm:py-16">
        <h2 id="projects-title" className="sr-only">
          Projects
        </h2>
        <TagFilter tags={filter.tags} active={filter.requested} shown={studies.length} noun="project" />
        <ul className="mt-8 grid gap-8">
          {studies.map((study, index) => (
            <li key={study.path}>
              <article className="card group relative grid overflow-hidden transition-colors hover:border-gold-400/60 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
                <HeroArt
                  src={study.heroSrc}
                  alt={study.hero.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className="border-b border-cellar-700 lg:h-full lg:border-r lg:border-b-0"
                />
                <div className="flex flex-col p-6 sm:p-8">
                  <p className="flex items-center gap-1.5 text-sm text-mist-300">
                    <MapPin className="size-4 text-gold-400" aria-hidden="true" /> {study.caseStudy.location}
                  </p>
                  <h3 className="mt-2 text-2xl leading-snug text-cream-50">
                    <CardLink to={study.path}>{study.title}</CardLink>
                  </h3>
                  <dl className="mt-5 grid grid-cols-3 gap-4 border-y border-cellar-700 py-4 text-sm">
                    <div>
                      <dt className="flex items-center gap-1.5 text-mist-400">
                        <Wine className="size-4 text-gold-400" aria-hidden="true" /> Capacity
                      </dt>
                      <dd className="mt-1 font-semibold text-cream-50">{formatCount(study.caseStudy.capacity)} bottles</dd>
                    </div>
                    <div>
                      <dt className="flex items-center gap-1.5 text-mist-400">
                        <CircleDollarSign className="size-4 text-gold-400" aria-hidden="true" /> Investment
                      </dt>
                      <dd className="mt-1 font-semibold text-cream-50">{formatUsd(study.caseStudy.investment)}</dd>
                    </div>
                    <div>
                      <dt className="flex items-center gap-1.5 text-mist-400">
                        <CalendarRange className="size-4 text-gold-400" aria-hidden="true" /> Build
                      </dt>
                      <dd className="mt-1 font-semibold text-cream-50">{study.caseStudy.duration}</dd>
                    </div>
                  </dl>
                  <dl className="mt-5 grid gap-4 text-sm leading-relaxed">
                    <div>
                      <dt className="font-semibold text-gold-200">Challenge</dt>
                      <dd className="mt-1 text-mist-300">{study.caseStudy.challenge}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-gold-200">Result</dt>
                      <dd className="mt-1 text-mist-300">{study.caseStudy.result}</dd>
                    </div>
                  </dl>
                  <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
                    <CardTags tags={study.tags} />
                    <span className="flex items-center gap-1.5 text-sm font-semibold text-gold-200" aria-hidden="true">
                      Read the case study · {readingTime(study.readingMinutes)}
                      <ArrowRight className="size-4 transition group-hover:translate-x-1" />
                    </span>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
