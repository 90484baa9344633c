import { tagCounts, type TagCount } from './tags.ts';
import { useUrlParams } from './use-url-params.ts';

export interface TagFilterState {
  tags: TagCount[];
  /** The ?tag= value as written (for the status line), or null. */
  requested: string | null;
  /** The tag to filter by: the requested one when any item carries it. */
  active: string | null;
}

export function useTagFilter(items: readonly { tags: readonly string[] }[]): TagFilterState {
  const requested = useUrlParams().get('tag');
  const tags = tagCounts(items);
  const active = requested !== null && tags.some((entry) => entry.tag === requested) ? requested : null;
  return { tags, requested, active };
}
