import { allContent, type ContentItem } from '@/content/collections.ts';
import { relatedFor } from '../lib/related.ts';
import { ContentCard } from './content-card.tsx';

export function RelatedArticles({ item }: { item: ContentItem }) {
  const related = relatedFor(item, allContent);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="no-print mt-16">
      <p className="eyebrow">Keep reading</p>
      <h2 id="related-title" className="mt-2 text-2xl text-cream-50 sm:text-3xl">
        Related guides and articles
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {related.map((entry) => (
          <li key={entry.path}>
            <ContentCard item={entry} showTags={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default RelatedArticles;
