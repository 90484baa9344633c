import { CalendarRange, CircleDollarSign, MapPin, Wine } from 'lucide-react';
import type { CaseStudyFacts as Facts } from '@/content/schema.ts';
import { formatCount, formatUsd } from '../lib/format.ts';

/** docs/product-spec.md §3 case study fields at a glance: where, how big, what it cost, how long, the problem, the outcome, the highlights. */
export function CaseStudyFacts({ facts }: { facts: Facts }) {
  const figures = [
    { icon: MapPin, label: 'Location', value: facts.location },
    { icon: Wine, label: 'Capacity', value: `${formatCount(facts.capacity)} bottles` },
    { icon: CircleDollarSign, label: 'Investment', value: formatUsd(facts.investment) },
    { icon: CalendarRange, label: 'Construction', value: facts.duration },
  ];
  return (
    <section aria-labelledby="facts-title" className="case-facts mb-10 rounded-xl border border-cream-300 bg-cream-100 p-5 sm:p-7">
      <h2 id="facts-title" className="font-sans text-xs font-semibold tracking-[0.2em] text-ink-700 uppercase">
        Project at a glance
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4">
        {figures.map(({ icon: Icon, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-1.5 text-xs tracking-wide text-ink-600 uppercase">
              <Icon className="size-3.5 text-gold-600" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 font-display text-lg leading-snug text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-6 grid gap-5 border-t border-cream-300 pt-6 md:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-wine-700">The challenge</dt>
          <dd className="mt-1 text-[0.95rem] leading-relaxed text-ink-800">{facts.challenge}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-wine-700">The result</dt>
          <dd className="mt-1 text-[0.95rem] leading-relaxed text-ink-800">{facts.result}</dd>
        </div>
      </dl>
      <div className="mt-6 border-t border-cream-300 pt-6">
        <h3 className="text-sm font-semibold font-sans text-wine-700">Highlights</h3>
        <ul className="mt-2 grid gap-x-6 gap-y-1.5 text-[0.95rem] text-ink-800 sm:grid-cols-2">
          {facts.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-600" aria-hidden="true" />
              {highlight}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
