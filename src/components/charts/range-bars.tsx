import { BarList } from './bar-list.tsx';

export interface RangeBarRow {
  key: string;
  label: string;
  low: number;
  high: number;
  /** The range as text, e.g. "$12K–$20K". */
  display: string;
}

/**
 * Low–high ranges on one scale: a pale bar to the low figure and a solid bar
 * over the uncertain part, so both the size of each line and how sure we are
 * of it read at a glance.
 */
export function RangeBars({ rows, title }: { rows: readonly RangeBarRow[]; title: string }) {
  const max = Math.max(1, ...rows.map((row) => row.high));
  return (
    <BarList
      title={title}
      rows={rows.map((row) => {
        const low = (row.low / max) * 100;
        const high = (row.high / max) * 100;
        return {
          key: row.key,
          label: row.label,
          display: row.display,
          segments: [
            { from: 0, to: low, tone: 'light' },
            { from: low, to: low + Math.max(0.6, high - low), tone: 'solid' },
          ],
        };
      })}
      legend={
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-700" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-sm bg-gold-300" /> Low estimate
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-sm bg-wine-700" /> Up to the high estimate
          </span>
        </p>
      }
    />
  );
}
