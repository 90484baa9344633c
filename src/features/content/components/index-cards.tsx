import type { ContentItem } from '@/content/collections.ts';
import { ContentCard } from './content-card.tsx';

/** An index page's grid of cards; the first is above the fold on phones, so its art loads eagerly. */
export function IndexCards({ items, className }: { items: readonly ContentItem[]; className: string }) {
  return (
    <ul className={`${className} grid gap-6 md:grid-cols-2 lg:grid-cols-3`}>
      {items.map((item, index) => (
        <li key={item.path}>
          <ContentCard item={item} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}
