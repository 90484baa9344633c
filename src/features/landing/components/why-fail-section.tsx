import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import { business } from '@domain/business.ts';
import { SectionHeading } from './section-heading.tsx';

const { failPercent, succeedPercent } = business.failureRate;

const FAILING = [
  'Vapor barrier missing, torn or on the cold side, so walls fill with condensation and mould',
  'Thin insulation: interior walls under R-13, ceilings far below R-30',
  'Glass chosen for the view, never counted in the heat load',
  'Cooling sized by guesswork: too small to keep up, or so big it short-cycles and dies early',
  'A through-the-wall unit exhausting into a closet or garage hotter than 80°F',
];

const SUCCEEDING = [
  'A continuous vapor barrier on the warm side of every wall and the ceiling',
  'Walls at R-19 or better, ceilings R-30, an insulated and sealed door',
  'Glass specified as dual-pane and included surface by surface in the load',
  'Cooling sized to the load × 1.5 run-time factor, plus a 10% margin, and no more',
  'Exhaust and surroundings checked against the manufacturer’s limits',
];

export default function WhyFailSection() {
  return (
    <section aria-labelledby="fail-title" className="offscreen-lazy py-20">
      <div className="container-page">
        <SectionHeading id="fail-title" eyebrow="Why cellars fail" title={`${failPercent}% of wine cellars fail. ${succeedPercent}% get it right.`}>
          That is what we see when owners call us to look at cellars someone else built. The faults are nearly always the same, and
          nearly all are invisible once the walls are closed.
        </SectionHeading>

        <div className="mt-14 grid items-start gap-8 lg:grid-cols-[1fr_1fr_0.9fr]">
          <Outcome percent={failPercent} verdict="fail" items={FAILING} />
          <Outcome percent={succeedPercent} verdict="succeed" items={SUCCEEDING} />
          <figure className="overflow-hidden rounded-xl border border-cellar-700">
            <img
              src="/images/why-fail.svg"
              width={800}
              height={560}
              loading="lazy"
              decoding="async"
              alt="Cross-section of two cellar walls: one wet and mouldy without a vapor barrier, one dry with insulation and the barrier on the warm side"
              className="aspect-[10/7] h-auto w-full"
            />
            <figcaption className="bg-cellar-850 p-4 text-sm text-mist-300">
              Read the full diagnosis in{' '}
              <Link to="/blog/why-wine-cellars-fail" className="text-gold-200 underline underline-offset-4 hover:text-gold-100">
                why wine cellars fail
              </Link>{' '}
              or download the free guide below.
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}

const OUTCOME_STYLE = {
  fail: { card: 'border-wine-600/60', figure: 'text-wine-400', Icon: X, icon: 'text-red-300' },
  succeed: { card: 'border-gold-500/60', figure: 'text-gold-300', Icon: Check, icon: 'text-gold-300' },
} as const;

/** One of the two columns: the share of cellars, then what makes them fail or succeed. */
function Outcome({ percent, verdict, items }: { percent: number; verdict: keyof typeof OUTCOME_STYLE; items: readonly string[] }) {
  const { card, figure, Icon, icon } = OUTCOME_STYLE[verdict];
  return (
    <div className={`card ${card} p-6`}>
      <p className={`font-display text-5xl ${figure}`} aria-hidden="true">
        {percent}%
      </p>
      <h3 className="mt-2 text-xl text-cream-50">
        <span className="sr-only">{percent}% </span>
        {verdict} because of
      </h3>
      <ul className="mt-5 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-sm leading-relaxed text-mist-300">
            <Icon className={`mt-0.5 size-4 shrink-0 ${icon}`} aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
