import { useId } from 'react';
import { formatUsdCompact } from '@domain/estimator/format.ts';

export interface PaybackPoint {
  year: number;
  value: number;
}

interface PaybackChartProps {
  title: string;
  /** Net position from year 0 (the day the cellar is built) to the horizon. */
  points: readonly PaybackPoint[];
  paybackYear: number | null;
}

const W = 100;
const H = 50;

/**
 * The net position year by year as a line against zero: below the line the
 * cellar has not paid for itself yet, above it has. The plot stretches to
 * the card's width; figures are HTML so they stay legible on a phone.
 */
export function PaybackChart({ title, points, paybackYear }: PaybackChartProps) {
  const clip = useId().replace(/[^\w-]/g, '');
  const values = points.map((point) => point.value);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const lastYear = points.at(-1)?.year ?? 1;
  const x = (year: number) => (year / lastYear) * W;
  const y = (value: number) => ((top - value) / span) * H;
  const line = points.map((point) => `${x(point.year).toFixed(2)},${y(point.value).toFixed(2)}`).join(' ');
  const zero = y(0);
  const area = `0,${zero.toFixed(2)} ${line} ${W},${zero.toFixed(2)}`;
  const ticks = [0, Math.round(lastYear / 2), lastYear];
  const zeroPct = (zero / H) * 100;

  return (
    <figure className="grid gap-2" aria-label={title}>
      <figcaption className="font-sans text-sm font-semibold text-ink-900">{title}</figcaption>
      <div className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-2">
        <div className="relative text-right text-xs text-ink-700 tabular-nums" aria-hidden="true">
          <span className="absolute right-0 top-0 -translate-y-1/2">{formatUsdCompact(top)}</span>
          {zeroPct > 8 && zeroPct < 92 ? (
            <span className="absolute right-0 -translate-y-1/2" style={{ top: `${zeroPct}%` }}>
              $0
            </span>
          ) : null}
          <span className="absolute right-0 bottom-0 translate-y-1/2">{formatUsdCompact(bottom)}</span>
        </div>
        <div className="relative">
          <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="block h-48 w-full sm:h-56" aria-hidden="true" focusable="false">
            <rect x="0" y="0" width={W} height={H} className="fill-cream-100" />
            <defs>
              <clipPath id={`${clip}-above`}>
                <rect x="0" y="0" width={W} height={zero} />
              </clipPath>
              <clipPath id={`${clip}-below`}>
                <rect x="0" y={zero} width={W} height={H - zero} />
              </clipPath>
            </defs>
            {/* Gold where the cellar is ahead, wine where it has not paid back yet. */}
            <polygon points={area} className="fill-gold-300/60" clipPath={`url(#${clip}-above)`} />
            <polygon points={area} className="fill-wine-500/15" clipPath={`url(#${clip}-below)`} />
            <line x1="0" x2={W} y1={zero} y2={zero} className="stroke-ink-700" strokeWidth="1" vectorEffect="non-scaling-stroke" />
            {paybackYear !== null ? (
              <line
                x1={x(paybackYear)}
                x2={x(paybackYear)}
                y1="0"
                y2={H}
                className="stroke-wine-600"
                strokeWidth="1.5"
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
            <polyline points={line} fill="none" className="stroke-wine-700" strokeWidth="2.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          </svg>
          {paybackYear !== null ? (
            <span
              className="absolute top-1 -translate-x-1/2 rounded bg-wine-700 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-cream-50"
              style={{ left: `${Math.min(88, Math.max(12, (paybackYear / lastYear) * 100))}%` }}
            >
              Pays back in year {paybackYear}
            </span>
          ) : null}
          <div className="relative mt-1 h-4 text-xs text-ink-700" aria-hidden="true">
            {ticks.map((tick) => (
              <span
                key={tick}
                className={`absolute ${tick === 0 ? 'left-0' : tick === lastYear ? 'right-0' : '-translate-x-1/2'}`}
                style={tick !== 0 && tick !== lastYear ? { left: `${(tick / lastYear) * 100}%` } : undefined}
              >
                Year {tick}
              </span>
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}
