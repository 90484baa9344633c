import type { ReactNode } from 'react';

interface RadioCardListProps<T extends { id: string }> {
  /** The radio group's name. */
  name: string;
  items: readonly T[];
  chosenId: string | null | undefined;
  onChoose: (item: T) => void;
  /** Each item's first line, and the line of facts under it. */
  title: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
  testId: string;
  className?: string;
}

/** Records to choose one of, each a card with a radio button; the chosen card is outlined. */
export function RadioCardList<T extends { id: string }>({ name, items, chosenId, onChoose, title, detail, testId, className = 'grid gap-1.5' }: RadioCardListProps<T>) {
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <label className={`flex cursor-pointer items-start gap-3 rounded-lg border p-2.5 text-sm ${chosenId === item.id ? 'border-gold-400 bg-cellar-800' : 'border-cellar-600'}`}>
            <input type="radio" name={name} className="mt-1 accent-gold-400" checked={chosenId === item.id} onChange={() => onChoose(item)} />
            <span className="grid">
              <span className="font-medium text-cream-50">{title(item)}</span>
              <span className="text-mist-300">{detail(item)}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
