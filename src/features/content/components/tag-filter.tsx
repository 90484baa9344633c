import { Link } from 'react-router';
import { tagLabel } from '../lib/format.ts';
import type { TagCount } from '../lib/tags.ts';

interface TagFilterProps {
  tags: readonly TagCount[];
  active: string | null;
  /** How many items are shown, for the status line. */
  shown: number;
  noun: string;
}

const chip = (current: boolean) =>
  `inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm transition-colors ${
    current ? 'border-gold-400 bg-gold-400 font-semibold text-cellar-900' : 'border-cellar-600 bg-cellar-850 text-cream-100 hover:border-gold-400 hover:text-gold-200'
  }`;

/**
 * Topic filter as plain links (?tag=…): they work with the keyboard, can be
 * shared, and each one is a real URL. Choosing a topic replaces the history
 * entry and keeps the scroll position, like a filter rather than a new page.
 */
export function TagFilter({ tags, active, shown, noun }: TagFilterProps) {
  const known = active !== null && tags.some((entry) => entry.tag === active);
  return (
    <div className="no-print">
      <nav aria-label="Filter by topic">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="?" replace preventScrollReset className={chip(!known)} aria-current={!known ? 'page' : undefined}>
              All topics
            </Link>
          </li>
          {tags.map(({ tag, count }) => (
            <li key={tag}>
              <Link
                to={`?tag=${encodeURIComponent(tag)}`}
                replace
                preventScrollReset
                className={chip(tag === active)}
                aria-current={tag === active ? 'page' : undefined}
              >
                {tagLabel(tag)}
                <span className={tag === active ? 'text-cellar-800' : 'text-mist-400'}>
                  <span className="sr-only">(</span>
                  {count}
                  <span className="sr-only"> {count === 1 ? 'item' : 'items'})</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" aria-live="polite" className="mt-4 text-sm text-mist-300">
        {known ? (
          <>
            Showing {shown} {shown === 1 ? noun : `${noun}s`} about <strong className="text-cream-100">{tagLabel(active)}</strong>.{' '}
            <Link to="?" replace preventScrollReset className="text-gold-200 underline underline-offset-4 hover:text-gold-100">
              Show all
            </Link>
          </>
        ) : active !== null ? (
          <>No topic “{active}”: showing everything.</>
        ) : null}
      </p>
    </div>
  );
}
