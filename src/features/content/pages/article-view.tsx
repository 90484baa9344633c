import { deferred } from '@/components/ui/deferred.tsx';
import { findContent } from '@/content/collections.ts';
import { env } from '@/lib/env.ts';
import { ArticleLayout } from '../components/article-layout.tsx';
import { useContentBody } from '../lib/body.ts';
import { articleJsonLd } from '../lib/structured-data.ts';
import { BOOK_PATH, chapterNumber, crumbsFor, eyebrowFor } from '../lib/sections.ts';
import { useContentItem } from '../lib/use-content-item.ts';

const ChapterExtras = deferred(() => import('../components/chapter-extras.tsx'), { anchorId: 'chapter-nav' });

/** Blog posts, guides, the estimating guide and book chapters. */
export default function ArticlePage() {
  const item = useContentItem();
  const body = useContentBody(item.path);
  const bookTitle = findContent(BOOK_PATH)?.title ?? 'The book';
  const chapter = item.collection === 'book' ? chapterNumber(item.slug) : undefined;
  return (
    <ArticleLayout
      item={item}
      body={body}
      eyebrow={eyebrowFor(item)}
      crumbs={crumbsFor(item, bookTitle)}
      jsonLd={articleJsonLd(item, env.siteUrl)}
      afterBody={chapter !== undefined ? <ChapterExtras chapter={chapter} /> : undefined}
    />
  );
}
