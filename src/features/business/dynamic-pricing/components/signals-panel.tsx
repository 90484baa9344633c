import { ValueBars } from '@/components/charts/value-bars.tsx';
import type { BookedProject, PricingSignals } from '../api/pricing.ts';
import type { Measured } from '@domain/pricing/measured.ts';
import { RECENT_WEEKS } from '@domain/pricing/pricing.ts';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const weekLabel = (iso: string) => `Week of ${new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}`;
const PROJECT_TYPES: Record<string, string> = { residential: 'Residential', commercial: 'Commercial', renovation: 'Renovation', consultation: 'Consultation' };

function BookedList({ projects }: { projects: readonly BookedProject[] }) {
  if (projects.length === 0) return <p className="text-sm text-mist-300">No project booked yet this quarter.</p>;
  return (
    <ul className="grid gap-1.5 text-sm" data-testid="booked-projects">
      {projects.map((project) => (
        <li key={project.id} className="flex flex-wrap justify-between gap-x-3 text-mist-300">
          <span className="text-cream-100">{project.name}</span>
          <span>
            {PROJECT_TYPES[project.projectType] ?? project.projectType} · won {day(project.wonAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the guidance is measured from: the quarter, the lead trend and the index. */
export function SignalsPanel({ signals, measured }: { signals: PricingSignals; measured: Measured }) {
  const { capacity, booked, demandRatio, costIndex, baselineIndex } = measured.inputs;
  const quarterEnd = new Date(new Date(signals.quarterEnd).getTime() - 1).toISOString();
  const trend = Math.round((demandRatio - 1) * 100);
  return (
    <section aria-labelledby="signals-title" className="card grid gap-6 p-6 sm:p-8">
      <h2 id="signals-title" className="font-sans text-xl font-semibold text-cream-50">
        What the guidance reads
      </h2>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-2">
          <h3 className="font-sans font-semibold text-cream-100">Capacity this quarter</h3>
          <p className="text-sm text-mist-400">
            {day(signals.quarterStart)} – {day(quarterEnd)}
          </p>
          <p className="font-display text-3xl text-gold-300 tabular-nums" data-testid="booked-figure">
            {booked} of {capacity} booked
          </p>
          <p className="text-sm text-mist-300">
            {Math.max(0, capacity - booked)} {capacity - booked === 1 ? 'spot' : 'spots'} left. A project counts when its lead was marked won this quarter and is still won.
          </p>
          <BookedList projects={signals.booked} />
        </div>
        <div className="grid content-start gap-2">
          <h3 className="font-sans font-semibold text-cream-100">Lead volume</h3>
          <p className="font-display text-3xl text-gold-300 tabular-nums" data-testid="demand-figure">
            {trend >= 0 ? '+' : '−'}
            {Math.abs(trend)} %
          </p>
          <p className="text-sm text-mist-300">
            Leads a week over the last {RECENT_WEEKS} complete weeks against the {signals.weeks.length - RECENT_WEEKS} before. This week so far: {signals.thisWeek.leads}.
          </p>
        </div>
        <div className="grid content-start gap-2">
          <h3 className="font-sans font-semibold text-cream-100">Material costs</h3>
          <p className="font-display text-3xl text-gold-300 tabular-nums" data-testid="index-figure">
            {measured.latestIndex ? costIndex.toFixed(1) : 'No index yet'}
          </p>
          <p className="text-sm text-mist-300">
            {measured.latestIndex
              ? `Recorded ${day(measured.latestIndex.recordedOn)}, against ${baselineIndex.toFixed(1)} ${measured.baselineFrom === 'settings' ? 'when the estimator’s prices were set' : '(the first value recorded, until you set a baseline)'}.`
              : 'Record a value below; until then materials are read as unchanged.'}
          </p>
        </div>
      </div>
      <div className="rounded-xl bg-cream-50 p-5 text-ink-800">
        <ValueBars
          title={`Leads per week, last ${signals.weeks.length} complete weeks (the newest ${RECENT_WEEKS} dark)`}
          rows={signals.weeks.map((week, i) => ({
            key: week.weekStart,
            label: weekLabel(week.weekStart),
            value: week.leads,
            display: String(week.leads),
            muted: i < signals.weeks.length - RECENT_WEEKS,
          }))}
        />
      </div>
    </section>
  );
}
