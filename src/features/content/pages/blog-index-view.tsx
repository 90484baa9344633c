import { blogPosts } from '@/content/collections.ts';
import { SiteSearch } from '@/features/search/index.ts';
import { ContentHeader } from '../components/content-header.tsx';
import { IndexCards } from '../components/index-cards.tsx';
import { TagFilter } from '../components/tag-filter.tsx';
import { withTag } from '../lib/tags.ts';
import { useTagFilter } from '../lib/use-tag-filter.ts';

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: '/blog' },
];

export default function BlogIndexPage() {
  const filter = useTagFilter(blogPosts);
  const posts = withTag(blogPosts, filter.active);
  return (
    <>
      <ContentHeader
        titleId="blog-title"
        eyebrow="Blog"
        title="Notes from the cellar"
        crumbs={CRUMBS}
        lead={
          <p>
            What we learn designing, building and repairing wine cellars: why they fail, how climate control really works, and when a cellar pays
            for itself. Every figure comes with its source.
          </p>
        }
      >
        <SiteSearch label="Search all articles, guides and answers" />
      </ContentHeader>

      <section aria-labelledby="posts-title" className="container-page py-12 sm:py-16">
        <h2 id="posts-title" className="text-2xl text-cream-50 sm:text-3xl">
          Latest articles
        </h2>
        <div className="mt-6">
          <TagFilter tags={filter.tags} active={filter.requested} shown={posts.length} noun="article" />
        </div>
        <IndexCards items={posts} className="mt-8" />
      </section>
    </>
  );
}
