import { Link } from 'react-router';
import type { ContentItem } from '@/content/collections.ts';
import { tagLabel } from '../lib/format.ts';
import { parentOf, tagHref } from '../lib/sections.ts';

/** The page's tags, each a link to its index filtered by that tag. */
export function TagList({ item }: { item: ContentItem }) {
  return (
    <div className="no-print mt-12 flex flex-wrap items-center gap-2 border-t border-cream-300 pt-6">
      <span className="mr-1 text-sm font-semibold text-ink-900" id="article-tags">
        Topics
      </span>
      <ul className="flex flex-wrap gap-2" aria-labelledby="article-tags">
        {item.tags.map((tag) => (
          <li key={tag}>
            <Link
              to={tagHref(item, tag)}
              className="inline-flex min-h-8 items-center rounded-full border border-cream-300 bg-cream-100 px-3 text-sm text-ink-700 transition-colors hover:border-gold-500 hover:text-wine-700"
              aria-label={`${tagLabel(tag)}: more in ${parentOf(item).name}`}
            >
              {tagLabel(tag)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
