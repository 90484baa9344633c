import { describe, expect, it } from 'vitest';
import { allContent, findContent } from '@/content/collections.ts';
import { articleJsonLd, bookJsonLd, breadcrumbJsonLd, imageUrl } from './structured-data.ts';

const SITE = 'https://cellars.example';

describe('structured data', () => {
  it('marks blog posts as BlogPosting and guides as Article, with dates, publisher logo and page', () => {
    const post = findContent('/blog/why-wine-cellars-fail')!;
    const guide = findContent('/resources/technical-guide')!;
    const postLd = articleJsonLd(post, SITE);
    expect(postLd['@type']).toBe('BlogPosting');
    expect(articleJsonLd(guide, SITE)['@type']).toBe('Article');
    expect(postLd).toMatchObject({
      headline: post.title,
      datePublished: post.published,
      dateModified: post.updated ?? post.published,
      author: { '@type': 'Organization', name: post.author },
      publisher: { '@type': 'Organization', logo: { url: `${SITE}/icons/icon-512.png` } },
      mainEntityOfPage: { '@id': `${SITE}${post.path}` },
    });
    expect(String(postLd.image)).toMatch(/^https:\/\/cellars\.example\//);
  });

  it('never publishes a data URI as an image', () => {
    expect(imageUrl(SITE, { heroSrc: 'data:image/svg+xml,%3csvg' })).toBe(`${SITE}/og/default.png`);
    expect(imageUrl(SITE, { heroSrc: '/assets/art-1.svg' })).toBe(`${SITE}/assets/art-1.svg`);
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }], SITE);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
    ]);
  });

  it('describes the book with its whole outline and links only the published chapters', () => {
    const book = findContent('/book')!;
    const published = allContent.filter((entry) => entry.collection === 'book' && entry.path !== '/book');
    const ld = bookJsonLd(book, published, SITE) as { hasPart: Array<{ position: number; url?: string }> };
    expect(ld.hasPart).toHaveLength(book.chapters!.length);
    expect(ld.hasPart[0]).toMatchObject({ position: 1, url: `${SITE}/book/chapter-1` });
    expect(ld.hasPart.filter((part) => part.url)).toHaveLength(published.length);
  });
});
