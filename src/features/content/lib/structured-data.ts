/**
 * schema.org data for content pages (Article, BlogPosting, BreadcrumbList,
 * Book). Pure functions of the content metadata and the site URL, so the
 * prerendered JSON-LD is testable without a browser.
 */
import { business } from '@domain/business.ts';
import type { ContentItem } from '@/content/collections.ts';
import type { Crumb } from './sections.ts';

type JsonLd = Record<string, unknown>;

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();

/** The hero art as an absolute URL; a build that inlined the SVG as a data URI falls back to the site's share image. */
export const imageUrl = (siteUrl: string, item: Pick<ContentItem, 'heroSrc'>): string =>
  absolute(siteUrl, item.heroSrc.startsWith('data:') ? '/og/default.png' : item.heroSrc);

const publisher = (siteUrl: string): JsonLd => ({
  '@type': 'Organization',
  name: business.name,
  url: siteUrl,
  logo: { '@type': 'ImageObject', url: absolute(siteUrl, '/icons/icon-512.png'), width: 512, height: 512 },
});

const author = (siteUrl: string, item: Pick<ContentItem, 'author'>): JsonLd => ({
  '@type': 'Organization',
  name: item.author,
  url: siteUrl,
  parentOrganization: { '@type': 'Organization', name: business.name },
});

/** BlogPosting for the blog, Article for guides, tools, case studies, downloads and chapters. */
export function articleJsonLd(item: ContentItem, siteUrl: string): JsonLd {
  const url = absolute(siteUrl, item.path);
  return {
    '@context': 'https://schema.org',
    '@type': item.collection === 'blog' ? 'BlogPosting' : 'Article',
    headline: item.title,
    description: item.description,
    datePublished: item.published,
    dateModified: item.updated ?? item.published,
    author: author(siteUrl, item),
    publisher: publisher(siteUrl),
    image: imageUrl(siteUrl, item),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    keywords: item.tags.join(', '),
    wordCount: item.words,
    inLanguage: 'en-US',
    ...(item.pdf
      ? { associatedMedia: { '@type': 'MediaObject', contentUrl: absolute(siteUrl, `/pdfs/${item.pdf}.pdf`), encodingFormat: 'application/pdf' } }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

/** The book with its outline; only published chapters carry a URL. */
export function bookJsonLd(book: ContentItem, published: readonly ContentItem[], siteUrl: string): JsonLd {
  const chapterUrl = (number: number) => published.find((entry) => entry.path === `/book/chapter-${number}`)?.path;
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    alternativeHeadline: book.subtitle,
    description: book.description,
    author: author(siteUrl, book),
    publisher: publisher(siteUrl),
    image: imageUrl(siteUrl, book),
    url: absolute(siteUrl, book.path),
    datePublished: book.published,
    dateModified: book.updated ?? book.published,
    inLanguage: 'en-US',
    genre: 'Home improvement',
    about: ['Wine cellars', 'Wine storage', 'Cellar design and construction'],
    hasPart: (book.chapters ?? []).map((chapter) => {
      const path = chapterUrl(chapter.number);
      return {
        '@type': 'Chapter',
        position: chapter.number,
        name: chapter.title,
        description: chapter.summary,
        ...(path ? { url: absolute(siteUrl, path) } : {}),
      };
    }),
  };
}
