import { Link } from 'react-router';
import { ArrowRight, Download } from 'lucide-react';
import { allContent, downloads, findContent, guides, inCollection } from '@/content/collections.ts';
import { SiteSearch } from '@/features/search/index.ts';
import { CardLink } from '@/components/ui/card-link.tsx';
import { BookCover } from '../components/book-cover.tsx';
import { ContentHeader } from '../components/content-header.tsx';
import { HeroArt } from '../components/hero-art.tsx';
import { IndexCards } from '../components/index-cards.tsx';
import { TagFilter } from '../components/tag-filter.tsx';
import { readingTime } from '../lib/format.ts';
import { withTag } from '../lib/tags.ts';
import { useTagFilter } from '../lib/use-tag-filter.ts';

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Resources', path: '/resources' },
];

const newestFirst = <T extends { published: string }>(items: T[]) => items.sort((a, b) => b.published.localeCompare(a.published));

const longReads = newestFirst([...guides, ...inCollection('tools')]);
const bookEntries = allContent.filter((entry) => entry.collection === 'book');

export default function ResourcesIndexPage() {
  const filter = useTagFilter([...longReads, ...downloads, ...bookEntries]);
  const shownGuides = withTag(longReads, filter.active);
  const shownDownloads = withTag(downloads, filter.active);
  const showBook = withTag(bookEntries, filter.active).length > 0;
  const book = findContent('/book');
  const chapterOne = findContent('/book/chapter-1');
  const shown = shownGuides.length + shownDownloads.length + (showBook ? 1 : 0);

  return (
    <>
      <ContentHeader
        titleId="resources-title"
        eyebrow="Resources"
        title="Guides, downloads and the book"
        crumbs={CRUMBS}
        lead={
          <p>
            Long-form guides to storing wine, avoiding the mistakes behind failed cellars, budgeting a build and the engineering of insulation and
            cooling, plus free printable guides and the first chapter of our book.
          </p>
        }
      >
        <SiteSearch label="Search all guides, articles and answers" />
      </ContentHeader>

      <div className="container-page py-12 sm:py-16">
        <TagFilter tags={filter.tags} active={filter.requested} shown={shown} noun="resource" />

        {shownGuides.length > 0 && (
          <section aria-labelledby="guides-title" className="mt-10">
            <h2 id="guides-title" className="text-2xl text-cream-50 sm:text-3xl">
              In-depth guides
            </h2>
            <IndexCards items={shownGuides} className="mt-6" />
          </section>
        )}

        {shownDownloads.length > 0 && (
          <section aria-labelledby="downloads-title" className="mt-16">
            <h2 id="downloads-title" className="text-2xl text-cream-50 sm:text-3xl">
              Free downloads
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {shownDownloads.map((item) => (
                <li key={item.path} className="card group relative flex flex-col overflow-hidden sm:flex-row">
                  <HeroArt
                    src={item.heroSrc}
                    alt=""
                    loading="lazy"
                    className="border-b border-cellar-700 sm:w-48 sm:border-r sm:border-b-0 sm:object-[20%_50%]"
                  />
                  <div className="flex flex-1 flex-col p-5 sm:p-6">
                    <p className="eyebrow flex items-center gap-1.5">
                      <Download className="size-3.5" aria-hidden="true" /> PDF{item.pages ? ` · ${item.pages} pages` : ''}
                    </p>
                    <h3 className="mt-2 text-xl leading-snug text-cream-50">
                      <CardLink to={item.path}>{item.title}</CardLink>
                    </h3>
                    <p className="mt-2 flex-1 text-sm leading-relaxed text-mist-300">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}

        {showBook && book && (
          <section aria-labelledby="book-title" className="mt-16">
            <h2 id="book-title" className="text-2xl text-cream-50 sm:text-3xl">
              The book
            </h2>
            <div className="card mt-6 grid items-center gap-8 p-6 sm:grid-cols-[11rem_minmax(0,1fr)] sm:p-8">
              <div className="w-40 sm:w-44">
                <BookCover title={book.title} subtitle={book.subtitle ?? ''} />
              </div>
              <div>
                <h3 className="text-2xl text-cream-50">{book.title}</h3>
                <p className="mt-1 font-display text-gold-200 italic">{book.subtitle}</p>
                <p className="mt-4 leading-relaxed text-mist-300">{book.description}</p>
                <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                  <Link to={book.path} className="btn-outline">
                    See the contents
                  </Link>
                  {chapterOne && (
                    <Link to={chapterOne.path} className="btn-gold">
                      Read chapter 1 free · {readingTime(chapterOne.readingMinutes)}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  )}
                </div>
              </div>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
