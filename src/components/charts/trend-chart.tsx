export interface TrendPoint {
  /** Days from the first day. */
  x: number;
  y: number;
}

interface TrendChartProps {
  title: string;
  points: readonly TrendPoint[];
  /** The least-squares line drawn over the points, when there is one. */
  fit: { slope: number; intercept: number } | null;
  /** A healthy range shaded behind the points. */
  band?: { low: number; high: number } | undefined;
  format: (value: number) => string;
  /** Labels under the first and last day. */
  firstLabel: string;
  lastLabel: string;
  /** What the chart shows, in words: the figure's text for screen readers and under the chart. */
  summary: string;
  /** The least range the axis shows, so a wobble of a point or two is not drawn as a swing. */
  minSpan?: number;
  testId?: string;
}

const W = 100;
const H = 50;

/**
 * A daily series with its trend line, and a healthy band when it has one.
 * The plot stretches to the card's width; its figures are HTML, and the
 * summary under it says in words what the picture shows.
 */
export function TrendChart({ title, points, fit, band, format, firstLabel, lastLabel, summary, minSpan = 0, testId }: TrendChartProps) {
  const lastX = Math.max(1, ...points.map((p) => p.x));
  const line = (x: number) => (fit ? fit.intercept + fit.slope * x : null);
  const ends = [line(0), line(lastX)].filter((v): v is number => v !== null);
  const values = [...points.map((p) => p.y), ...ends, ...(band ? [band.low, band.high] : [])];
  const high = Math.max(...values);
  const low = Math.min(...values);
  const pad = Math.max((high - low) * 0.08, (minSpan - (high - low)) / 2, 0.5);
  const top = high + pad;
  const bottom = low - pad;
  const x = (day: number) => (day / lastX) * W;
  const y = (value: number) => ((top - value) / (top - bottom)) * H;
  const path = points.map((p) => `${x(p.x).toFixed(2)},${y(p.y).toFixed(2)}`).join(' ');
  return (
    <figure className="grid gap-2" data-testid={testId}>
      <figcaption className="font-sans text-sm font-semibold text-ink-900">{title}</figcaption>
      <div className="grid grid-cols-[3rem_minmax(0,1fr)] gap-2">
        <div className="relative text-right text-xs text-ink-700 tabular-nums" aria-hidden="true">
          <span className="absolute top-0 right-0">{format(top)}</span>
          <span className="absolute right-0 bottom-0">{format(bottom)}</span>
        </div>
        <div>
          <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="block h-40 w-full sm:h-48" aria-hidden="true" focusable="false">
            <rect x="0" y="0" width={W} height={H} className="fill-cream-100" />
            {band ? <rect x="0" y={y(band.high)} width={W} height={Math.max(0, y(band.low) - y(band.high))} className="fill-gold-300/40" /> : null}
            <polyline points={path} fill="none" className="stroke-ink-700" strokeWidth="1.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            {fit ? (
              <line x1="0" x2={W} y1={y(line(0) as number)} y2={y(line(lastX) as number)} className="stroke-wine-700" strokeWidth="2.5" strokeDasharray="6 4" vectorEffect="non-scaling-stroke" />
            ) : null}
          </svg>
          <div className="mt-1 flex justify-between text-xs text-ink-700" aria-hidden="true">
            <span>{firstLabel}</span>
            <span>{lastLabel}</span>
          </div>
        </div>
      </div>
      <p className="text-sm text-ink-800">{summary}</p>
    </figure>
  );
}
