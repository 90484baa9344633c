import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/content/collections.ts';
import { relatedFor } from './related.ts';

const item = (path: string, tags: string[], published: string, related?: string[]): ContentItem =>
  ({ path, tags, published, related, title: path }) as unknown as ContentItem;

describe('relatedFor', () => {
  const all = [
    item('/a', ['cooling', 'climate'], '2026-01-01', ['/calculators/climate', '/d', '/a']),
    item('/b', ['cooling'], '2026-05-01'),
    item('/c', ['cooling', 'climate'], '2026-02-01'),
    item('/d', ['cost'], '2026-03-01'),
    item('/e', ['cost'], '2026-09-01'),
  ];

  it('puts the writer’s picks first, skips non-pages and itself, then fills by shared tags and recency', () => {
    expect(relatedFor(all[0]!, all).map((entry) => entry.path)).toEqual(['/d', '/c', '/b']);
  });

  it('stops at the count and never repeats a page', () => {
    const picks = relatedFor(all[1]!, all, 2).map((entry) => entry.path);
    expect(picks).toEqual(['/c', '/a']);
  });
});
