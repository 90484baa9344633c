import { useRemoveCompetitorPrice } from '../api/competitors.ts';
import type { ComparedPoint, Position, SizeClassSummary } from '@domain/competitors/compare.ts';
import { RemoveButton } from '@/components/forms/remove-button.tsx';
import { ColumnHeads } from '@/components/ui/column-heads.tsx';

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const pct = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)} %`;
const POSITION: Record<Position, string> = { below: 'Below our range', within: 'Within our range', above: 'Above our range' };
// relative: the visually hidden headings are absolutely positioned, and must scroll with the table, not widen the page.
const scroller = 'relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-gold-400';

/** One row per size class that has data. */
export function SizeClassTable({ rows }: { rows: readonly SizeClassSummary[] }) {
  return (
    <div className={scroller} tabIndex={0} role="region" aria-label="Competitors against our estimator by cellar size">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="size-classes">
        <caption className="sr-only">For each cellar size: how many prices, their median price a bottle and ours, and where they sit</caption>
        <ColumnHeads heads={['Size', 'Prices (competitors)', 'Theirs a bottle', 'Ours a bottle', 'Median against our middle', 'Below / within / above', 'Dated']} />
        <tbody className="tabular-nums">
          {rows.map((row) => (
            <tr key={row.sizeClass} className="border-t border-cellar-700">
              <th scope="row" className="py-2 pr-3 font-medium text-cream-100">
                {row.sizeClass[0]?.toUpperCase()}
                {row.sizeClass.slice(1)}
              </th>
              <td className="py-2 pr-3">
                {row.points} ({row.competitors})
              </td>
              <td className="py-2 pr-3">{usd(row.theirPerBottle)}</td>
              <td className="py-2 pr-3">{usd(row.ourPerBottle)}</td>
              <td className="py-2 pr-3">{pct(row.medianVsOursPct)}</td>
              <td className="py-2 pr-3">
                {row.below} / {row.within} / {row.above}
              </td>
              <td className="py-2 whitespace-nowrap">{row.oldest === row.newest ? row.newest : `${row.oldest} – ${row.newest}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every data point, newest first, with its date, where it came from and our range for the same cellar. */
export function PointsTable({ points }: { points: readonly ComparedPoint[] }) {
  const remove = useRemoveCompetitorPrice();
  return (
    <div className={scroller} tabIndex={0} role="region" aria-label="Every competitor price">
      <table className="w-full min-w-[48rem] text-left text-sm" data-testid="price-points">
        <caption className="sr-only">Every competitor price with its date and our estimator’s range for the same bottle count</caption>
        <ColumnHeads heads={['Date', 'Competitor', 'Bottles', 'Their price', 'Our range', 'Where it sits', <span className="sr-only">Remove</span>]} />
        <tbody>
          {points.map((point) => (
            <tr key={point.id} className="border-t border-cellar-700 align-top">
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{point.quotedOn}</td>
              <th scope="row" className="py-2 pr-3 font-normal">
                <span className="text-cream-100">{point.competitor}</span>
                {point.offer ? <span className="block text-xs text-mist-300">{point.offer}</span> : null}
                <span className="block text-xs text-mist-400">{point.source === 'quote' ? `Read from ${point.sourceName ?? 'a quote'}` : 'Entered'}</span>
              </th>
              <td className="py-2 pr-3 tabular-nums">{point.bottles.toLocaleString('en-US')}</td>
              <td className="py-2 pr-3 tabular-nums">
                {usd(point.priceUsd)}
                <span className="block text-xs text-mist-400">{usd(point.perBottle)} a bottle</span>
              </td>
              <td className="py-2 pr-3 tabular-nums">
                {usd(point.ours.low)}–{usd(point.ours.high)}
              </td>
              <td className="py-2 pr-3">
                {POSITION[point.position]}
                <span className="block text-xs text-mist-400">{pct(point.vsOurMiddlePct)} against our middle</span>
              </td>
              <td className="py-2 text-right">
                <RemoveButton label={`Remove ${point.competitor}’s price of ${point.quotedOn}`} onClick={() => remove.mutate(point.id)} disabled={remove.isPending} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
