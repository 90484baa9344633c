import { findContent } from '@/content/collections.ts';
import { BOOK_PATH } from '../lib/sections.ts';
import { ChapterNav, ChecklistCta } from './chapter-nav.tsx';

const CHECKLIST_PATH = '/downloads/planning-checklist';

/** What follows a book chapter: the planning checklist, then the way back to the book and on to the next chapter. */
export default function ChapterExtras({ chapter }: { chapter: number }) {
  const book = findContent(BOOK_PATH);
  const previous = findContent(`/book/chapter-${chapter - 1}`);
  const next = book?.chapters?.find((entry) => entry.number === chapter + 1);
  const checklist = findContent(CHECKLIST_PATH);
  return (
    <>
      {checklist && (
        <ChecklistCta
          path={checklist.path}
          title="Turn this chapter into a plan"
          description={`The free planning checklist puts every decision from this chapter, and the rest of the build, in order${
            checklist.pages ? `: ${checklist.pages} printable pages with boxes to check` : ''
          }.`}
        />
      )}
      <ChapterNav
        bookTitle={book?.title ?? 'The book'}
        previous={previous ? { path: previous.path, title: previous.title, label: `Chapter ${chapter - 1}` } : undefined}
        next={next ? { ...next, path: findContent(`/book/chapter-${chapter + 1}`)?.path } : undefined}
      />
    </>
  );
}
