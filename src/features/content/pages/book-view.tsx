import { Link } from 'react-router';
import { ArrowRight, BookOpen, CalendarDays, Clock, PenLine } from 'lucide-react';
import { allContent, findContent } from '@/content/collections.ts';
import { env } from '@/lib/env.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { ArticleCtas } from '../components/article-ctas.tsx';
import { BookCover } from '../components/book-cover.tsx';
import { ContentHeader } from '../components/content-header.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { useContentBody } from '../lib/body.ts';
import { formatDate } from '../lib/format.ts';
import { bookJsonLd } from '../lib/structured-data.ts';
import { crumbsFor } from '../lib/sections.ts';
import { useContentItem } from '../lib/use-content-item.ts';

/** /book: the cover, what the book is about (its body) and the full outline, with chapter 1 readable now. */
export default function BookPage() {
  const book = useContentItem();
  const body = useContentBody(book.path);
  const chapters = book.chapters ?? [];
  const published = allContent.filter((entry) => entry.collection === 'book' && entry.path !== book.path);
  const pathOf = (number: number) => findContent(`/book/chapter-${number}`)?.path;
  const first = published.find((entry) => entry.slug === 'chapter-1');

  return (
    <article aria-labelledby="book-title" className="print-article">
      <JsonLd data={bookJsonLd(book, published, env.siteUrl)} />
      <ContentHeader titleId="book-title" eyebrow="The book" title={book.title} lead={<p>{book.subtitle}</p>} crumbs={crumbsFor(book, book.title)}>
        <ul className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-mist-300">
          <li className="flex items-center gap-1.5">
            <PenLine className="size-4 text-gold-400" aria-hidden="true" /> By <span className="text-cream-100">{book.author}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <BookOpen className="size-4 text-gold-400" aria-hidden="true" /> {chapters.length} chapters
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-gold-400" aria-hidden="true" /> Updated{' '}
            <time dateTime={book.updated ?? book.published}>{formatDate(book.updated ?? book.published)}</time>
          </li>
        </ul>
      </ContentHeader>

      <div className="container-page py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-14">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <BookCover title={book.title} subtitle={book.subtitle ?? ''} />
            {first && (
              <div className="no-print mt-8 grid gap-3">
                <Link to={first.path} className="btn-gold">
                  Read chapter 1 free
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
                <p className="flex items-center justify-center gap-1.5 text-sm text-mist-300">
                  <Clock className="size-4 text-gold-400" aria-hidden="true" /> {first.readingMinutes} min read
                </p>
              </div>
            )}
          </div>

          <div className="min-w-0">
            <div className="reading-card rounded-xl bg-cream-50 px-5 py-8 text-ink-800 shadow-2xl shadow-black/40 sm:px-10 sm:py-12">
              <ArticleBody path={book.path} html={body.html} />
            </div>

            <section aria-labelledby="contents-title" className="mt-14">
              <p className="eyebrow">Table of contents</p>
              <h2 id="contents-title" className="mt-2 text-2xl text-cream-50 sm:text-3xl">
                What the book covers
              </h2>
              <ol className="mt-8 grid gap-4">
                {chapters.map((chapter) => {
                  const path = pathOf(chapter.number);
                  return (
                    <li key={chapter.number} className={`card relative flex gap-5 p-5 sm:p-6 ${path ? 'border-gold-400/60' : ''}`}>
                      <span className="font-display text-3xl leading-none text-gold-300 tabular-nums" aria-hidden="true">
                        {String(chapter.number).padStart(2, '0')}
                      </span>
                      <div className="min-w-0 flex-1">
                        <h3 className="text-xl leading-snug text-cream-50">
                          <span className="sr-only">Chapter {chapter.number}: </span>
                          {path ? (
                            <Link to={path} className="after:absolute after:inset-0 hover:text-gold-200">
                              {chapter.title}
                            </Link>
                          ) : (
                            chapter.title
                          )}
                        </h3>
                        <p className="mt-2 text-sm leading-relaxed text-mist-300">{chapter.summary}</p>
                        <p className={`mt-3 text-xs font-semibold tracking-wide uppercase ${path ? 'text-gold-300' : 'text-mist-400'}`}>
                          {path ? 'Read it now, free' : 'Coming in the full edition'}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </section>
          </div>
        </div>
        <ArticleCtas item={book} />
      </div>
    </article>
  );
}
