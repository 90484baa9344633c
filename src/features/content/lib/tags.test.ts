import { describe, expect, it } from 'vitest';
import { tagCounts, withTag } from './tags.ts';

const items = [{ tags: ['cooling', 'cost'] }, { tags: ['cooling'] }, { tags: ['design', 'cost'] }, { tags: ['cooling', 'design'] }] as const;

describe('tags', () => {
  it('counts tags, most used first, ties alphabetical', () => {
    expect(tagCounts(items)).toEqual([
      { tag: 'cooling', count: 3 },
      { tag: 'cost', count: 2 },
      { tag: 'design', count: 2 },
    ]);
  });

  it('filters by tag and keeps order; no tag keeps all', () => {
    expect(withTag(items, 'design')).toEqual([items[2], items[3]]);
    expect(withTag(items, null)).toHaveLength(4);
  });
});
