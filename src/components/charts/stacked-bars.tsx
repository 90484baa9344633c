import { useId } from 'react';

export interface Segment {
  key: string;
  label: string;
  value: number;
  /** Fill colour; segments also appear in the legend with their figures. */
  color: string;
  /** Drawn hatched: an allowance rather than heat. */
  hatched?: boolean;
}

export interface StackedRow {
  key: string;
  label: string;
  segments: readonly Segment[];
  display: string;
}

interface StackedBarsProps {
  title: string;
  rows: readonly StackedRow[];
  /** A vertical marker on the shared scale, e.g. the unit size to buy. */
  marker?: { value: number; label: string } | undefined;
  /** Legend entries with their figures (usually the first row's segments). */
  legend: readonly { key: string; label: string; color: string; display: string; hatched?: boolean }[];
}

/**
 * Horizontal stacked bars on one scale: where the heat comes from, and how
 * the sizing margins turn it into the capacity to buy.
 */
export function StackedBars({ title, rows, marker, legend }: StackedBarsProps) {
  const max = Math.max(1, marker?.value ?? 0, ...rows.map((row) => row.segments.reduce((sum, s) => sum + s.value, 0))) * 1.04;
  const pct = (value: number) => (value / max) * 100;
  const hatchId = `hatch${useId().replace(/[^\w-]/g, '')}`;
  const hatch = `url(#${hatchId})`;
  return (
    <figure className="grid gap-3" aria-label={title}>
      <figcaption className="font-sans text-sm font-semibold text-ink-900">{title}</figcaption>
      <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
        <defs>
          <pattern id={hatchId} width="1.6" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
            <rect width="0.7" height="10" className="fill-ink-700/40" />
          </pattern>
        </defs>
      </svg>
      <ul className="grid gap-3">
        {rows.map((row) => {
          let x = 0;
          return (
            <li key={row.key} className="grid gap-1">
              <span className="flex justify-between gap-3 text-sm">
                <span className="text-ink-800">{row.label}</span>
                <span className="font-semibold text-ink-900 tabular-nums">{row.display}</span>
              </span>
              <span className="relative block">
                <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="block h-5 w-full" aria-hidden="true" focusable="false">
                  <rect x="0" y="0" width="100" height="10" className="fill-cream-200" />
                  {row.segments.map((segment) => {
                    const width = pct(segment.value);
                    const rect = (
                      <g key={segment.key}>
                        <rect x={x} y="0" width={width} height="10" fill={segment.color} />
                        {segment.hatched ? <rect x={x} y="0" width={width} height="10" fill={hatch} /> : null}
                      </g>
                    );
                    x += width;
                    return rect;
                  })}
                </svg>
                {marker ? (
                  <span className="absolute -top-1 -bottom-1 w-0.5 bg-ink-900" style={{ left: `${pct(marker.value)}%` }} aria-hidden="true" />
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {marker ? (
        <p className="flex items-center gap-2 text-xs text-ink-700">
          <span className="inline-block h-3.5 w-0.5 bg-ink-900" aria-hidden="true" />
          {marker.label}
        </p>
      ) : null}
      <ul className="grid grid-cols-1 gap-x-5 gap-y-1.5 text-sm sm:grid-cols-2">
        {legend.map((entry) => (
          <li key={entry.key} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-ink-800">
              <svg viewBox="0 0 10 10" className="size-3 shrink-0 rounded-sm" aria-hidden="true" focusable="false">
                <rect width="10" height="10" fill={entry.color} />
                {entry.hatched ? <rect width="10" height="10" fill={hatch} /> : null}
              </svg>
              {entry.label}
            </span>
            <span className="text-ink-900 tabular-nums">{entry.display}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
