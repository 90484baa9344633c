import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, ClipboardCheck } from 'lucide-react';
import type { BookChapter } from '@/content/schema.ts';
import { BOOK_PATH } from '../lib/sections.ts';

interface ChapterNavProps {
  bookTitle: string;
  previous?: { path: string; title: string; label: string } | undefined;
  /** The next chapter: linked when published, otherwise named as part of the full edition. */
  next?: (BookChapter & { path?: string | undefined }) | undefined;
}

export function ChapterNav({ bookTitle, previous, next }: ChapterNavProps) {
  const back = previous ?? { path: BOOK_PATH, title: bookTitle, label: 'The book' };
  return (
    <nav id="chapter-nav" aria-label="Chapters" className="no-print mt-12 grid gap-4 border-t border-cream-300 pt-8 sm:grid-cols-2">
      <Link to={back.path} className="group rounded-lg border border-cream-300 p-4 transition-colors hover:border-gold-500">
        <span className="flex items-center gap-1.5 text-xs tracking-wide text-ink-600 uppercase">
          <ArrowLeft className="size-3.5" aria-hidden="true" /> {back.label}
        </span>
        <span className="mt-1 block font-display text-lg text-ink-900 group-hover:text-wine-700">{back.title}</span>
      </Link>
      {next && (
        <div className="rounded-lg border border-dashed border-cream-300 p-4 sm:text-right">
          <span className="flex items-center gap-1.5 text-xs tracking-wide text-ink-600 uppercase sm:justify-end">
            Next: Chapter {next.number} <ArrowRight className="size-3.5" aria-hidden="true" />
          </span>
          {next.path ? (
            <Link to={next.path} className="mt-1 block font-display text-lg text-ink-900 hover:text-wine-700">
              {next.title}
            </Link>
          ) : (
            <>
              <span className="mt-1 block font-display text-lg text-ink-900">{next.title}</span>
              <span className="mt-1 block text-sm text-ink-600">Coming in the full edition</span>
            </>
          )}
        </div>
      )}
    </nav>
  );
}

/** The chapter's practical companion: the planning checklist. */
export function ChecklistCta({ path, title, description }: { path: string; title: string; description: string }) {
  return (
    <aside aria-labelledby="checklist-cta-title" className="no-print mt-10 flex flex-col gap-4 rounded-xl bg-wine-900 p-6 text-cream-100 sm:flex-row sm:items-center sm:p-8">
      <ClipboardCheck className="size-10 shrink-0 text-gold-300" aria-hidden="true" />
      <div className="flex-1">
        <h2 id="checklist-cta-title" className="font-display text-xl text-cream-50">
          {title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-mist-300">{description}</p>
      </div>
      <Link to={path} className="btn-gold shrink-0">
        Get the checklist
      </Link>
    </aside>
  );
}
