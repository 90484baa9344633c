import type { ReactNode } from 'react';

/** A titled part of a printed tool report (condition assessment, predictive maintenance). */
export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-sans text-sm font-semibold tracking-wide text-ink-800 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface CardListProps<T> {
  items: readonly T[];
  /** Said instead of an empty list. */
  empty: string;
  testId: string;
  /** `data-*` name and value that identify a card to tests and print styles. */
  tag: (item: T) => [name: string, value: string];
  children: (item: T, index: number) => ReactNode;
}

/** The report's ranked cards (findings, fixes), or one line when there are none. */
export function CardList<T>({ items, empty, testId, tag, children }: CardListProps<T>) {
  if (items.length === 0) return <p className="mt-2 text-ink-800">{empty}</p>;
  return (
    <ol className="mt-3 grid gap-3" data-testid={testId}>
      {items.map((item, index) => {
        const [name, value] = tag(item);
        return (
          <li key={value} className="rounded-lg border border-cream-300 bg-cream-100 px-4 py-3 break-inside-avoid" {...{ [`data-${name}`]: value }}>
            {children(item, index)}
          </li>
        );
      })}
    </ol>
  );
}
