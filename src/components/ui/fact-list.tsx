import type { ReactNode } from 'react';

/** Label and value pairs as a definition list; `className` lays out its grid (two columns: labels, values). */
export function FactList({ rows, className }: { rows: ReadonlyArray<readonly [string, ReactNode]>; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-mist-400">{label}</dt>
          <dd className="break-words text-cream-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
