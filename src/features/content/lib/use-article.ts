import { env } from '@/lib/env.ts';
import { useContentBody } from './body.ts';
import { crumbsFor, eyebrowFor } from './sections.ts';
import { articleJsonLd } from './structured-data.ts';
import { useContentItem } from './use-content-item.ts';

/** What every article-shaped page gives ArticleLayout: its entry, body, eyebrow, breadcrumbs and structured data. */
export function useArticle(bookTitle = '') {
  const item = useContentItem();
  const body = useContentBody(item.path);
  return { item, body, eyebrow: eyebrowFor(item), crumbs: crumbsFor(item, bookTitle), jsonLd: articleJsonLd(item, env.siteUrl) };
}
