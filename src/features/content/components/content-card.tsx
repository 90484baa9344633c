import { Link } from 'react-router';
import { ArrowRight, Clock } from 'lucide-react';
import type { ContentItem } from '@/content/collections.ts';
import { formatDate, readingTime } from '../lib/format.ts';
import { eyebrowFor } from '../lib/sections.ts';
import { CardTags } from './card-tags.tsx';

interface ContentCardProps {
  item: ContentItem;
  /** Heading level inside the surrounding page outline. */
  level?: 2 | 3;
  showTags?: boolean;
  /** The first card of an index is above the fold on phones: load its art eagerly. */
  eager?: boolean;
}

/** A content page as a card: art, kind, title (the whole card is its link), summary, tags, reading time. */
export function ContentCard({ item, level = 3, showTags = true, eager = false }: ContentCardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-colors hover:border-gold-400/60">
      <img
        src={item.heroSrc}
        width={1200}
        height={630}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full border-b border-cellar-700 bg-wine-900 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="eyebrow">{eyebrowFor(item)}</p>
        <Title className="mt-2 text-xl leading-snug text-cream-50">
          <Link to={item.path} className="after:absolute after:inset-0 focus-visible:outline-none">
            {item.title}
          </Link>
        </Title>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-mist-300">{item.description}</p>
        {showTags && <CardTags tags={item.tags} className="mt-4" />}
        <p className="mt-4 flex items-center justify-between gap-3 text-xs text-mist-400">
          <span className="flex items-center gap-1.5">
            <Clock className="size-3.5 text-gold-400" aria-hidden="true" />
            {readingTime(item.readingMinutes)} · <time dateTime={item.updated ?? item.published}>{formatDate(item.updated ?? item.published)}</time>
          </span>
          <ArrowRight className="size-4 text-gold-300 transition group-hover:translate-x-1" aria-hidden="true" />
        </p>
      </div>
    </article>
  );
}
