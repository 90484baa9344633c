import type { ReactNode } from 'react';

/**
 * The header row of the admin tools' plain data tables: one column head per
 * entry, every one but the last padded from its neighbour.
 */
export function ColumnHeads({ heads }: { heads: readonly ReactNode[] }) {
  return (
    <thead className="text-mist-400">
      <tr>
        {heads.map((head, index) => (
          <th key={index} scope="col" className={index === heads.length - 1 ? 'py-2 font-medium' : 'py-2 pr-3 font-medium'}>
            {head}
          </th>
        ))}
      </tr>
    </thead>
  );
}
