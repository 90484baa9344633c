export interface ValueBarRow {
  key: string;
  label: string;
  value: number;
  display: string;
  /** A lighter tone, e.g. for a factor that adds nothing. */
  muted?: boolean;
}

/** One value per row on a shared scale (bottles per wall, risk points per factor). */
export function ValueBars({ rows, title, max }: { rows: readonly ValueBarRow[]; title: string; max?: number }) {
  const scale = Math.max(1, max ?? Math.max(...rows.map((row) => row.value)));
  return (
    <figure className="grid gap-3" aria-label={title}>
      <figcaption className="font-sans text-sm font-semibold text-ink-900">{title}</figcaption>
      <ul className="grid gap-2.5">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 sm:grid-cols-[11rem_minmax(0,1fr)_6.5rem] sm:items-center print:grid-cols-[8.5rem_minmax(0,1fr)_4rem]">
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
              <rect
                x="0"
                y="0"
                width={Math.min(100, (row.value / scale) * 100)}
                height="10"
                className={row.muted ? 'fill-gold-300' : 'fill-wine-700'}
              />
            </svg>
            <span className="text-right text-sm font-semibold text-ink-900 tabular-nums">{row.display}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
