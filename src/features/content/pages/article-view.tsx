import { deferred } from '@/components/ui/deferred.tsx';
import { findContent } from '@/content/collections.ts';
import { ArticleLayout } from '../components/article-layout.tsx';
import { BOOK_PATH, chapterNumber } from '../lib/sections.ts';
import { useArticle } from '../lib/use-article.ts';

const ChapterExtras = deferred(() => import('../components/chapter-extras.tsx'), { anchorId: 'chapter-nav' });

/** Blog posts, guides, the estimating guide and book chapters. */
export default function ArticlePage() {
  const article = useArticle(findContent(BOOK_PATH)?.title ?? 'The book');
  const { item } = article;
  const chapter = item.collection === 'book' ? chapterNumber(item.slug) : undefined;
  return (
    <ArticleLayout
      {...article}
      afterBody={chapter !== undefined ? <ChapterExtras chapter={chapter} /> : undefined}
    />
  );
}
