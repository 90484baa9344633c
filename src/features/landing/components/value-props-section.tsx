import { Calculator, Hammer, ShieldCheck, Thermometer } from 'lucide-react';
import { business } from '@domain/business.ts';
import { SectionHeading } from './section-heading.tsx';

const { warranties, timeline } = business;

const PROPS = [
  {
    icon: Thermometer,
    title: 'Climate engineered, not guessed',
    text: 'Every wall, ceiling, door and pane of glass goes into a heat-load calculation before we choose a cooling unit, so it runs about 16 hours a day instead of short-cycling or struggling.',
  },
  {
    icon: Hammer,
    title: 'One team, design to maintenance',
    text: `The people who design your cellar build it and service it. Construction takes ${timeline.label}, and nobody hands the climate problem to someone else.`,
  },
  {
    icon: ShieldCheck,
    title: 'Warranties that outlast the build',
    text: `Construction ${warranties.constructionYears} years, climate systems ${warranties.climateSystemsYears} years, racking for life, in writing with the proposal.`,
  },
  {
    icon: Calculator,
    title: 'Numbers you can check',
    text: 'Our calculators use the same formulas as our designers: itemized cost ranges, cooling loads in BTU/h and bottle capacity, with every assumption shown.',
  },
] as const;

export default function ValuePropsSection() {
  return (
    <section aria-labelledby="value-title" className="offscreen-lazy border-y border-cellar-700/60 bg-cellar-850 py-20">
      <div className="container-page">
        <SectionHeading id="value-title" eyebrow="Why collectors choose us" title="A cellar is a climate system first and a room second">
          The rack is what you see. The insulation, vapor barrier and cooling are what keep the wine. We design all of it together.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PROPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6">
              <Icon className="size-8 text-gold-400" aria-hidden="true" />
              <h3 className="mt-5 text-xl text-cream-50">{title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-mist-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
