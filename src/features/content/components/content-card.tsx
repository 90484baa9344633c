import { ArrowRight, Clock } from 'lucide-react';
import type { ContentItem } from '@/content/collections.ts';
import { CardLink } from '@/components/ui/card-link.tsx';
import { formatDate, readingTime } from '../lib/format.ts';
import { eyebrowFor } from '../lib/sections.ts';
import { CardTags } from './card-tags.tsx';
import { HeroArt } from './hero-art.tsx';

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
      <HeroArt src={item.heroSrc} alt="" loading={eager ? 'eager' : 'lazy'} className="border-b border-cellar-700" />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="eyebrow">{eyebrowFor(item)}</p>
        <Title className="mt-2 text-xl leading-snug text-cream-50">
          <CardLink to={item.path}>{item.title}</CardLink>
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
