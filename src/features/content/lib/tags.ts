export interface TagCount {
  tag: string;
  count: number;
}

/** Tags used by these items, most used first, then alphabetical. */
export function tagCounts(items: readonly { tags: readonly string[] }[]): TagCount[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** Items carrying the tag, in their order; all of them when no tag (or an unknown one) is chosen. */
export function withTag<T extends { tags: readonly string[] }>(items: readonly T[], tag: string | null): T[] {
  return tag ? items.filter((item) => item.tags.includes(tag)) : [...items];
}
