import type { ReactNode } from 'react';

export interface BarSegment {
  /** Start and end on a 0–100 scale. */
  from: number;
  to: number;
  tone: 'light' | 'solid';
}

export interface BarListRow {
  key: string;
  label: string;
  /** The figure as text beside the bar. */
  display: string;
  segments: readonly BarSegment[];
}

const TONES: Record<BarSegment['tone'], string> = { light: 'fill-gold-300', solid: 'fill-wine-700' };

/**
 * Rows of label, bar and figure on one scale. Labels and figures are HTML
 * (legible on a phone); only the bars are SVG, stretched to the row's width.
 * `wide` gives longer labels more room.
 */
export function BarList({ title, rows, wide = false, legend }: { title: string; rows: readonly BarListRow[]; wide?: boolean; legend?: ReactNode }) {
  const columns = wide
    ? 'sm:grid-cols-[11rem_minmax(0,1fr)_6.5rem] print:grid-cols-[8.5rem_minmax(0,1fr)_4rem]'
    : 'sm:grid-cols-[9.5rem_minmax(0,1fr)_6.5rem] print:grid-cols-[8.5rem_minmax(0,1fr)_5.5rem]';
  return (
    <figure className="grid gap-3" aria-label={title}>
      <figcaption className="font-sans text-sm font-semibold text-ink-900">{title}</figcaption>
      <ul className="grid gap-2.5">
        {rows.map((row) => (
          <li key={row.key} className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 sm:items-center ${columns}`}>
            <span className="truncate text-sm text-ink-800" title={row.label}>
              {row.label}
            </span>
            <svg
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              className="col-span-2 row-start-2 h-3.5 w-full sm:col-span-1 sm:row-start-auto"
              aria-hidden="true"
              focusable="false"
            >
              <rect x="0" y="0" width="100" height="10" rx="1" className="fill-cream-200" />
              {row.segments.map((segment) => (
                <rect key={`${segment.from}-${segment.tone}`} x={segment.from} y="0" width={segment.to - segment.from} height="10" className={TONES[segment.tone]} />
              ))}
            </svg>
            <span className="text-right text-sm font-semibold text-ink-900 tabular-nums">{row.display}</span>
          </li>
        ))}
      </ul>
      {legend}
    </figure>
  );
}
