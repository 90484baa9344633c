import type { WindowSummary } from '@domain/collection/windows.ts';

/** Bottles in their window each year from now: a bar per year, with the figures as text so it reads without the bars. */
export function Timeline({ byYear }: { byYear: WindowSummary['byYear'] }) {
  const most = Math.max(1, ...byYear.map((year) => year.ready));
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-ink-900">Bottles in their window, year by year</figcaption>
      <ol className="mt-2 grid gap-1" data-testid="timeline">
        {byYear.map((year) => (
          <li key={year.year} className="grid grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-2 text-xs text-ink-800">
            <span className="tabular-nums">{year.year}</span>
            <span className="h-3 rounded-sm bg-cream-200" aria-hidden="true">
              <span className="block h-3 rounded-sm bg-wine-700" style={{ width: `${(year.ready / most) * 100}%` }} />
            </span>
            <span className="tabular-nums">
              {year.ready} ready{year.opening > 0 ? `, ${year.opening} opening` : ''}
              {year.closing > 0 ? `, ${year.closing} closing` : ''}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
