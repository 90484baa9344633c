import { tagLabel } from '../lib/format.ts';

/** A card's tags as small chips (not links: the whole card is one). */
export function CardTags({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={`${className} flex flex-wrap gap-1.5`.trim()} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full border border-cellar-600 px-2.5 py-0.5 text-xs text-mist-300">
          {tagLabel(tag)}
        </li>
      ))}
    </ul>
  );
}
