import { Award, CalendarRange, Ruler, ShieldCheck, Thermometer, Wrench } from 'lucide-react';
import { business } from '@domain/business.ts';
import { SectionHeading } from './section-heading.tsx';

const { stats, warranties, timeline, offer } = business;

const PROCESS = [
  { icon: Ruler, title: 'Consult and survey', text: `We answer within ${offer.responseHours} hours, then measure the space, the collection and the conditions around it.` },
  { icon: Thermometer, title: 'Design and calculate', text: 'Layout, racking plan, envelope specification and a surface-by-surface cooling load, with an itemized budget.' },
  { icon: CalendarRange, title: 'Build', text: `Framing, insulation, vapor barrier, racking, glass, cooling and lighting: ${timeline.label} of construction.` },
  { icon: Wrench, title: 'Commission and care', text: 'We bring the room down to temperature slowly, log it, hand over, and service the system after.' },
] as const;

export default function AboutSection() {
  return (
    <section id="about" tabIndex={-1} aria-labelledby="about-title" className="offscreen-lazy scroll-mt-20 py-20 outline-none">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="about-title" eyebrow="About us" title="Cellar builders who think like climate engineers" align="left">
            For more than {stats.yearsExperience} years we have designed and built cellars for collectors, homeowners and restaurants:{' '}
            {stats.cellarsBuiltLabel} of them, from closet conversions to estate cellars. We started by repairing cellars that failed,
            which is why we design every one of ours from the climate outwards.
          </SectionHeading>
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[
              [stats.cellarsBuiltLabel, 'Cellars built'],
              [stats.yearsExperienceLabel, 'Years'],
              [stats.ratingLabel, 'Rating'],
              [stats.bbbRating, 'BBB rating'],
            ].map(([value, label]) => (
              <div key={label} className="card flex flex-col-reverse justify-end p-4 text-center">
                <dt className="mt-1 text-xs tracking-wide text-mist-400 uppercase">{label}</dt>
                <dd className="font-display text-2xl text-gold-300">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-8 flex items-start gap-3 rounded-lg border border-gold-400/30 bg-cellar-850 p-4 text-sm leading-relaxed text-mist-300">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden="true" />
            <span>
              <strong className="text-cream-50">Warranties:</strong> construction {warranties.constructionYears} years, climate systems{' '}
              {warranties.climateSystemsYears} years, racking {warranties.racking}.{' '}
              <Award className="inline size-4 align-[-2px] text-gold-400" aria-hidden="true" /> {stats.bbbRating} rated. We take on{' '}
              {offer.spotsPerQuarter} new projects per quarter so each gets the attention it needs.
            </span>
          </p>
        </div>
        <figure className="overflow-hidden rounded-2xl border border-cellar-700">
          <img
            src="/images/about-workshop.svg"
            width={960}
            height={720}
            loading="lazy"
            decoding="async"
            alt="A designer's table with a cellar floor plan, a walnut rack sample and a thermometer-hygrometer"
            className="aspect-[4/3] h-auto w-full"
          />
        </figure>
      </div>
      <div className="container-page mt-16">
        <h3 className="text-center text-2xl text-cream-50">How a project runs</h3>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PROCESS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="card relative p-6">
              <span className="absolute top-5 right-5 font-display text-3xl text-cellar-600" aria-hidden="true">
                {index + 1}
              </span>
              <Icon className="size-7 text-gold-400" aria-hidden="true" />
              <h4 className="mt-4 text-lg font-semibold text-cream-50">{title}</h4>
              <p className="mt-2 text-sm leading-relaxed text-mist-300">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
