import type { PeriodStats } from '@domain/sentiment/trends.ts';

const HEIGHT = 160;
const BAR = 22;
const GAP = 10;

/** Stacked bars per period (positive, neutral, negative), with the same figures as a table for screen readers and print. */
export function TrendChart({ stats, label }: { stats: readonly PeriodStats[]; label: string }) {
  const most = Math.max(1, ...stats.map((s) => s.count));
  const width = stats.length * (BAR + GAP) + GAP;
  const y = (n: number) => (n / most) * (HEIGHT - 20);
  return (
    <figure className="grid gap-3" data-testid="sentiment-trend">
      <div className="scroll-x" tabIndex={0} role="region" aria-label={`Chart: ${label}`}>
        <svg width={width} height={HEIGHT + 24} role="img" aria-label={`${label}: ${stats.length} periods; the table below has the figures`} className="text-mist-300">
          {stats.map((s, i) => {
            const x = GAP + i * (BAR + GAP);
            const neg = y(s.negative);
            const neu = y(s.neutral);
            const pos = y(s.positive);
            return (
              <g key={s.key}>
                <rect x={x} y={HEIGHT - neg} width={BAR} height={neg} className="fill-red-300" />
                <rect x={x} y={HEIGHT - neg - neu} width={BAR} height={neu} className="fill-mist-400" />
                <rect x={x} y={HEIGHT - neg - neu - pos} width={BAR} height={pos} className="fill-gold-300" />
                <text x={x + BAR / 2} y={HEIGHT + 16} textAnchor="middle" className="fill-current text-[9px]">
                  {s.key.slice(5)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="flex flex-wrap gap-4 text-xs text-mist-300">
        <span><span className="mr-1 inline-block size-2.5 bg-gold-300" aria-hidden="true" />Positive</span>
        <span><span className="mr-1 inline-block size-2.5 bg-mist-400" aria-hidden="true" />Neutral</span>
        <span><span className="mr-1 inline-block size-2.5 bg-red-300" aria-hidden="true" />Negative</span>
      </figcaption>
      <details>
        <summary className="cursor-pointer text-sm text-gold-200">The figures</summary>
        <div className="scroll-x mt-2" tabIndex={0} role="region" aria-label={`Table: ${label}`}>
          <table className="w-full text-left text-sm" data-testid="trend-table">
            <caption className="sr-only">{label}</caption>
            <thead className="text-xs uppercase tracking-wide text-mist-300">
              <tr>
                <th scope="col" className="py-1 pr-4">Period</th>
                <th scope="col" className="py-1 pr-4 text-right">Texts</th>
                <th scope="col" className="py-1 pr-4 text-right">Positive</th>
                <th scope="col" className="py-1 pr-4 text-right">Neutral</th>
                <th scope="col" className="py-1 pr-4 text-right">Negative</th>
                <th scope="col" className="py-1 text-right">Mean</th>
              </tr>
            </thead>
            <tbody>
              {stats.map((s) => (
                <tr key={s.key} className="border-t border-cellar-700 tabular-nums">
                  <th scope="row" className="py-1 pr-4 font-normal text-cream-100">{s.key}</th>
                  <td className="py-1 pr-4 text-right">{s.count}</td>
                  <td className="py-1 pr-4 text-right">{s.positive}</td>
                  <td className="py-1 pr-4 text-right">{s.neutral}</td>
                  <td className="py-1 pr-4 text-right">{s.negative}</td>
                  <td className="py-1 text-right">{s.count ? s.average.toFixed(2) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
