import { BarList } from './bar-list.tsx';

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
    <BarList
      title={title}
      wide
      rows={rows.map((row) => ({
        key: row.key,
        label: row.label,
        display: row.display,
        segments: [{ from: 0, to: Math.min(100, (row.value / scale) * 100), tone: row.muted ? 'light' : 'solid' }],
      }))}
    />
  );
}
