import type { ContentItem } from '@/content/collections.ts';

/**
 * Up to `count` other pages to read next: the writer's own `related` picks
 * first (in their order), then pages sharing the most tags, newest first.
 * Non-page entries in `related` (calculators, PDFs) are left to the calls
 * to action.
 */
export function relatedFor(item: ContentItem, all: readonly ContentItem[], count = 3): ContentItem[] {
  const byPath = new Map(all.map((entry) => [entry.path, entry]));
  const chosen: ContentItem[] = [];
  const take = (entry: ContentItem | undefined) => {
    if (entry && entry.path !== item.path && !chosen.includes(entry) && chosen.length < count) chosen.push(entry);
  };
  for (const path of item.related ?? []) take(byPath.get(path));

  const shared = (entry: ContentItem) => entry.tags.filter((tag) => item.tags.includes(tag)).length;
  const candidates = all
    .filter((entry) => shared(entry) > 0)
    .sort((a, b) => shared(b) - shared(a) || b.published.localeCompare(a.published) || a.path.localeCompare(b.path));
  for (const entry of candidates) take(entry);
  return chosen;
}
