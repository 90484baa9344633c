import type { ReactNode } from 'react';
import { deferred } from '@/components/ui/deferred.tsx';
import type { ContentItem } from '@/content/collections.ts';
import type { ContentBody } from '@/content/schema.ts';
import type { Crumb } from '../lib/sections.ts';
import { useScrollToHash } from '../lib/use-scroll-to-hash.ts';
import { ArticleBody } from './article-body.tsx';
import { ArticleMeta } from './article-meta.tsx';
import { ContentHeader } from './content-header.tsx';
import { HeroArt } from './hero-art.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { TagList } from './tag-list.tsx';
import { DesktopToc, MobileToc } from './table-of-contents.tsx';

// Below the text and needed only when reached: prerendered in full, their code loads when the browser is idle.
const ArticleCtas = deferred(() => import('./article-ctas.tsx'), { anchorId: 'next-steps-title' });
const RelatedArticles = deferred(() => import('./related-articles.tsx'), { anchorId: 'related-title' });

interface ArticleLayoutProps {
  item: ContentItem;
  body: ContentBody;
  eyebrow: string;
  crumbs: readonly Crumb[];
  jsonLd: Record<string, unknown>;
  /** Shown in the reading column above the text (a case study's facts, a download panel). */
  beforeBody?: ReactNode;
  /** Shown after the text, before the topics (a chapter's navigation). */
  afterBody?: ReactNode;
  /** Shown in the title band under the byline (a download button). */
  headerExtra?: ReactNode;
}

/**
 * The reading page shared by articles, guides, case studies, downloads and
 * chapters: dark title band, parchment reading card with hero art, contents
 * and body, then next steps and related reading.
 */
export function ArticleLayout({ item, body, eyebrow, crumbs, jsonLd, beforeBody, afterBody, headerExtra }: ArticleLayoutProps) {
  useScrollToHash();
  return (
    <article aria-labelledby="article-title" className="print-article">
      <JsonLd data={jsonLd} />
      <ContentHeader
        titleId="article-title"
        eyebrow={eyebrow}
        title={item.title}
        lead={<p>{item.description}</p>}
        crumbs={crumbs}
        aside={
          <figure className="hero-art overflow-hidden rounded-2xl border border-gold-400/25 shadow-2xl shadow-black/50 lg:mt-8">
            <HeroArt src={item.heroSrc} alt={item.hero.alt} fetchPriority="high" />
          </figure>
        }
      >
        <ArticleMeta item={item} />
        {headerExtra}
      </ContentHeader>

      <div className="container-page py-8 sm:py-12">
        <div className="reading-card rounded-xl bg-cream-50 text-ink-800 shadow-2xl shadow-black/40">
          <div className="px-5 py-8 sm:px-10 sm:py-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:px-12 xl:grid-cols-[16rem_minmax(0,1fr)]">
            <DesktopToc headings={body.headings} />
            <div className="min-w-0">
              <MobileToc headings={body.headings} />
              {beforeBody}
              <ArticleBody path={item.path} html={body.html} />
              {afterBody}
              <TagList item={item} />
            </div>
          </div>
        </div>
        <ArticleCtas item={item} />
        <RelatedArticles item={item} />
      </div>
    </article>
  );
}
