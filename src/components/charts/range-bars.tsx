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
 * of it read at a glance. Labels and figures are HTML (legible on a phone);
 * only the bars are SVG, stretched to the row's width.
 */
export function RangeBars({ rows, title }: { rows: readonly RangeBarRow[]; title: string }) {
  const max = Math.max(1, ...rows.map((row) => row.high));
  return (
    <figure className="grid gap-3" aria-label={title}>
      <figcaption className="font-sans text-sm font-semibold text-ink-900">{title}</figcaption>
      <ul className="grid gap-2.5">
        {rows.map((row) => {
          const low = (row.low / max) * 100;
          const high = (row.high / max) * 100;
          return (
            <li key={row.key} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 sm:grid-cols-[9.5rem_minmax(0,1fr)_6.5rem] sm:items-center print:grid-cols-[8.5rem_minmax(0,1fr)_5.5rem]">
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
                <rect x="0" y="0" width={low} height="10" className="fill-gold-300" />
                <rect x={low} y="0" width={Math.max(0.6, high - low)} height="10" className="fill-wine-700" />
              </svg>
              <span className="text-right text-sm font-semibold text-ink-900 tabular-nums">{row.display}</span>
            </li>
          );
        })}
      </ul>
      <p className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-ink-700" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-sm bg-gold-300" /> Low estimate
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-sm bg-wine-700" /> Up to the high estimate
        </span>
      </p>
    </figure>
  );
}
