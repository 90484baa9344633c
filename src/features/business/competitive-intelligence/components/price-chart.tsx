import { ourRange, type ComparedPoint } from '@domain/competitors/compare.ts';

const W = 600;
const H = 300;
const PAD = { left: 56, right: 12, top: 12, bottom: 40 };
const POSITION_FILL = { below: 'fill-sky-300', within: 'fill-gold-300', above: 'fill-wine-400' } as const;

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/**
 * Price per bottle against the cellar's size (bottles on a log scale): our
 * range as a band, each competitor's price as a dot. The table under the
 * chart has every point with its date; this is the picture of it.
 */
export function PriceChart({ points }: { points: readonly ComparedPoint[] }) {
  const counts = points.map((point) => point.bottles);
  const minB = Math.max(12, Math.min(...counts) / 1.5);
  const maxB = Math.min(50_000, Math.max(...counts) * 1.5);
  const samples = Array.from({ length: 24 }, (_, i) => Math.round(minB * (maxB / minB) ** (i / 23)));
  const band = samples.map((bottles) => ({ bottles, ...ourRange(bottles) }));
  const perBottle = [...points.map((point) => point.perBottle), ...band.flatMap((b) => [b.low / b.bottles, b.high / b.bottles])];
  const top = Math.max(...perBottle) * 1.1;
  const x = (bottles: number) => PAD.left + (Math.log(bottles / minB) / Math.log(maxB / minB || 2)) * (W - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / top) * (H - PAD.top - PAD.bottom);
  const area = [...band.map((b) => `${x(b.bottles).toFixed(1)},${y(b.high / b.bottles).toFixed(1)}`), ...[...band].reverse().map((b) => `${x(b.bottles).toFixed(1)},${y(b.low / b.bottles).toFixed(1)}`)].join(' ');
  const ticks = [12, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 25000, 50000].filter((tick) => tick >= minB && tick <= maxB);
  return (
    <figure className="grid gap-2 rounded-xl bg-cellar-850 p-4">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`Price per bottle by cellar size: ${points.length} competitor prices against our estimator’s range; every figure is in the table below`}>
        <polygon points={area} className="fill-gold-400/20 stroke-gold-400/60" strokeWidth={1} />
        {[0.25, 0.5, 0.75, 1].map((share) => (
          <g key={share}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(top * share)} y2={y(top * share)} className="stroke-cellar-700" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(top * share) + 4} textAnchor="end" className="fill-mist-300 text-[11px] tabular-nums">
              {usd(top * share)}
            </text>
          </g>
        ))}
        {ticks.map((tick) => (
          <text key={tick} x={x(tick)} y={H - PAD.bottom + 16} textAnchor="middle" className="fill-mist-300 text-[11px] tabular-nums">
            {tick.toLocaleString('en-US')}
          </text>
        ))}
        <text x={(W + PAD.left) / 2} y={H - 6} textAnchor="middle" className="fill-mist-300 text-[11px]">
          Bottles (log scale)
        </text>
        {points.map((point) => (
          <circle key={point.id} cx={x(point.bottles)} cy={y(point.perBottle)} r={6} className={`${POSITION_FILL[point.position]} stroke-cellar-950`} strokeWidth={1.5} data-testid="chart-point">
            <title>{`${point.competitor}, ${point.quotedOn}: ${usd(point.priceUsd)} for ${point.bottles.toLocaleString('en-US')} bottles (${usd(point.perBottle)} a bottle)`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-mist-300">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm border border-gold-400/60 bg-gold-400/20" aria-hidden="true" /> Our estimator’s range, a bottle
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full bg-sky-300" aria-hidden="true" /> Below our range
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full bg-gold-300" aria-hidden="true" /> Within
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full bg-wine-400" aria-hidden="true" /> Above
        </span>
      </figcaption>
    </figure>
  );
}
